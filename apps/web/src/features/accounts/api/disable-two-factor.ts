import { useMutation, useQueryClient } from '@tanstack/react-query';

import { authClient } from '../../../lib/auth-client';
import { callAuth } from './auth-request-error';
import { ME_QUERY_KEY } from './get-me';

export async function disableTwoFactor(password: string): Promise<void> {
  await callAuth(() => authClient.twoFactor.disable({ password }), 'Failed to turn off two-factor authentication');
}

export function useDisableTwoFactor() {
  const queryClient = useQueryClient();
  return useMutation({ mutationFn: disableTwoFactor, onSuccess: () => queryClient.invalidateQueries({ queryKey: ME_QUERY_KEY }) });
}
