import type { DoorCodeView } from '@cohost/shared';
import type { Actor } from '../../accounts';
import { hostChoices, toDoorCodeView } from '../domain/door-code-view';
import type { LocksDeps } from '../locks.deps';
import { locksErrors } from '../locks.errors';
import { findDoorCodeRow } from '../locks.repo';
import { findHostCode } from './find-host-code';
import { programDoorCodeNow } from './program-door-code';

/**
 * 'Try again' on a code no lock would take (the host checked the lock, changed its batteries…):
 * the same digits go to the lock now, with a fresh round of retries, recorded with their name.
 */
export async function retryDoorCode(deps: LocksDeps, actor: Actor, doorCodeId: string): Promise<DoorCodeView> {
  const { code, lock, by } = await findHostCode(deps, actor, doorCodeId);
  if (!hostChoices(code, deps.clock.now()).canRetry) throw locksErrors.codeCannotChange(undefined, `A ${code.status} code is not waiting to be tried again.`);
  const sent = await programDoorCodeNow(deps, code, lock, { kind: 'code-retried', summary: `Door code for ${code.holderName} sent to ${lock.name} again by ${by.name}`, by });
  if (sent === null) throw locksErrors.codeCannotChange(undefined, 'The code changed meanwhile: look again.');
  const now = await findDoorCodeRow(deps.db, actor.workspaceId, code.id);
  return toDoorCodeView(now!, null, deps.clock.now());
}
