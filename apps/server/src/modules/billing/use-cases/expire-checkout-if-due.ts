import type { BillingDeps } from '../billing.deps';
import { findFounderPayment } from '../billing.repo';
import { isHoldLive } from '../domain/founders-spots';
import type { LocalCheckoutRow } from '../providers/local-payment-store';

/**
 * A checkout past its expiry is closed the way Stripe closes it (an expired event). A founders
 * checkout also closes once its hold is over: an expired hold is never paid here.
 */
export async function expireCheckoutIfDue(deps: BillingDeps, checkout: LocalCheckoutRow): Promise<LocalCheckoutRow> {
  if (checkout.status !== 'open') return checkout;
  const now = deps.clock.now();
  if (checkout.expiresAt > now && !(await isFoundersHoldOver(deps, checkout, now))) return checkout;
  await deps.provider.expireCheckout(checkout.id);
  return { ...checkout, status: 'expired' };
}

async function isFoundersHoldOver(deps: BillingDeps, checkout: LocalCheckoutRow, now: Date): Promise<boolean> {
  const purpose = checkout.request.purpose;
  if (purpose.kind !== 'founders') return false;
  const payment = await findFounderPayment(deps.db, purpose.founderPaymentId);
  return !payment || !isHoldLive(payment, now);
}
