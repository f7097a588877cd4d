import type { Tx } from '../../../platform/db/database';
import { notifyRealtime } from '../../../platform/realtime/realtime-hub';
import type { LocksDeps } from '../locks.deps';
import type { CodeSchedule } from '../domain/code-life';
import { generateDoorCode, type DoorCodeLength } from '../domain/door-code';
import { insertDoorCode, listLockCodesInUse, type DoorCodeRow, type LockRow } from '../locks.repo';
import type { DoorCodePurpose } from '../locks.tables';

/** Draws before giving up when other planners keep taking the same digits (they never should). */
const MAX_DRAWS = 5;

export interface PlannedCodeSpec {
  purpose: DoorCodePurpose;
  /** The stay it is for (purpose `stay`), or the task (`cleaning`, `maintenance`). */
  reservationId?: string | null;
  taskId?: string | null;
  holderName: string;
  schedule: CodeSchedule;
  length: DoorCodeLength;
  /** Digits it must not be (the guest's phone's last four, the code it replaces). */
  avoid: string[];
  /** A forced new code: the one it replaces, and why. */
  replaces?: { id: string; reason: string };
}

/**
 * A new code on a lock, planned: digits drawn within what the device takes, never trivial, never
 * one of `avoid`, unique among the lock's live codes. Another planner may add a code to this lock
 * at the same moment: the unique indexes refuse a second code for the stay or task and the same
 * digits twice on the lock, and a refused insert draws anew. Returns the code (an existing one
 * when the stay or task already has one on this lock). In the caller's `tx` when given.
 */
export async function planDoorCode(deps: Pick<LocksDeps, 'db' | 'clock' | 'codes' | 'randomDigit'>, lock: LockRow, spec: PlannedCodeSpec, outer?: Tx): Promise<DoorCodeRow> {
  const now = deps.clock.now();
  for (let attempt = 0; attempt < MAX_DRAWS; attempt++) {
    const draw = async (tx: Tx) => {
      const inUse = await listLockCodesInUse(tx, lock.id);
      const mine = inUse.find((code) => (spec.reservationId && code.reservationId === spec.reservationId && code.status !== 'removing') || (spec.taskId && code.taskId === spec.taskId && code.status !== 'removing'));
      if (mine) return mine;
      const liveCodes = inUse.flatMap((code) => (code.codeSealed ? [deps.codes.open(code.codeSealed)] : []));
      const digits = generateDoorCode(
        {
          preferredLength: spec.length,
          supportedLengths: lock.capabilities.supportedCodeLengths,
          constraints: lock.capabilities.codeConstraints,
          liveCodes,
          avoid: spec.avoid,
        },
        deps.randomDigit,
      );
      const code = await insertDoorCode(tx, {
        workspaceId: lock.workspaceId,
        lockId: lock.id,
        purpose: spec.purpose,
        reservationId: spec.reservationId ?? null,
        taskId: spec.taskId ?? null,
        holderName: spec.holderName,
        status: 'planned',
        codeSealed: digits === null ? null : deps.codes.seal(digits),
        codeFingerprint: digits === null ? null : deps.codes.fingerprint(`${lock.id}:${digits}`),
        startsAt: spec.schedule.startsAt,
        endsAt: spec.schedule.endsAt,
        sendAt: spec.schedule.sendAt,
        checkAt: spec.schedule.checkAt,
        replacesId: spec.replaces?.id ?? null,
        replaceReason: spec.replaces?.reason ?? null,
        createdAt: now,
        updatedAt: now,
      });
      if (!code) return null;
      // Planned, not yet done: no activity line (the log tells what reaches the lock), but open
      // screens show what is coming (the lock's next arrival, the guest page's card).
      await notifyRealtime(tx, lock.workspaceId, { type: 'locks.door-code-changed', data: { lockId: lock.id, reservationId: spec.reservationId ?? null, status: 'planned' } });
      return code;
    };
    const planned = outer ? await draw(outer) : await deps.db.transaction(draw);
    if (planned) return planned;
  }
  throw new Error(`No door code could be drawn for lock ${lock.id} after ${MAX_DRAWS} attempts`);
}
