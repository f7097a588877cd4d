import type { BillingDeps } from '../billing.deps';
import { listExpiredHolds } from '../billing.repo';
import { processBillingEvent } from './process-billing-event';

/**
 * Closes the checkouts of holds that ran out, so they can no longer be paid. The spot itself
 * was free again the moment the hold ran out (counts ignore stale holds); a payment racing this
 * is still applied by the late-payment rule.
 */
export async function releaseExpiredHolds(deps: BillingDeps): Promise<number> {
  if (deps.billing === 'off') return 0;
  const now = deps.clock.now();
  const stale = await listExpiredHolds(deps.db, now, 200);
  for (const hold of stale) {
    if (hold.checkoutSessionId) {
      try {
        await deps.provider.expireCheckout(hold.checkoutSessionId);
      } catch (error) {
        deps.log.warn({ err: error, founderPaymentId: hold.id }, 'could not expire a founders checkout; retrying on the next sweep');
        continue;
      }
    }
    await processBillingEvent(deps, {
      id: `hold-expired:${hold.id}`,
      occurredAt: now,
      type: 'checkout.expired',
      sessionId: hold.checkoutSessionId ?? hold.id,
      purpose: { kind: 'founders', founderPaymentId: hold.id, userId: hold.userId },
    });
  }
  return stale.length;
}
