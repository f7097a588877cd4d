import { queryOptions, useQuery } from '@tanstack/react-query';

import { api } from '../../../lib/api/client';
import { callApi } from '../../../lib/api/call-api';
import { AUTOMATION_QUERY_KEY } from './get-autonomy-settings';

/** Per kind of action: how often the host approved what Cohost suggested, and whether it may become automatic. */
export function getShadowStats(signal?: AbortSignal) {
  return callApi(() => api.GET('/api/approvals/stats', { signal }), 'Failed to load what you approved');
}

export function getShadowStatsQueryOptions() {
  return queryOptions({ queryKey: [...AUTOMATION_QUERY_KEY, 'shadow-stats'], queryFn: ({ signal }) => getShadowStats(signal) });
}

export function useShadowStats() {
  return useQuery(getShadowStatsQueryOptions());
}
