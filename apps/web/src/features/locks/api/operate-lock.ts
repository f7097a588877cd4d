import { useMutation, useQueryClient } from '@tanstack/react-query';

import { api } from '../../../lib/api/client';
import { callApi } from '../../../lib/api/call-api';
import { LOCKS_QUERY_KEY } from './list-locks';

export function operateLock({ lockId, operation }: { lockId: string; operation: 'lock' | 'unlock' }) {
  const params = { params: { path: { lockId } } };
  return operation === 'lock'
    ? callApi(() => api.POST('/api/locks/{lockId}/lock', params), 'The lock did not lock')
    : callApi(() => api.POST('/api/locks/{lockId}/unlock', params), 'The lock did not unlock');
}

export function useOperateLock() {
  const queryClient = useQueryClient();
  return useMutation({ mutationFn: operateLock, onSettled: () => queryClient.invalidateQueries({ queryKey: LOCKS_QUERY_KEY }) });
}
