import { randomInt } from 'node:crypto';
import type { VirtualLockProfileName } from '@cohost/shared';
import type { Actor } from '../../accounts';
import { assertCanManageLocks } from '../domain/lock-access';
import type { LocksDeps } from '../locks.deps';
import { locksErrors } from '../locks.errors';
import { insertLock, type LockRow } from '../locks.repo';
import { planStayCodes } from './plan-stay-codes';

export interface AddVirtualLockInput {
  name: string;
  propertyId: string;
  profile: VirtualLockProfileName;
  /** Share of programming attempts the simulated keypad refuses (0–1); 5% unless said. */
  failureRate?: number;
  batteryPercent?: number;
  /** Fixes every draw of the simulation (tests, the demo); a random one unless said. */
  seed?: number;
}

/** How far ahead a new lock takes on the property's booked stays. */
const PLAN_AHEAD_DAYS = 365;

/**
 * Adds a simulated lock ("Add a virtual lock") on one of the workspace's properties, then gives
 * every stay booked there from today a code for it, as a real lock would get.
 */
export async function addVirtualLock(deps: LocksDeps, actor: Actor, input: AddVirtualLockInput): Promise<LockRow> {
  assertCanManageLocks(actor);
  const property = await deps.ports.findProperty(actor.workspaceId, input.propertyId);
  if (!property || property.archivedAt) throw locksErrors.propertyNotFound();
  const device = await deps.virtualLocks.createDevice(actor.workspaceId, {
    name: input.name,
    profile: input.profile,
    seed: input.seed ?? randomInt(1, 2 ** 31 - 1),
    failureRate: input.failureRate ?? 0.05,
    batteryPercent: input.batteryPercent ?? 100,
  });
  const now = deps.clock.now();
  const lock = await insertLock(deps.db, {
    workspaceId: actor.workspaceId,
    propertyId: property.id,
    provider: 'virtual',
    deviceId: device.deviceId,
    name: device.name,
    manufacturer: device.manufacturer,
    model: device.model,
    online: device.online,
    locked: device.locked,
    batteryPercent: device.batteryPercent,
    capabilities: device.capabilities,
    problems: [...device.errors, ...device.warnings],
    seenAt: now,
    createdAt: now,
    updatedAt: now,
  });
  const today = now.toISOString().slice(0, 10);
  const until = new Date(now.getTime() + PLAN_AHEAD_DAYS * 86_400_000).toISOString().slice(0, 10);
  const stays = await deps.ports.listStays(actor.workspaceId, { from: today, to: until });
  for (const stay of stays.filter((candidate) => candidate.propertyId === property.id)) await planStayCodes(deps, actor.workspaceId, stay.id);
  deps.log.info({ workspaceId: actor.workspaceId, lockId: lock.id }, 'virtual lock added');
  return lock;
}
