import type { LocksDeps } from '../locks.deps';
import { locksErrors } from '../locks.errors';
import { insertLock, type LockRow } from '../locks.repo';
import type { LockProviderKind } from '../locks.tables';
import type { LockDevice } from '../providers/lock-provider';
import { planStayCodes } from './plan-stay-codes';

/** How far ahead a new lock takes on the property's booked stays. */
const PLAN_AHEAD_DAYS = 365;

/**
 * Puts a provider's device on a property as one of the workspace's locks, as the device reports
 * itself now, then gives every stay booked there from today a code for it. Both ways of adding a
 * lock come through here: a virtual lock, and a lock from the workspace's Seam account.
 */
export async function installLock(
  deps: LocksDeps,
  workspaceId: string,
  placement: { propertyId: string; provider: LockProviderKind; name: string },
  device: LockDevice,
): Promise<LockRow> {
  const now = deps.clock.now();
  const lock = await insertLock(deps.db, {
    workspaceId,
    propertyId: placement.propertyId,
    provider: placement.provider,
    deviceId: device.deviceId,
    name: placement.name,
    manufacturer: device.manufacturer,
    model: device.model,
    online: device.online,
    offlineSince: device.online ? null : now,
    locked: device.locked,
    batteryPercent: device.batteryPercent,
    capabilities: device.capabilities,
    problems: [...device.errors, ...device.warnings],
    seenAt: now,
    createdAt: now,
    updatedAt: now,
  });
  if (!lock) throw locksErrors.lockAlreadyAdded();
  const today = now.toISOString().slice(0, 10);
  const until = new Date(now.getTime() + PLAN_AHEAD_DAYS * 86_400_000).toISOString().slice(0, 10);
  const stays = await deps.ports.listStays(workspaceId, { from: today, to: until });
  for (const stay of stays.filter((candidate) => candidate.propertyId === placement.propertyId)) await planStayCodes(deps, workspaceId, stay.id);
  deps.log.info({ workspaceId, lockId: lock.id, provider: placement.provider }, 'lock added');
  return lock;
}
