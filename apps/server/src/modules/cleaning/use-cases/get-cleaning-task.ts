import type { CleaningTaskDetail } from '@cohost/shared';
import type { Actor } from '../../accounts';
import type { CleaningDeps } from '../cleaning.deps';
import { cleaningErrors } from '../cleaning.errors';
import { findTask, listAcks, listIssues, listPhotos, listSupplyCounts, listTicks } from '../cleaning.repo';
import { photoView } from './photo-views';
import { summarizeTasks } from './summarize-tasks';

/** One cleaning for the host's drawer: the checklist as ticked, photos with signed links, report, issues, history, rating. */
export async function getCleaningTask(deps: CleaningDeps, actor: Actor, taskId: string): Promise<CleaningTaskDetail> {
  const { workspaceId } = actor;
  const row = await findTask(deps.db, workspaceId, taskId);
  if (!row) throw cleaningErrors.taskNotFound();
  const [[summary], ticks, photos, issues, supplies, acks] = await Promise.all([
    summarizeTasks(deps, workspaceId, [row]),
    listTicks(deps.db, workspaceId, taskId),
    listPhotos(deps.db, workspaceId, taskId),
    listIssues(deps.db, workspaceId, taskId),
    listSupplyCounts(deps.db, workspaceId, taskId),
    listAcks(deps.db, workspaceId, taskId),
  ]);
  const names = new Map<string, string>();
  const nameOf = async (id: string | null) => {
    if (!id) return null;
    if (!names.has(id)) names.set(id, (await deps.ports.findUserName(id)) ?? 'Former member');
    return names.get(id)!;
  };
  const ticked = new Map(ticks.map((tick) => [tick.itemKey, tick]));
  const views = new Map(photos.map((photo) => [photo.id, photoView(deps, photo)]));
  const open = row.status === 'scheduled' || row.status === 'pending';
  return {
    ...summary!,
    checklist: await Promise.all(
      row.checklist.map(async (room) => ({
        room: room.name,
        roomKey: room.key,
        items: await Promise.all(
          room.items.map(async (item) => {
            const id = `${room.key}/${item.key}`;
            const tick = ticked.get(id);
            return { id, label: item.label, needsPhoto: item.requiresPhoto, isDone: Boolean(tick), doneAt: tick?.tickedAt.toISOString() ?? null, doneBy: tick ? await nameOf(tick.tickedBy) : null };
          }),
        ),
      })),
    ),
    photos: photos.filter((photo) => photo.phase !== 'issue').map((photo) => views.get(photo.id)!),
    report: row.reportNotes && row.reportedAt ? { notes: row.reportNotes, submittedAt: row.reportedAt.toISOString() } : null,
    issues: await Promise.all(
      issues.map(async (issue) => ({
        id: issue.id,
        kind: issue.kind,
        description: issue.description,
        photos: issue.photoIds.map((id) => views.get(id)).filter((view) => view !== undefined),
        reportedAt: issue.reportedAt.toISOString(),
        reportedBy: await nameOf(issue.reportedBy),
      })),
    ),
    supplies: supplies.map(({ itemKey, itemName, quantity }) => ({ itemKey, itemName, quantity })),
    history: await Promise.all(acks.map(async (ack) => ({ at: ack.at.toISOString(), kind: ack.kind, cleanerName: await nameOf(ack.cleanerUserId), detail: ack.detail || null }))),
    ratingDetail: row.rating && row.ratedAt ? { stars: row.rating, comment: row.ratingComment, ratedAt: row.ratedAt.toISOString() } : null,
    canAssign: open,
    canCancel: open,
    canRate: row.status === 'completed',
  };
}
