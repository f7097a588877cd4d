import { notifyRealtime } from '../../../platform/realtime/realtime-hub';
import { CONFIRMED, FINISHED } from '../domain/code-life';
import type { LocksDeps } from '../locks.deps';
import { findDoorCodeByProviderId, findLockByDevice, insertLockEvent, updateDoorCode, updateLock, type DoorCodeRow, type LockRow } from '../locks.repo';
import type { LockProviderKind } from '../locks.tables';
import { LockProviderError, type LockProviderEvent, type ProviderProblem } from '../providers/lock-provider';
import { advanceDoorCode } from './advance-door-codes';

type DeviceEvent = Extract<LockProviderEvent, { kind: `device-${string}` }>;

/**
 * Applies an event a lock service pushed (a verified Seam webhook) to the workspace's locks and
 * codes. A code the lock set, failed or removed is moved on at once by the same step the
 * minute's pass would run for it (the lock's own answer, read from the service, decides), so a
 * webhook only makes it sooner and a late or repeated one cannot move a code backwards. A code
 * changed or removed outside Cohost is recorded as a problem; an entry with a code is logged with
 * whose code it was; a lock's connection, bolt and battery update its row. Events about devices
 * or codes Cohost does not know are ignored.
 */
export async function applyLockProviderEvent(deps: LocksDeps, workspaceId: string, provider: LockProviderKind, event: LockProviderEvent): Promise<void> {
  if (event.kind === 'other') return;
  const lock = await findLockByDevice(deps.db, workspaceId, provider, event.deviceId);
  if (!lock) return;
  switch (event.kind) {
    case 'code-set':
    case 'code-failed':
    case 'code-removed':
      return codeReported(deps, lock, event);
    case 'code-modified-outside': {
      const code = await findDoorCodeByProviderId(deps.db, workspaceId, lock.id, event.accessCodeId);
      if (!code || FINISHED.has(code.status)) return;
      return recordCodeProblem(deps, code, lock, 'code-modified-outside', {
        code: 'code_modified_external_to_seam',
        message: "The code was changed outside Cohost (in the lock's own app or at the lock): the guest's code may not work.",
      });
    }
    case 'code-used':
      return codeUsed(deps, lock, event.accessCodeId, event.at);
    default:
      return deviceReported(deps, lock, event);
  }
}

async function codeReported(deps: LocksDeps, lock: LockRow, event: Extract<LockProviderEvent, { kind: 'code-set' | 'code-failed' | 'code-removed' }>): Promise<void> {
  const code = await findDoorCodeByProviderId(deps.db, lock.workspaceId, lock.id, event.accessCodeId);
  if (!code) return;
  const now = deps.clock.now();
  const isWaitingForTheLock = code.status === 'programming' || code.status === 'removing';
  const isOver = (CONFIRMED.has(code.status) || code.status === 'stranded') && code.endsAt <= now;
  if (isWaitingForTheLock || isOver) {
    try {
      await advanceDoorCode(deps, code, lock, await deps.connect(lock.workspaceId, lock.provider));
    } catch (error) {
      if (!(error instanceof LockProviderError)) throw error;
      // The service cannot be asked now: the minute's pass reads the lock's answer later.
      deps.log.warn({ err: error, doorCodeId: code.id }, 'lock provider unavailable while applying a webhook');
    }
    return;
  }
  if (event.kind === 'code-removed' && CONFIRMED.has(code.status)) {
    await recordCodeProblem(deps, code, lock, 'code-removed-outside', {
      code: 'code_removed_outside',
      message: "The code was removed from the lock outside Cohost before its stay ended: the guest's code no longer works.",
    });
  }
}

