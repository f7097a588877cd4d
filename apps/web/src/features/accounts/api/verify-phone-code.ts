import { useMutation } from '@tanstack/react-query';

import { authClient, reloadSession } from '../../../lib/auth-client';
import { ACCOUNTS_TEXTS } from '../accounts-constants';
import { AuthRequestError, callAuth } from './auth-request-error';

export interface VerifyPhoneCodeInput {
  phoneNumber: string;
  code: string;
  /** Given when signing up: names a new account (which otherwise carries its number as name). */
  fullName?: string;
}

/**
 * Checks the texted code and signs in; for a number without an account the server creates one.
 */
export async function verifyPhoneCode({ phoneNumber, code, fullName }: VerifyPhoneCodeInput): Promise<void> {
  let data;
  try {
    data = await callAuth(() => authClient.phoneNumber.verify({ phoneNumber, code: code.trim() }), ACCOUNTS_TEXTS.invalidCode);
  } catch (error) {
    // better-auth says "Invalid OTP"; the brief's words are plainer.
    if (error instanceof AuthRequestError && error.code === 'INVALID_OTP') throw new AuthRequestError({ status: error.status ?? 400 }, ACCOUNTS_TEXTS.invalidCode);
    throw error;
  }
  const isNewAccount = data.user?.name === phoneNumber;
  if (fullName && isNewAccount) {
    // The account exists and is signed in either way; a name that did not save is not worth failing over.
    await authClient.updateUser({ name: fullName }).catch(() => undefined);
  }
  await reloadSession();
}

export function useVerifyPhoneCode() {
  return useMutation({ mutationFn: verifyPhoneCode });
}
