import type { ChangePlanInput } from '@cohost/shared';
import { useMutation, useQueryClient } from '@tanstack/react-query';

import { api } from '../../../lib/api/client';
import { BILLING_QUERY_KEY, callBillingApi } from './billing-api-request';

/** Moves a paid subscription to another plan or interval (the provider prorates). */
export function changePlan(input: ChangePlanInput) {
  return callBillingApi(() => api.POST('/api/billing/subscription/plan', { body: input }), 'Failed to change your plan');
}

export function useChangePlan() {
  const queryClient = useQueryClient();
  return useMutation({ mutationFn: changePlan, onSuccess: () => queryClient.invalidateQueries({ queryKey: BILLING_QUERY_KEY }) });
}
