import type { Actor } from '../../accounts';
import { isUuid } from '../../../platform/runtime/is-uuid';
import { notifyRealtime } from '../../../platform/realtime/realtime-hub';
import { LIVE_ON_LOCK } from '../domain/code-life';
import { assertCanManageLocks } from '../domain/lock-access';
import type { LocksDeps } from '../locks.deps';
import { locksErrors } from '../locks.errors';
import { findLock, insertLockEvent, listLockCodesInUse, updateLock } from '../locks.repo';
import { LockProviderError } from '../providers/lock-provider';
import { moveDoorCode } from './move-door-code';

/**
 * A host takes a lock out of Cohost (replaced, moved to another door, sold with the house): the
 * codes Cohost put on it are deleted from it where the lock service still answers, every code of
 * it ends (those on the lock are confirmed gone by the next pass), and it leaves the screen. Its
 * log stays. The device itself is untouched: a Seam lock can be added again.
 */
export async function removeLock(deps: LocksDeps, actor: Actor, lockId: string): Promise<void> {
  assertCanManageLocks(actor);
  const lock = isUuid(lockId) ? await findLock(deps.db, actor.workspaceId, lockId) : null;
  if (!lock) throw locksErrors.lockNotFound();
  const name = (await deps.ports.findUserName(actor.userId)) ?? 'A host';
  const codes = await listLockCodesInUse(deps.db, lock.id);
  const connection = await deps.connect(actor.workspaceId, lock.provider).catch(() => null);
  for (const code of codes) {
    if (LIVE_ON_LOCK.has(code.status) && code.providerCodeId && connection) {
      await connection.deleteAccessCode(code.providerCodeId).catch((error: unknown) => {
        if (!(error instanceof LockProviderError)) throw error;
      });
    }
    await moveDoorCode(deps, code, lock, 'cancel', {}, { kind: 'code-cancelled', summary: `Door code for ${code.holderName} ended: ${lock.name} was removed from Cohost`, activity: false });
  }
  const now = deps.clock.now();
  await deps.db.transaction(async (tx) => {
    await updateLock(tx, lock.id, { removedAt: now, updatedAt: now });
    await insertLockEvent(tx, { workspaceId: actor.workspaceId, lockId: lock.id, kind: 'lock-removed', userId: actor.userId, detail: '', at: now });
    await deps.ports.recordActivity(tx, {
      workspaceId: actor.workspaceId,
      actor: { type: 'host', userId: actor.userId, name },
      kind: 'locks.lock-removed',
      summary: `${lock.name} removed from Cohost by ${name}`,
      reason: codes.length > 0 ? `${codes.length} of its codes ended with it.` : null,
      result: 'done',
      propertyId: lock.propertyId,
      detail: { lockId: lock.id },
    });
    await notifyRealtime(tx, actor.workspaceId, { type: 'locks.lock-changed', data: { lockId: lock.id } });
  });
}
