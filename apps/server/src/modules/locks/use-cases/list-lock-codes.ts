import type { LockCodes } from '@cohost/shared';
import type { Actor } from '../../accounts';
import { isUuid } from '../../../platform/runtime/is-uuid';
import { CONFIRMED } from '../domain/code-life';
import { toDoorCodeView } from '../domain/door-code-view';
import { assertCanReadLocks } from '../domain/lock-access';
import type { LocksDeps } from '../locks.deps';
import { locksErrors } from '../locks.errors';
import { findLock, listLockCodesForHosts } from '../locks.repo';

/** Finished codes shown under the live ones. */
const FINISHED_SHOWN = 10;

/**
 * A lock's codes for its hosts: every live or coming one (guests', cleaners', maintenance), with
 * the digits once the lock confirmed them and what the host can do with each, then the latest
 * finished ones.
 */
export async function listLockCodes(deps: LocksDeps, actor: Actor, lockId: string): Promise<LockCodes> {
  assertCanReadLocks(actor);
  const lock = isUuid(lockId) ? await findLock(deps.db, actor.workspaceId, lockId) : null;
  if (!lock) throw locksErrors.lockNotFound();
  const now = deps.clock.now();
  const rows = await listLockCodesForHosts(deps.db, actor.workspaceId, lock.id, FINISHED_SHOWN);
  return { codes: rows.map((row) => toDoorCodeView(row, row.codeSealed && CONFIRMED.has(row.status) ? deps.codes.open(row.codeSealed) : null, now)) };
}
