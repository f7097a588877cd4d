import { useMutation, useQueryClient } from '@tanstack/react-query';

import { api } from '../../../lib/api/client';
import { BILLING_QUERY_KEY, callBillingApi } from './billing-api-request';

/** Cancels at the end of the paid period: the plan runs until then, and it can be resumed. */
export function cancelSubscription() {
  return callBillingApi(() => api.POST('/api/billing/subscription/cancel'), 'Failed to cancel your subscription');
}

export function useCancelSubscription() {
  const queryClient = useQueryClient();
  return useMutation({ mutationFn: cancelSubscription, onSuccess: () => queryClient.invalidateQueries({ queryKey: BILLING_QUERY_KEY }) });
}
