import { BILLING_OFF_TEXT, formatUsd, getPlan, PLANS, planPeriodCents, type BillingInterval, type Plan, type PlanKey, type SubscriptionState } from '@cohost/shared';

const DAY_MS = 24 * 60 * 60 * 1000;

/** Whole days left until `iso`, counting a part day as a day (never below 0). */
export function daysUntil(iso: string, now: Date): number {
  return Math.max(0, Math.ceil((new Date(iso).getTime() - now.getTime()) / DAY_MS));
}

export function formatDate(iso: string): string {
  return new Date(iso).toLocaleDateString('en-US', { year: 'numeric', month: 'long', day: 'numeric' });
}

export type StatusTone = 'green' | 'blue' | 'yellow' | 'red' | 'gray';

export interface SubscriptionSummary {
  /** The plan in force, null when the trial or subscription has lapsed. */
  plan: Plan | null;
  /** Short status for the badge: 'Free trial', 'Active', 'Past due', 'Cancels Dec 3, 2026', 'Lapsed'. */
  badge: string;
  tone: StatusTone;
  /** One sentence on what happens next (renewal, trial end, cancellation), or why nothing runs. */
  detail: string;
  /** True when there is a paid subscription with the provider (plan changes go to it, not to a new checkout). */
  hasPaidSubscription: boolean;
}

/** What the current-plan card says about a subscription, in plain words. */
export function summarizeSubscription(subscription: SubscriptionState, now: Date): SubscriptionSummary {
  const plan = subscription.plan ? getPlan(subscription.plan) : null;
  const hasPaidSubscription = subscription.subscribed;
  const periodEnd = subscription.currentPeriodEnd ?? subscription.subscription_end;

  if (subscription.status === 'billing_off') {
    return { plan: null, badge: 'Billing off', tone: 'green', detail: BILLING_OFF_TEXT, hasPaidSubscription: false };
  }
  if (!subscription.automationsActive || subscription.status === 'lapsed' || subscription.status === 'canceled' || !plan) {
    return {
      plan,
      badge: 'Lapsed',
      tone: 'red',
      detail: 'Your plan has lapsed: automations are paused, nothing was deleted. Choose a plan to start them again.',
      hasPaidSubscription,
    };
  }
  if (hasPaidSubscription && subscription.cancelAtPeriodEnd && periodEnd) {
    return {
      plan,
      badge: `Cancels on ${formatDate(periodEnd)}`,
      tone: 'yellow',
      detail: `Your plan stays active until ${formatDate(periodEnd)} and will not renew. Automations pause then; nothing is deleted.`,
      hasPaidSubscription,
    };
  }
  if (subscription.status === 'trialing') {
    const trialEnd = subscription.trialEndsAt ?? periodEnd;
    const daysLeft = trialEnd ? daysUntil(trialEnd, now) : null;
    const left = daysLeft === null ? '' : ` · ${daysLeft} ${daysLeft === 1 ? 'day' : 'days'} left`;
    let detail: string;
    if (!trialEnd) detail = `You are trying ${plan.name} for free.`;
    else if (hasPaidSubscription) detail = `Your trial ends on ${formatDate(trialEnd)}; the first payment is taken then.`;
    else detail = `Your free trial ends on ${formatDate(trialEnd)}. Choose a plan before then to keep your automations running.`;
    return { plan, badge: `Free trial${left}`, tone: 'blue', detail, hasPaidSubscription };
  }
  if (subscription.status === 'past_due') {
    return {
      plan,
      badge: 'Past due',
      tone: 'yellow',
      detail: 'Your last payment did not go through. Update your payment method to keep your plan.',
      hasPaidSubscription,
    };
  }
  if (subscription.status === 'incomplete') {
    return { plan, badge: 'Payment incomplete', tone: 'yellow', detail: 'The first payment of this subscription has not completed yet.', hasPaidSubscription };
  }
  return {
    plan,
    badge: 'Active',
    tone: 'green',
    detail: periodEnd ? `Renews on ${formatDate(periodEnd)}.` : 'Your plan is active.',
    hasPaidSubscription,
  };
}

/** The plan above `key` in the catalogue, or null at the top. */
export function nextPlanUp(key: PlanKey | null): Plan | null {
  if (!key) return PLANS[0] ?? null;
  const index = PLANS.findIndex((plan) => plan.key === key);
  return PLANS[index + 1] ?? null;
}

export function intervalLabel(interval: BillingInterval): string {
  return interval === 'month' ? 'month' : 'year';
}

/** "$104.30 / month" with the founder discount applied when the workspace has it. */
export function formatPlanPrice(plan: Plan, interval: BillingInterval, founderDiscount: boolean): string {
  return `${formatUsd(planPeriodCents(plan, interval, founderDiscount))} / ${intervalLabel(interval)}`;
}
