import type { AutonomySettings } from '@cohost/shared';
import type { StayTimes } from '../../reservations';
import type { CleaningDeps } from '../cleaning.deps';
import { cleaningCancelled, cleaningMoved, cleaningScheduled } from '../cleaning.events';
import {
  findChecklistTemplate,
  findLiveTurnover,
  findPropertySettings,
  insertAck,
  insertTask,
  listTurnoversEndingAt,
  lockTask,
  updateTask,
  type CleaningTaskRow,
} from '../cleaning.repo';
import { DEFAULT_CHECKLIST } from '../domain/default-checklist';
import { DEFAULT_OPEN_WINDOW_HOURS, PROPOSE_AHEAD_MS } from '../domain/cleaner-defaults';
import { nextStayAfter, previousStayBefore, turnoverWindow } from '../domain/turnover-window';
import { issueDoorCode, proposeAssignment, safely } from './assign-task';
import { notifyTask } from './notify-cleaners';
import { announceTaskChanged, tellCleaner } from './tell-cleaner';

/** A stay as its event describes it. */
export interface StayEventFacts {
  workspaceId: string;
  reservationId: string;
  propertyId: string;
  kind: 'guest' | 'owner' | 'maintenance';
  status: 'confirmed' | 'cancelled';
  checkInDate: string;
  checkOutDate: string;
}

/** Stays looked at around a stay for its neighbours (days either side). */
const NEIGHBOUR_DAYS = 60;
/** Stays that ended longer ago than this get no turnover (history imported from a feed). */
const PAST_GRACE_MS = 24 * 60 * 60 * 1000;

function addDays(day: string, days: number): string {
  const date = new Date(`${day}T00:00:00Z`);
  date.setUTCDate(date.getUTCDate() + days);
  return date.toISOString().slice(0, 10);
}

/** The settings a plan follows: the AI settings' Cleaning card, the property's lone-stay window. */
interface PlanRules {
  settings: AutonomySettings['cleaning'];
  openWindowHours: number;
}

/** What happened after a plan's transaction, done once it committed (messages, door codes, assignment). */
type AfterCommit = () => Promise<void>;

/**
 * A stay was booked, moved, shortened or cancelled: its turnover follows it, and so do the
 * turnovers next to it whose window it bounds (the one before it ends at its check-in less the
 * buffer). A cancelled stay cancels its turnover; the one before it now runs to the next stay.
 * A task that moves after its cleaner was told must be acknowledged again, and they are told.
 */
export async function planStayTurnovers(deps: CleaningDeps, stay: StayEventFacts): Promise<void> {
  const { workspaceId, propertyId } = stay;
  const stays = await deps.ports.listPropertyStays(workspaceId, propertyId, { from: addDays(stay.checkInDate, -NEIGHBOUR_DAYS), to: addDays(stay.checkOutDate, NEIGHBOUR_DAYS) });
  const after: AfterCommit[] = [];
  // Read once for the stay and its neighbours (one property).
  const [settings, propertySettings] = await Promise.all([deps.ports.settingsFor(workspaceId, propertyId), findPropertySettings(deps.db, workspaceId, propertyId)]);
  const rules: PlanRules = { settings: settings.cleaning, openWindowHours: propertySettings?.openWindowHours ?? DEFAULT_OPEN_WINDOW_HOURS };
  const self = stay.status === 'confirmed' && stay.kind !== 'maintenance' ? (stays.find((candidate) => candidate.id === stay.reservationId) ?? null) : null;
  if (self) {
    await reconcileTurnover(deps, workspaceId, propertyId, self, stays, rules, after);
    const before = previousStayBefore(self, stays);
    if (before) await reconcileTurnover(deps, workspaceId, propertyId, before, stays, rules, after);
  } else {
    await cancelTurnoverOf(deps, workspaceId, stay.reservationId, stay.status === 'cancelled' ? 'The stay was cancelled' : 'The stay no longer needs a turnover', after);
  }
  // Turnovers that ended at this stay's old check-in: their window follows the stay that now comes next.
  for (const neighbour of await listTurnoversEndingAt(deps.db, workspaceId, stay.reservationId)) {
    const before = stays.find((candidate) => candidate.id === neighbour.reservationId);
    if (before) await reconcileTurnover(deps, workspaceId, propertyId, before, stays, rules, after);
  }
  for (const work of after) await work();
}

