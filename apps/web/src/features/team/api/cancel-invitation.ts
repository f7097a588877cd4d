import { useMutation, useQueryClient } from '@tanstack/react-query';

import { authClient } from '../../../lib/auth-client';
import { TEAM_QUERY_KEY } from './team-query-keys';
import { callTeam } from './team-request';

export async function cancelInvitation(invitationId: string): Promise<void> {
  await callTeam(() => authClient.organization.cancelInvitation({ invitationId }), 'Could not cancel the invitation.');
}

export function useCancelInvitation() {
  const queryClient = useQueryClient();
  return useMutation({ mutationFn: cancelInvitation, onSuccess: () => queryClient.invalidateQueries({ queryKey: TEAM_QUERY_KEY }) });
}
