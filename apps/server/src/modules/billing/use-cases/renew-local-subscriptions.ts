import type { BillingDeps } from '../billing.deps';
import { chargeOutcome } from '../domain/test-cards';
import { addInterval, invoiceEvent, localId, subscriptionEvent } from '../providers/local-payment-provider';
import { findLocalCustomer, listLocalSubscriptionsDue, updateLocalSubscription } from '../providers/local-payment-store';
import { processBillingEvent } from './process-billing-event';

const DAY_MS = 24 * 60 * 60 * 1000;
const MAX_FAILED_ATTEMPTS = 3;

/**
 * The built-in provider's renewals, as Stripe Billing runs them: at the end of a trial or period
 * the saved card is charged (invoice paid, next period) or refused (invoice failed, past due,
 * retried daily, ended after the third failure); a subscription set to cancel ends instead.
 */
export async function renewLocalSubscriptions(deps: BillingDeps): Promise<number> {
  // Billing off charges nobody: subscriptions left from before stay as they were.
  if (deps.billing === 'off') return 0;
  const now = deps.clock.now();
  const due = await listLocalSubscriptionsDue(deps.db, now);
  for (const subscription of due) {
    if (subscription.cancelAtPeriodEnd) {
      await updateLocalSubscription(deps.db, subscription.id, { status: 'canceled', nextAttemptAt: null });
      await processBillingEvent(deps, { id: localId('evt'), occurredAt: now, type: 'subscription.deleted', subscriptionId: subscription.id, customerId: subscription.customerId });
      continue;
    }
    const card = (await findLocalCustomer(deps.db, subscription.customerId))?.card ?? null;
    const failure = card ? chargeOutcome(card.outcome, card.expMonth, card.expYear, now) : 'card_declined';
    const invoiceSeq = subscription.status === 'past_due' ? subscription.invoiceSeq : subscription.invoiceSeq + 1;
    if (!failure) {
      const periodEnd = addInterval(subscription.currentPeriodEnd, subscription.interval);
      const renewed = await updateLocalSubscription(deps.db, subscription.id, {
        status: 'active',
        invoiceSeq,
        currentPeriodEnd: periodEnd,
        nextAttemptAt: periodEnd,
        failedAttempts: 0,
      });
      await processBillingEvent(deps, invoiceEvent(renewed, true, now));
      await processBillingEvent(deps, subscriptionEvent(renewed, now));
      continue;
    }
    const failedAttempts = subscription.failedAttempts + 1;
    const ended = failedAttempts >= MAX_FAILED_ATTEMPTS;
    const updated = await updateLocalSubscription(deps.db, subscription.id, {
      status: ended ? 'canceled' : 'past_due',
      invoiceSeq,
      failedAttempts,
      nextAttemptAt: ended ? null : new Date(now.getTime() + DAY_MS),
    });
    if (failedAttempts === 1) await processBillingEvent(deps, invoiceEvent(updated, false, now));
    await processBillingEvent(
      deps,
      ended ? { id: localId('evt'), occurredAt: now, type: 'subscription.deleted', subscriptionId: updated.id, customerId: updated.customerId } : subscriptionEvent(updated, now),
    );
  }
  return due.length;
}
