import { queryOptions, useQuery } from '@tanstack/react-query';

import { api } from '../../../lib/api/client';
import { callApi } from '../../../lib/api/call-api';
import { RESERVATIONS_QUERY_KEY } from './reservations-query-key';

export function listFeeds(propertyId: string, signal?: AbortSignal) {
  return callApi(() => api.GET('/api/properties/{propertyId}/feeds', { params: { path: { propertyId } }, signal }), 'Failed to load the calendar feeds');
}

export function listFeedsQueryOptions(propertyId: string) {
  return queryOptions({ queryKey: [...RESERVATIONS_QUERY_KEY, 'feeds', propertyId], queryFn: ({ signal }) => listFeeds(propertyId, signal) });
}

/** Read again each minute (the scheduled syncs change health and the change log), every 3 s while one syncs; a sync's end also refreshes it live. */
export function useFeeds(propertyId: string) {
  return useQuery({ ...listFeedsQueryOptions(propertyId), refetchInterval: (query) => (query.state.data?.feeds.some((feed) => feed.health === 'syncing') ? 3_000 : 60_000) });
}
