import { FREE_TRIAL_DAYS, getPlan, type CreateCheckoutInput, type PaymentSession } from '@cohost/shared';
import type { Actor } from '../../accounts';
import type { BillingDeps } from '../billing.deps';
import { billingErrors } from '../billing.errors';
import { findSubscription, listFounderPaymentsOfUser } from '../billing.repo';
import { assertCanManageBilling } from '../domain/billing-actor';
import { assertBillingOn } from '../domain/billing-switch';
import { isPaidSubscription } from '../domain/subscription-state';
import { ensureCustomer } from './ensure-customer';

const DAY_MS = 24 * 60 * 60 * 1000;
const CHECKOUT_LIFETIME_MS = 60 * 60 * 1000;

/**
 * create-checkout: a subscription checkout for a plan. The free trial carries over (only the days
 * left, never a second 14 days), and a founder gets the lifetime discount.
 */
export async function createCheckout(deps: BillingDeps, actor: Actor, input: Required<CreateCheckoutInput>): Promise<PaymentSession> {
  assertCanManageBilling(actor);
  assertBillingOn(deps.billing);
  const now = deps.clock.now();
  const current = await findSubscription(deps.db, actor.workspaceId);
  if (isPaidSubscription(current)) {
    if (current!.plan === input.plan && current!.interval === input.interval) throw billingErrors.alreadyOnPlan();
    throw billingErrors.alreadySubscribed();
  }
  const trialDaysLeft =
    current?.status === 'trialing' && current.trialEndsAt && current.trialEndsAt > now
      ? Math.min(FREE_TRIAL_DAYS, Math.ceil((current.trialEndsAt.getTime() - now.getTime()) / DAY_MS))
      : current
        ? 0
        : FREE_TRIAL_DAYS;
  const isFounder = (await listFounderPaymentsOfUser(deps.db, actor.userId)).some((payment) => payment.status === 'paid');
  const customerId = await ensureCustomer(deps, actor);
  const plan = getPlan(input.plan);
  try {
    const session = await deps.provider.createCheckout({
      mode: 'subscription',
      purpose: { kind: 'plan', workspaceId: actor.workspaceId, userId: actor.userId, plan: input.plan, interval: input.interval },
      customerId,
      customerEmail: null,
      description: `Cohost ${plan.name} plan, billed ${input.interval === 'month' ? 'monthly' : 'annually'}`,
      plan: input.plan,
      interval: input.interval,
      trialDays: trialDaysLeft,
      founderDiscount: isFounder,
      successUrl: `${deps.publicUrl}/billing?checkout=success&session_id={CHECKOUT_SESSION_ID}`,
      // The plan goes back with a refused card (the built-in provider adds `reason`), so /pricing
      // can say what happened and start this plan's checkout again with another card.
      cancelUrl: `${deps.publicUrl}/pricing?checkout=cancelled&plan=${input.plan}&interval=${input.interval}`,
      expiresAt: new Date(now.getTime() + CHECKOUT_LIFETIME_MS),
    });
    return { url: session.url };
  } catch (error) {
    deps.log.error({ err: error, workspaceId: actor.workspaceId }, 'plan checkout could not be created');
    throw billingErrors.checkoutFailed();
  }
}
