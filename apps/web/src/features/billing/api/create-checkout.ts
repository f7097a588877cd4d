import type { BillingInterval, PlanKey } from '@cohost/shared';
import { useMutation } from '@tanstack/react-query';

import { api } from '../../../lib/api/client';
import { BillingApiError, callBillingApi } from './billing-api-request';

export interface CreateCheckoutInput {
  plan: PlanKey;
  interval: BillingInterval;
}

/** create-checkout: a subscription checkout for a plan (14-day trial, founder discount applied by the server). */
export async function createCheckout(input: CreateCheckoutInput): Promise<{ url: string }> {
  const { url } = await callBillingApi(() => api.POST('/api/billing/checkout', { body: input }), 'Failed to create checkout session');
  if (!url) throw new BillingApiError('No checkout URL received', null, null);
  return { url };
}

export function useCreateCheckout() {
  return useMutation({ mutationFn: createCheckout });
}
