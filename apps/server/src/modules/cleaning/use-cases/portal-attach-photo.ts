import type { AttachPhotoInput, PortalPhoto } from '@cohost/shared';
import { isUuid } from '../../../platform/runtime/is-uuid';
import type { Actor } from '../../accounts';
import type { PortalDeps } from '../cleaning.portal-deps';
import { portalErrors } from '../cleaning.portal-errors';
import { findCleanerTask } from '../cleaning.portal.repo';
import { hasChecklistItem, toPortalPhoto } from '../domain/portal-task-view';
import { cleanerScope, photoLinker } from './portal-list-tasks';
import { keepUploadedPhoto } from './portal-keep-photo';
import { announceTaskChanged } from './tell-cleaner';

/**
 * A before or after photo, sent with the upload routes, kept as the task's (possible after completing, to add one
 * forgotten); with `itemKey`, the proof of a checklist item that needs a photo.
 */
export async function portalAttachPhoto(deps: PortalDeps, actor: Actor, taskId: string, input: AttachPhotoInput): Promise<PortalPhoto> {
  const scope = cleanerScope(actor);
  const task = isUuid(taskId) ? await findCleanerTask(deps.db, scope, taskId) : null;
  if (!task) throw portalErrors.taskNotFound();
  if (task.status === 'cancelled') throw portalErrors.taskCancelled();
  if (input.itemKey !== undefined && !hasChecklistItem(task.checklist, input.itemKey)) throw portalErrors.checklistItemNotFound();
  const photo = await keepUploadedPhoto(deps, actor, task, input.uploadId, input.phase, input.itemKey ?? null);
  await announceTaskChanged(deps, deps.db, task.workspaceId, task.id);
  const timezone = (await deps.ports.findProperty(task.workspaceId, task.propertyId))?.timezone ?? 'UTC';
  return toPortalPhoto(photo, timezone, photoLinker(deps, task.workspaceId));
}
