import { useMutation } from '@tanstack/react-query';

import { authClient } from '../../../lib/auth-client';
import { callAuth } from './auth-request-error';

export interface ChangePasswordInput {
  currentPassword: string;
  newPassword: string;
  revokeOtherSessions: boolean;
}

export async function changePassword(input: ChangePasswordInput): Promise<void> {
  await callAuth(() => authClient.changePassword(input), 'Failed to change your password');
}

export function useChangePassword() {
  return useMutation({ mutationFn: changePassword });
}
