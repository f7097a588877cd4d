import type { LockCard, LockEvent, LocksOverview } from '@cohost/shared';
import type { Actor } from '../../accounts';
import { AppError } from '../../../platform/errors/app-error';
import { LIVE_ON_LOCK } from '../domain/code-life';
import { assertCanReadLocks } from '../domain/lock-access';
import { describeLockEvent } from '../domain/lock-event-words';
import type { LocksDeps } from '../locks.deps';
import { listActiveCodes, listLockEvents, listLocks, updateLock, type DoorCodeRow, type LockRow } from '../locks.repo';
import { LockProviderError, type LockDevice } from '../providers/lock-provider';

const RECENT_EVENTS = 20;
/** How far ahead the stays' code states reach: the dashboard's week of arrivals, and a day. */
const STAY_CODES_AHEAD_MS = 8 * 86_400_000;

/**
 * The locks screen: each lock as its provider reports it now (online, battery, locked; the row
 * is refreshed with what it said), who is in, who arrives next and where their code stands; the
 * 'AI Lock Automation' toggle's state; and what happened at the locks lately.
 */
export async function listLocksOverview(deps: LocksDeps, actor: Actor): Promise<LocksOverview> {
  assertCanReadLocks(actor);
  const now = deps.clock.now();
  const rows = await listLocks(deps.db, actor.workspaceId);
  // One call per provider (not per lock): a portfolio's screen costs the same few reads.
  const devices = new Map<string, Map<string, LockDevice> | null>();
  for (const provider of new Set(rows.map((row) => row.provider))) devices.set(provider, await devicesOf(deps, actor.workspaceId, provider));
  const refreshed = await Promise.all(rows.map((row) => refreshLock(deps, row, devices.get(row.provider) ?? null, now)));
  const codes = await listActiveCodes(deps.db, actor.workspaceId, rows.map((row) => row.id));
  const propertyNames = new Map((await deps.ports.listProperties(actor.workspaceId)).map((property) => [property.id, property.name]));
  const settings = await deps.ports.settingsFor(actor.workspaceId, null);
  const events = await listLockEvents(deps.db, actor.workspaceId, RECENT_EVENTS);
  const lockNames = new Map(rows.map((row) => [row.id, row.name]));
  const holders = new Map(codes.map((code) => [code.id, code.holderName]));
  return {
    automationOn: settings.locks.autoGenerateCodes,
    locks: refreshed.map((row) => toCard(row, codes.filter((code) => code.lockId === row.id), propertyNames, now)),
    stayCodes: codes
      .filter((code) => code.purpose === 'stay' && code.reservationId && code.status !== 'removing' && code.endsAt > now && code.startsAt.getTime() < now.getTime() + STAY_CODES_AHEAD_MS)
      .map((code) => ({ reservationId: code.reservationId!, status: code.status, lockName: lockNames.get(code.lockId) ?? 'A lock' })),
    recentActivity: events.map(
      (event): LockEvent => ({
        id: event.id,
        lockId: event.lockId,
        lockName: lockNames.get(event.lockId) ?? 'A removed lock',
        kind: event.kind,
        summary: describeLockEvent(event.kind, event.doorCodeId ? (holders.get(event.doorCodeId) ?? null) : null),
        detail: event.detail,
        by: event.userId,
        at: event.at.toISOString(),
      }),
    ),
  };
}

/** A provider's devices by id, or null when it cannot be asked now (the service is down, or the account not connected). */
async function devicesOf(deps: LocksDeps, workspaceId: string, provider: LockRow['provider']): Promise<Map<string, LockDevice> | null> {
  try {
    const listed = await (await deps.connect(workspaceId, provider)).listDevices();
    return new Map(listed.map((device) => [device.deviceId, device]));
  } catch (error) {
    if (error instanceof LockProviderError || error instanceof AppError) return null;
    throw error;
  }
}

/** The lock as its provider reports it now; a provider that cannot be asked leaves the last known state. */
async function refreshLock(deps: LocksDeps, row: LockRow, devices: Map<string, LockDevice> | null, now: Date): Promise<LockRow> {
  if (!devices) return row;
  const device = devices.get(row.deviceId) ?? null;
  if (!device) return { ...row, online: false, problems: [{ code: 'device_missing', message: 'The lock service no longer knows this lock.' }] };
  const patch = {
    online: device.online,
    locked: device.locked,
    batteryPercent: device.batteryPercent,
    problems: [...device.errors, ...device.warnings],
    capabilities: device.capabilities,
    seenAt: now,
    offlineSince: device.online ? null : (row.offlineSince ?? now),
  };
  const changed = patch.online !== row.online || patch.locked !== row.locked || patch.batteryPercent !== row.batteryPercent || JSON.stringify(patch.problems) !== JSON.stringify(row.problems);
  if (changed) await updateLock(deps.db, row.id, { ...patch, updatedAt: now });
  return { ...row, ...patch };
}

function toCard(row: LockRow, codes: DoorCodeRow[], propertyNames: Map<string, string>, now: Date): LockCard {
  // Whoever's stay is under way, whatever their code's state (a guest without a working code is exactly who the host must see).
  const current = codes.find((code) => code.purpose === 'stay' && code.startsAt <= now && now < code.endsAt && code.status !== 'removing');
  const next = codes.filter((code) => code.startsAt > now && code.purpose === 'stay').sort((a, b) => a.startsAt.getTime() - b.startsAt.getTime())[0];
  return {
    id: row.id,
    name: row.name,
    provider: row.provider,
    manufacturer: row.manufacturer,
    model: row.model,
    property: row.propertyId ? { id: row.propertyId, name: propertyNames.get(row.propertyId) ?? 'A removed property' } : null,
    online: row.online,
    offlineSince: row.offlineSince?.toISOString() ?? null,
    locked: row.locked,
    batteryPercent: row.batteryPercent,
    problems: row.problems,
    currentGuest: current ? { name: current.holderName, checkoutAt: current.endsAt.toISOString() } : null,
    nextArrival: next ? { name: next.holderName, startsAt: next.startsAt.toISOString(), codeState: next.status } : null,
    activeCodes: codes.filter((code) => LIVE_ON_LOCK.has(code.status)).length,
    codesNeedingYou: codes.filter((code) => code.status === 'stranded').length,
    settings: { codeLength: row.codeLength, bufferBeforeMinutes: row.bufferBeforeMinutes, bufferAfterMinutes: row.bufferAfterMinutes },
    remoteLockUnlock: row.capabilities.remoteLockUnlock,
  };
}
