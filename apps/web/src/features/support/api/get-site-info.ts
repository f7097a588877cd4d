import { queryOptions, useQuery } from '@tanstack/react-query';

import { api } from '../../../lib/api/client';
import { callSupportApi } from './support-api-request';

/** Which landing page `/` shows, the team's contact address and the demo booking link. */
export function getSiteInfo(signal?: AbortSignal) {
  return callSupportApi(() => api.GET('/api/support/site-info', { signal }), 'Failed to load the site information');
}

export function getSiteInfoQueryOptions() {
  return queryOptions({
    queryKey: ['support', 'site-info'],
    queryFn: ({ signal }) => getSiteInfo(signal),
    // Configuration changes only with a server restart.
    staleTime: Infinity,
  });
}

export function useSiteInfo({ enabled = true }: { enabled?: boolean } = {}) {
  return useQuery({ ...getSiteInfoQueryOptions(), enabled });
}
