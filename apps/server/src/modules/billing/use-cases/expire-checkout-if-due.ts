import type { BillingDeps } from '../billing.deps';
import type { LocalCheckoutRow } from '../providers/local-payment-store';

/** A checkout past its expiry is closed the way Stripe closes it (an expired event). */
export async function expireCheckoutIfDue(deps: BillingDeps, checkout: LocalCheckoutRow): Promise<LocalCheckoutRow> {
  if (checkout.status !== 'open' || checkout.expiresAt > deps.clock.now()) return checkout;
  await deps.provider.expireCheckout(checkout.id);
  return { ...checkout, status: 'expired' };
}
