import { useMutation } from '@tanstack/react-query';

import { authClient } from '../../../lib/auth-client';
import { callAuth } from './auth-request-error';

/** New backup codes; the old ones stop working. */
export async function generateBackupCodes(password: string): Promise<string[]> {
  const { backupCodes } = await callAuth(() => authClient.twoFactor.generateBackupCodes({ password }), 'Failed to create new backup codes');
  return backupCodes;
}

export function useGenerateBackupCodes() {
  return useMutation({ mutationFn: generateBackupCodes });
}
