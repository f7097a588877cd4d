import { useMutation, useQueryClient } from '@tanstack/react-query';

import { api } from '../../../lib/api/client';
import { callApi } from '../../../lib/api/call-api';
import { CLEANING_QUERY_KEY } from './cleaning-query-key';

/** Cancels a cleaning; its cleaner is told. */
export function cancelCleaningTask({ taskId, reason }: { taskId: string; reason: string | null }) {
  return callApi(() => api.POST('/api/cleaning/tasks/{taskId}/cancel', { params: { path: { taskId } }, body: reason ? { reason } : {} }), 'Failed to cancel the cleaning');
}

export function useCancelCleaningTask() {
  const queryClient = useQueryClient();
  return useMutation({ mutationFn: cancelCleaningTask, onSettled: () => queryClient.invalidateQueries({ queryKey: CLEANING_QUERY_KEY }) });
}