/**
 * Makes a stay's turnover match the calendar: created when missing ("Auto-schedule between
 * turnovers" on), its window and same-day flag moved when they changed. Completed, started and
 * cancelled tasks are left as they are.
 */
async function reconcileTurnover(
  deps: CleaningDeps,
  workspaceId: string,
  propertyId: string,
  stay: StayTimes,
  stays: StayTimes[],
  rules: PlanRules,
  after: AfterCommit[],
): Promise<CleaningTaskRow | null> {
  const now = deps.clock.now();
  if (stay.checkOutAt.getTime() < now.getTime() - PAST_GRACE_MS) return null;
  const next = nextStayAfter(stay, stays.filter((candidate) => candidate.kind !== 'maintenance' || candidate.id === stay.id));
  const window = turnoverWindow(stay, next, { bufferHours: rules.settings.bufferHours, openWindowHours: rules.openWindowHours });
  const existing = await findLiveTurnover(deps.db, workspaceId, stay.id);
  if (!existing) {
    if (!rules.settings.autoSchedule) return null;
    const checklist = (await findChecklistTemplate(deps.db, workspaceId, propertyId)) ?? DEFAULT_CHECKLIST;
    const task = await deps.db.transaction(async (tx) => {
      const row = await insertTask(tx, {
        workspaceId,
        propertyId,
        reservationId: stay.id,
        nextReservationId: next?.id ?? null,
        kind: 'turnover',
        ...window,
        status: 'scheduled',
        checklist,
        createdAt: now,
        updatedAt: now,
      });
      await deps.events.publish(
        tx,
        cleaningScheduled({ workspaceId, taskId: row.id, propertyId, kind: 'turnover', reservationId: stay.id, windowStart: row.windowStart.toISOString(), windowEnd: row.windowEnd.toISOString(), sameDay: row.sameDay }),
      );
      await announceTaskChanged(deps, tx, workspaceId, row.id);
      return row;
    });
    // Manual assignment: the host picks; nothing to propose. A task further ahead is proposed as it comes close (the notify job).
    if (rules.settings.assignment !== 'manual' && task.windowStart.getTime() <= now.getTime() + PROPOSE_AHEAD_MS) after.push(async () => void (await safely(deps, 'propose a cleaner', () => proposeAssignment(deps, workspaceId, task.id))));
    return task;
  }
  const moved = existing.windowStart.getTime() !== window.windowStart.getTime() || existing.windowEnd.getTime() !== window.windowEnd.getTime();
  const relinked = existing.nextReservationId !== (next?.id ?? null) || existing.sameDay !== window.sameDay;
  if ((!moved && !relinked) || existing.status === 'completed' || existing.status === 'in-progress') return existing;
  const reason = stay.checkOutAt.getTime() !== existing.windowStart.getTime() ? 'the stay’s checkout moved' : 'the next check-in changed';
  const task = await deps.db.transaction(async (tx) => {
    const row = await lockTask(tx, workspaceId, existing.id);
    if (!row || row.status === 'cancelled' || row.status === 'completed' || row.status === 'in-progress') return null;
    const wasTold = row.notifiedAt !== null && row.cleanerUserId !== null;
    const updated = await updateTask(
      tx,
      workspaceId,
      row.id,
      {
        ...window,
        nextReservationId: next?.id ?? null,
        ...(moved && wasTold ? { changeNeedsAck: true, changeReason: reason, ackState: 'none' as const, notifiedAt: null, acknowledgedAt: null, ackDeadline: null, escalatedAt: null } : {}),
      },
      now,
    );
    if (moved) {
      await insertAck(tx, { workspaceId, taskId: row.id, kind: 'changed', cleanerUserId: row.cleanerUserId, detail: `Moved: ${reason}`, at: now });
      await deps.events.publish(
        tx,
        cleaningMoved({
          workspaceId,
          taskId: row.id,
          propertyId,
          kind: row.kind,
          reservationId: row.reservationId,
          windowStart: updated.windowStart.toISOString(),
          windowEnd: updated.windowEnd.toISOString(),
          previousStart: row.windowStart.toISOString(),
          previousEnd: row.windowEnd.toISOString(),
          reason,
        }),
      );
    }
    await announceTaskChanged(deps, tx, workspaceId, row.id);
    return { row: updated, wasTold };
  });
  if (task && moved && task.row.cleanerUserId) {
    const { row, wasTold } = task;
    after.push(async () => {
      const name = (await deps.ports.findUserName(row.cleanerUserId!)) ?? 'Cleaner';
      await issueDoorCode(deps, row, name);
      // Told before: told of the change now, and asked to acknowledge it (the deadline starts again).
      if (wasTold) await safely(deps, 'tell the cleaner of the change', () => notifyChange(deps, row, reason));
    });
  }
  return task?.row ?? null;
}

