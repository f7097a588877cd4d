import type { LocksDeps } from '../locks.deps';
import { isProviderNotConnected } from '../locks.errors';
import { findLock, listCodesWithWorkDue, type DoorCodeRow, type LockRow } from '../locks.repo';
import { CONFIRMATION_TIMEOUT_MS } from '../domain/code-life';
import { LockProviderError, type LockConnection } from '../providers/lock-provider';
import { moveDoorCode } from './move-door-code';
import { programDoorCode, recordFailedAttempt } from './program-door-code';
import { alertStranded } from './send-backup-code';

/** Codes read per page of a pass. */
const PAGE_SIZE = 200;
/** A pass stops taking new pages after this long: the next minute's pass goes on (nearest arrivals first). */
const PASS_BUDGET_MS = 45_000;

/**
 * The every-minute pass over door codes with work due (`locks.advance-codes`): each code is
 * moved on by what its lock says, one at a time, so a lock that does not answer holds back only
 * its own codes; page after page, nearest arrivals first, within the pass's time budget. Returns
 * how many codes it looked at.
 */
export async function advanceDoorCodes(deps: LocksDeps): Promise<number> {
  const started = performance.now();
  const now = deps.clock.now();
  const connections = new Map<string, Promise<LockConnection>>();
  let looked = 0;
  let after: DoorCodeRow | null = null;
  while (performance.now() - started < PASS_BUDGET_MS) {
    const page = await listCodesWithWorkDue(deps.db, now, PAGE_SIZE, after);
    if (page.length === 0) break;
    after = page.at(-1)!;
    looked += page.length;
    await advancePage(deps, page, connections);
  }
  return looked;
}

async function advancePage(deps: LocksDeps, due: DoorCodeRow[], connections: Map<string, Promise<LockConnection>>): Promise<void> {
  for (const code of due) {
    const lock = await findLock(deps.db, code.workspaceId, code.lockId);
    try {
      if (!lock) {
        await moveDoorCode(deps, code, { id: code.lockId, name: 'a removed lock', propertyId: null }, code.status === 'planned' ? 'cancel' : 'removal-confirmed', {}, null);
        continue;
      }
      const key = `${code.workspaceId}:${lock.provider}`;
      if (!connections.has(key)) connections.set(key, deps.connect(code.workspaceId, lock.provider));
      await advanceDoorCode(deps, code, lock, await connections.get(key)!);
    } catch (error) {
      if (!(error instanceof LockProviderError) && !isProviderNotConnected(error)) throw error;
      // The provider could not be asked now (or its account was disconnected): the code is looked at again next minute.
      deps.log.warn({ err: error, doorCodeId: code.id }, 'lock provider unavailable for a door code');
    }
  }
}

/**
 * One code's step of the pass, by its state: what the minute's pass does for it. A provider's
 * webhook about a code runs it at once (`receiveLockWebhook`), so the pass only comes later.
 */
export async function advanceDoorCode(deps: LocksDeps, code: DoorCodeRow, lock: LockRow, connection: LockConnection): Promise<void> {
  const now = deps.clock.now();
  switch (code.status) {
    case 'planned':
      // Never sent while its stay ran (approval never given, a lock gone quiet): nothing left to open.
      if (code.endsAt <= now) {
        await moveDoorCode(deps, code, lock, 'expire', {}, { kind: 'code-cancelled', summary: `Door code for ${code.holderName} never went to ${lock.name}: its stay is over` });
        return;
      }
      await proposeIssue(deps, code, lock);
      return;
    case 'retrying':
      await programDoorCode(deps, code.workspaceId, code.id);
      return;
    case 'programming':
      await readConfirmation(deps, code, lock, connection, now);
      return;
    case 'failed':
      if (code.endsAt <= now) {
        await expire(deps, code, lock, connection);
        return;
      }
      await askHostOrAlert(deps, code, lock);
      return;
    case 'removing':
      await confirmRemoval(deps, code, lock, connection);
      return;
    case 'set':
    case 'backup':
    case 'stranded':
      if (code.endsAt <= now) {
        await expire(deps, code, lock, connection);
        return;
      }
      if (!code.windowOnLock && code.providerCodeId) {
        await connection.updateAccessCodeWindow(code.providerCodeId, { startsAt: code.startsAt, endsAt: code.endsAt });
        await moveDoorCode(deps, code, lock, 'window-moved', { windowOnLock: true }, { kind: 'code-window-moved', summary: `Door code for ${code.holderName} on ${lock.name} now follows the stay's new dates` });
        return;
      }
      if (code.checkAt <= now && !code.checkedAt) await checkBeforeArrival(deps, code, lock, connection);
      return;
    default:
      return;
  }
}

/** The send time came: the policy decides whether Cohost sends it now or the host approves it first. */
async function proposeIssue(deps: LocksDeps, code: DoorCodeRow, lock: LockRow): Promise<void> {
  await deps.ports.proposeAction({
    workspaceId: code.workspaceId,
    propertyId: lock.propertyId,
    reservationId: code.reservationId,
    action: { kind: 'locks.issue-code' },
    payload: { doorCodeId: code.id },
    title: `Set the door code for ${code.holderName} on ${lock.name}`,
    dedupeKey: `door-code:${code.id}:issue`,
    expiresAt: code.endsAt,
  });
}

