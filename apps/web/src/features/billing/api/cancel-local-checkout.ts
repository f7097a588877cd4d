import { useMutation } from '@tanstack/react-query';

import { api } from '../../../lib/api/client';
import { callBillingApi } from './billing-api-request';

/** Leaves a built-in checkout without paying; the answer says where the browser goes next. */
export function cancelLocalCheckout(sessionId: string) {
  return callBillingApi(
    () => api.POST('/api/billing/local-checkout/{sessionId}/cancel', { params: { path: { sessionId } } }),
    'The checkout could not be cancelled. Check your connection and try again.',
  );
}

export function useCancelLocalCheckout() {
  return useMutation({ mutationFn: cancelLocalCheckout });
}
