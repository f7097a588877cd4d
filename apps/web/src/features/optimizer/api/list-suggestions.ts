import { queryOptions, useQuery } from '@tanstack/react-query';

import { api } from '../../../lib/api/client';
import { callApi } from '../../../lib/api/call-api';
import type { operations } from '../../../lib/api/schema';
import { OPTIMIZER_QUERY_KEY } from './get-optimizer-figures';

export type Suggestion = operations['listApprovals']['responses'][200]['content']['application/json']['items'][number];

/** The kinds of action the optimizer proposes: answers guests keep asking for, recurring problems, listing content, and the calendar's prices and minimum stay. */
export const SUGGESTION_KINDS = ['knowledge.add-answer', 'listing.fix-problem', 'listing.improve-content', 'listing.pricing-change'] as const;

const PRIORITY_ORDER: Record<string, number> = { high: 0, medium: 1, low: 2 };
const priorityOf = (suggestion: Suggestion) => PRIORITY_ORDER[String(suggestion.payload.priority)] ?? 3;

/** The optimizer's suggestions are actions of the policy engine waiting for the host: each kind read, then by priority (newest first within one). */
export async function listSuggestions(propertyId: string | undefined, signal?: AbortSignal) {
  const pages = await Promise.all(
    SUGGESTION_KINDS.map((kind) =>
      callApi(() => api.GET('/api/approvals', { params: { query: { status: 'pending', kind, limit: 100, ...(propertyId ? { propertyId } : {}) } }, signal }), 'Failed to load the suggestions'),
    ),
  );
  const items = pages.flatMap((page) => page.items).sort((a, b) => priorityOf(a) - priorityOf(b) || b.createdAt.localeCompare(a.createdAt));
  return { items };
}

export function listSuggestionsQueryOptions(propertyId: string | undefined) {
  return queryOptions({ queryKey: [...OPTIMIZER_QUERY_KEY, 'suggestions', propertyId ?? null], queryFn: ({ signal }) => listSuggestions(propertyId, signal) });
}

/** Kept fresh by the realtime stream ('approvals.changed'), and read again every 2 minutes in case it drops. */
export function useSuggestions(propertyId: string | undefined) {
  return useQuery({ ...listSuggestionsQueryOptions(propertyId), refetchInterval: 120_000 });
}
