import { FREE_TRIAL_DAYS, TRIAL_PLAN } from '@cohost/shared';
import type { BillingDeps } from '../billing.deps';
import { insertTrialIfMissing } from '../billing.repo';

const DAY_MS = 24 * 60 * 60 * 1000;

/** A new workspace tries Growth free for 14 days, no card needed. Idempotent. */
export async function startTrial(deps: Pick<BillingDeps, 'db' | 'clock'>, workspaceId: string): Promise<void> {
  const now = deps.clock.now();
  await insertTrialIfMissing(deps.db, {
    workspaceId,
    plan: TRIAL_PLAN,
    status: 'trialing',
    trialEndsAt: new Date(now.getTime() + FREE_TRIAL_DAYS * DAY_MS),
    createdAt: now,
    updatedAt: now,
  });
}
