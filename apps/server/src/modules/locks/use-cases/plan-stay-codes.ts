import { notifyRealtime } from '../../../platform/realtime/realtime-hub';
import type { LocksDeps } from '../locks.deps';
import { codeSchedule, LIVE_ON_LOCK } from '../domain/code-life';
import { generateDoorCode, type DoorCodeLength } from '../domain/door-code';
import { insertDoorCode, listLockCodesInUse, listPropertyLocks, listStayCodes, type LockRow } from '../locks.repo';
import { moveDoorCode } from './move-door-code';

/** Draws before giving up when other planners keep taking the same digits (they never should). */
const MAX_DRAWS = 5;

/**
 * Keeps a stay's door codes in step with the stay, read as it is now (so a late or repeated
 * event does no harm): a confirmed stay has one code per lock of its property, generated once
 * and stored (never rotated), its window following the stay (an extension moves the window, the
 * digits stay); a cancelled or vanished stay's codes are cancelled, or removed from the lock.
 */
export async function planStayCodes(deps: LocksDeps, workspaceId: string, reservationId: string): Promise<void> {
  const stay = await deps.ports.findStay(workspaceId, reservationId);
  const existing = await listStayCodes(deps.db, workspaceId, reservationId);
  const locks = stay ? await listPropertyLocks(deps.db, workspaceId, stay.propertyId) : [];
  const now = deps.clock.now();

  for (const code of existing) {
    const lock = locks.find((candidate) => candidate.id === code.lockId);
    if (!stay || stay.status === 'cancelled' || !lock) {
      const holder = code.holderName;
      await moveDoorCode(deps, code, lock ?? { id: code.lockId, name: 'the lock', propertyId: stay?.propertyId ?? null }, 'cancel', {}, {
        kind: LIVE_ON_LOCK.has(code.status) ? 'code-removing' : 'code-cancelled',
        summary: LIVE_ON_LOCK.has(code.status) ? `Door code for ${holder} being removed: the stay was cancelled` : `Door code for ${holder} cancelled with its stay`,
      });
      continue;
    }
    const schedule = codeSchedule(stay, { beforeMinutes: lock.bufferBeforeMinutes, afterMinutes: lock.bufferAfterMinutes }, now);
    if (schedule.startsAt.getTime() === code.startsAt.getTime() && schedule.endsAt.getTime() === code.endsAt.getTime()) continue;
    await moveDoorCode(
      deps,
      code,
      lock,
      'window-moved',
      { startsAt: schedule.startsAt, endsAt: schedule.endsAt, sendAt: code.status === 'planned' ? schedule.sendAt : code.sendAt, checkAt: schedule.checkAt, checkedAt: null, windowOnLock: code.providerCodeId === null },
      { kind: 'code-window-moved', summary: `Door code for ${code.holderName} follows the stay's new dates (same code)` },
    );
  }

  if (!stay || stay.status === 'cancelled' || stay.checkOutAt <= now) return;
  const settings = await deps.ports.settingsFor(workspaceId, stay.propertyId);
  for (const lock of locks) {
    if (existing.some((code) => code.lockId === lock.id)) continue;
    await issueStayCode(deps, lock, stay, (lock.codeLength ?? settings.locks.codeLength) as DoorCodeLength);
  }
}

async function issueStayCode(
  deps: LocksDeps,
  lock: LockRow,
  stay: NonNullable<Awaited<ReturnType<LocksDeps['ports']['findStay']>>>,
  length: DoorCodeLength,
): Promise<void> {
  const now = deps.clock.now();
  const schedule = codeSchedule(stay, { beforeMinutes: lock.bufferBeforeMinutes, afterMinutes: lock.bufferAfterMinutes }, now);
  const holderName = stay.kind === 'guest' ? stay.guestName || 'Guest' : stay.kind === 'owner' ? `Owner stay${stay.guestName ? ` (${stay.guestName})` : ''}` : `Maintenance${stay.guestName ? ` (${stay.guestName})` : ''}`;
  const phoneLast4 = stay.guestPhone.replace(/\D/g, '').slice(-4);
  // Another planner may add a code to this lock at the same moment: the unique indexes refuse a
  // second code for the stay, and the same digits twice on the lock; a refused insert draws anew.
  for (let attempt = 0; attempt < MAX_DRAWS; attempt++) {
    const added = await deps.db.transaction(async (tx) => {
      const inUse = await listLockCodesInUse(tx, lock.id);
      if (inUse.some((code) => code.reservationId === stay.id)) return true;
      const liveCodes = inUse.flatMap((code) => (code.codeSealed ? [deps.codes.open(code.codeSealed)] : []));
      const digits = generateDoorCode(
        {
          preferredLength: length,
          supportedLengths: lock.capabilities.supportedCodeLengths,
          constraints: lock.capabilities.codeConstraints,
          liveCodes,
          avoid: phoneLast4.length === 4 ? [phoneLast4] : [],
        },
        deps.randomDigit,
      );
      const code = await insertDoorCode(tx, {
        workspaceId: stay.workspaceId,
        lockId: lock.id,
        purpose: 'stay',
        reservationId: stay.id,
        holderName,
        status: 'planned',
        codeSealed: digits === null ? null : deps.codes.seal(digits),
        codeFingerprint: digits === null ? null : deps.codes.fingerprint(`${lock.id}:${digits}`),
        startsAt: schedule.startsAt,
        endsAt: schedule.endsAt,
        sendAt: schedule.sendAt,
        checkAt: schedule.checkAt,
        createdAt: now,
        updatedAt: now,
      });
      if (!code) return false;
      // Planned, not yet done: no activity line (the log tells what reaches the lock), but open
      // screens show what is coming (the lock's next arrival, the guest page's card).
      await notifyRealtime(tx, stay.workspaceId, { type: 'locks.door-code-changed', data: { lockId: lock.id, reservationId: stay.id, status: 'planned' } });
      return true;
    });
    if (added) return;
  }
  throw new Error(`No door code could be drawn for lock ${lock.id} after ${MAX_DRAWS} attempts`);
}
