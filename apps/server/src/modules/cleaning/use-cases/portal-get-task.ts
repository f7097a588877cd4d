import type { PortalTask } from '@cohost/shared';
import { isUuid } from '../../../platform/runtime/is-uuid';
import type { Actor } from '../../accounts';
import type { PortalDeps } from '../cleaning.portal-deps';
import { portalErrors } from '../cleaning.portal-errors';
import { findCleanerTask, type PortalTaskRow } from '../cleaning.portal.repo';
import { cleanerScope, describePortalTasks } from './portal-list-tasks';

/** One of the cleaner's tasks (a link into the portal opens it); `cleaning.task-not-found` for any other. */
export async function portalGetTask(deps: PortalDeps, actor: Actor, taskId: string): Promise<PortalTask> {
  const scope = cleanerScope(actor);
  const task = isUuid(taskId) ? await findCleanerTask(deps.db, scope, taskId) : null;
  if (!task) throw portalErrors.taskNotFound();
  return (await describePortalTasks(deps, scope.workspaceId, [task]))[0]!;
}

/** The card of a task just changed. */
export async function describeOne(deps: PortalDeps, task: PortalTaskRow): Promise<PortalTask> {
  return (await describePortalTasks(deps, task.workspaceId, [task]))[0]!;
}
