import type { Tx } from '../../../platform/db/database';
import type { CleaningDeps } from '../cleaning.deps';
import { cleaningCompleted, cleaningIssueReported, cleaningSuppliesCounted } from '../cleaning.events';
import type { CleaningIssueKind } from '../cleaning.tables';
import { insertAck, insertIssue, listIssues, listPhotos, replaceSupplyCounts, updateTask, type CleaningIssueRow, type CleaningTaskRow } from '../cleaning.repo';
import { safely } from './assign-task';
import { announceTaskChanged } from './tell-cleaner';

/**
 * What a cleaner does to their task, for the portal's use cases: each runs in the caller's
 * transaction (`tx`) on the task locked with `lockTask`, writes its history, publishes its event
 * and the live-refresh signal. The caller checks the task is the cleaner's and its state allows it.
 */

/** The cleaner acknowledged the task (or its change): nothing escalates any more. */
export async function acknowledgeTask(deps: Pick<CleaningDeps, 'clock' | 'realtime'>, tx: Tx, task: CleaningTaskRow, cleanerUserId: string): Promise<CleaningTaskRow> {
  const now = deps.clock.now();
  const updated = await updateTask(tx, task.workspaceId, task.id, { ackState: 'acknowledged', acknowledgedAt: now, changeNeedsAck: false, changeReason: null }, now);
  await insertAck(tx, { workspaceId: task.workspaceId, taskId: task.id, kind: 'acknowledged', cleanerUserId, detail: task.changeNeedsAck ? `Change acknowledged (${task.changeReason ?? 'moved'})` : '', at: now });
  await announceTaskChanged(deps, tx, task.workspaceId, task.id);
  return updated;
}

/** The cleaner started (starting also acknowledges). */
export async function startTask(deps: Pick<CleaningDeps, 'clock' | 'realtime'>, tx: Tx, task: CleaningTaskRow, cleanerUserId: string): Promise<CleaningTaskRow> {
  const now = deps.clock.now();
  const acknowledged = task.ackState === 'acknowledged' ? {} : { ackState: 'acknowledged' as const, acknowledgedAt: now, changeNeedsAck: false, changeReason: null };
  const updated = await updateTask(tx, task.workspaceId, task.id, { status: 'in-progress', startedAt: now, ...acknowledged }, now);
  await insertAck(tx, { workspaceId: task.workspaceId, taskId: task.id, kind: 'started', cleanerUserId, at: now });
  await announceTaskChanged(deps, tx, task.workspaceId, task.id);
  return updated;
}

/** The cleaner completed: `cleaning.completed` carries the task's photos (claims, supplies). Report notes optional. */
export async function completeTask(
  deps: Pick<CleaningDeps, 'clock' | 'realtime' | 'events'>,
  tx: Tx,
  task: CleaningTaskRow,
  cleanerUserId: string,
  report?: { notes: string } | null,
): Promise<CleaningTaskRow> {
  const now = deps.clock.now();
  const updated = await updateTask(
    tx,
    task.workspaceId,
    task.id,
    { status: 'completed', completedAt: now, startedAt: task.startedAt ?? now, ...(report ? { reportNotes: report.notes, reportedAt: now } : {}) },
    now,
  );
  await insertAck(tx, { workspaceId: task.workspaceId, taskId: task.id, kind: 'completed', cleanerUserId, at: now });
  const [photos, issues] = await Promise.all([listPhotos(tx, task.workspaceId, task.id), listIssues(tx, task.workspaceId, task.id)]);
  await deps.events.publish(
    tx,
    cleaningCompleted({
      workspaceId: task.workspaceId,
      taskId: task.id,
      propertyId: task.propertyId,
      reservationId: task.reservationId,
      cleanerUserId,
      completedAt: now.toISOString(),
      photoIds: photos.filter((photo) => photo.phase !== 'issue').map((photo) => photo.id),
      issueCount: issues.length,
    }),
  );
  await announceTaskChanged(deps, tx, task.workspaceId, task.id);
  return updated;
}

/** The cleaner's report ('Submit Report'), kept on the task. */
export async function recordReport(deps: Pick<CleaningDeps, 'clock' | 'realtime'>, tx: Tx, task: CleaningTaskRow, notes: string): Promise<CleaningTaskRow> {
  const now = deps.clock.now();
  const updated = await updateTask(tx, task.workspaceId, task.id, { reportNotes: notes, reportedAt: now }, now);
  await announceTaskChanged(deps, tx, task.workspaceId, task.id);
  return updated;
}

/** A problem reported (damage, missing item, maintenance) with its photos' ids: `cleaning.issue-reported`. */
export async function recordIssue(
  deps: Pick<CleaningDeps, 'clock' | 'realtime' | 'events'>,
  tx: Tx,
  task: CleaningTaskRow,
  issue: { kind: CleaningIssueKind; description: string; photoIds: string[]; reportedBy: string },
): Promise<CleaningIssueRow> {
  const now = deps.clock.now();
  const row = await insertIssue(tx, { workspaceId: task.workspaceId, taskId: task.id, propertyId: task.propertyId, ...issue, reportedAt: now });
  await deps.events.publish(
    tx,
    cleaningIssueReported({
      workspaceId: task.workspaceId,
      taskId: task.id,
      propertyId: task.propertyId,
      reservationId: task.reservationId,
      issueId: row.id,
      kind: issue.kind,
      description: issue.description,
      photoIds: issue.photoIds,
      reportedBy: issue.reportedBy,
    }),
  );
  await announceTaskChanged(deps, tx, task.workspaceId, task.id);
  return row;
}

/** Supplies counted at the end (replacing an earlier count of the same task): `cleaning.supplies-counted`. */
export async function recordSupplyCount(
  deps: Pick<CleaningDeps, 'clock' | 'realtime' | 'events'>,
  tx: Tx,
  task: CleaningTaskRow,
  count: { countedBy: string; items: Array<{ key: string; name: string; quantity: number }> },
): Promise<void> {
  const now = deps.clock.now();
  await replaceSupplyCounts(
    tx,
    task.workspaceId,
    task.id,
    count.items.map((item) => ({ workspaceId: task.workspaceId, taskId: task.id, propertyId: task.propertyId, itemKey: item.key, itemName: item.name, quantity: item.quantity, countedBy: count.countedBy, countedAt: now })),
  );
  await deps.events.publish(tx, cleaningSuppliesCounted({ workspaceId: task.workspaceId, taskId: task.id, propertyId: task.propertyId, countedBy: count.countedBy, items: count.items }));
  await announceTaskChanged(deps, tx, task.workspaceId, task.id);
}

/** After a task completed or was cancelled: its door code comes off the locks. */
export async function endTaskDoorCode(deps: CleaningDeps, task: CleaningTaskRow): Promise<void> {
  if (task.doorCodeTaskId) await safely(deps, 'end the door code', () => deps.ports.cancelTaskCodes(task.workspaceId, task.doorCodeTaskId!));
}
