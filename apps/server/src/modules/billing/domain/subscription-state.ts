import { getPlan, PLAN_KEYS, type BillingInterval, type PlanKey, type SubscriptionState } from '@cohost/shared';

/** The stored subscription of a workspace, as the rules below need it. */
export interface SubscriptionRecord {
  plan: string;
  interval: string | null;
  status: string;
  trialEndsAt: Date | null;
  currentPeriodEnd: Date | null;
  cancelAtPeriodEnd: boolean;
  founderDiscount: boolean;
  providerSubscriptionId: string | null;
}

const PAID_STATUSES = new Set(['trialing', 'active', 'past_due']);

/** A provider subscription that is running (its own trial included): the workspace is a subscriber. */
export function isPaidSubscription(record: SubscriptionRecord | null): boolean {
  return record !== null && record.providerSubscriptionId !== null && PAID_STATUSES.has(record.status);
}

/** The free trial every workspace starts with, before it has a provider subscription. */
function isFreeTrialRunning(record: SubscriptionRecord, now: Date): boolean {
  return record.providerSubscriptionId === null && record.status === 'trialing' && record.trialEndsAt !== null && record.trialEndsAt > now;
}

function toPlanKey(value: string): PlanKey | null {
  return (PLAN_KEYS as readonly string[]).includes(value) ? (value as PlanKey) : null;
}

/**
 * What check-subscription answers: subscribed only with a running provider subscription; the
 * free trial grants its plan without making the workspace a subscriber; anything else has lapsed
 * (automations pause, nothing is deleted).
 */
export function describeSubscription(record: SubscriptionRecord | null, now: Date): SubscriptionState {
  const paid = isPaidSubscription(record);
  const freeTrial = record !== null && isFreeTrialRunning(record, now);
  const plan = record && (paid || freeTrial) ? toPlanKey(record.plan) : null;
  const status = !record ? 'lapsed' : paid || freeTrial ? (record.status as SubscriptionState['status']) : record.status === 'canceled' ? 'canceled' : 'lapsed';
  const end = paid ? (record!.currentPeriodEnd ?? record!.trialEndsAt) : freeTrial ? record!.trialEndsAt : null;
  return {
    subscribed: paid,
    subscription_tier: paid ? plan : null,
    subscription_end: end?.toISOString() ?? null,
    plan,
    interval: paid ? ((record!.interval as BillingInterval | null) ?? null) : null,
    status,
    trialEndsAt: record?.status === 'trialing' ? (record.trialEndsAt?.toISOString() ?? null) : null,
    currentPeriodEnd: paid ? (record!.currentPeriodEnd?.toISOString() ?? null) : null,
    cancelAtPeriodEnd: paid && record!.cancelAtPeriodEnd,
    founderDiscount: record?.founderDiscount ?? false,
    automationsActive: plan !== null,
  };
}

/** How many properties the plan in force allows: null for unlimited, 0 once lapsed. */
export function propertyLimitOf(state: SubscriptionState): number | null {
  return state.plan ? getPlan(state.plan).propertyLimit : 0;
}
