import { queryOptions, useQuery } from '@tanstack/react-query';

import { api } from '../../../lib/api/client';
import { callApi } from '../../../lib/api/call-api';

/** Every locks query starts with this key: an action on a lock, or a realtime event, refreshes them all. */
export const LOCKS_QUERY_KEY = ['locks'] as const;

export function listLocks(signal?: AbortSignal) {
  return callApi(() => api.GET('/api/locks', { signal }), 'Failed to load your locks');
}

export function listLocksQueryOptions() {
  return queryOptions({ queryKey: [...LOCKS_QUERY_KEY, 'overview'], queryFn: ({ signal }) => listLocks(signal) });
}

/** The locks as their providers report them; kept fresh by the realtime stream, and read again every minute (battery, online). */
export function useLocks() {
  return useQuery({ ...listLocksQueryOptions(), refetchInterval: 60_000 });
}
