import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';

import { api } from '../../../lib/api/client';
import { callApi } from '../../../lib/api/call-api';
import { CLAIMS_QUERY_KEY } from './claims-query-key';

export interface ClaimCasesQuery {
  status: 'open' | 'closed' | 'all';
  propertyId: string | null;
  kind: 'complaint' | 'damage' | null;
}

export function listClaimCases({ status, propertyId, kind }: ClaimCasesQuery, signal?: AbortSignal) {
  const query = { status, ...(propertyId ? { propertyId } : {}), ...(kind ? { kind } : {}) };
  return callApi(() => api.GET('/api/claims/cases', { params: { query }, signal }), 'Failed to load your claims');
}

export function listClaimCasesQueryOptions(query: ClaimCasesQuery) {
  return queryOptions({ queryKey: [...CLAIMS_QUERY_KEY, 'cases', query], queryFn: ({ signal }) => listClaimCases(query, signal) });
}

/** The cases with their counts, soonest deadline first; fresh through the realtime stream. */
export function useClaimCases(query: ClaimCasesQuery) {
  return useQuery({ ...listClaimCasesQueryOptions(query), placeholderData: keepPreviousData });
}
