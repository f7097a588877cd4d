import { useMutation, useQueryClient } from '@tanstack/react-query';

import { api } from '../../../lib/api/client';
import { callApi } from '../../../lib/api/call-api';
import { LOCKS_QUERY_KEY } from './list-locks';

export function removeLock(lockId: string) {
  return callApi(() => api.DELETE('/api/locks/{lockId}', { params: { path: { lockId } } }), 'Failed to remove the lock');
}

export function useRemoveLock() {
  const queryClient = useQueryClient();
  return useMutation({ mutationFn: removeLock, onSettled: () => queryClient.invalidateQueries({ queryKey: LOCKS_QUERY_KEY }) });
}
