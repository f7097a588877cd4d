import { can, type Setup } from '@cohost/shared';
import type { Actor } from '../../accounts';
import { setupSteps } from '../domain/setup-steps';
import type { SetupDeps } from '../setup.deps';
import { setupErrors } from '../setup.errors';
import { isDismissed } from '../setup.repo';

/** The checklist as the workspace's own data says it is now (each module read through its face). */
export async function getSetup(deps: SetupDeps, actor: Actor): Promise<Setup> {
  if (!can(actor.role, 'portfolio.read')) throw setupErrors.hostsOnly();
  const { workspaceId } = actor;
  const [properties, feeds, mailbox, locks, cleaners, pendingCleanerInvitations, autonomy, dismissed] = await Promise.all([
    deps.ports.listKnowledgeBases(workspaceId),
    deps.ports.countFeeds(workspaceId),
    deps.ports.findPlatformMailbox(workspaceId),
    deps.ports.countLocks(workspaceId),
    deps.ports.listCleaners(workspaceId),
    deps.ports.countPendingInvitations(workspaceId, 'cleaner'),
    deps.ports.findAutonomyChoice(workspaceId),
    isDismissed(deps.db, workspaceId, actor.userId),
  ]);
  const steps = setupSteps({ properties, feeds, mailbox, locks, cleaners: cleaners.length, pendingCleanerInvitations, autonomy });
  const doneCount = steps.filter((step) => step.done).length;
  return { steps, doneCount, total: steps.length, complete: doneCount === steps.length, dismissed };
}
