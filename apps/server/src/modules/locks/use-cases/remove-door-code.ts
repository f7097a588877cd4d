import type { Actor } from '../../accounts';
import { hostChoices } from '../domain/door-code-view';
import type { LocksDeps } from '../locks.deps';
import { locksErrors } from '../locks.errors';
import { findHostCode } from './find-host-code';
import { moveDoorCode } from './move-door-code';

/**
 * A host takes a code off its lock: a maintenance or cleaning code no longer needed, or a guest's
 * once their stay is over (with "Auto-expire codes after checkout" off, only they do). A code not
 * yet on the lock is cancelled; one on it is removed, and the removal confirmed by the next pass.
 */
export async function removeDoorCode(deps: LocksDeps, actor: Actor, doorCodeId: string): Promise<void> {
  const { code, lock, by } = await findHostCode(deps, actor, doorCodeId);
  if (!hostChoices(code, deps.clock.now()).canRemove) {
    throw locksErrors.codeCannotChange(undefined, code.purpose === 'stay' ? "A guest's code follows the stay until it ends: cancel the stay, or force a new code." : `A ${code.status} code cannot be removed.`);
  }
  const moved = await moveDoorCode(deps, code, lock, 'cancel', {}, { kind: 'code-removed-by-host', summary: `Code for ${code.holderName} taken off ${lock.name} by ${by.name}`, by });
  if (!moved) throw locksErrors.codeCannotChange(undefined, 'The code changed meanwhile: look again.');
}
