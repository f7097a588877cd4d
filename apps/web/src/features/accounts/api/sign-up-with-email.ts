import { useMutation } from '@tanstack/react-query';

import { authClient } from '../../../lib/auth-client';
import { ACCOUNTS_TEXTS, EMAIL_VERIFIED_PATH } from '../accounts-constants';
import { callAuth } from './auth-request-error';

export interface SignUpWithEmailInput {
  fullName: string;
  email: string;
  password: string;
}

/** Creates the account and sends the confirmation email; it does not sign in (the link does). */
export async function signUpWithEmail({ fullName, email, password }: SignUpWithEmailInput): Promise<void> {
  await callAuth(
    () => authClient.signUp.email({ name: fullName, email, password, callbackURL: EMAIL_VERIFIED_PATH }),
    ACCOUNTS_TEXTS.failedToCreateAccount,
  );
}

export function useSignUpWithEmail() {
  return useMutation({ mutationFn: signUpWithEmail });
}
