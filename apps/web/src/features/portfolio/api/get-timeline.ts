import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';

import { api } from '../../../lib/api/client';
import { callApi } from '../../../lib/api/call-api';
import { PORTFOLIO_QUERY_KEY } from './get-portfolio-dashboard';

export function getTimeline(query: { from: string; days: number }, signal?: AbortSignal) {
  return callApi(() => api.GET('/api/timeline', { params: { query }, signal }), 'Failed to load the calendar');
}

export function getTimelineQueryOptions(query: { from: string; days: number }) {
  return queryOptions({ queryKey: [...PORTFOLIO_QUERY_KEY, 'timeline', query.from, query.days], queryFn: ({ signal }) => getTimeline(query, signal) });
}

export function useTimeline(query: { from: string; days: number }) {
  return useQuery({ ...getTimelineQueryOptions(query), placeholderData: keepPreviousData, refetchInterval: 60_000 });
}
