import type { PortalTask } from '@cohost/shared';
import type { Actor } from '../../accounts';
import type { PortalDeps } from '../cleaning.portal-deps';
import { describeOne } from './portal-get-task';
import { withCleanerTask } from './portal-task-write';
import { completeTask, endTaskDoorCode } from './record-cleaner-work';

/**
 * The cleaner is done: the task is completed now (started now too when it never was), and
 * `cleaning.completed` is published with it; the cleaner's door code then comes off the lock.
 * Completing again changes nothing.
 */
export async function portalCompleteTask(deps: PortalDeps, actor: Actor, taskId: string): Promise<PortalTask> {
  const { task, isNew } = await withCleanerTask(deps, actor, taskId, 'live', async (tx, task) =>
    task.status === 'completed' ? { task, isNew: false } : { task: await completeTask(deps, tx, task, actor.userId), isNew: true },
  );
  if (isNew) await endTaskDoorCode(deps, task);
  return describeOne(deps, task);
}
