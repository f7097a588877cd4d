import type { SubscriptionState } from '@cohost/shared';
import type { Actor } from '../../accounts';
import type { BillingDeps } from '../billing.deps';
import { billingErrors } from '../billing.errors';
import { findSubscription } from '../billing.repo';
import { assertCanManageBilling } from '../domain/billing-actor';
import { assertBillingOn } from '../domain/billing-switch';
import { isPaidSubscription } from '../domain/subscription-state';
import { checkSubscription } from './check-subscription';

/**
 * Cancels at the end of the paid period (nothing stops early, nothing is deleted), or undoes
 * that while the period is still running (`resume`).
 */
export async function cancelSubscription(deps: BillingDeps, actor: Actor, options: { resume: boolean } = { resume: false }): Promise<SubscriptionState> {
  assertCanManageBilling(actor);
  assertBillingOn(deps.billing);
  const record = await findSubscription(deps.db, actor.workspaceId);
  if (!record || !isPaidSubscription(record)) throw options.resume ? billingErrors.subscriptionEnded() : billingErrors.noPaidSubscription();
  await deps.provider.updateSubscription(record.providerSubscriptionId!, { kind: 'cancel-at-period-end', cancelAtPeriodEnd: !options.resume });
  return checkSubscription(deps, actor.workspaceId);
}
