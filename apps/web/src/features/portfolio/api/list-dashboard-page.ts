import { DASHBOARD_LIST_ROWS, type DashboardListName } from '@cohost/shared';
import { infiniteQueryOptions, useInfiniteQuery } from '@tanstack/react-query';

import { api } from '../../../lib/api/client';
import { callApi } from '../../../lib/api/call-api';
import { PORTFOLIO_QUERY_KEY } from './get-portfolio-dashboard';

/** Rows a "Show more" adds under a dashboard card. */
export const DASHBOARD_MORE_ROWS = 25;

/** One page of a dashboard list, in the dashboard's order. */
export function listDashboardPage(list: DashboardListName, offset: number, signal?: AbortSignal) {
  return callApi(() => api.GET('/api/dashboard/{list}', { params: { path: { list }, query: { offset, limit: DASHBOARD_MORE_ROWS } }, signal }), 'Failed to load more');
}

export function listDashboardPageQueryOptions(list: DashboardListName) {
  return infiniteQueryOptions({
    queryKey: [...PORTFOLIO_QUERY_KEY, 'dashboard-list', list],
    queryFn: ({ pageParam, signal }) => listDashboardPage(list, pageParam, signal),
    // The dashboard already shows the first rows.
    initialPageParam: DASHBOARD_LIST_ROWS,
    getNextPageParam: (page) => page.nextOffset,
  });
}

/** The rest of a list past the dashboard's first rows, read only once the host asks for it. */
export function useDashboardListRest(list: DashboardListName, enabled: boolean) {
  return useInfiniteQuery({ ...listDashboardPageQueryOptions(list), enabled });
}
