import { useQuery } from '@tanstack/react-query';

import { api } from '../../../lib/api/client';
import { callApi } from '../../../lib/api/call-api';
import { PORTAL_QUERY_KEY } from './list-portal-tasks';

export function getPortalTask(taskId: string, signal?: AbortSignal) {
  return callApi(() => api.GET('/api/cleaner/tasks/{taskId}', { params: { path: { taskId } }, signal }), 'Failed to load this assignment');
}

/** One assignment a link opened (`?task=`), read when it is not among today's and upcoming ones. */
export function usePortalTask(taskId: string | null, enabled: boolean) {
  return useQuery({
    queryKey: [...PORTAL_QUERY_KEY, 'task', taskId],
    queryFn: ({ signal }) => getPortalTask(taskId!, signal),
    enabled: enabled && taskId !== null,
    retry: false,
  });
}
