import { useMutation, useQueryClient } from '@tanstack/react-query';

import { api } from '../../../lib/api/client';
import { callApi } from '../../../lib/api/call-api';
import { LOCKS_QUERY_KEY } from './list-locks';

export function retryDoorCode(doorCodeId: string) {
  return callApi(() => api.POST('/api/door-codes/{doorCodeId}/retry', { params: { path: { doorCodeId } } }), 'Failed to send the code again');
}

export function useRetryDoorCode() {
  const queryClient = useQueryClient();
  return useMutation({ mutationFn: retryDoorCode, onSettled: () => queryClient.invalidateQueries({ queryKey: LOCKS_QUERY_KEY }) });
}
