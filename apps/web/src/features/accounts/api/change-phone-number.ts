import { useMutation, useQueryClient } from '@tanstack/react-query';

import { authClient } from '../../../lib/auth-client';
import { ACCOUNTS_TEXTS } from '../accounts-constants';
import { callAuth } from './auth-request-error';
import { ME_QUERY_KEY } from './get-me';

/** Sets the account's phone number once the 6-digit code texted to it is confirmed. */
export async function changePhoneNumber({ phoneNumber, code }: { phoneNumber: string; code: string }): Promise<void> {
  await callAuth(() => authClient.phoneNumber.verify({ phoneNumber, code: code.trim(), updatePhoneNumber: true }), ACCOUNTS_TEXTS.invalidCode);
}

export function useChangePhoneNumber() {
  const queryClient = useQueryClient();
  return useMutation({ mutationFn: changePhoneNumber, onSuccess: () => queryClient.invalidateQueries({ queryKey: ME_QUERY_KEY }) });
}
