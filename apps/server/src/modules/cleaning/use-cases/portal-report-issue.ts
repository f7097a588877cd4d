import type { PortalIssue, ReportIssueInput } from '@cohost/shared';
import { isUuid } from '../../../platform/runtime/is-uuid';
import type { Actor } from '../../accounts';
import type { PortalDeps } from '../cleaning.portal-deps';
import { portalErrors } from '../cleaning.portal-errors';
import { findCleanerTask, type PortalPhotoRow } from '../cleaning.portal.repo';
import { toPortalPhoto } from '../domain/portal-task-view';
import { cleanerScope, photoLinker } from './portal-list-tasks';
import { keepUploadedPhoto } from './portal-keep-photo';
import { recordIssue } from './record-cleaner-work';

/**
 * 'Report a problem': damage, a missing item or maintenance, described, with the photos sent
 * (each kept as the task's `issue` photo). Published as `cleaning.issue-reported` for the host
 * (and the claims issue).
 */
export async function portalReportIssue(deps: PortalDeps, actor: Actor, taskId: string, input: ReportIssueInput): Promise<PortalIssue> {
  const scope = cleanerScope(actor);
  const task = isUuid(taskId) ? await findCleanerTask(deps.db, scope, taskId) : null;
  if (!task) throw portalErrors.taskNotFound();
  if (task.status === 'cancelled') throw portalErrors.taskCancelled();
  // The photos first (each is work for sharp): a refused one stops the report before anything is recorded.
  const photos: PortalPhotoRow[] = [];
  for (const uploadId of [...new Set(input.uploadIds)]) photos.push(await keepUploadedPhoto(deps, actor, task, uploadId, 'issue'));
  const issue = await deps.db.transaction((tx) => recordIssue(deps, tx, task, { kind: input.kind, description: input.description, photoIds: photos.map((photo) => photo.id), reportedBy: actor.userId }));
  const timezone = (await deps.ports.findProperty(task.workspaceId, task.propertyId))?.timezone ?? 'UTC';
  const link = photoLinker(deps, task.workspaceId);
  return { id: issue.id, kind: issue.kind, description: issue.description, photos: photos.map((photo) => toPortalPhoto(photo, timezone, link)), reportedAt: issue.reportedAt.toISOString() };
}
