import type { PortalTask } from '@cohost/shared';
import type { Actor } from '../../accounts';
import { cleaningCompleted } from '../cleaning.events';
import type { PortalDeps } from '../cleaning.portal-deps';
import { portalErrors } from '../cleaning.portal-errors';
import { insertTaskHistory, listIssues, listPhotos, updateTask } from '../cleaning.portal.repo';
import { describeOne } from './portal-get-task';
import { withCleanerTask } from './portal-task-write';

/**
 * The cleaner is done: the task is completed now (started now too when it never was), and
 * `cleaning.completed` is published with it. Completing again changes nothing.
 */
export async function portalCompleteTask(deps: PortalDeps, actor: Actor, taskId: string): Promise<PortalTask> {
  const task = await withCleanerTask(deps, actor, taskId, 'any', async (tx, task) => {
    if (task.status === 'completed') return task;
    if (task.status === 'cancelled') throw portalErrors.taskCancelled();
    const now = deps.clock.now();
    const completed = await updateTask(
      tx,
      task,
      { status: 'completed', startedAt: task.startedAt ?? now, completedAt: now, ...(task.ackState === 'requested' || task.ackState === 'escalated' ? { ackState: 'acknowledged' as const, acknowledgedAt: now } : {}), changeNeedsAck: false },
      now,
    );
    await insertTaskHistory(tx, { workspaceId: task.workspaceId, taskId: task.id, kind: 'completed', cleanerUserId: actor.userId, detail: '', at: now });
    await deps.events.publish(
      tx,
      cleaningCompleted({
        workspaceId: task.workspaceId,
        taskId: task.id,
        propertyId: task.propertyId,
        reservationId: task.reservationId,
        cleanerUserId: actor.userId,
        completedAt: now.toISOString(),
        photoIds: (await listPhotos(tx, task.workspaceId, [task.id])).filter((photo) => photo.phase !== 'issue').map((photo) => photo.id),
        issueCount: (await listIssues(tx, task.workspaceId, [task.id])).length,
      }),
    );
    return completed;
  });
  return describeOne(deps, task);
}
