import { useMutation } from '@tanstack/react-query';

import { api } from '../../../lib/api/client';
import { callBillingApi } from './billing-api-request';

/** Where the browser goes to give a new card (a card-saving checkout, or the provider's portal). */
export function updatePaymentMethod() {
  return callBillingApi(() => api.POST('/api/billing/payment-method'), 'Failed to open the payment method update');
}

export function useUpdatePaymentMethod() {
  return useMutation({ mutationFn: updatePaymentMethod });
}
