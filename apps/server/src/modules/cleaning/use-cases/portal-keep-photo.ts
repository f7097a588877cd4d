import { randomUUID } from 'node:crypto';
import type { CleaningPhotoPhase } from '../cleaning.tables';
import { processPhoto } from '../../../platform/images/process-photo';
import type { Actor } from '../../accounts';
import type { PortalDeps } from '../cleaning.portal-deps';
import type { PortalPhotoRow, PortalTaskRow } from '../cleaning.portal.repo';
import { insertPhoto } from '../cleaning.repo';
import { uploadOwner } from './portal-photo-uploads';

/**
 * Takes a finished upload and keeps it as a photo of the task: read and checked (size, SHA-256),
 * recognised by content, re-encoded without metadata (capture time kept) with a thumbnail, stored
 * under `<workspaceId>/cleaning/<taskId>/`, recorded, and the upload deleted. A refused photo
 * (not an image, too many pixels, unreadable) deletes the upload too: sending it again won't help.
 */
export async function keepUploadedPhoto(deps: PortalDeps, actor: Actor, task: PortalTaskRow, uploadId: string, phase: CleaningPhotoPhase, itemKey: string | null = null): Promise<PortalPhotoRow> {
  const owner = uploadOwner(actor);
  const upload = await deps.photoUploads.read(uploadId, owner);
  let processed: Awaited<ReturnType<typeof processPhoto>>;
  try {
    processed = await processPhoto(upload.bytes);
  } catch (error) {
    await deps.photoUploads.discard(uploadId, owner);
    throw error;
  }
  const id = randomUUID();
  const base = `${task.workspaceId}/cleaning/${task.id}/${id}`;
  await deps.files.put(`${base}.jpg`, processed.full, { contentType: processed.contentType });
  await deps.files.put(`${base}-thumb.jpg`, processed.thumbnail, { contentType: processed.contentType });
  const photo = await insertPhoto(deps.db, {
    id,
    workspaceId: task.workspaceId,
    taskId: task.id,
    phase,
    itemKey,
    fileKey: `${base}.jpg`,
    thumbnailKey: `${base}-thumb.jpg`,
    contentType: processed.contentType,
    width: processed.width,
    height: processed.height,
    bytes: processed.full.length,
    sha256: processed.sha256,
    capturedLocal: processed.capturedAt?.local ?? null,
    capturedOffset: processed.capturedAt?.offset ?? null,
    capturedAt: processed.capturedAt?.at ?? null,
    uploadedBy: actor.userId,
    uploadedAt: deps.clock.now(),
  });
  await deps.photoUploads.discard(uploadId, owner);
  return photo;
}
