import { useMutation, useQueryClient } from '@tanstack/react-query';

import { api } from '../../../lib/api/client';
import { callApi } from '../../../lib/api/call-api';
import { CLEANING_QUERY_KEY } from './cleaning-query-key';

/** Assigns (or reassigns) a cleaning; the cleaner is asked to acknowledge it. */
export function assignCleaningTask({ taskId, cleanerId }: { taskId: string; cleanerId: string }) {
  return callApi(() => api.POST('/api/cleaning/tasks/{taskId}/assign', { params: { path: { taskId } }, body: { cleanerId } }), 'Failed to assign the cleaning');
}

export function useAssignCleaningTask() {
  const queryClient = useQueryClient();
  return useMutation({ mutationFn: assignCleaningTask, onSettled: () => queryClient.invalidateQueries({ queryKey: CLEANING_QUERY_KEY }) });
}
