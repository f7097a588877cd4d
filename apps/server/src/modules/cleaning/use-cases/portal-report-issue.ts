import type { PortalIssue, ReportIssueInput } from '@cohost/shared';
import { notifyRealtime } from '../../../platform/realtime/realtime-hub';
import { isUuid } from '../../../platform/runtime/is-uuid';
import type { Actor } from '../../accounts';
import { cleaningIssueReported } from '../cleaning.events';
import type { PortalDeps } from '../cleaning.portal-deps';
import { portalErrors } from '../cleaning.portal-errors';
import { findCleanerTask, insertIssue, type PortalPhotoRow } from '../cleaning.portal.repo';
import { toPortalPhoto } from '../domain/portal-task-view';
import { cleanerScope, photoLinker } from './portal-list-tasks';
import { keepUploadedPhoto } from './portal-keep-photo';

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
  const now = deps.clock.now();
  const issue = await deps.db.transaction(async (tx) => {
    const issue = await insertIssue(tx, {
      workspaceId: task.workspaceId,
      taskId: task.id,
      propertyId: task.propertyId,
      kind: input.kind,
      description: input.description,
      photoIds: photos.map((photo) => photo.id),
      reportedBy: actor.userId,
      reportedAt: now,
    });
    await deps.events.publish(
      tx,
      cleaningIssueReported({
        workspaceId: task.workspaceId,
        taskId: task.id,
        propertyId: task.propertyId,
        reservationId: task.reservationId,
        issueId: issue.id,
        kind: input.kind,
        description: input.description,
        photoIds: issue.photoIds,
        reportedBy: actor.userId,
      }),
    );
    await notifyRealtime(tx, task.workspaceId, { type: 'cleaning.changed', data: { taskId: task.id } });
    return issue;
  });
  const timezone = (await deps.portal.findProperty(task.workspaceId, task.propertyId))?.timezone ?? 'UTC';
  const link = photoLinker(deps, task.workspaceId);
  return { id: issue.id, kind: issue.kind, description: issue.description, photos: photos.map((photo) => toPortalPhoto(photo, timezone, link)), reportedAt: issue.reportedAt.toISOString() };
}
