import { useMutation } from '@tanstack/react-query';

import { authClient } from '../../../lib/auth-client';
import { callAuth } from './auth-request-error';

/** Ends every session of the account, this one included. */
export async function signOutAllDevices(): Promise<void> {
  await callAuth(() => authClient.revokeSessions(), 'Failed to sign out of all devices');
}

export function useSignOutAllDevices() {
  return useMutation({ mutationFn: signOutAllDevices });
}