/** The cleaner is told the task changed; the acknowledgement is asked again with a new deadline. */
async function notifyChange(deps: CleaningDeps, task: CleaningTaskRow, reason: string): Promise<void> {
  const how = await tellCleaner(deps, task, task.cleanerUserId!, 'changed', reason);
  // notifyTask asks for the acknowledgement (and records the deadline) without a second message.
  await notifyTask(deps, task.workspaceId, task.id, { alreadyTold: how ?? 'no address to reach them' });
}

/** The stay's live turnover is cancelled (its cleaner told when they had been; its door code ends). */
export async function cancelTurnoverOf(deps: CleaningDeps, workspaceId: string, reservationId: string, reason: string, after: AfterCommit[]): Promise<void> {
  const existing = await findLiveTurnover(deps.db, workspaceId, reservationId);
  if (!existing || existing.status === 'completed' || existing.status === 'in-progress') return;
  const cancelled = await cancelTaskRow(deps, workspaceId, existing.id, reason);
  if (cancelled) after.push(() => afterCancel(deps, cancelled, reason));
}

/** Cancels a task in one transaction: its history and event. Returns the row as it was, or null when already closed. */
export async function cancelTaskRow(deps: CleaningDeps, workspaceId: string, taskId: string, reason: string): Promise<CleaningTaskRow | null> {
  const now = deps.clock.now();
  return deps.db.transaction(async (tx) => {
    const row = await lockTask(tx, workspaceId, taskId);
    if (!row || row.status === 'cancelled' || row.status === 'completed') return null;
    await updateTask(tx, workspaceId, taskId, { status: 'cancelled', cancelledAt: now, cancelReason: reason, changeNeedsAck: false }, now);
    await insertAck(tx, { workspaceId, taskId, kind: 'cancelled', cleanerUserId: row.cleanerUserId, detail: reason, at: now });
    await deps.events.publish(
      tx,
      cleaningCancelled({ workspaceId, taskId, propertyId: row.propertyId, kind: row.kind, reservationId: row.reservationId, windowStart: row.windowStart.toISOString(), windowEnd: row.windowEnd.toISOString(), reason }),
    );
    await announceTaskChanged(deps, tx, workspaceId, taskId);
    return row;
  });
}

/** After a cancellation committed: the door code ends, a cleaner who had been told is told. */
export async function afterCancel(deps: CleaningDeps, row: CleaningTaskRow, reason: string): Promise<void> {
  if (row.doorCodeTaskId) await safely(deps, 'cancel the door code', () => deps.ports.cancelTaskCodes(row.workspaceId, row.doorCodeTaskId!));
  if (row.cleanerUserId && row.notifiedAt) await safely(deps, 'tell the cleaner of the cancellation', () => tellCleaner(deps, { ...row, version: row.version + 1 }, row.cleanerUserId!, 'cancelled', reason.toLowerCase()));
}
