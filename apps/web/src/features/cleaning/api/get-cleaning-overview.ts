import { queryOptions, useQuery } from '@tanstack/react-query';

import { api } from '../../../lib/api/client';
import { callApi } from '../../../lib/api/call-api';
import { CLEANING_QUERY_KEY } from './cleaning-query-key';

export function getCleaningOverview(signal?: AbortSignal) {
  return callApi(() => api.GET('/api/cleaning/overview', { signal }), 'Failed to load the cleanings');
}

export function getCleaningOverviewQueryOptions() {
  return queryOptions({ queryKey: [...CLEANING_QUERY_KEY, 'overview'], queryFn: ({ signal }) => getCleaningOverview(signal) });
}

/** Today, what needs the host, what is coming, recent completions and the cleaners; kept fresh by the realtime stream and read again every minute (who is working). */
export function useCleaningOverview() {
  return useQuery({ ...getCleaningOverviewQueryOptions(), refetchInterval: 60_000 });
}
