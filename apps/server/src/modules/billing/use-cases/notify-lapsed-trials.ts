import type { BillingDeps } from '../billing.deps';
import { listLapsedTrialsToNotify, updateSubscription } from '../billing.repo';
import { emailBody } from '../domain/email-body';

/** Tells each workspace owner once that the free trial ended: automations are paused, nothing is deleted. */
export async function notifyLapsedTrials(deps: BillingDeps): Promise<number> {
  if (deps.billing === 'off') return 0;
  const now = deps.clock.now();
  const lapsed = await listLapsedTrialsToNotify(deps.db, now);
  for (const subscription of lapsed) {
    const owner = await deps.ports.findWorkspaceOwner(subscription.workspaceId);
    if (owner?.email) {
      await deps.ports.email({
        to: owner.email,
        subject: 'Your Cohost trial has ended',
        ...emailBody([
          `Hi${owner.name ? ` ${owner.name}` : ''},`,
          'Your free trial has ended, so Cohost has paused its automations (messages, door codes, orders). Nothing was deleted: your properties, reservations and settings are all still there.',
          `Choose a plan to pick up where you left off: ${deps.publicUrl}/billing`,
        ]),
        template: 'billing.trial-ended',
        idempotencyKey: `trial-ended:${subscription.workspaceId}:${subscription.trialEndsAt?.toISOString()}`,
      });
    }
    await updateSubscription(deps.db, subscription.workspaceId, { lapseNotifiedAt: now });
  }
  return lapsed.length;
}
