import type { BillingDeps } from '../billing.deps';
import { billingErrors } from '../billing.errors';
import { propertyLimitOf } from '../domain/subscription-state';
import { checkSubscription } from './check-subscription';

/**
 * The plan's property limit (1, 5, unlimited), for whoever adds properties: throws a 403 with
 * the upgrade path when one more would exceed it, or when the trial or subscription lapsed.
 * With billing off there is no limit.
 */
export async function assertPlanAllowsProperty(deps: Pick<BillingDeps, 'db' | 'clock' | 'billing'>, workspaceId: string, propertiesNow: number): Promise<void> {
  if (deps.billing === 'off') return;
  const state = await checkSubscription(deps, workspaceId);
  if (!state.plan) throw billingErrors.planLapsed();
  const limit = propertyLimitOf(state);
  if (limit !== null && propertiesNow + 1 > limit) throw billingErrors.planLimitReached();
}

