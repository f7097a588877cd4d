import { queryOptions, useQuery } from '@tanstack/react-query';

import { api } from '../../../lib/api/client';
import { callApi } from '../../../lib/api/call-api';
import { LOCKS_QUERY_KEY } from './list-locks';

/** Under the locks key: a change to the account (or a realtime locks event) refreshes it with the locks. */
export const SEAM_QUERY_KEY = [...LOCKS_QUERY_KEY, 'seam'] as const;

export function getSeamAccount(signal?: AbortSignal) {
  return callApi(() => api.GET('/api/locks/seam', { signal }), 'Failed to load your Seam account');
}

export function getSeamAccountQueryOptions() {
  return queryOptions({ queryKey: [...SEAM_QUERY_KEY, 'account'], queryFn: ({ signal }) => getSeamAccount(signal) });
}

/** Whether the workspace's Seam account is connected (never the key itself). */
export function useSeamAccount() {
  return useQuery(getSeamAccountQueryOptions());
}
