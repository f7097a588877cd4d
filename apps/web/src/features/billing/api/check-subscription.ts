import { queryOptions, useQuery } from '@tanstack/react-query';

import { api } from '../../../lib/api/client';
import { BILLING_QUERY_KEY, callBillingApi } from './billing-api-request';

export const SUBSCRIPTION_QUERY_KEY = [...BILLING_QUERY_KEY, 'subscription'] as const;

/** check-subscription: whether the workspace pays for a plan, which one, and until when. */
export function checkSubscription(signal?: AbortSignal) {
  return callBillingApi(() => api.GET('/api/billing/subscription', { signal }), 'Failed to check your subscription');
}

/** Keyed by who is signed in, so the state is checked again whenever the user changes (brief §4). */
export function getSubscriptionQueryOptions(signedInAs: string | null) {
  return queryOptions({
    queryKey: [...SUBSCRIPTION_QUERY_KEY, signedInAs],
    queryFn: ({ signal }) => checkSubscription(signal),
    enabled: signedInAs !== null,
    retry: false,
  });
}

/**
 * The subscription as the pricing screens read it. With no user, or when the check fails, it is
 * "unsubscribed" with no message (brief §8).
 */
export function useSubscription(signedInAs: string | null) {
  const query = useQuery(getSubscriptionQueryOptions(signedInAs));
  const state = signedInAs !== null && query.data ? query.data : null;
  return {
    state,
    subscribed: state?.subscribed ?? false,
    tier: state?.subscribed ? state.subscription_tier : null,
    isChecking: signedInAs !== null && query.isPending,
  };
}
