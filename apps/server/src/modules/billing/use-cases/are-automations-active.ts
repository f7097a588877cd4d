import type { BillingDeps } from '../billing.deps';
import { checkSubscription } from './check-subscription';

/** Whether automations may act for the workspace now (paused once the trial or subscription lapsed; always with billing off). */
export async function areAutomationsActive(deps: Pick<BillingDeps, 'db' | 'clock' | 'billing'>, workspaceId: string): Promise<boolean> {
  return (await checkSubscription(deps, workspaceId)).automationsActive;
}
