import { randomBytes } from 'node:crypto';
import { getPlan, planPeriodCents, type BillingInterval } from '@cohost/shared';
import type { Database } from '../../../platform/db/database';
import type { Clock } from '../../../platform/runtime/clock';
import { closeLocalCheckout, findLocalCheckout, findLocalSubscription, insertLocalCheckout, insertLocalCustomer, recordLocalRefund, updateLocalSubscription, type LocalSubscriptionRow } from './local-payment-store';
import type { BillingEvent, PaymentProvider } from './payment-provider';

export const localId = (prefix: string) => `${prefix}_local_${randomBytes(12).toString('hex')}`;

export interface LocalProviderOptions {
  db: Database;
  clock: Clock;
  publicUrl: string;
  /** Where the provider's events go: the billing module's `processBillingEvent` (bound after creation). */
  emit: (event: BillingEvent) => Promise<unknown>;
}

/** The end of the period that starts at `from`. */
export function addInterval(from: Date, interval: BillingInterval): Date {
  const next = new Date(from);
  if (interval === 'month') next.setUTCMonth(next.getUTCMonth() + 1);
  else next.setUTCFullYear(next.getUTCFullYear() + 1);
  return next;
}

/** The event Stripe would send for this subscription's current state. */
export function subscriptionEvent(subscription: LocalSubscriptionRow, now: Date): BillingEvent {
  return {
    id: localId('evt'),
    occurredAt: now,
    type: 'subscription.updated',
    subscriptionId: subscription.id,
    customerId: subscription.customerId,
    workspaceId: subscription.workspaceId,
    plan: subscription.plan,
    interval: subscription.interval,
    status: subscription.status,
    trialEnd: subscription.trialEnd,
    currentPeriodEnd: subscription.currentPeriodEnd,
    cancelAtPeriodEnd: subscription.cancelAtPeriodEnd,
    founderDiscount: subscription.founderDiscount,
  };
}

/** An invoice for the period being charged, numbered per subscription. */
export function invoiceEvent(subscription: LocalSubscriptionRow, paid: boolean, now: Date): BillingEvent {
  const plan = getPlan(subscription.plan);
  const interval = subscription.interval;
  return {
    id: localId('evt'),
    occurredAt: now,
    type: paid ? 'invoice.paid' : 'invoice.failed',
    invoiceId: `in_local_${subscription.id.slice(-12)}_${subscription.invoiceSeq}`,
    number: `CH-${subscription.id.slice(-6).toUpperCase()}-${String(subscription.invoiceSeq).padStart(4, '0')}`,
    customerId: subscription.customerId,
    subscriptionId: subscription.id,
    amountCents: planPeriodCents(plan, interval, subscription.founderDiscount),
    currency: 'usd',
    description: `Cohost ${plan.name} plan, ${interval === 'month' ? 'monthly' : 'annual'}${subscription.founderDiscount ? ' (founder discount)' : ''}`,
    issuedAt: now,
    hostedUrl: null,
  };
}

/**
 * The built-in payment provider: checkouts are shown by our own page (`/checkout`), customers,
 * cards and subscriptions are kept in `local_*` tables, renewals are run by a job, and every
 * change is reported as the same events Stripe's webhooks would bring. It takes no real money.
 */
export function createLocalPaymentProvider(options: LocalProviderOptions): PaymentProvider {
  const { db, clock, publicUrl } = options;
  return {
    name: 'local',

    async createCustomer({ workspaceId, email, name }) {
      const customerId = localId('cus');
      await insertLocalCustomer(db, { id: customerId, workspaceId, email, name, card: null, createdAt: clock.now() });
      return { customerId };
    },

    async createCheckout(request) {
      const sessionId = localId('cs');
      await insertLocalCheckout(db, {
        id: sessionId,
        mode: request.mode,
        status: 'open',
        request: { ...request, expiresAt: request.expiresAt.toISOString() },
        expiresAt: request.expiresAt,
        createdAt: clock.now(),
      });
      return { sessionId, url: `${publicUrl}/checkout?session=${sessionId}` };
    },

    async expireCheckout(sessionId) {
      const checkout = await findLocalCheckout(db, sessionId);
      if (!checkout) return;
      if (await closeLocalCheckout(db, sessionId, { status: 'expired' })) {
        await options.emit({ id: localId('evt'), occurredAt: clock.now(), type: 'checkout.expired', sessionId, purpose: checkout.request.purpose });
      }
    },

    async refund({ paymentIntentId, reason, idempotencyKey }) {
      const { refundId, isNew } = await recordLocalRefund(db, { idempotencyKey, id: localId('re'), paymentIntentId, reason, createdAt: clock.now() });
      if (isNew) await options.emit({ id: localId('evt'), occurredAt: clock.now(), type: 'refund.succeeded', paymentIntentId, refundId });
      return { refundId };
    },

    async createPortal() {
      // Our own billing page is the portal: plan, card, invoices and cancellation are all there.
      return { url: `${publicUrl}/billing` };
    },

    async updateSubscription(subscriptionId, change) {
      const subscription = await findLocalSubscription(db, subscriptionId);
      if (!subscription) throw new Error(`No local subscription ${subscriptionId}`);
      const updated =
        change.kind === 'plan'
          ? await updateLocalSubscription(db, subscriptionId, { plan: change.plan, interval: change.interval })
          : await updateLocalSubscription(db, subscriptionId, { cancelAtPeriodEnd: change.cancelAtPeriodEnd });
      await options.emit(subscriptionEvent(updated, clock.now()));
    },
  };
}
