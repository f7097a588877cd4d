import type { VirtualLockProfileName } from '@cohost/shared';
import type { Actor } from '../../accounts';
import type { LocksDeps } from '../locks.deps';
import { listLocks, updateLock } from '../locks.repo';
import { addMaintenanceCode } from './add-maintenance-code';
import { addVirtualLock } from './add-virtual-lock';
import { advanceDoorCodes } from './advance-door-codes';

const DEMO_LOCKS: Array<{ name: string; profile: VirtualLockProfileName; batteryPercent: number; offline: boolean }> = [
  { name: 'Front door', profile: 'yale-assure', batteryPercent: 86, offline: false },
  { name: 'Side door', profile: 'schlage-encode', batteryPercent: 14, offline: false },
  { name: 'Main entrance', profile: 'august-wifi', batteryPercent: 57, offline: true },
  { name: 'Keypad', profile: 'nuki-keypad', batteryPercent: 73, offline: false },
];
const DAY = 86_400_000;

/**
 * The demo workspace's locks: a virtual lock on each property (one with a low battery, one
 * offline for two days), whose booked stays get codes as any stay would, and a plumber's code
 * for tomorrow afternoon on the first; codes already due go to
 * their locks at once, and the every-minute work takes them on from there (set, retried, backed
 * up, removed), so the demo shows codes in their real states. Idempotent: a workspace with locks
 * is left alone.
 */
export async function seedDemoLocks(deps: LocksDeps, actor: Actor): Promise<void> {
  if ((await listLocks(deps.db, actor.workspaceId)).length > 0) return;
  const properties = (await deps.ports.listProperties(actor.workspaceId)).filter((property) => !property.archivedAt);
  for (const [index, property] of properties.entries()) {
    const demo = DEMO_LOCKS[index % DEMO_LOCKS.length]!;
    const lock = await addVirtualLock(deps, actor, { name: demo.name, propertyId: property.id, profile: demo.profile, batteryPercent: demo.batteryPercent, failureRate: 0.05, seed: 1_000 + index });
    if (demo.offline) {
      await deps.virtualLocks.setOfflineUntil(actor.workspaceId, lock.deviceId, new Date(deps.clock.now().getTime() + 2 * DAY));
      await updateLock(deps.db, lock.id, { online: false, offlineSince: deps.clock.now() });
    }
  }
  // A visitor's code on the first lock: a plumber tomorrow afternoon (set on the lock at once).
  const [first] = await listLocks(deps.db, actor.workspaceId);
  if (first) {
    const tomorrow = new Date(deps.clock.now().getTime() + DAY);
    tomorrow.setUTCHours(13, 0, 0, 0);
    await addMaintenanceCode(deps, actor, first.id, { holderName: 'Reliable Plumbing', startsAt: tomorrow.toISOString(), endsAt: new Date(tomorrow.getTime() + 4 * 3_600_000).toISOString() });
  }
  await advanceDoorCodes(deps);
}
