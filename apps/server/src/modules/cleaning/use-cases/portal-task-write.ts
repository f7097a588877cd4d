import { isUuid } from '../../../platform/runtime/is-uuid';
import type { Tx } from '../../../platform/db/database';
import type { Actor } from '../../accounts';
import type { PortalDeps } from '../cleaning.portal-deps';
import { portalErrors } from '../cleaning.portal-errors';
import { findCleanerTask, type PortalTaskRow } from '../cleaning.portal.repo';
import { cleanerScope } from './portal-list-tasks';

/** What a write may find the task in: `open` refuses completed and cancelled ones, `live` cancelled ones. */
type Allowed = 'open' | 'live' | 'any';

/**
 * Runs a portal write on one of the cleaner's tasks, locked for the transaction: another
 * cleaner's (or workspace's) task is `cleaning.task-not-found`. The write itself goes through the
 * module's record-cleaner-work helpers (history, events, the host's live refresh).
 */
export async function withCleanerTask<T>(deps: PortalDeps, actor: Actor, taskId: string, allowed: Allowed, write: (tx: Tx, task: PortalTaskRow) => Promise<T>): Promise<T> {
  const scope = cleanerScope(actor);
  if (!isUuid(taskId)) throw portalErrors.taskNotFound();
  return deps.db.transaction(async (tx) => {
    const task = await findCleanerTask(tx, scope, taskId, { forUpdate: true });
    if (!task) throw portalErrors.taskNotFound();
    if (allowed !== 'any' && task.status === 'cancelled') throw portalErrors.taskCancelled();
    if (allowed === 'open' && task.status === 'completed') throw portalErrors.taskCompleted();
    return write(tx, task);
  });
}
