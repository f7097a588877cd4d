import type { StartUploadInput, UploadStatus } from '@cohost/shared';
import type { UploadChunk } from '../../../platform/storage/resumable-uploads';
import type { Actor } from '../../accounts';
import type { PortalDeps } from '../cleaning.portal-deps';
import { portalErrors } from '../cleaning.portal-errors';
import { findCleanerTask } from '../cleaning.portal.repo';
import { isUuid } from '../../../platform/runtime/is-uuid';
import { cleanerScope } from './portal-list-tasks';

/** Whose upload it is: only the cleaner who started it may continue, read or attach it. */
export function uploadOwner(actor: Actor): string {
  return `${actor.workspaceId}/${actor.userId}`;
}

/**
 * Starts sending a photo of one of the cleaner's tasks (size and type checked now: a photo over
 * 15 MB or not an image is refused before any byte is sent).
 */
export async function portalStartPhotoUpload(deps: PortalDeps, actor: Actor, taskId: string, input: StartUploadInput): Promise<UploadStatus> {
  const scope = cleanerScope(actor);
  const task = isUuid(taskId) ? await findCleanerTask(deps.db, scope, taskId) : null;
  if (!task) throw portalErrors.taskNotFound();
  if (task.status === 'cancelled') throw portalErrors.taskCancelled();
  return deps.photoUploads.start({ owner: uploadOwner(actor), ...input });
}

/** Where the cleaner's upload stands (after a dropped connection the phone asks, then resumes). */
export async function portalPhotoUploadStatus(deps: PortalDeps, actor: Actor, uploadId: string): Promise<UploadStatus> {
  cleanerScope(actor);
  return deps.photoUploads.status(uploadId, uploadOwner(actor));
}

/** One part of the cleaner's photo, at the offset received so far. */
export async function portalSendPhotoPart(deps: PortalDeps, actor: Actor, uploadId: string, chunk: UploadChunk): Promise<UploadStatus> {
  cleanerScope(actor);
  return deps.photoUploads.append(uploadId, uploadOwner(actor), chunk);
}
