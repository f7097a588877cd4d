import type { PortalTask } from '@cohost/shared';
import type { Actor } from '../../accounts';
import type { PortalDeps } from '../cleaning.portal-deps';
import { acknowledgementOf } from '../domain/portal-task-view';
import { describeOne } from './portal-get-task';
import { withCleanerTask } from './portal-task-write';
import { acknowledgeTask } from './record-cleaner-work';

/**
 * The cleaner says they will do it (or that they saw the change: a moved, shortened or cancelled
 * cleaning). Acknowledging again changes nothing.
 */
export async function portalAcknowledgeTask(deps: PortalDeps, actor: Actor, taskId: string): Promise<PortalTask> {
  const task = await withCleanerTask(deps, actor, taskId, 'any', async (tx, task) => (acknowledgementOf(task) ? acknowledgeTask(deps, tx, task, actor.userId) : task));
  return describeOne(deps, task);
}
