import { queryOptions, useQuery } from '@tanstack/react-query';

import { api } from '../../../lib/api/client';
import { callApi } from '../../../lib/api/call-api';

/** Every portal query starts with this key: each action refreshes them all. */
export const PORTAL_QUERY_KEY = ['cleaner-portal'] as const;

export function listPortalTasks(signal?: AbortSignal) {
  return callApi(() => api.GET('/api/cleaner/tasks', { signal }), 'Failed to load your assignments');
}

export function listPortalTasksQueryOptions() {
  return queryOptions({ queryKey: [...PORTAL_QUERY_KEY, 'overview'], queryFn: ({ signal }) => listPortalTasks(signal) });
}

/** The cleaner's assignments today and ahead, with their figures; read again every two minutes (the host may change a task). */
export function usePortalTasks() {
  return useQuery({ ...listPortalTasksQueryOptions(), refetchInterval: 120_000 });
}
