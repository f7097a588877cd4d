import type { AttachPhotoInput, PortalPhoto } from '@cohost/shared';
import { notifyRealtime } from '../../../platform/realtime/realtime-hub';
import { isUuid } from '../../../platform/runtime/is-uuid';
import type { Actor } from '../../accounts';
import type { PortalDeps } from '../cleaning.portal-deps';
import { portalErrors } from '../cleaning.portal-errors';
import { findCleanerTask } from '../cleaning.portal.repo';
import { toPortalPhoto } from '../domain/portal-task-view';
import { cleanerScope, photoLinker } from './portal-list-tasks';
import { keepUploadedPhoto } from './portal-keep-photo';

/** A before or after photo, sent with the upload routes, kept as the task's (possible after completing, to add one forgotten). */
export async function portalAttachPhoto(deps: PortalDeps, actor: Actor, taskId: string, input: AttachPhotoInput): Promise<PortalPhoto> {
  const scope = cleanerScope(actor);
  const task = isUuid(taskId) ? await findCleanerTask(deps.db, scope, taskId) : null;
  if (!task) throw portalErrors.taskNotFound();
  if (task.status === 'cancelled') throw portalErrors.taskCancelled();
  const photo = await keepUploadedPhoto(deps, actor, task, input.uploadId, input.phase);
  await notifyRealtime(deps.db, task.workspaceId, { type: 'cleaning.changed', data: { taskId: task.id } });
  const timezone = (await deps.portal.findProperty(task.workspaceId, task.propertyId))?.timezone ?? 'UTC';
  return toPortalPhoto(photo, timezone, photoLinker(deps, task.workspaceId));
}
