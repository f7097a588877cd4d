import { queryOptions, useQuery } from '@tanstack/react-query';

import { api } from '../../../lib/api/client';
import { callApi } from '../../../lib/api/call-api';
import { AUTOMATION_QUERY_KEY } from './get-autonomy-settings';

/** The workspace's events a module could not handle: retrying, or given up (replayable). */
export function listFailedEvents(signal?: AbortSignal) {
  return callApi(() => api.GET('/api/activity/failed-events', { signal }), 'Failed to load the failed events');
}

export function failedEventsQueryOptions() {
  return queryOptions({ queryKey: [...AUTOMATION_QUERY_KEY, 'failed-events'], queryFn: ({ signal }) => listFailedEvents(signal) });
}

export function useFailedEvents() {
  return useQuery(failedEventsQueryOptions());
}
