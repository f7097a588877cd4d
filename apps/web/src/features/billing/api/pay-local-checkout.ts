import type { LocalCheckoutPayInput } from '@cohost/shared';
import { useMutation } from '@tanstack/react-query';

import { api } from '../../../lib/api/client';
import { callBillingApi } from './billing-api-request';

/** Pays (or saves the card of) a built-in checkout; the answer says where the browser goes next. */
export function payLocalCheckout({ sessionId, card }: { sessionId: string; card: LocalCheckoutPayInput }) {
  return callBillingApi(
    () => api.POST('/api/billing/local-checkout/{sessionId}/pay', { params: { path: { sessionId } }, body: card }),
    'The payment could not be sent. Check your connection and try again.',
  );
}

export function usePayLocalCheckout() {
  return useMutation({ mutationFn: payLocalCheckout });
}
