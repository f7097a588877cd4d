import { useMutation, useQueryClient } from '@tanstack/react-query';

import { api } from '../../../lib/api/client';
import { callApi } from '../../../lib/api/call-api';
import { LOCKS_QUERY_KEY } from './list-locks';

export function removeDoorCode(doorCodeId: string) {
  return callApi(() => api.DELETE('/api/door-codes/{doorCodeId}', { params: { path: { doorCodeId } } }), 'Failed to remove the code');
}

export function useRemoveDoorCode() {
  const queryClient = useQueryClient();
  return useMutation({ mutationFn: removeDoorCode, onSettled: () => queryClient.invalidateQueries({ queryKey: LOCKS_QUERY_KEY }) });
}
