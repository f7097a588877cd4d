import type { LockSettingsInput } from '@cohost/shared';
import type { Actor } from '../../accounts';
import { isUuid } from '../../../platform/runtime/is-uuid';
import { assertCanManageLocks } from '../domain/lock-access';
import type { LocksDeps } from '../locks.deps';
import { locksErrors } from '../locks.errors';
import { findLock, listLockCodesInUse, updateLock } from '../locks.repo';
import { planStayCodes } from './plan-stay-codes';

/**
 * A lock's own settings: its code length (or the AI settings'), and the minutes its codes start
 * before check-in and end after checkout. Codes already issued keep their digits; their windows
 * follow the new buffers.
 */
export async function updateLockSettings(deps: LocksDeps, actor: Actor, lockId: string, input: LockSettingsInput): Promise<void> {
  assertCanManageLocks(actor);
  const lock = isUuid(lockId) ? await findLock(deps.db, actor.workspaceId, lockId) : null;
  if (!lock) throw locksErrors.lockNotFound();
  await updateLock(deps.db, lock.id, { codeLength: input.codeLength, bufferBeforeMinutes: input.bufferBeforeMinutes, bufferAfterMinutes: input.bufferAfterMinutes, updatedAt: deps.clock.now() });
  const stays = new Set((await listLockCodesInUse(deps.db, lock.id)).flatMap((code) => (code.reservationId ? [code.reservationId] : [])));
  for (const reservationId of stays) await planStayCodes(deps, actor.workspaceId, reservationId);
}
