import { useMutation } from '@tanstack/react-query';

import { authClient, reloadSession } from '../../../lib/auth-client';
import { ACCOUNTS_TEXTS } from '../accounts-constants';
import { AuthRequestError, callAuth } from './auth-request-error';

export interface SignInWithEmailInput {
  email: string;
  password: string;
}

/** Signed in, or the account has two-factor authentication and a code is needed next. */
export type SignInWithEmailOutcome = 'signed-in' | 'two-factor';

export async function signInWithEmail({ email, password }: SignInWithEmailInput): Promise<SignInWithEmailOutcome> {
  const data = await callAuth(() => authClient.signIn.email({ email: email.trim(), password }), ACCOUNTS_TEXTS.failedToSignIn);
  if ('twoFactorRedirect' in data && data.twoFactorRedirect) return 'two-factor';
  await reloadSession();
  return 'signed-in';
}

/** The server refuses a correct password until the email is confirmed. */
export function isEmailNotConfirmedError(error: unknown): boolean {
  return error instanceof AuthRequestError && error.code === 'EMAIL_NOT_VERIFIED';
}

export function useSignInWithEmail() {
  return useMutation({ mutationFn: signInWithEmail });
}
