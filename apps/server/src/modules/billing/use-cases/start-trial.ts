import { FREE_TRIAL_DAYS, TRIAL_PLAN } from '@cohost/shared';
import type { BillingDeps } from '../billing.deps';
import { insertTrialIfMissing } from '../billing.repo';

const DAY_MS = 24 * 60 * 60 * 1000;

/** A new workspace tries Growth free for 14 days, no card needed. Idempotent. No trial with billing off. */
export async function startTrial(deps: Pick<BillingDeps, 'db' | 'clock' | 'billing'>, workspaceId: string): Promise<void> {
  if (deps.billing === 'off') return;
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