async function readConfirmation(deps: LocksDeps, code: DoorCodeRow, lock: LockRow, connection: LockConnection, now: Date): Promise<void> {
  const waitedTooLong = now.getTime() - code.updatedAt.getTime() > CONFIRMATION_TIMEOUT_MS;
  if (!code.providerCodeId) {
    // The send died between the claim and the provider's answer.
    if (waitedTooLong) await recordFailedAttempt(deps, code, lock, { code: 'not_sent', message: 'The code never reached the lock service.' });
    return;
  }
  const onLock = await connection.getAccessCode(code.providerCodeId);
  if (onLock?.status === 'set') {
    const digits = onLock.code ?? (code.codeSealed ? deps.codes.open(code.codeSealed) : null);
    await moveDoorCode(
      deps,
      code,
      lock,
      'confirmed',
      { confirmedAt: now, codeSealed: digits ? deps.codes.seal(digits) : null, codeFingerprint: digits ? deps.codes.fingerprint(`${lock.id}:${digits}`) : null, lastProblem: null },
      { kind: 'code-set', summary: `Door code for ${code.holderName} confirmed by ${lock.name}` },
    );
    return;
  }
  if (onLock?.status === 'failed' || !onLock) {
    const problem = onLock?.errors[0] ?? { code: 'code_missing', message: 'The code is no longer on the lock service.' };
    await recordFailedAttempt(deps, code, lock, problem);
    return;
  }
  // A service that programs the lock when the window opens (Seam without native scheduling)
  // confirms only then: the wait counts from the window's start.
  if (onLock.status === 'scheduled' && now.getTime() - code.startsAt.getTime() <= CONFIRMATION_TIMEOUT_MS) return;
  if (waitedTooLong) await recordFailedAttempt(deps, code, lock, { code: 'confirmation_timeout', message: 'The lock did not confirm the code within 10 minutes.' });
}

/**
 * Retries spent. A lock that keeps backup codes: the host is asked at once (an escalation: text
 * message and email) whether the guest gets one ('Send backup code') or they handle the way in
 * ("I'll handle it"), and the code waits for the answer. A lock without them: a person now.
 */
async function askHostOrAlert(deps: LocksDeps, code: DoorCodeRow, lock: LockRow): Promise<void> {
  if (lock.capabilities.supportsBackupCodes && code.providerCodeId) {
    const asked = await deps.ports.proposeAction({
      workspaceId: code.workspaceId,
      propertyId: lock.propertyId,
      reservationId: code.reservationId,
      action: { kind: 'locks.send-backup-code' },
      payload: { doorCodeId: code.id },
      title: `${lock.name} would not take the door code for ${code.holderName}: send a backup code?`,
      dedupeKey: `door-code:${code.id}:backup`,
      expiresAt: code.endsAt,
    });
    await moveDoorCode(deps, code, lock, 'host-asked', { alertedAt: deps.clock.now() }, {
      kind: 'backup-offered',
      summary: `Door code for ${code.holderName} could not be set on ${lock.name}: the host was asked about a backup code`,
      reason: code.lastProblem?.message ?? null,
      // The approval's own line on the activity log tells it.
      activity: asked.approvalId === null,
    });
    return;
  }
  const stranded = await moveDoorCode(deps, code, lock, 'no-backup', { alertedAt: deps.clock.now() }, {
    kind: 'code-stranded',
    summary: `No working door code for ${code.holderName} on ${lock.name}: the host was alerted`,
    reason: code.lastProblem?.message ?? null,
    result: 'failed',
  });
  if (stranded) await alertStranded(deps, stranded, lock);
}

async function expire(deps: LocksDeps, code: DoorCodeRow, lock: LockRow, connection: LockConnection): Promise<void> {
  const settings = await deps.ports.settingsFor(code.workspaceId, lock.propertyId);
  // "Auto-expire codes after checkout" off: the host removes it from the screen.
  if (!settings.locks.autoExpireCodes) return;
  const moved = await moveDoorCode(deps, code, lock, 'expire', {}, { kind: 'code-expiring', summary: `Door code for ${code.holderName} ended: removing it from ${lock.name}` });
  if (moved?.status === 'removing') await confirmRemoval(deps, moved, lock, connection);
}

async function confirmRemoval(deps: LocksDeps, code: DoorCodeRow, lock: LockRow, connection: LockConnection): Promise<void> {
  if (code.providerCodeId) {
    await connection.deleteAccessCode(code.providerCodeId);
    if ((await connection.getAccessCode(code.providerCodeId)) !== null) return;
  }
  await moveDoorCode(deps, code, lock, 'removal-confirmed', { removedAt: deps.clock.now() }, { kind: 'code-removed', summary: `Door code for ${code.holderName} removed from ${lock.name}` });
}

/** Two hours before check-in: the code is still on the lock and the lock is online; else the host hears now. */
async function checkBeforeArrival(deps: LocksDeps, code: DoorCodeRow, lock: LockRow, connection: LockConnection): Promise<void> {
  const [device, onLock] = await Promise.all([connection.getDevice(lock.deviceId), code.providerCodeId ? connection.getAccessCode(code.providerCodeId) : Promise.resolve(null)]);
  const problem = !device ? 'the lock no longer answers' : !device.online ? 'the lock is offline' : onLock?.status !== 'set' ? 'the code is no longer on the lock' : null;
  await moveDoorCode(deps, code, lock, 'checked', { checkedAt: deps.clock.now() }, problem ? { kind: 'check-failed', summary: `Pre-arrival check for ${code.holderName} on ${lock.name}: ${problem}`, result: 'failed' } : null);
  if (!problem) return;
  const queued = await deps.ports.alertHost(code.workspaceId, {
    subject: `Check ${lock.name} before ${code.holderName} arrives`,
    text: `Two hours before check-in, ${problem}. The guest's code may not open the door.\n\n${deps.publicUrl}/smart-locks\n`,
    idempotencyKey: `door-code:${code.id}:pre-arrival`,
    template: 'locks.pre-arrival-check',
  });
  if (!queued) throw new Error('The pre-arrival alert could not be queued.');
}
