import { useMutation } from '@tanstack/react-query';

import { authClient } from '../../../lib/auth-client';
import { ACCOUNTS_TEXTS, EMAIL_VERIFIED_PATH } from '../accounts-constants';
import { AuthRequestError, callAuth } from './auth-request-error';

/** Sends the confirmation link again; it leads to /email-verified. */
export async function sendConfirmationEmail(email: string): Promise<void> {
  await callAuth(
    () => authClient.sendVerificationEmail({ email, callbackURL: EMAIL_VERIFIED_PATH }),
    ACCOUNTS_TEXTS.failedToResendEmail,
  );
}

/** The brief: a resend refused because the address is already registered or confirmed. */
export function isAlreadyConfirmedError(error: unknown): boolean {
  if (!(error instanceof AuthRequestError)) return false;
  return error.code === 'EMAIL_ALREADY_VERIFIED' || /already (registered|confirmed|verified)/i.test(error.serverMessage ?? '');
}

export function useSendConfirmationEmail() {
  return useMutation({ mutationFn: sendConfirmationEmail });
}
