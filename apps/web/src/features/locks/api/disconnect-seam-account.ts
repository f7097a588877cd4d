import { useMutation, useQueryClient } from '@tanstack/react-query';

import { api } from '../../../lib/api/client';
import { callApi } from '../../../lib/api/call-api';
import { LOCKS_QUERY_KEY } from './list-locks';

export function disconnectSeamAccount() {
  return callApi(() => api.DELETE('/api/locks/seam'), 'Failed to disconnect Seam');
}

export function useDisconnectSeamAccount() {
  const queryClient = useQueryClient();
  return useMutation({ mutationFn: disconnectSeamAccount, onSuccess: () => queryClient.invalidateQueries({ queryKey: LOCKS_QUERY_KEY }) });
}
