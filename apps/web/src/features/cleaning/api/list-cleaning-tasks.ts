import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';

import { api } from '../../../lib/api/client';
import { callApi } from '../../../lib/api/call-api';
import { CLEANING_QUERY_KEY } from './cleaning-query-key';

/** Cleanings whose window touches the calendar days `from` to `to` (both included, at most 92 days), all properties or one. */
export interface CleaningTasksWindow {
  from: string;
  to: string;
  propertyId?: string;
}

export function listCleaningTasks(query: CleaningTasksWindow, signal?: AbortSignal) {
  return callApi(() => api.GET('/api/cleaning/tasks', { params: { query }, signal }), 'Failed to load the cleanings');
}

export function listCleaningTasksQueryOptions(query: CleaningTasksWindow) {
  return queryOptions({ queryKey: [...CLEANING_QUERY_KEY, 'tasks', query.from, query.to, query.propertyId ?? null], queryFn: ({ signal }) => listCleaningTasks(query, signal) });
}

/** The cleanings a calendar shows (`null`: nothing to read yet, or not for this person). */
export function useCleaningTasks(query: CleaningTasksWindow | null) {
  return useQuery({
    ...listCleaningTasksQueryOptions(query ?? { from: '', to: '' }),
    enabled: query !== null,
    placeholderData: keepPreviousData,
  });
}
