import { useMutation } from '@tanstack/react-query';

import { authClient, reloadSession } from '../../../lib/auth-client';
import { callTeam, TeamRequestError } from './team-request';

/** Where the confirmation link brings a new account back to: this invitation. */
export function acceptInvitePath(invitationId: string): string {
  return `/accept-invite?id=${encodeURIComponent(invitationId)}`;
}

export interface InvitedSignUpInput {
  invitationId: string;
  name: string;
  email: string;
  password: string;
}

/**
 * Creates the invited person's account. The confirmation email's link returns to the invitation
 * (signed in); the server sees the invitation id there and, for a cleaner, makes no workspace.
 */
export async function signUpFromInvitation({ invitationId, name, email, password }: InvitedSignUpInput): Promise<void> {
  await callTeam(
    () => authClient.signUp.email({ name: name.trim(), email, password, callbackURL: acceptInvitePath(invitationId) }),
    'Could not create your account.',
  );
}

export async function signInToAnswer({ email, password }: { email: string; password: string }): Promise<void> {
  const data = await callTeam(() => authClient.signIn.email({ email, password }), 'Could not sign in.');
  if ('twoFactorRedirect' in data && data.twoFactorRedirect) {
    throw new TeamRequestError('Your account uses two-factor authentication: sign in at /login, then open the invitation link again.', null);
  }
  await reloadSession();
}

export function useSignUpFromInvitation() {
  return useMutation({ mutationFn: signUpFromInvitation });
}

export function useSignInToAnswer() {
  return useMutation({ mutationFn: signInToAnswer });
}
