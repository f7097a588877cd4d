import { useMutation, useQueryClient } from '@tanstack/react-query';

import { api } from '../../../lib/api/client';
import { callApi } from '../../../lib/api/call-api';
import { CLEANING_QUERY_KEY } from './cleaning-query-key';

/** Rates a completed cleaning 1–5 (again to change it); the cleaner's rating follows. */
export function rateCleaningTask({ taskId, stars, comment }: { taskId: string; stars: number; comment: string | null }) {
  return callApi(() => api.POST('/api/cleaning/tasks/{taskId}/rating', { params: { path: { taskId } }, body: { stars, comment } }), 'Failed to save the rating');
}

export function useRateCleaningTask() {
  const queryClient = useQueryClient();
  return useMutation({ mutationFn: rateCleaningTask, onSettled: () => queryClient.invalidateQueries({ queryKey: CLEANING_QUERY_KEY }) });
}
