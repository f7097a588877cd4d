import { and, eq } from 'drizzle-orm';
import { PLAN_KEYS } from '@cohost/shared';
import type { Tx } from '../../../platform/db/database';
import type { BillingDeps } from '../billing.deps';
import { subscriptionChanged } from '../billing.events';
import {
  claimBillingEvent,
  countTakenSpots,
  findFounderPayment,
  findSubscriptionByCustomer,
  listFounderPaymentsOfUser,
  lockFoundersOffer,
  updateFounderPayment,
  updateSubscription,
  upsertInvoice,
} from '../billing.repo';
import { founderPayments, subscriptions } from '../billing.tables';
import { isHoldLive, spotsLeft } from '../domain/founders-spots';
import { refundFounderPaymentJob } from '../billing.job-definitions';
import type { BillingEvent } from '../providers/payment-provider';
import { emailBody } from '../domain/email-body';

/** Work that must wait until the event's changes are committed (messages, refunds at the provider). */
type FollowUp =
  | { kind: 'refund'; founderPaymentId: string }
  | { kind: 'founder-welcome'; founderPaymentId: string; userId: string }
  | { kind: 'founder-refunded'; founderPaymentId: string; userId: string; reason: string };

export type ProcessOutcome = 'processed' | 'duplicate';

export const LATE_PAYMENT_REFUND_REASON =
  'Your checkout hold ran out before the payment arrived and all Founders Circle spots were taken by then, so the $1 was refunded in full.';
export const ALREADY_MEMBER_REFUND_REASON = 'You were already in the Founders Circle, so this second payment was refunded in full.';

/**
 * Applies one payment-provider event exactly once: the event id is recorded in the same
 * transaction as its effects, so a replay (Stripe retries, a repeated delivery) changes nothing
 * and a failure leaves no trace for the retry to trip over. Stripe webhooks and the built-in
 * checkout both come through here.
 */
export async function processBillingEvent(deps: BillingDeps, event: BillingEvent): Promise<ProcessOutcome> {
  const result = await deps.db.transaction(async (tx) => {
    const isNew = await claimBillingEvent(tx, { id: event.id, provider: deps.provider.name, type: event.type, processedAt: deps.clock.now() });
    if (!isNew) return { outcome: 'duplicate' as const, followUps: [] };
    return { outcome: 'processed' as const, followUps: await applyBillingEvent(tx, deps, event) };
  });
  for (const followUp of result.followUps) await runFollowUp(deps, followUp);
  return result.outcome;
}

async function applyBillingEvent(tx: Tx, deps: BillingDeps, event: BillingEvent): Promise<FollowUp[]> {
  const now = deps.clock.now();
  switch (event.type) {
    case 'checkout.completed': {
      if (event.purpose.kind === 'founders') {
        return completeFounderPayment(tx, deps, event.purpose.founderPaymentId, event.paymentIntentId, now);
      }
      if (event.customerId) {
        await tx
          .update(subscriptions)
          .set({ customerId: event.customerId, provider: deps.provider.name, ...(event.paymentMethod ? { paymentMethod: event.paymentMethod } : {}), updatedAt: now })
          .where(eq(subscriptions.workspaceId, event.purpose.workspaceId));
      }
      return [];
    }
    case 'checkout.expired': {
      // Only a hold is released: a payment that completed meanwhile stays as it is.
      if (event.purpose.kind === 'founders') {
        await tx
          .update(founderPayments)
          .set({ status: 'expired', updatedAt: now })
          .where(and(eq(founderPayments.id, event.purpose.founderPaymentId), eq(founderPayments.status, 'held')));
      }
      return [];
    }
    case 'subscription.updated': {
      if (!(PLAN_KEYS as readonly string[]).includes(event.plan)) throw new Error(`Unknown plan ${event.plan} in ${event.id}`);
      const state = {
        plan: event.plan,
        interval: event.interval,
        status: event.status,
        trialEndsAt: event.trialEnd,
        currentPeriodEnd: event.currentPeriodEnd,
        cancelAtPeriodEnd: event.cancelAtPeriodEnd,
        founderDiscount: event.founderDiscount,
        provider: deps.provider.name,
        customerId: event.customerId,
        providerSubscriptionId: event.subscriptionId,
        updatedAt: now,
      };
      await tx
        .insert(subscriptions)
        .values({ workspaceId: event.workspaceId, ...state, createdAt: now })
        .onConflictDoUpdate({ target: subscriptions.workspaceId, set: { ...state, lapseNotifiedAt: null } });
      await deps.events.publish(tx, subscriptionChanged({ workspaceId: event.workspaceId, plan: event.plan, status: event.status, cancelAtPeriodEnd: event.cancelAtPeriodEnd }));
      return [];
    }
    case 'subscription.deleted': {
      const ended = await tx
        .update(subscriptions)
        .set({ status: 'canceled', cancelAtPeriodEnd: false, updatedAt: now })
        .where(eq(subscriptions.providerSubscriptionId, event.subscriptionId))
        .returning({ workspaceId: subscriptions.workspaceId, plan: subscriptions.plan });
      for (const { workspaceId, plan } of ended) await deps.events.publish(tx, subscriptionChanged({ workspaceId, plan, status: 'canceled', cancelAtPeriodEnd: false }));
      return [];
    }
    case 'invoice.paid':
    case 'invoice.failed': {
      const subscription = await findSubscriptionByCustomer(tx, event.customerId);
      // Throwing rolls the event back: the provider delivers it again once the customer is known.
      if (!subscription) throw new Error(`No workspace for customer ${event.customerId} (${event.id})`);
      await upsertInvoice(tx, {
        workspaceId: subscription.workspaceId,
        provider: deps.provider.name,
        providerInvoiceId: event.invoiceId,
        number: event.number,
        description: event.description,
        amountCents: event.amountCents,
        currency: event.currency,
        status: event.type === 'invoice.paid' ? 'paid' : 'failed',
        hostedUrl: event.hostedUrl,
        issuedAt: event.issuedAt,
      });
      return [];
    }
    case 'refund.succeeded': {
      await tx
        .update(founderPayments)
        .set({ status: 'refunded', refundId: event.refundId, updatedAt: now })
        .where(eq(founderPayments.paymentIntentId, event.paymentIntentId));
      return [];
    }
    case 'payment-method.updated': {
      const subscription = await findSubscriptionByCustomer(tx, event.customerId);
      if (subscription) await updateSubscription(tx, subscription.workspaceId, { paymentMethod: event.paymentMethod, updatedAt: now });
      return [];
    }
  }
}

