import { useMutation } from '@tanstack/react-query';

import { authClient } from '../../../lib/auth-client';
import { callAuth } from './auth-request-error';

export const RESET_PASSWORD_PATH = '/reset-password';

/**
 * Emails a reset link if an account has this address. The answer is the same either way, so
 * nobody learns from it whether an account exists.
 */
export async function requestPasswordReset(email: string): Promise<void> {
  await callAuth(
    () => authClient.requestPasswordReset({ email: email.trim(), redirectTo: RESET_PASSWORD_PATH }),
    'Failed to send the reset email',
  );
}

export function useRequestPasswordReset() {
  return useMutation({ mutationFn: requestPasswordReset });
}
