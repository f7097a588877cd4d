import { queryOptions, useQuery } from '@tanstack/react-query';

import { authClient } from '../../../lib/auth-client';
import { TEAM_QUERY_KEY } from './team-query-keys';
import { callTeam } from './team-request';

export interface InvitationDetails {
  id: string;
  email: string;
  role: string;
  workspaceName: string;
  inviterEmail: string;
}

/** An invitation addressed to the signed-in person (better-auth answers only its recipient). */
export async function getInvitation(invitationId: string): Promise<InvitationDetails> {
  const data = await callTeam(() => authClient.organization.getInvitation({ query: { id: invitationId } }), 'Could not load the invitation.');
  return { id: data.id, email: data.email, role: data.role, workspaceName: data.organizationName, inviterEmail: data.inviterEmail };
}

export function useInvitation(invitationId: string, signedInAs: string) {
  return useQuery(queryOptions({ queryKey: [...TEAM_QUERY_KEY, 'invitation', invitationId, signedInAs], queryFn: () => getInvitation(invitationId), retry: false }));
}
