import type { SubscriptionState } from '@cohost/shared';
import { billingErrors } from '../billing.errors';

/** BILLING=on|off. Off: an installation run for itself, with no plans, no trial, no limits, nothing sold. */
export type BillingSwitch = 'on' | 'off';

/**
 * What check-subscription answers with billing off: no plan and no trial, yet nothing is
 * blocked (no property limit, automations always run).
 */
export const BILLING_OFF_STATE: SubscriptionState = {
  subscribed: false,
  subscription_tier: null,
  subscription_end: null,
  plan: null,
  interval: null,
  status: 'billing_off',
  trialEndsAt: null,
  currentPeriodEnd: null,
  cancelAtPeriodEnd: false,
  founderDiscount: false,
  automationsActive: true,
};

/** Every operation that would sell, charge or change a subscription: 409 `billing.off` with billing off, before anything is written. */
export function assertBillingOn(billing: BillingSwitch): void {
  if (billing === 'off') throw billingErrors.off();
}
