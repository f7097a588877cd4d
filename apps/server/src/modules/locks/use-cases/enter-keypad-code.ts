import type { Actor } from '../../accounts';
import { isUuid } from '../../../platform/runtime/is-uuid';
import { assertCanManageLocks } from '../domain/lock-access';
import type { LocksDeps } from '../locks.deps';
import { locksErrors } from '../locks.errors';
import { findLock, insertLockEvent, listLockCodesInUse, updateLock } from '../locks.repo';

/**
 * Someone types digits on a virtual lock's keypad (the host trying a code, as a guest at the
 * door would): the lock opens for a code it holds and that works now, and says so on its log with
 * whose code it was; a wrong, early or expired code is refused and logged too. Real locks report
 * their own entries (Seam's `lock.unlocked` events).
 */
export async function enterKeypadCode(deps: LocksDeps, actor: Actor, lockId: string, code: string): Promise<{ opened: boolean; holder: string | null }> {
  assertCanManageLocks(actor);
  const lock = isUuid(lockId) ? await findLock(deps.db, actor.workspaceId, lockId) : null;
  if (!lock) throw locksErrors.lockNotFound();
  if (lock.provider !== 'virtual') throw locksErrors.notVirtual();
  const device = await deps.virtualLocks.connect(actor.workspaceId).getDevice(lock.deviceId);
  const entry = await deps.virtualLocks.enterCode(actor.workspaceId, lock.deviceId, code);
  const holder = entry ? ((await listLockCodesInUse(deps.db, lock.id)).find((row) => row.providerCodeId === entry.accessCodeId) ?? null) : null;
  const now = deps.clock.now();
  await deps.db.transaction(async (tx) => {
    if (entry) await updateLock(tx, lock.id, { locked: false, updatedAt: now });
    await insertLockEvent(tx, {
      workspaceId: actor.workspaceId,
      lockId: lock.id,
      doorCodeId: holder?.id ?? null,
      kind: entry ? 'code-used' : 'code-refused',
      userId: actor.userId,
      detail: entry ? (holder ? '' : 'a code set outside Cohost') : device?.online === false ? 'the lock is offline' : 'wrong, early or expired code',
      at: now,
    });
  });
  return { opened: entry !== null, holder: holder?.holderName ?? null };
}