/** A problem the lock reported on a code: kept on the code, on the lock's log and the activity log. */
async function recordCodeProblem(deps: LocksDeps, code: DoorCodeRow, lock: LockRow, kind: string, problem: ProviderProblem): Promise<void> {
  const now = deps.clock.now();
  await deps.db.transaction(async (tx) => {
    const updated = await updateDoorCode(tx, code, { lastProblem: problem, updatedAt: now });
    if (!updated) return;
    await insertLockEvent(tx, { workspaceId: code.workspaceId, lockId: lock.id, doorCodeId: code.id, kind, detail: problem.message, at: now });
    await deps.ports.recordActivity(tx, {
      workspaceId: code.workspaceId,
      actor: { type: 'system', name: lock.name },
      kind: `locks.${kind}`,
      summary: `Door code for ${code.holderName} on ${lock.name} ${kind === 'code-removed-outside' ? 'removed' : 'changed'} outside Cohost`,
      reason: problem.message,
      result: 'failed',
      propertyId: lock.propertyId,
      reservationId: code.reservationId,
      detail: { doorCodeId: code.id, lockId: lock.id, status: code.status },
    });
    await notifyRealtime(tx, code.workspaceId, { type: 'locks.door-code-changed', data: { lockId: lock.id, reservationId: code.reservationId, status: code.status } });
  });
}

/** Someone opened the door with a code: logged with whose it was (a code Cohost did not make says so). */
async function codeUsed(deps: LocksDeps, lock: LockRow, accessCodeId: string | null, at: Date): Promise<void> {
  const code = accessCodeId ? await findDoorCodeByProviderId(deps.db, lock.workspaceId, lock.id, accessCodeId) : null;
  await deps.db.transaction(async (tx) => {
    await updateLock(tx, lock.id, { locked: false, updatedAt: deps.clock.now() });
    await insertLockEvent(tx, { workspaceId: lock.workspaceId, lockId: lock.id, doorCodeId: code?.id ?? null, kind: 'code-used', detail: code ? '' : 'a code set outside Cohost', at });
    await notifyRealtime(tx, lock.workspaceId, { type: 'locks.lock-changed', data: { lockId: lock.id } });
  });
}

const OFFLINE_PROBLEM: ProviderProblem = { code: 'device_offline', message: 'The lock is offline.' };

/** The lock's connection, bolt or battery, as it reported it: its row follows, and a change is logged. */
async function deviceReported(deps: LocksDeps, lock: LockRow, event: DeviceEvent): Promise<void> {
  const now = deps.clock.now();
  const withoutOffline = lock.problems.filter((problem) => problem.code !== OFFLINE_PROBLEM.code);
  const change = ((): { patch: Partial<LockRow>; kind: string; detail: string; isChange: boolean } => {
    switch (event.kind) {
      case 'device-offline':
        return { patch: { online: false, offlineSince: lock.offlineSince ?? now, problems: [...withoutOffline, OFFLINE_PROBLEM] }, kind: 'offline', detail: '', isChange: lock.online };
      case 'device-online':
        return { patch: { online: true, offlineSince: null, problems: withoutOffline }, kind: 'online', detail: '', isChange: !lock.online };
      case 'device-locked':
        return { patch: { locked: true }, kind: 'device-locked', detail: '', isChange: lock.locked !== true };
      case 'device-unlocked':
        return { patch: { locked: false }, kind: 'device-unlocked', detail: '', isChange: lock.locked !== false };
      case 'device-battery-low':
        return {
          patch: { batteryPercent: event.batteryPercent ?? lock.batteryPercent },
          kind: 'battery-low',
          detail: event.batteryPercent === null ? '' : `${event.batteryPercent}%`,
          isChange: true,
        };
    }
  })();
  await deps.db.transaction(async (tx) => {
    await updateLock(tx, lock.id, { ...change.patch, seenAt: now, updatedAt: now });
    // Cohost's own lock and unlock are logged with who did it already; the lock's echo of them is not.
    if (change.isChange) await insertLockEvent(tx, { workspaceId: lock.workspaceId, lockId: lock.id, kind: change.kind, detail: change.detail, at: now });
    await notifyRealtime(tx, lock.workspaceId, { type: 'locks.lock-changed', data: { lockId: lock.id } });
  });
}
