import type { LocksDeps } from '../locks.deps';
import { codeSchedule, LIVE_ON_LOCK } from '../domain/code-life';
import type { DoorCodeLength } from '../domain/door-code';
import { listPropertyLocks, listStayCodes, type LockRow } from '../locks.repo';
import { moveCodeWindow, moveDoorCode } from './move-door-code';
import { planDoorCode } from './plan-door-code';

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
    await moveCodeWindow(deps, code, lock, schedule, `Door code for ${code.holderName} follows the stay's new dates (same code)`);
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
  const holderName = stay.kind === 'guest' ? stay.guestName || 'Guest' : stay.kind === 'owner' ? `Owner stay${stay.guestName ? ` (${stay.guestName})` : ''}` : `Maintenance${stay.guestName ? ` (${stay.guestName})` : ''}`;
  const phoneLast4 = stay.guestPhone.replace(/\D/g, '').slice(-4);
  await planDoorCode(deps, lock, {
    purpose: 'stay',
    reservationId: stay.id,
    holderName,
    schedule: codeSchedule(stay, { beforeMinutes: lock.bufferBeforeMinutes, afterMinutes: lock.bufferAfterMinutes }, deps.clock.now()),
    length,
    avoid: phoneLast4.length === 4 ? [phoneLast4] : [],
  });
}
