import { useMutation, useQueryClient } from '@tanstack/react-query';

import { api } from '../../../lib/api/client';
import { callApi } from '../../../lib/api/call-api';
import { OPTIMIZER_QUERY_KEY } from './get-optimizer-figures';

/** Apply: the policy engine's approval of the action, with its editable text as the host edited it (`answer` or `text`, by kind; a pricing change has nothing to edit). */
export function applySuggestion(input: { id: string; version: number; edits?: Record<string, string> }) {
  return callApi(
    () =>
      api.POST('/api/approvals/{approvalId}/approve', {
        params: { path: { approvalId: input.id } },
        body: { version: input.version, ...(input.edits === undefined ? {} : { edits: input.edits }) },
      }),
    'The suggestion was not applied',
  );
}

export function useApplySuggestion() {
  const queryClient = useQueryClient();
  return useMutation({ mutationFn: applySuggestion, onSettled: () => queryClient.invalidateQueries({ queryKey: OPTIMIZER_QUERY_KEY }) });
}
