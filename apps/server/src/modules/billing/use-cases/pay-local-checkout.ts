import { FREE_TRIAL_DAYS, LocalCheckoutPayInputSchema, type LocalCheckoutPayInput, type LocalCheckoutResult } from '@cohost/shared';
import type { z } from 'zod';
import type { Actor } from '../../accounts';
import type { BillingDeps } from '../billing.deps';
import { billingErrors } from '../billing.errors';
import { assertBillingOn } from '../domain/billing-switch';
import { loadCheckout } from '../billing.repo';
import { checkoutLines, withReason } from '../domain/local-checkout';
import { cardBrand, chargeOutcome, isLuhnValid, testCardOutcome } from '../domain/test-cards';
import { addInterval, invoiceEvent, localId, subscriptionEvent } from '../providers/local-payment-provider';
import { closeLocalCheckout, insertLocalSubscription, saveLocalCard, type LocalCard } from '../providers/local-payment-store';
import type { BillingEvent } from '../providers/payment-provider';
import { expireCheckoutIfDue } from './expire-checkout-if-due';
import { processBillingEvent } from './process-billing-event';

const DAY_MS = 24 * 60 * 60 * 1000;

/**
 * Pays a checkout of the built-in provider with one of its test cards (any other number is refused,
 * and only a summary of the card is kept). Stripe's test numbers fail as they do in Stripe's test mode; a refused card leaves the checkout open (and a founders spot held), and
 * the browser goes to the cancel page with the reason, from where Retry comes back to it.
 */
export async function payLocalCheckout(deps: BillingDeps, actor: Actor, sessionId: string, input: z.output<typeof LocalCheckoutPayInputSchema> | LocalCheckoutPayInput): Promise<LocalCheckoutResult> {
  assertBillingOn(deps.billing);
  const card = LocalCheckoutPayInputSchema.parse(input);
  const checkout = await expireCheckoutIfDue(deps, await loadCheckout(deps, actor, sessionId));
  if (checkout.status !== 'open') throw billingErrors.checkoutClosed();
  if (!isLuhnValid(card.cardNumber)) throw billingErrors.invalidCardNumber([{ path: 'cardNumber', message: 'That card number is not valid.' }]);
  // Only the documented test numbers: a real card number is refused before anything is kept.
  const outcome = testCardOutcome(card.cardNumber);
  if (!outcome) throw billingErrors.notATestCard([{ path: 'cardNumber', message: 'Use one of the test card numbers shown on this page.' }]);
  const [month, year] = card.expiry.split('/').map((part) => Number(part.trim()));
  const expMonth = month!;
  const expYear = 2000 + year!;
  const now = deps.clock.now();
  const request = checkout.request;
  const failure = chargeOutcome(outcome, expMonth, expYear, now);
  const chargesNow = checkoutLines(checkout).dueTodayCents > 0;
  // A card is checked even when nothing is charged today (a trial or a card update), as Stripe does.
  if (failure) return { outcome: 'failed', reason: failure, redirectUrl: withReason(request.cancelUrl, failure) };

  const savedCard: LocalCard = { brand: cardBrand(card.cardNumber), last4: card.cardNumber.slice(-4), expMonth, expYear, outcome };
  const paymentIntentId = request.mode === 'setup' || !chargesNow ? null : localId('pi');
  if (!(await closeLocalCheckout(deps.db, checkout.id, { status: 'complete', completedAt: now, ...(paymentIntentId ? { paymentIntentId } : {}) }))) {
    throw billingErrors.checkoutClosed();
  }

  const events: BillingEvent[] = [];
  const paymentMethod = { brand: savedCard.brand, last4: savedCard.last4, expMonth, expYear };
  let subscriptionId: string | null = null;
  if (request.customerId) await saveLocalCard(deps.db, request.customerId, savedCard);
  if (request.mode === 'subscription' && request.customerId && request.purpose.kind === 'plan') {
    const trialDays = Math.min(request.trialDays ?? 0, FREE_TRIAL_DAYS);
    const trialEnd = trialDays > 0 ? new Date(now.getTime() + trialDays * DAY_MS) : null;
    const periodEnd = trialEnd ?? addInterval(now, request.interval!);
    const subscription = await insertLocalSubscription(deps.db, {
      id: localId('sub'),
      customerId: request.customerId,
      workspaceId: request.purpose.workspaceId,
      plan: request.plan!,
      interval: request.interval!,
      status: trialEnd ? 'trialing' : 'active',
      trialEnd,
      currentPeriodEnd: periodEnd,
      nextAttemptAt: periodEnd,
      founderDiscount: request.founderDiscount ?? false,
      invoiceSeq: trialEnd ? 0 : 1,
      createdAt: now,
    });
    subscriptionId = subscription.id;
    events.push(subscriptionEvent(subscription, now));
    if (!trialEnd) events.push(invoiceEvent(subscription, true, now));
  }
  events.unshift({
    id: localId('evt'),
    occurredAt: now,
    type: 'checkout.completed',
    sessionId: checkout.id,
    mode: checkout.mode,
    purpose: request.purpose,
    customerId: request.customerId,
    paymentIntentId,
    subscriptionId,
    amountCents: chargesNow ? checkoutLines(checkout).dueTodayCents : 0,
    currency: 'usd',
    paymentMethod,
  });
  if (request.customerId) events.push({ id: localId('evt'), occurredAt: now, type: 'payment-method.updated', customerId: request.customerId, paymentMethod });
  for (const event of events) await processBillingEvent(deps, event);
  return { outcome: 'paid', reason: null, redirectUrl: request.successUrl.replace('{CHECKOUT_SESSION_ID}', checkout.id) };
}
