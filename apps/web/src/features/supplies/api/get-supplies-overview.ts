import { queryOptions, useQuery } from '@tanstack/react-query';

import { api } from '../../../lib/api/client';
import { callApi } from '../../../lib/api/call-api';
import { SUPPLIES_QUERY_KEY } from './supplies-query-key';

export function getSuppliesOverview(signal?: AbortSignal) {
  return callApi(() => api.GET('/api/supplies', { signal }), 'Failed to load your supplies');
}

export function getSuppliesOverviewQueryOptions() {
  return queryOptions({ queryKey: [...SUPPLIES_QUERY_KEY, 'overview'], queryFn: ({ signal }) => getSuppliesOverview(signal) });
}

/** Stock, orders and spend; kept fresh by the realtime stream, and read again every minute (the forecast moves with time). */
export function useSuppliesOverview() {
  return useQuery({ ...getSuppliesOverviewQueryOptions(), refetchInterval: 60_000 });
}
