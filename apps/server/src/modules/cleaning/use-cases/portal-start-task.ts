import type { PortalTask } from '@cohost/shared';
import type { Actor } from '../../accounts';
import type { PortalDeps } from '../cleaning.portal-deps';
import { insertTaskHistory, updateTask } from '../cleaning.portal.repo';
import { acknowledgementOf } from '../domain/portal-task-view';
import { describeOne } from './portal-get-task';
import { withCleanerTask } from './portal-task-write';

/** The cleaner starts: the clock of the clean runs from now. Starting acknowledges the task too; starting again changes nothing. */
export async function portalStartTask(deps: PortalDeps, actor: Actor, taskId: string): Promise<PortalTask> {
  const task = await withCleanerTask(deps, actor, taskId, 'open', async (tx, task) => {
    if (task.status === 'in-progress') return task;
    const now = deps.clock.now();
    const acknowledging = acknowledgementOf(task) !== null;
    const started = await updateTask(
      tx,
      task,
      { status: 'in-progress', startedAt: now, ...(acknowledging ? { ackState: 'acknowledged' as const, acknowledgedAt: now, changeNeedsAck: false } : {}) },
      now,
    );
    if (acknowledging) await insertTaskHistory(tx, { workspaceId: task.workspaceId, taskId: task.id, kind: 'acknowledged', cleanerUserId: actor.userId, detail: 'By starting', at: now });
    await insertTaskHistory(tx, { workspaceId: task.workspaceId, taskId: task.id, kind: 'started', cleanerUserId: actor.userId, detail: '', at: now });
    return started;
  });
  return describeOne(deps, task);
}
