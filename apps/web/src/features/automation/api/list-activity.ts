import { infiniteQueryOptions, useInfiniteQuery } from '@tanstack/react-query';

import { api } from '../../../lib/api/client';
import { callApi } from '../../../lib/api/call-api';
import type { paths } from '../../../lib/api/schema';
import { AUTOMATION_QUERY_KEY } from './get-autonomy-settings';

/** What the log can be narrowed to: a property, a kind of action, who acted, what came of it. */
export type ActivityFilters = Omit<NonNullable<paths['/api/activity']['get']['parameters']['query']>, 'cursor' | 'limit'>;

export const ACTIVITY_PAGE_SIZE = 50;

/** One page of the activity log, newest first; `cursor` is the previous page's `nextCursor`. */
export function listActivity(filters: ActivityFilters, cursor: string | null, signal?: AbortSignal) {
  return callApi(
    () => api.GET('/api/activity', { params: { query: { ...filters, ...(cursor ? { cursor } : {}), limit: ACTIVITY_PAGE_SIZE } }, signal }),
    'Failed to load the activity',
  );
}

export function listActivityQueryOptions(filters: ActivityFilters) {
  return infiniteQueryOptions({
    queryKey: [...AUTOMATION_QUERY_KEY, 'activity', filters],
    queryFn: ({ pageParam, signal }) => listActivity(filters, pageParam, signal),
    initialPageParam: null as string | null,
    getNextPageParam: (page) => page.nextCursor,
  });
}

/** The log a page at a time ('Load more'); a realtime `activity.recorded` refreshes it. */
export function useActivity(filters: ActivityFilters) {
  return useInfiniteQuery(listActivityQueryOptions(filters));
}
