import type { AddVirtualLockInput } from '@cohost/shared';
import { useMutation, useQueryClient } from '@tanstack/react-query';

import { api } from '../../../lib/api/client';
import { callApi } from '../../../lib/api/call-api';
import { LOCKS_QUERY_KEY } from './list-locks';

export function addVirtualLock(input: AddVirtualLockInput) {
  return callApi(() => api.POST('/api/locks/virtual', { body: input }), 'Failed to add the lock');
}

export function useAddVirtualLock() {
  const queryClient = useQueryClient();
  return useMutation({ mutationFn: addVirtualLock, onSuccess: () => queryClient.invalidateQueries({ queryKey: LOCKS_QUERY_KEY }) });
}
