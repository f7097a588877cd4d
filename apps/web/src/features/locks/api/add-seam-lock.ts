import type { AddSeamLockInput } from '@cohost/shared';
import { useMutation, useQueryClient } from '@tanstack/react-query';

import { api } from '../../../lib/api/client';
import { callApi } from '../../../lib/api/call-api';
import { LOCKS_QUERY_KEY } from './list-locks';

export function addSeamLock(input: AddSeamLockInput) {
  return callApi(() => api.POST('/api/locks/seam/devices', { body: input }), 'Failed to add the lock');
}

export function useAddSeamLock() {
  const queryClient = useQueryClient();
  return useMutation({ mutationFn: addSeamLock, onSuccess: () => queryClient.invalidateQueries({ queryKey: LOCKS_QUERY_KEY }) });
}
