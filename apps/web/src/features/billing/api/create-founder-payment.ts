import { api } from '../../../lib/api/client';
import { BillingApiError, callBillingApi } from './billing-api-request';

const FAILED = 'Failed to create payment session';

/**
 * create-founder-payment: a $1 checkout for the signed-in person; answers where to send the
 * browser. Refusals keep the server's words ('User must be authenticated to create payment',
 * the circle is full, already a member).
 */
export async function createFounderPayment(): Promise<{ url: string }> {
  const { url } = await callBillingApi(() => api.POST('/api/billing/founders/checkout'), FAILED);
  if (!url) throw new BillingApiError(FAILED, null, null);
  return { url };
}
