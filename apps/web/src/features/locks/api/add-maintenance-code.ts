import type { AddMaintenanceCodeInput } from '@cohost/shared';
import { useMutation, useQueryClient } from '@tanstack/react-query';

import { api } from '../../../lib/api/client';
import { callApi } from '../../../lib/api/call-api';
import { LOCKS_QUERY_KEY } from './list-locks';

export function addMaintenanceCode({ lockId, input }: { lockId: string; input: AddMaintenanceCodeInput }) {
  return callApi(() => api.POST('/api/locks/{lockId}/codes', { params: { path: { lockId } }, body: input }), 'Failed to add the code');
}

export function useAddMaintenanceCode() {
  const queryClient = useQueryClient();
  return useMutation({ mutationFn: addMaintenanceCode, onSettled: () => queryClient.invalidateQueries({ queryKey: LOCKS_QUERY_KEY }) });
}
