import type { SubscriptionState } from '@cohost/shared';
import type { BillingDeps } from '../billing.deps';
import { findSubscription, listFounderPaymentsOfUser } from '../billing.repo';
import { BILLING_OFF_STATE } from '../domain/billing-switch';
import { describeSubscription } from '../domain/subscription-state';
import { startTrial } from './start-trial';

/**
 * check-subscription for a workspace. A workspace from before billing existed gets its trial now.
 * With `userId`, a founder sees the discount their checkout will get even before subscribing.
 * With billing off it answers `billing_off` (no plan, no trial, nothing blocked) and writes nothing.
 */
export async function checkSubscription(deps: Pick<BillingDeps, 'db' | 'clock' | 'billing'>, workspaceId: string, userId?: string): Promise<SubscriptionState> {
  if (deps.billing === 'off') return BILLING_OFF_STATE;
  let record = await findSubscription(deps.db, workspaceId);
  if (!record) {
    await startTrial(deps, workspaceId);
    record = await findSubscription(deps.db, workspaceId);
  }
  const state = describeSubscription(record, deps.clock.now());
  if (state.founderDiscount || !userId) return state;
  const isFounder = (await listFounderPaymentsOfUser(deps.db, userId)).some((payment) => payment.status === 'paid');
  return { ...state, founderDiscount: isFounder };
}
