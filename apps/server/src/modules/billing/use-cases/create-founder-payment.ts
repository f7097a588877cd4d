import { assertCanManageBilling } from '../domain/billing-actor';
import { FOUNDERS_FEE_CENTS, FOUNDERS_HOLD_MINUTES, type PaymentSession } from '@cohost/shared';
import type { Actor } from '../../accounts';
import type { BillingDeps } from '../billing.deps';
import { billingErrors } from '../billing.errors';
import { assertBillingOn } from '../domain/billing-switch';
import { countTakenSpots, ensureFoundersOffer, insertFounderPayment, listFounderPaymentsOfUser, lockFoundersOffer, updateFounderPayment } from '../billing.repo';
import { isHoldLive, spotsLeft } from '../domain/founders-spots';

const MINUTE_MS = 60_000;
/**
 * Stripe wants a checkout to stay open at least 30 minutes from its own clock: its session outlives
 * the hold a little (a payment in those minutes goes through the late-payment rule). The built-in
 * checkout closes with the hold, so an expired hold can never be paid there.
 */
const STRIPE_CHECKOUT_GRACE_MS = 2 * MINUTE_MS;

/**
 * create-founder-payment: holds one of the 100 spots for 30 minutes and opens a $1 checkout.
 * Spot changes happen behind the offer's row lock, so concurrent checkouts can never hold or
 * buy more spots than exist. One live hold per person: asking again while it is live returns the same checkout.
 */
export async function createFounderPayment(deps: BillingDeps, actor: Actor): Promise<PaymentSession> {
  assertCanManageBilling(actor);
  assertBillingOn(deps.billing);
  const now = deps.clock.now();
  const offer = await ensureFoundersOffer(deps.db, now);
  if ((deps.foundersEndsAt ?? offer.endsAt) <= now) throw billingErrors.foundersClosed();
  const contact = await deps.ports.findContact(actor.userId);

  const decision = await deps.db.transaction(async (tx) => {
    const locked = await lockFoundersOffer(tx);
    const mine = await listFounderPaymentsOfUser(tx, actor.userId);
    if (mine.some((payment) => payment.status === 'paid')) throw billingErrors.alreadyFounder();
    // One live hold per person: asking again returns it, however little of it is left.
    const live = mine.find((payment) => isHoldLive(payment, now));
    const liveUrl = live?.checkoutUrl;
    if (liveUrl) return { kind: 'reuse', url: liveUrl } as const;
    if (live) throw billingErrors.checkoutInProgress();
    const { paid, held } = await countTakenSpots(tx, now);
    if (spotsLeft(locked.totalSpots, paid, held) === 0) throw billingErrors.foundersFull();
    const payment = await insertFounderPayment(tx, {
      userId: actor.userId,
      workspaceId: actor.workspaceId,
      email: contact?.email ?? null,
      status: 'held',
      amountCents: FOUNDERS_FEE_CENTS,
      provider: deps.provider.name,
      holdExpiresAt: new Date(now.getTime() + FOUNDERS_HOLD_MINUTES * MINUTE_MS),
      createdAt: now,
      updatedAt: now,
    });
    return { kind: 'hold', payment } as const;
  });
  if (decision.kind === 'reuse') return { url: decision.url };

  const { payment } = decision;
  try {
    const session = await deps.provider.createCheckout({
      mode: 'payment',
      purpose: { kind: 'founders', founderPaymentId: payment.id, userId: actor.userId },
      customerId: null,
      customerEmail: contact?.email ?? null,
      description: 'Cohost Founders Circle — early access, lifetime founder discount, VIP support',
      amountCents: FOUNDERS_FEE_CENTS,
      successUrl: `${deps.publicUrl}/founders-thank-you?success=true&session_id={CHECKOUT_SESSION_ID}`,
      cancelUrl: `${deps.publicUrl}/payment-failed?reason=cancelled`,
      expiresAt: new Date(payment.holdExpiresAt.getTime() + (deps.provider.name === 'stripe' ? STRIPE_CHECKOUT_GRACE_MS : 0)),
    });
    await updateFounderPayment(deps.db, payment.id, { checkoutSessionId: session.sessionId, checkoutUrl: session.url, updatedAt: deps.clock.now() });
    return { url: session.url };
  } catch (error) {
    deps.log.error({ err: error, founderPaymentId: payment.id }, 'founders checkout could not be created');
    // The spot goes back at once: nobody can pay for this hold.
    await updateFounderPayment(deps.db, payment.id, { status: 'failed', updatedAt: deps.clock.now() });
    throw billingErrors.paymentSessionFailed();
  }
}
