import type { AccountsDeps } from '../accounts.deps';
import { findInvitation } from '../accounts.repo';
import { createWorkspaceForUser } from './create-workspace-for-user';

/**
 * What a new account starts with: a workspace of its own, as its owner, except for someone who
 * signed up from a pending cleaner invitation addressed to their email. A cleaner works in the
 * inviting team's workspace only (accepting makes them its member); an empty host workspace of
 * their own would be clutter and would make them a host. Managers are hosts, so they keep getting
 * one. Returns the new workspace's id, or null when none was made.
 */
export async function setUpNewUser(
  deps: Pick<AccountsDeps, 'db' | 'clock'>,
  user: { id: string; name: string; email: string },
  signUp: { invitationId: string | null },
): Promise<string | null> {
  if (signUp.invitationId && (await isPendingCleanerInvitationFor(deps, signUp.invitationId, user.email))) return null;
  return createWorkspaceForUser(deps, user);
}

async function isPendingCleanerInvitationFor(deps: Pick<AccountsDeps, 'db' | 'clock'>, invitationId: string, email: string): Promise<boolean> {
  const invitation = await findInvitation(deps.db, invitationId).catch(() => null);
  return (
    invitation !== null &&
    invitation.status === 'pending' &&
    invitation.role === 'cleaner' &&
    invitation.expiresAt > deps.clock.now() &&
    invitation.email.toLowerCase() === email.toLowerCase()
  );
}
