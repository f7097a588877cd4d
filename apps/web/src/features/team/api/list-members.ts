import { PHONE_ONLY_EMAIL_DOMAIN } from '@cohost/shared';
import { queryOptions, useQuery } from '@tanstack/react-query';

import { authClient } from '../../../lib/auth-client';
import { TEAM_QUERY_KEY } from './team-query-keys';
import { callTeam } from './team-request';

export interface TeamMember {
  id: string;
  role: string;
  name: string;
  /** Null for a phone-only account (its stored address is a placeholder, never shown). */
  email: string | null;
}

/** The people of the session's workspace, with their roles (hosts only). */
export async function listMembers(): Promise<TeamMember[]> {
  const data = await callTeam(() => authClient.organization.listMembers(), 'Could not load the team.');
  return data.members.map((member) => ({ id: member.id, role: member.role, name: member.user.name, email: member.user.email.endsWith(`@${PHONE_ONLY_EMAIL_DOMAIN}`) ? null : member.user.email }));
}

export function useMembers() {
  return useQuery(queryOptions({ queryKey: [...TEAM_QUERY_KEY, 'members'], queryFn: listMembers }));
}
