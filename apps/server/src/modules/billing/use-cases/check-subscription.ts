import type { SubscriptionState } from '@cohost/shared';
import type { BillingDeps } from '../billing.deps';
import { findSubscription, listFounderPaymentsOfUser } from '../billing.repo';
import { describeSubscription } from '../domain/subscription-state';
import { startTrial } from './start-trial';

/**
 * check-subscription for a workspace. A workspace from before billing existed gets its trial now.
 * With `userId`, a founder sees the discount their checkout will get even before subscribing.
 */
export async function checkSubscription(deps: Pick<BillingDeps, 'db' | 'clock'>, workspaceId: string, userId?: string): Promise<SubscriptionState> {
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
