import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';

import { api } from '../../../lib/api/client';
import { callApi } from '../../../lib/api/call-api';
import { PORTFOLIO_QUERY_KEY } from './get-portfolio-dashboard';

/** The days shown, and which page of the properties (`offset`, `limit`: the rows on screen). */
export interface TimelineQuery {
  from: string;
  days: number;
  offset: number;
  limit: number;
}

export function getTimeline(query: TimelineQuery, signal?: AbortSignal) {
  return callApi(() => api.GET('/api/timeline', { params: { query }, signal }), 'Failed to load the calendar');
}

export function getTimelineQueryOptions(query: TimelineQuery) {
  return queryOptions({ queryKey: [...PORTFOLIO_QUERY_KEY, 'timeline', query.from, query.days, query.offset, query.limit], queryFn: ({ signal }) => getTimeline(query, signal) });
}

export function useTimeline(query: TimelineQuery) {
  return useQuery({ ...getTimelineQueryOptions(query), placeholderData: keepPreviousData, refetchInterval: 60_000 });
}
