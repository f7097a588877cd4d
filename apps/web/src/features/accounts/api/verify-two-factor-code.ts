import { useMutation } from '@tanstack/react-query';

import { authClient, reloadSession } from '../../../lib/auth-client';
import { ACCOUNTS_TEXTS } from '../accounts-constants';
import { callAuth } from './auth-request-error';

/** Finishes a sign-in that needs the code of the user's authenticator app. */
export async function verifyTwoFactorCode(code: string): Promise<void> {
  await callAuth(() => authClient.twoFactor.verifyTotp({ code: code.trim() }), ACCOUNTS_TEXTS.invalidCode);
  await reloadSession();
}

export function useVerifyTwoFactorCode() {
  return useMutation({ mutationFn: verifyTwoFactorCode });
}
