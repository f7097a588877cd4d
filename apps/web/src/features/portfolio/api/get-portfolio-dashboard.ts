import { queryOptions, useQuery } from '@tanstack/react-query';

import { api } from '../../../lib/api/client';
import { callApi } from '../../../lib/api/call-api';

/** Reservations and feeds change it: their mutations invalidate this key. */
export const PORTFOLIO_QUERY_KEY = ['portfolio'] as const;

export function getPortfolioDashboard(signal?: AbortSignal) {
  return callApi(() => api.GET('/api/dashboard', { signal }), 'Failed to load the dashboard');
}

export function getPortfolioDashboardQueryOptions() {
  return queryOptions({ queryKey: [...PORTFOLIO_QUERY_KEY, 'dashboard'], queryFn: ({ signal }) => getPortfolioDashboard(signal) });
}

/** Read again every minute: arrivals, departures and feed health move with the clock. */
export function usePortfolioDashboard() {
  return useQuery({ ...getPortfolioDashboardQueryOptions(), refetchInterval: 60_000, refetchOnWindowFocus: true });
}