/**
 * A founders payment arrived. Behind the offer lock: a live hold becomes membership; a payment
 * whose hold ran out still gets a spot if one is free, and is refunded when the circle filled
 * meanwhile; a second payment by a member is refunded. Never more than 100 members.
 */
async function completeFounderPayment(tx: Tx, deps: BillingDeps, founderPaymentId: string, paymentIntentId: string | null, now: Date): Promise<FollowUp[]> {
  const offer = await lockFoundersOffer(tx);
  const payment = await findFounderPayment(tx, founderPaymentId);
  if (!payment) {
    deps.log.warn({ founderPaymentId }, 'a founders payment arrived for an unknown hold');
    return [];
  }
  if (payment.status === 'paid' || payment.status === 'refund_pending' || payment.status === 'refunded') return [];

  const refund = async (reason: string): Promise<FollowUp[]> => {
    await updateFounderPayment(tx, payment.id, { status: 'refund_pending', paymentIntentId, refundReason: reason, updatedAt: now });
    return [
      { kind: 'refund', founderPaymentId: payment.id },
      { kind: 'founder-refunded', founderPaymentId: payment.id, userId: payment.userId, reason },
    ];
  };

  const others = await listFounderPaymentsOfUser(tx, payment.userId);
  if (others.some((other) => other.id !== payment.id && other.status === 'paid')) return refund(ALREADY_MEMBER_REFUND_REASON);
  if (!isHoldLive(payment, now)) {
    const { paid, held } = await countTakenSpots(tx, now, payment.id);
    if (spotsLeft(offer.totalSpots, paid, held) === 0) return refund(LATE_PAYMENT_REFUND_REASON);
  }
  await updateFounderPayment(tx, payment.id, { status: 'paid', paymentIntentId, paidAt: now, updatedAt: now });
  // The receipt sits in the workspace's billing history with its plan invoices.
  if (payment.workspaceId) {
    await upsertInvoice(tx, {
      workspaceId: payment.workspaceId,
      provider: deps.provider.name,
      providerInvoiceId: `founders:${payment.id}`,
      number: `FC-${payment.id.slice(0, 8).toUpperCase()}`,
      description: 'Cohost Founders Circle — early access',
      amountCents: payment.amountCents,
      currency: payment.currency,
      status: 'paid',
      hostedUrl: null,
      issuedAt: now,
    });
  }
  return [{ kind: 'founder-welcome', founderPaymentId: payment.id, userId: payment.userId }];
}

async function runFollowUp(deps: BillingDeps, followUp: FollowUp): Promise<void> {
  switch (followUp.kind) {
    case 'refund':
      await deps.jobs.enqueue(refundFounderPaymentJob, { founderPaymentId: followUp.founderPaymentId }, { idempotencyKey: `refund:${followUp.founderPaymentId}` });
      return;
    case 'founder-welcome': {
      const contact = await deps.ports.findContact(followUp.userId);
      if (!contact?.email) return;
      await deps.ports.email({
        to: contact.email,
        subject: "You're in the Cohost Founders Circle",
        ...emailBody([
          `Hi${contact.name ? ` ${contact.name}` : ''},`,
          "Your $1 payment went through and you're one of Cohost's 100 founders.",
          'What you get: early access, a lifetime founder discount on every plan, VIP support, and a say in what we build next (beta feedback).',
          "What happens next: we'll email you here as soon as the platform is ready for you.",
          `Your membership: ${deps.publicUrl}/founders-thank-you?success=true`,
        ]),
        template: 'billing.founder-welcome',
        idempotencyKey: `founder-welcome:${followUp.founderPaymentId}`,
      });
      return;
    }
    case 'founder-refunded': {
      const contact = await deps.ports.findContact(followUp.userId);
      if (!contact?.email) return;
      await deps.ports.email({
        to: contact.email,
        subject: 'Your Founders Circle payment was refunded',
        ...emailBody([`Hi${contact.name ? ` ${contact.name}` : ''},`, followUp.reason, `Plans stay open to everyone: ${deps.publicUrl}/pricing`]),
        template: 'billing.founder-refunded',
        idempotencyKey: `founder-refunded:${followUp.founderPaymentId}`,
      });
    }
  }
}
