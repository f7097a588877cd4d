import type { Actor } from '../../accounts';
import { isUuid } from '../../../platform/runtime/is-uuid';
import { assertCanManageLocks } from '../domain/lock-access';
import type { LocksDeps } from '../locks.deps';
import { locksErrors } from '../locks.errors';
import { findDoorCodeRow, findLock, type DoorCodeRow, type LockRow } from '../locks.repo';

/** A code a host acts on from the screen, its lock, and their name for the logs; 404 for anything outside their workspace. */
export async function findHostCode(deps: LocksDeps, actor: Actor, doorCodeId: string): Promise<{ code: DoorCodeRow; lock: LockRow; by: { userId: string; name: string } }> {
  assertCanManageLocks(actor);
  const code = isUuid(doorCodeId) ? await findDoorCodeRow(deps.db, actor.workspaceId, doorCodeId) : null;
  const lock = code ? await findLock(deps.db, actor.workspaceId, code.lockId) : null;
  if (!code || !lock) throw locksErrors.doorCodeNotFound();
  return { code, lock, by: { userId: actor.userId, name: (await deps.ports.findUserName(actor.userId)) ?? 'A host' } };
}
