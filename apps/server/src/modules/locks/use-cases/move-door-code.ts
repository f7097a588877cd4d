import type { Tx } from '../../../platform/db/database';
import { notifyRealtime } from '../../../platform/realtime/realtime-hub';
import type { LocksDeps } from '../locks.deps';
import { insertLockEvent, updateDoorCode, type DoorCodeRow, type LockRow } from '../locks.repo';
import { nextDoorCodeStatus, type CodeSchedule, type DoorCodeEvent } from '../domain/code-life';
import type { doorCodes } from '../locks.tables';

/** What a move records: the lock's own log (`lock_events`) and the activity log. */
export interface CodeMoveRecord {
  /** `code-set`, `code-failed`, `code-removed`… on the lock's log. */
  kind: string;
  /** One line for people: "Door code for Dana set on Front door". */
  summary: string;
  /** Why, when it is worth saying (the lock's words for a failure). */
  reason?: string | null;
  result?: 'done' | 'failed';
  /** Also a line on the activity log (default); false for steps the action's own line already tells. */
  activity?: boolean;
  /** The host who did it from the screen (default: Cohost). */
  by?: { userId: string; name: string };
}

/**
 * Moves a door code on by `event` (code-life.ts decides where to), with `patch`, when it is still
 * as the caller read it; records the move on the lock's log and the activity log in the same
 * transaction (the caller's `tx` when given). Returns the new row, or null when another worker
 * moved it first (or the event does not apply any more): the caller then leaves it alone.
 */
export async function moveDoorCode(
  deps: Pick<LocksDeps, 'db' | 'clock' | 'ports'>,
  code: DoorCodeRow,
  lock: Pick<LockRow, 'id' | 'name' | 'propertyId'>,
  event: DoorCodeEvent,
  patch: Partial<typeof doorCodes.$inferInsert>,
  record: CodeMoveRecord | null,
  outer?: Tx,
): Promise<DoorCodeRow | null> {
  const status = nextDoorCodeStatus(code.status, event);
  if (!status) return null;
  const now = deps.clock.now();
  const move = async (tx: Tx) => {
    const moved = await updateDoorCode(tx, code, { ...patch, status, updatedAt: now });
    if (!moved) return moved;
    // Open screens follow (the locks screen, the stay's guest page: its code card).
    if (moved.status !== code.status || record) {
      await notifyRealtime(tx, code.workspaceId, { type: 'locks.door-code-changed', data: { lockId: lock.id, reservationId: code.reservationId, status: moved.status } });
    }
    if (!record) return moved;
    await insertLockEvent(tx, { workspaceId: code.workspaceId, lockId: lock.id, doorCodeId: code.id, kind: record.kind, userId: record.by?.userId ?? null, detail: record.reason ?? '', at: now });
    if (record.activity === false) return moved;
    await deps.ports.recordActivity(tx, {
      workspaceId: code.workspaceId,
      actor: record.by ? { type: 'host', userId: record.by.userId, name: record.by.name } : { type: 'cohost', name: 'Cohost' },
      kind: `locks.${record.kind}`,
      summary: record.summary,
      reason: record.reason ?? null,
      result: record.result ?? 'done',
      propertyId: lock.propertyId,
      reservationId: code.reservationId,
      detail: { doorCodeId: code.id, lockId: lock.id, status },
    });
    return moved;
  };
  return outer ? move(outer) : deps.db.transaction(move);
}

/**
 * A stay or task moved: its code keeps its digits and takes the new window (and send time, while
 * it has not gone to the lock yet); a code already on the lock gets the new window there on the
 * next pass. Nothing happens when the window is the same.
 */
export async function moveCodeWindow(
  deps: Pick<LocksDeps, 'db' | 'clock' | 'ports'>,
  code: DoorCodeRow,
  lock: Pick<LockRow, 'id' | 'name' | 'propertyId'>,
  schedule: CodeSchedule,
  summary: string,
): Promise<void> {
  if (schedule.startsAt.getTime() === code.startsAt.getTime() && schedule.endsAt.getTime() === code.endsAt.getTime()) return;
  await moveDoorCode(
    deps,
    code,
    lock,
    'window-moved',
    { startsAt: schedule.startsAt, endsAt: schedule.endsAt, sendAt: code.status === 'planned' ? schedule.sendAt : code.sendAt, checkAt: schedule.checkAt, checkedAt: null, windowOnLock: code.providerCodeId === null },
    { kind: 'code-window-moved', summary },
  );
}
