import { useMutation, useQueryClient } from '@tanstack/react-query';

import { api } from '../../../lib/api/client';
import { callApi } from '../../../lib/api/call-api';
import { OPTIMIZER_QUERY_KEY } from './get-optimizer-figures';

/** Dismiss with a reason: the policy engine's denial; the same evidence is not suggested again. */
export function dismissSuggestion(input: { id: string; version: number; reason: string }) {
  return callApi(() => api.POST('/api/approvals/{approvalId}/deny', { params: { path: { approvalId: input.id } }, body: { version: input.version, reason: input.reason } }), 'The suggestion was not dismissed');
}

export function useDismissSuggestion() {
  const queryClient = useQueryClient();
  return useMutation({ mutationFn: dismissSuggestion, onSettled: () => queryClient.invalidateQueries({ queryKey: OPTIMIZER_QUERY_KEY }) });
}
