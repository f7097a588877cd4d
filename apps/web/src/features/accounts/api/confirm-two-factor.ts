import { useMutation, useQueryClient } from '@tanstack/react-query';

import { authClient } from '../../../lib/auth-client';
import { ACCOUNTS_TEXTS } from '../accounts-constants';
import { callAuth } from './auth-request-error';
import { ME_QUERY_KEY } from './get-me';

/** Finishes enrolment with the first code the authenticator app shows. */
export async function confirmTwoFactor(code: string): Promise<void> {
  await callAuth(() => authClient.twoFactor.verifyTotp({ code: code.trim() }), ACCOUNTS_TEXTS.invalidCode);
}

export function useConfirmTwoFactor() {
  const queryClient = useQueryClient();
  return useMutation({ mutationFn: confirmTwoFactor, onSuccess: () => queryClient.invalidateQueries({ queryKey: ME_QUERY_KEY }) });
}
