import { queryOptions, useQuery } from '@tanstack/react-query';

import { api } from '../../../lib/api/client';
import { BILLING_QUERY_KEY, callBillingApi } from './billing-api-request';

/** Every membership query starts with this key (a payment or a refund refreshes them). */
export const FOUNDER_MEMBERSHIP_QUERY_KEY = [...BILLING_QUERY_KEY, 'founders', 'me'] as const;

/** The signed-in person's place in the Founders Circle, and their latest payment attempt. */
export function getFounderMembership(signal?: AbortSignal) {
  return callBillingApi(() => api.GET('/api/billing/founders/me', { signal }), 'Failed to load your Founders Circle membership');
}

export type FounderMembership = Awaited<ReturnType<typeof getFounderMembership>>;

/** Keyed by who is signed in, so another sign-in never reads the previous person's membership. */
export function getFounderMembershipQueryOptions(signedInAs: string) {
  return queryOptions({
    queryKey: [...FOUNDER_MEMBERSHIP_QUERY_KEY, signedInAs],
    queryFn: ({ signal }) => getFounderMembership(signal),
  });
}

/** A refund started or done: the latest payment is settled, and not as a membership. */
export function isRefundStatus(status: string | undefined): boolean {
  return status === 'refunded' || status === 'refund_pending';
}

function isSettled(membership: FounderMembership | undefined): boolean {
  return Boolean(membership && (membership.isMember || isRefundStatus(membership.latestPayment?.status)));
}

interface MembershipOptions {
  /** While a payment is on its way, read again this often (ms) until it is settled; false: no polling. */
  pollUntilSettledMs?: number | false;
}

/**
 * The membership; read again when the tab regains focus, since the payment itself usually
 * happens in another tab.
 */
export function useFounderMembership(signedInAs: string, { pollUntilSettledMs = false }: MembershipOptions = {}) {
  return useQuery({
    ...getFounderMembershipQueryOptions(signedInAs),
    refetchInterval: (query) => (pollUntilSettledMs && !isSettled(query.state.data) ? pollUntilSettledMs : false),
    refetchOnWindowFocus: true,
  });
}
