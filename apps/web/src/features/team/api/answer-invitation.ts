import { useMutation, useQueryClient } from '@tanstack/react-query';

import { authClient, reloadSession } from '../../../lib/auth-client';
import { TEAM_QUERY_KEY } from './team-query-keys';
import { callTeam } from './team-request';

/** Joins the inviting workspace; the session moves into it. */
export async function acceptInvitation(invitationId: string): Promise<void> {
  await callTeam(() => authClient.organization.acceptInvitation({ invitationId }), 'Could not accept the invitation.');
  await reloadSession();
}

export async function declineInvitation(invitationId: string): Promise<void> {
  await callTeam(() => authClient.organization.rejectInvitation({ invitationId }), 'Could not decline the invitation.');
}

export function useAcceptInvitation() {
  const queryClient = useQueryClient();
  // The session's workspace and role change; the answered invitation itself is no longer readable.
  return useMutation({
    mutationFn: acceptInvitation,
    onSuccess: () => queryClient.invalidateQueries({ predicate: (query) => !isInvitationQuery(query.queryKey) }),
  });
}

export function useDeclineInvitation() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: declineInvitation,
    onSuccess: () => queryClient.invalidateQueries({ predicate: (query) => query.queryKey[0] === TEAM_QUERY_KEY[0] && !isInvitationQuery(query.queryKey) }),
  });
}

function isInvitationQuery(queryKey: readonly unknown[]): boolean {
  return queryKey[0] === TEAM_QUERY_KEY[0] && queryKey[1] === 'invitation';
}
