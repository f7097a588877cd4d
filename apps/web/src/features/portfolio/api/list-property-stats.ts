import { DASHBOARD_PAGE_MAX, type PropertyStats } from '@cohost/shared';
import { queryOptions, useQuery } from '@tanstack/react-query';

import { api } from '../../../lib/api/client';
import { callApi } from '../../../lib/api/call-api';
import { PORTFOLIO_QUERY_KEY } from './get-portfolio-dashboard';

/** A page of the properties' month figures, or one property's. */
export function listPropertyStats(query: { offset?: number; limit?: number; propertyId?: string }, signal?: AbortSignal) {
  return callApi(() => api.GET('/api/dashboard/properties', { params: { query }, signal }), "Failed to load the properties' figures");
}

/** Every property's figures, page after page: the properties list shows a card for each. */
async function listAllPropertyStats(signal?: AbortSignal): Promise<PropertyStats[]> {
  const all: PropertyStats[] = [];
  let offset: number | null = 0;
  while (offset !== null) {
    const page = await listPropertyStats({ offset, limit: DASHBOARD_PAGE_MAX }, signal);
    all.push(...page.properties);
    offset = page.nextOffset;
  }
  return all;
}

export function listAllPropertyStatsQueryOptions() {
  return queryOptions({ queryKey: [...PORTFOLIO_QUERY_KEY, 'property-stats'], queryFn: ({ signal }) => listAllPropertyStats(signal) });
}

export function useAllPropertyStats() {
  return useQuery(listAllPropertyStatsQueryOptions());
}

/** One live property's figures (none for an archived one). */
export function usePropertyStats(propertyId: string, enabled: boolean) {
  return useQuery({
    queryKey: [...PORTFOLIO_QUERY_KEY, 'property-stats', propertyId],
    enabled,
    queryFn: async ({ signal }) => (await listPropertyStats({ propertyId }, signal)).properties[0] ?? null,
  });
}
