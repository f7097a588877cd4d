import { useMutation } from '@tanstack/react-query';

import { authClient } from '../../../lib/auth-client';
import { callAuth } from './auth-request-error';

export interface TwoFactorEnrolment {
  totpURI: string;
  backupCodes: string[];
}

/** Starts authenticator-app enrolment; it is finished by `confirmTwoFactor` with a first code. */
export async function enableTwoFactor(password: string): Promise<TwoFactorEnrolment> {
  const fallback = 'Failed to start two-factor setup';
  const answer = await callAuth(() => authClient.twoFactor.enable({ password }), fallback);
  if (answer.method !== 'totp') throw new Error(fallback);
  return { totpURI: answer.totpURI, backupCodes: answer.backupCodes };
}

export function useEnableTwoFactor() {
  return useMutation({ mutationFn: enableTwoFactor });
}
