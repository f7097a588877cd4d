import type { Actor } from '../../accounts';
import { assertCanManageLocks } from '../domain/lock-access';
import type { LocksDeps } from '../locks.deps';
import { locksErrors } from '../locks.errors';
import { findLock, insertLockEvent, updateLock } from '../locks.repo';
import { LockProviderError } from '../providers/lock-provider';
import { isUuid } from '../../../platform/runtime/is-uuid';

/**
 * Locks or unlocks a door from the locks screen (the person confirmed it there), through the
 * lock's provider; recorded with who did it on the lock's log and the activity log.
 */
export async function operateLock(deps: LocksDeps, actor: Actor, lockId: string, operation: 'lock' | 'unlock'): Promise<{ locked: boolean }> {
  assertCanManageLocks(actor);
  const lock = isUuid(lockId) ? await findLock(deps.db, actor.workspaceId, lockId) : null;
  if (!lock) throw locksErrors.lockNotFound();
  const connection = await deps.connect(actor.workspaceId, lock.provider);
  try {
    await (operation === 'lock' ? connection.lock(lock.deviceId) : connection.unlock(lock.deviceId));
  } catch (error) {
    if (!(error instanceof LockProviderError)) throw error;
    if (error.code === 'device_offline') throw locksErrors.lockOffline();
    throw locksErrors.providerFailed(undefined, `${lock.name} did not ${operation}: ${error.message}`);
  }
  const now = deps.clock.now();
  const locked = operation === 'lock';
  await deps.db.transaction(async (tx) => {
    await updateLock(tx, lock.id, { locked, updatedAt: now });
    await insertLockEvent(tx, { workspaceId: actor.workspaceId, lockId: lock.id, kind: locked ? 'locked' : 'unlocked', userId: actor.userId, at: now });
    await deps.ports.recordActivity(tx, {
      workspaceId: actor.workspaceId,
      actor: { type: 'host', userId: actor.userId, name: 'A host' },
      kind: locked ? 'locks.locked' : 'locks.unlocked',
      summary: `${lock.name} ${locked ? 'locked' : 'unlocked'} from Cohost`,
      reason: null,
      result: 'done',
      propertyId: lock.propertyId,
      detail: { lockId: lock.id },
    });
  });
  return { locked };
}
