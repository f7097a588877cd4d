import type { PortalTask } from '@cohost/shared';
import type { Actor } from '../../accounts';
import type { PortalDeps } from '../cleaning.portal-deps';
import { describeOne } from './portal-get-task';
import { withCleanerTask } from './portal-task-write';
import { startTask } from './record-cleaner-work';

/** The cleaner starts: the clock of the clean runs from now. Starting acknowledges the task too; starting again changes nothing. */
export async function portalStartTask(deps: PortalDeps, actor: Actor, taskId: string): Promise<PortalTask> {
  const task = await withCleanerTask(deps, actor, taskId, 'open', async (tx, task) => (task.status === 'in-progress' ? task : startTask(deps, tx, task, actor.userId)));
  return describeOne(deps, task);
}
