import { queryOptions, useQuery } from '@tanstack/react-query';

import { api } from '../../../lib/api/client';
import { callApi } from '../../../lib/api/call-api';
import { CLEANING_QUERY_KEY } from './cleaning-query-key';

export function getCleaningTask(taskId: string, signal?: AbortSignal) {
  return callApi(() => api.GET('/api/cleaning/tasks/{taskId}', { params: { path: { taskId } }, signal }), 'Failed to load this cleaning');
}

export function getCleaningTaskQueryOptions(taskId: string) {
  return queryOptions({ queryKey: [...CLEANING_QUERY_KEY, 'task', taskId], queryFn: ({ signal }) => getCleaningTask(taskId, signal) });
}

/**
 * One cleaning in full. Its photo links are signed and expire, so it is read again every few
 * minutes while open (and on every realtime change of a cleaning).
 */
export function useCleaningTask(taskId: string | null) {
  return useQuery({ ...getCleaningTaskQueryOptions(taskId ?? ''), enabled: taskId !== null, refetchInterval: 5 * 60_000 });
}
