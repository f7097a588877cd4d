import type { CleaningDeps } from '../cleaning.deps';
import { findCompletedAfterStay, findIssue, findTask, findLastCompletedBefore, findPhoto, firstUploadsOf, listAllPhotosOfTasks, type CleaningPhotoRow } from '../cleaning.repo';
import { photoView } from './photo-views';

/** A photo as evidence for a claim: its signed links and its provenance (capture, upload, who, hash, first copy). */
export interface EvidencePhoto {
  id: string;
  taskId: string;
  phase: 'before' | 'after' | 'issue';
  itemKey: string | null;
  itemLabel: string | null;
  url: string;
  thumbnailUrl: string;
  contentType: string;
  sha256: string;
  takenAt: Date | null;
  uploadedAt: Date;
  uploadedByName: string;
  removedAt: Date | null;
  firstPhotoId: string;
  firstUploadedAt: Date;
}

/** "living-room/lamp" → "Living room: lamp". */
function itemLabelOf(itemKey: string | null): string | null {
  if (!itemKey) return null;
  const words = (key: string) => key.replace(/[-_]+/g, ' ').trim();
  const [room, item] = itemKey.split('/');
  const roomWords = words(room ?? '');
  const label = item ? `${roomWords}: ${words(item)}` : roomWords;
  return label.charAt(0).toUpperCase() + label.slice(1);
}

async function toEvidence(deps: CleaningDeps, workspaceId: string, rows: CleaningPhotoRow[]): Promise<EvidencePhoto[]> {
  const first = await firstUploadsOf(deps.db, workspaceId, [...new Set(rows.map((row) => row.sha256))]);
  const names = new Map<string, string>();
  for (const userId of new Set(rows.map((row) => row.uploadedBy))) names.set(userId, (await deps.ports.findUserName(userId)) ?? 'A cleaner');
  return rows.map((row) => {
    const view = photoView(deps, row);
    const original = first.get(row.sha256) ?? { id: row.id, uploadedAt: row.uploadedAt };
    return {
      id: row.id,
      taskId: row.taskId,
      phase: row.phase,
      itemKey: row.itemKey,
      itemLabel: itemLabelOf(row.itemKey),
      url: view.url,
      thumbnailUrl: view.thumbnailUrl,
      contentType: row.contentType,
      sha256: row.sha256,
      takenAt: row.capturedAt,
      uploadedAt: row.uploadedAt,
      uploadedByName: names.get(row.uploadedBy) ?? 'A cleaner',
      removedAt: row.removedAt,
      firstPhotoId: original.id,
      firstUploadedAt: original.uploadedAt,
    };
  });
}

/**
 * A stay's evidence photos: `before`, the last completed cleaning that ended at or before its
 * check-in; `after`, the turnover after it (its own, else the first completed after checkout).
 */
export async function listStayPhotos(deps: CleaningDeps, workspaceId: string, stay: { propertyId: string; reservationId: string; checkInAt: Date; checkOutAt: Date }) {
  const [beforeTask, afterTask] = await Promise.all([
    findLastCompletedBefore(deps.db, workspaceId, stay.propertyId, stay.checkInAt),
    findCompletedAfterStay(deps.db, workspaceId, stay.propertyId, stay.reservationId, stay.checkOutAt),
  ]);
  const rows = await listAllPhotosOfTasks(deps.db, workspaceId, [beforeTask?.id, afterTask?.id].filter((id): id is string => Boolean(id)));
  const photos = await toEvidence(deps, workspaceId, rows);
  return {
    before: photos.filter((photo) => photo.taskId === beforeTask?.id && photo.phase !== 'issue'),
    after: photos.filter((photo) => photo.taskId === afterTask?.id && photo.phase !== 'issue'),
  };
}

/** A cleaner's report of a problem with its photos, or null. */
export async function findIssueEvidence(deps: CleaningDeps, workspaceId: string, issueId: string) {
  const issue = await findIssue(deps.db, workspaceId, issueId);
  if (!issue) return null;
  const rows = (await listAllPhotosOfTasks(deps.db, workspaceId, [issue.taskId])).filter((row) => issue.photoIds.includes(row.id));
  const task = await findTask(deps.db, workspaceId, issue.taskId);
  return {
    id: issue.id,
    taskId: issue.taskId,
    propertyId: issue.propertyId,
    reservationId: task?.reservationId ?? null,
    kind: issue.kind,
    description: issue.description,
    reportedAt: issue.reportedAt,
    reportedByName: (await deps.ports.findUserName(issue.reportedBy)) ?? 'A cleaner',
    photos: await toEvidence(deps, workspaceId, rows),
  };
}

/** A photo's original bytes as stored, or null. */
export async function readPhoto(deps: CleaningDeps, workspaceId: string, photoId: string): Promise<Buffer | null> {
  const photo = await findPhoto(deps.db, workspaceId, photoId);
  const file = photo ? await deps.files.get(photo.fileKey) : null;
  return file?.body ?? null;
}

/**
 * A completed cleaning's after photos with the previous completed cleaning's at the property
 * (claims compares them item by item), or null when the task is not a completed one.
 */
export async function findAfterPhotosWithPrevious(deps: CleaningDeps, workspaceId: string, taskId: string) {
  const task = await findTask(deps.db, workspaceId, taskId);
  if (!task?.completedAt) return null;
  const previous = await findLastCompletedBefore(deps.db, workspaceId, task.propertyId, new Date(task.completedAt.getTime() - 1));
  const rows = (await listAllPhotosOfTasks(deps.db, workspaceId, [task.id, previous?.id].filter((id): id is string => Boolean(id)))).filter((row) => row.phase === 'after' && !row.removedAt);
  const photos = await toEvidence(deps, workspaceId, rows);
  return {
    propertyId: task.propertyId,
    reservationId: task.reservationId,
    completedAt: task.completedAt,
    after: photos.filter((photo) => photo.taskId === task.id),
    previousAfter: previous && previous.id !== task.id ? photos.filter((photo) => photo.taskId === previous.id) : [],
  };
}
