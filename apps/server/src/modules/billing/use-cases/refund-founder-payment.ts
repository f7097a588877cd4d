import type { BillingDeps } from '../billing.deps';
import { findFounderPayment, updateFounderPayment } from '../billing.repo';

/**
 * Refunds a founders payment that could not become a membership (a late payment into a full
 * circle, or a member's second payment). Safe to run again: the provider refund carries an
 * idempotency key and a refunded row is left alone.
 */
export async function refundFounderPayment(deps: Pick<BillingDeps, 'db' | 'clock' | 'provider' | 'log' | 'billing'>, founderPaymentId: string): Promise<void> {
  // Billing off: the provider that took the payment may not be configured; the refund waits until billing is on again.
  if (deps.billing === 'off') return;
  const payment = await findFounderPayment(deps.db, founderPaymentId);
  if (!payment || payment.status !== 'refund_pending') return;
  if (!payment.paymentIntentId) {
    deps.log.error({ founderPaymentId }, 'a refund is owed but the payment has no payment id; refund it at the provider by hand');
    return;
  }
  const { refundId } = await deps.provider.refund({
    paymentIntentId: payment.paymentIntentId,
    reason: payment.refundReason ?? 'Founders Circle payment refunded',
    idempotencyKey: `founder-refund:${payment.id}`,
  });
  const current = await findFounderPayment(deps.db, founderPaymentId);
  if (current?.status === 'refund_pending') await updateFounderPayment(deps.db, payment.id, { status: 'refunded', refundId, updatedAt: deps.clock.now() });
}
