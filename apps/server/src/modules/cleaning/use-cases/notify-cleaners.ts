import type { CleaningDeps } from '../cleaning.deps';
import { findTask, findWorkspaceSettings, insertAck, listTasksToNotify, lockTask, updateTask } from '../cleaning.repo';
import { DEFAULT_ACK_HOURS, NOTIFY_BEFORE_MS } from '../domain/cleaner-defaults';
import { announceTaskChanged, tellCleaner } from './tell-cleaner';

const HOUR_MS = 60 * 60 * 1000;
/** A cleaner always gets at least this long to acknowledge. */
const MIN_ACK_MS = 30 * 60 * 1000;

/**
 * Tells an assigned task's cleaner (the AI settings' "Cleaner notifications"), once: the
 * acknowledgement is then requested, with a deadline (the workspace's hours to acknowledge, never
 * past the task's start, never under 30 minutes). With notifications off, nobody is told and no
 * acknowledgement is asked. Returns whether the cleaner was told.
 */
export async function notifyTask(deps: CleaningDeps, workspaceId: string, taskId: string, options: { alreadyTold?: string } = {}): Promise<boolean> {
  const task = await findTask(deps.db, workspaceId, taskId);
  if (!task || task.status !== 'pending' || !task.cleanerUserId || task.notifiedAt) return false;
  const now = deps.clock.now();
  const settings = await deps.ports.settingsFor(workspaceId, task.propertyId);
  if (!settings.cleaning.notifyCleaners && !options.alreadyTold) {
    await deps.db.transaction(async (tx) => {
      await updateTask(tx, workspaceId, taskId, { notifiedAt: now }, now);
      await insertAck(tx, { workspaceId, taskId, kind: 'not-notified', cleanerUserId: task.cleanerUserId, detail: 'Cleaner notifications are off', at: now });
    });
    return false;
  }
  const how = options.alreadyTold ?? (await tellCleaner(deps, task, task.cleanerUserId, 'assigned'));
  const ackHours = (await findWorkspaceSettings(deps.db, workspaceId))?.ackHours ?? DEFAULT_ACK_HOURS;
  const deadline = new Date(Math.max(Math.min(now.getTime() + ackHours * HOUR_MS, task.windowStart.getTime()), now.getTime() + MIN_ACK_MS));
  await deps.db.transaction(async (tx) => {
    const row = await lockTask(tx, workspaceId, taskId);
    if (!row || row.notifiedAt || row.cleanerUserId !== task.cleanerUserId) return;
    await updateTask(tx, workspaceId, taskId, { notifiedAt: now, ackState: row.ackState === 'acknowledged' ? 'acknowledged' : 'requested', ackDeadline: deadline }, now);
    await insertAck(tx, { workspaceId, taskId, kind: 'notified', cleanerUserId: task.cleanerUserId, detail: how ?? 'no address to reach them', at: now });
    await announceTaskChanged(deps, tx, workspaceId, taskId);
  });
  return how !== null;
}

/** The notify job's pass: every assigned task starting within 24 hours whose cleaner was not told yet. Returns how many were told. */
export async function notifyDueCleaners(deps: CleaningDeps): Promise<number> {
  const now = deps.clock.now();
  const due = await listTasksToNotify(deps.db, new Date(now.getTime() + NOTIFY_BEFORE_MS), now, 200);
  let told = 0;
  for (const task of due) {
    try {
      if (await notifyTask(deps, task.workspaceId, task.id)) told++;
    } catch (error) {
      deps.log.warn({ err: error, taskId: task.id }, 'A cleaner could not be told about a task');
    }
  }
  return told;
}
