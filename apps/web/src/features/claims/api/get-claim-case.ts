import { queryOptions, useQuery } from '@tanstack/react-query';

import { api } from '../../../lib/api/client';
import { callApi } from '../../../lib/api/call-api';
import { CLAIMS_QUERY_KEY } from './claims-query-key';

export function getClaimCase(caseId: string, signal?: AbortSignal) {
  return callApi(() => api.GET('/api/claims/cases/{caseId}', { params: { path: { caseId } }, signal }), 'Failed to load this case');
}

export function getClaimCaseQueryOptions(caseId: string) {
  return queryOptions({ queryKey: [...CLAIMS_QUERY_KEY, 'case', caseId], queryFn: ({ signal }) => getClaimCase(caseId, signal) });
}

/** One case in full. Its photo and file links are signed and expire, so it is read again every few minutes while open. */
export function useClaimCase(caseId: string) {
  return useQuery({ ...getClaimCaseQueryOptions(caseId), refetchInterval: 5 * 60_000 });
}
