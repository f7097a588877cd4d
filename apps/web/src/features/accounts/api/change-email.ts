import { useMutation } from '@tanstack/react-query';

import { authClient } from '../../../lib/auth-client';
import { EMAIL_VERIFIED_PATH } from '../accounts-constants';
import { callAuth } from './auth-request-error';

/**
 * Asks for the account's email to change. Nothing changes yet: the server mails a link to the
 * new address, and the change happens when it is followed.
 */
export async function changeEmail(newEmail: string): Promise<void> {
  await callAuth(() => authClient.changeEmail({ newEmail, callbackURL: EMAIL_VERIFIED_PATH }), 'Failed to change your email');
}

export function useChangeEmail() {
  return useMutation({ mutationFn: changeEmail });
}
