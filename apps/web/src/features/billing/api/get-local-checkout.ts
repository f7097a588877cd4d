import { queryOptions, useQuery } from '@tanstack/react-query';

import { api } from '../../../lib/api/client';
import { BILLING_QUERY_KEY, callBillingApi } from './billing-api-request';

/** A checkout of the built-in payment provider: what is bought, for whom, and whether it is still open. */
export function getLocalCheckout(sessionId: string, signal?: AbortSignal) {
  return callBillingApi(
    () => api.GET('/api/billing/local-checkout/{sessionId}', { params: { path: { sessionId } }, signal }),
    'Failed to load this checkout',
  );
}

export type LocalCheckout = Awaited<ReturnType<typeof getLocalCheckout>>;

export function getLocalCheckoutQueryOptions(sessionId: string) {
  return queryOptions({
    queryKey: [...BILLING_QUERY_KEY, 'local-checkout', sessionId],
    queryFn: ({ signal }) => getLocalCheckout(sessionId, signal),
    // A checkout that is not found or not the caller's stays so: no retry.
    retry: false,
  });
}

export function useLocalCheckout(sessionId: string) {
  return useQuery(getLocalCheckoutQueryOptions(sessionId));
}
