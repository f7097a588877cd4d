import { queryOptions, useQuery } from '@tanstack/react-query';

import { api } from '../../../lib/api/client';
import { BILLING_QUERY_KEY, callBillingApi } from './billing-api-request';

export const BILLING_OVERVIEW_QUERY_KEY = [...BILLING_QUERY_KEY, 'overview'] as const;

/** Everything /billing shows: plan and status, usage, payment method, invoices. */
export function getBillingOverview(signal?: AbortSignal) {
  return callBillingApi(() => api.GET('/api/billing/overview', { signal }), 'Failed to load your billing details');
}

export type BillingOverview = Awaited<ReturnType<typeof getBillingOverview>>;

export function getBillingOverviewQueryOptions(signedInAs: string) {
  return queryOptions({
    queryKey: [...BILLING_OVERVIEW_QUERY_KEY, signedInAs],
    queryFn: ({ signal }) => getBillingOverview(signal),
  });
}

interface OverviewOptions {
  /** Back from a plan checkout: read again this often (ms) until the subscription shows; false: no polling. */
  pollUntilSubscribedMs?: number | false;
}

/** The overview; read again when the tab regains focus, since checkouts open in another tab. */
export function useBillingOverview(signedInAs: string, { pollUntilSubscribedMs = false }: OverviewOptions = {}) {
  return useQuery({
    ...getBillingOverviewQueryOptions(signedInAs),
    refetchInterval: (query) => (pollUntilSubscribedMs && !query.state.data?.subscription.subscribed ? pollUntilSubscribedMs : false),
    refetchOnWindowFocus: true,
  });
}
