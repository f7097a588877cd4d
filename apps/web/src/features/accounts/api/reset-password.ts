import { useMutation } from '@tanstack/react-query';

import { authClient } from '../../../lib/auth-client';
import { callAuth } from './auth-request-error';

export interface ResetPasswordInput {
  token: string;
  newPassword: string;
}

/** Sets a new password with the token from the emailed link; other sessions are signed out. */
export async function resetPassword({ token, newPassword }: ResetPasswordInput): Promise<void> {
  await callAuth(() => authClient.resetPassword({ token, newPassword }), 'Failed to reset password');
}

export function useResetPassword() {
  return useMutation({ mutationFn: resetPassword });
}
