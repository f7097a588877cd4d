import { randomInt } from 'node:crypto';
import type { VirtualLockProfileName } from '@cohost/shared';
import type { Actor } from '../../accounts';
import { assertCanManageLocks } from '../domain/lock-access';
import type { LocksDeps } from '../locks.deps';
import { locksErrors } from '../locks.errors';
import type { LockRow } from '../locks.repo';
import { installLock } from './install-lock';

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
  return installLock(deps, actor.workspaceId, { propertyId: property.id, provider: 'virtual', name: device.name }, device);
}
