import type { LocalCheckoutPayInput } from '@cohost/shared';
import { useMutation, useQueryClient } from '@tanstack/react-query';

import { api } from '../../../lib/api/client';
import { BILLING_QUERY_KEY, callBillingApi } from './billing-api-request';

/** Pays (or saves the card of) a built-in checkout; the answer says where the browser goes next. */
export function payLocalCheckout({ sessionId, card }: { sessionId: string; card: LocalCheckoutPayInput }) {
  return callBillingApi(
    () => api.POST('/api/billing/local-checkout/{sessionId}/pay', { params: { path: { sessionId } }, body: card }),
    'The payment could not be sent. Check your connection and try again.',
  );
}

export function usePayLocalCheckout() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: payLocalCheckout,
    // A refused payment may mean the checkout expired meanwhile: reload it, so the page says so.
    onError: (_error, { sessionId }) => queryClient.invalidateQueries({ queryKey: [...BILLING_QUERY_KEY, 'local-checkout', sessionId] }),
  });
}
