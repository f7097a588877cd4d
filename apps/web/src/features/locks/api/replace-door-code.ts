import { useMutation, useQueryClient } from '@tanstack/react-query';

import { api } from '../../../lib/api/client';
import { callApi } from '../../../lib/api/call-api';
import { LOCKS_QUERY_KEY } from './list-locks';

export function replaceDoorCode({ doorCodeId, reason }: { doorCodeId: string; reason: string }) {
  return callApi(() => api.POST('/api/door-codes/{doorCodeId}/replace', { params: { path: { doorCodeId } }, body: { reason } }), 'Failed to force a new code');
}

export function useReplaceDoorCode() {
  const queryClient = useQueryClient();
  return useMutation({ mutationFn: replaceDoorCode, onSettled: () => queryClient.invalidateQueries({ queryKey: LOCKS_QUERY_KEY }) });
}
