import type { Actor } from '../../accounts';
import type { CleaningDeps } from '../cleaning.deps';
import { cleaningErrors } from '../cleaning.errors';
import { findTask } from '../cleaning.repo';
import { afterCancel, cancelTaskRow } from './plan-turnovers';

/** A host cancels a cleaning: its door code ends, its cleaner is told when they had been. */
export async function cancelCleaningTask(deps: CleaningDeps, actor: Actor, taskId: string, reason: string | undefined): Promise<void> {
  const task = await findTask(deps.db, actor.workspaceId, taskId);
  if (!task) throw cleaningErrors.taskNotFound();
  if (task.status === 'completed' || task.status === 'cancelled' || task.status === 'in-progress') throw cleaningErrors.taskClosed();
  const words = reason?.trim() || 'Cancelled by the host';
  const cancelled = await cancelTaskRow(deps, actor.workspaceId, taskId, words);
  if (!cancelled) throw cleaningErrors.taskClosed();
  await afterCancel(deps, cancelled, words);
}
