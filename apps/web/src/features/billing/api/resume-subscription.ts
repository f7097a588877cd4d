import { useMutation, useQueryClient } from '@tanstack/react-query';

import { api } from '../../../lib/api/client';
import { BILLING_QUERY_KEY, callBillingApi } from './billing-api-request';

/** Undoes a cancellation before the period ends: the plan renews as before. */
export function resumeSubscription() {
  return callBillingApi(() => api.POST('/api/billing/subscription/resume'), 'Failed to resume your subscription');
}

export function useResumeSubscription() {
  const queryClient = useQueryClient();
  return useMutation({ mutationFn: resumeSubscription, onSuccess: () => queryClient.invalidateQueries({ queryKey: BILLING_QUERY_KEY }) });
}
