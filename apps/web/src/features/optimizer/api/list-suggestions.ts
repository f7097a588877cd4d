import { queryOptions, useQuery } from '@tanstack/react-query';

import { api } from '../../../lib/api/client';
import { callApi } from '../../../lib/api/call-api';
import type { operations } from '../../../lib/api/schema';
import { OPTIMIZER_QUERY_KEY } from './get-optimizer-figures';

export type Suggestion = operations['listApprovals']['responses'][200]['content']['application/json']['items'][number];

/** The optimizer's suggestions are actions of the policy engine: the knowledge-base answers waiting for the host. */
export function listSuggestions(propertyId: string | undefined, signal?: AbortSignal) {
  return callApi(
    () => api.GET('/api/approvals', { params: { query: { status: 'pending', kind: 'knowledge.add-answer', limit: 100, ...(propertyId ? { propertyId } : {}) } }, signal }),
    'Failed to load the suggestions',
  );
}

export function listSuggestionsQueryOptions(propertyId: string | undefined) {
  return queryOptions({ queryKey: [...OPTIMIZER_QUERY_KEY, 'suggestions', propertyId ?? null], queryFn: ({ signal }) => listSuggestions(propertyId, signal) });
}

/** Kept fresh by the realtime stream ('approvals.changed'), and read again every 2 minutes in case it drops. */
export function useSuggestions(propertyId: string | undefined) {
  return useQuery({ ...listSuggestionsQueryOptions(propertyId), refetchInterval: 120_000 });
}
