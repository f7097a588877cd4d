import { useMutation } from '@tanstack/react-query';

import { api } from '../../../lib/api/client';
import { BillingApiError, callBillingApi } from './billing-api-request';

/** customer-portal: where a subscriber manages their plan, card and invoices. */
export async function openCustomerPortal(): Promise<{ url: string }> {
  const { url } = await callBillingApi(() => api.POST('/api/billing/portal'), 'Failed to open subscription management');
  if (!url) throw new BillingApiError('No portal URL received', null, null);
  return { url };
}

export function useOpenCustomerPortal() {
  return useMutation({ mutationFn: openCustomerPortal });
}
