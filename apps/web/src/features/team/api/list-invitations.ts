import { queryOptions, useQuery } from '@tanstack/react-query';

import { authClient } from '../../../lib/auth-client';
import { TEAM_QUERY_KEY } from './team-query-keys';
import { callTeam } from './team-request';

export interface PendingInvitation {
  id: string;
  email: string;
  role: string;
  expiresAt: Date;
}

/** The workspace's invitations that can still be accepted. */
export async function listInvitations(): Promise<PendingInvitation[]> {
  const data = await callTeam(() => authClient.organization.listInvitations(), 'Could not load the invitations.');
  const now = Date.now();
  return data
    .filter((invitation) => invitation.status === 'pending' && new Date(invitation.expiresAt).getTime() > now)
    .map((invitation) => ({ id: invitation.id, email: invitation.email, role: invitation.role, expiresAt: new Date(invitation.expiresAt) }));
}

export function useInvitations() {
  return useQuery(queryOptions({ queryKey: [...TEAM_QUERY_KEY, 'invitations'], queryFn: listInvitations }));
}
