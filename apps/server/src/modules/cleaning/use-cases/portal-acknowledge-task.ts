import type { PortalTask } from '@cohost/shared';
import type { Actor } from '../../accounts';
import type { PortalDeps } from '../cleaning.portal-deps';
import { insertTaskHistory, updateTask } from '../cleaning.portal.repo';
import { acknowledgementOf } from '../domain/portal-task-view';
import { describeOne } from './portal-get-task';
import { withCleanerTask } from './portal-task-write';

/**
 * The cleaner says they will do it (or that they saw the change: a moved, shortened or cancelled
 * cleaning). Acknowledging again changes nothing.
 */
export async function portalAcknowledgeTask(deps: PortalDeps, actor: Actor, taskId: string): Promise<PortalTask> {
  const task = await withCleanerTask(deps, actor, taskId, 'any', async (tx, task) => {
    const pending = acknowledgementOf(task);
    if (!pending) return task;
    const now = deps.clock.now();
    const acknowledged = await updateTask(tx, task, { ackState: 'acknowledged', acknowledgedAt: now, changeNeedsAck: false }, now);
    await insertTaskHistory(tx, {
      workspaceId: task.workspaceId,
      taskId: task.id,
      kind: 'acknowledged',
      cleanerUserId: actor.userId,
      detail: pending.reason === 'changed' ? `Change acknowledged: ${pending.change ?? ''}`.trim() : '',
      at: now,
    });
    return acknowledged;
  });
  return describeOne(deps, task);
}
