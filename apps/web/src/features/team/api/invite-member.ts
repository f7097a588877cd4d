import { useMutation, useQueryClient } from '@tanstack/react-query';

import { authClient } from '../../../lib/auth-client';
import { TEAM_QUERY_KEY, type InvitableRole } from './team-query-keys';
import { callTeam } from './team-request';

export interface InviteMemberInput {
  email: string;
  role: InvitableRole;
}

/** Invites someone to the session's workspace; the server emails them the link. */
export async function inviteMember({ email, role }: InviteMemberInput): Promise<void> {
  // The auth client knows better-auth's default role names only; the server checks ours.
  const invitedRole = role as unknown as 'member';
  await callTeam(() => authClient.organization.inviteMember({ email: email.trim(), role: invitedRole }), 'Could not send the invitation.');
}

export function useInviteMember() {
  const queryClient = useQueryClient();
  return useMutation({ mutationFn: inviteMember, onSuccess: () => queryClient.invalidateQueries({ queryKey: TEAM_QUERY_KEY }) });
}
