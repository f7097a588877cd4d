import { FOUNDERS_COUNT_REFRESH_MS } from '@cohost/shared';
import { queryOptions, useQuery } from '@tanstack/react-query';

import { api } from '../../../lib/api/client';
import { BILLING_QUERY_KEY, callBillingApi } from './billing-api-request';

export const FOUNDERS_COUNT_QUERY_KEY = [...BILLING_QUERY_KEY, 'founders', 'count'] as const;

const LAST_KNOWN_KEY = 'cohost.founders-count';

/** get-founders-count (public): members, spots left (live holds count as taken), the offer's real end. */
export async function getFoundersCount(signal?: AbortSignal) {
  const count = await callBillingApi(() => api.GET('/api/billing/founders/count', { signal }), 'Failed to load the Founders Circle count');
  rememberFoundersCount(count);
  return count;
}

export type FoundersCount = Awaited<ReturnType<typeof getFoundersCount>>;

/**
 * The last figure this browser saw, so a failed refresh on a later visit shows a real (if
 * dated) number rather than an invented one (DESIGN §1: honest urgency only).
 */
export function readLastKnownFoundersCount(): FoundersCount | null {
  try {
    const stored = JSON.parse(localStorage.getItem(LAST_KNOWN_KEY) ?? 'null') as FoundersCount | null;
    return stored && typeof stored.spotsLeft === 'number' && typeof stored.endsAt === 'string' ? stored : null;
  } catch {
    return null;
  }
}

function rememberFoundersCount(count: FoundersCount): void {
  try {
    localStorage.setItem(LAST_KNOWN_KEY, JSON.stringify(count));
  } catch {
    // Storage full or disabled (private mode): the page still has the live figure.
  }
}

export function getFoundersCountQueryOptions() {
  return queryOptions({
    queryKey: FOUNDERS_COUNT_QUERY_KEY,
    queryFn: ({ signal }) => getFoundersCount(signal),
    // Called on load and every 5 minutes (brief §7); a failed refresh keeps the previous data.
    refetchInterval: FOUNDERS_COUNT_REFRESH_MS,
    staleTime: FOUNDERS_COUNT_REFRESH_MS,
  });
}

export function useFoundersCount() {
  return useQuery(getFoundersCountQueryOptions());
}
