import type { ChangePlanInput, SubscriptionState } from '@cohost/shared';
import type { Actor } from '../../accounts';
import type { BillingDeps } from '../billing.deps';
import { billingErrors } from '../billing.errors';
import { findSubscription } from '../billing.repo';
import { assertCanManageBilling } from '../domain/billing-actor';
import { assertBillingOn } from '../domain/billing-switch';
import { isPaidSubscription } from '../domain/subscription-state';
import { checkSubscription } from './check-subscription';

/** Switches a paid subscription to another plan or billing period (prorated by the provider). */
export async function changePlan(deps: BillingDeps, actor: Actor, input: ChangePlanInput): Promise<SubscriptionState> {
  assertCanManageBilling(actor);
  assertBillingOn(deps.billing);
  const record = await findSubscription(deps.db, actor.workspaceId);
  if (!record || !isPaidSubscription(record)) throw billingErrors.noPaidSubscription();
  if (record.plan === input.plan && record.interval === input.interval) throw billingErrors.alreadyOnPlan();
  await deps.provider.updateSubscription(record.providerSubscriptionId!, { kind: 'plan', plan: input.plan, interval: input.interval });
  return checkSubscription(deps, actor.workspaceId);
}
