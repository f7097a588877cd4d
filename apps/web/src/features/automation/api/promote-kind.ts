import type { ActionKind } from '@cohost/shared';
import { useMutation, useQueryClient } from '@tanstack/react-query';

import { api } from '../../../lib/api/client';
import { callApi } from '../../../lib/api/call-api';
import { AUTOMATION_QUERY_KEY } from './get-autonomy-settings';

/** Lets Cohost do one kind of action on its own for the whole workspace (its settings turn Custom). */
export function promoteKind(kind: ActionKind) {
  return callApi(() => api.POST('/api/ai-settings/promote', { body: { kind } }), 'Failed to make it automatic');
}

export function usePromoteKind() {
  const queryClient = useQueryClient();
  return useMutation({ mutationFn: promoteKind, onSuccess: () => queryClient.invalidateQueries({ queryKey: AUTOMATION_QUERY_KEY }) });
}
