import type { DoorCodeView, ReplaceDoorCodeInput } from '@cohost/shared';
import type { Actor } from '../../accounts';
import { hostChoices, toDoorCodeView } from '../domain/door-code-view';
import type { DoorCodeLength } from '../domain/door-code';
import type { LocksDeps } from '../locks.deps';
import { locksErrors } from '../locks.errors';
import { findDoorCodeRow } from '../locks.repo';
import { doorCodeReplaced } from '../locks.events';
import { findHostCode } from './find-host-code';
import { moveDoorCode } from './move-door-code';
import { planDoorCode } from './plan-door-code';
import { programDoorCode } from './program-door-code';

/**
 * A host forces a new code (a leak, a collision, a guest who shared it), with a reason: the old
 * one comes off the lock and a new one, never the same digits, takes its place and window in the
 * same transaction; a code that had already gone to the lock is replaced on it at once (the host
 * asked: no approval). Never silent: both lines are on the lock's log and the activity log with
 * the host's name, and the stay's guest is told when they may have had the old one (messaging,
 * on `locks.door-code-replaced`).
 */
export async function replaceDoorCode(deps: LocksDeps, actor: Actor, doorCodeId: string, input: ReplaceDoorCodeInput): Promise<DoorCodeView> {
  const { code, lock, by } = await findHostCode(deps, actor, doorCodeId);
  const now = deps.clock.now();
  if (!hostChoices(code, now).canReplace) throw locksErrors.codeCannotChange(undefined, `A ${code.status} code cannot be replaced.`);
  const oldDigits = code.codeSealed ? deps.codes.open(code.codeSealed) : null;
  const settings = await deps.ports.settingsFor(actor.workspaceId, lock.propertyId);
  const length = (lock.codeLength ?? settings.locks.codeLength) as DoorCodeLength;
  const wentToLock = code.status !== 'planned';

  const fresh = await deps.db.transaction(async (tx) => {
    const old = await moveDoorCode(
      deps,
      code,
      lock,
      'cancel',
      {},
      { kind: 'code-replaced', summary: `Door code for ${code.holderName} on ${lock.name} replaced by ${by.name}`, reason: input.reason, by },
      tx,
    );
    if (!old) throw locksErrors.codeCannotChange(undefined, 'The code changed meanwhile: look again.');
    const planned = await planDoorCode(
      deps,
      lock,
      {
        purpose: code.purpose,
        reservationId: code.reservationId,
        taskId: code.taskId,
        holderName: code.holderName,
        schedule: { startsAt: code.startsAt, endsAt: code.endsAt, sendAt: wentToLock ? now : code.sendAt, checkAt: code.checkAt },
        length,
        avoid: oldDigits ? [oldDigits] : [],
        replaces: { id: code.id, reason: input.reason },
      },
      tx,
    );
    await deps.events.publish(tx, doorCodeReplaced({ workspaceId: actor.workspaceId, lockId: lock.id, doorCodeId: planned.id, replacedId: code.id, reservationId: code.reservationId }));
    return planned;
  });
  if (!wentToLock) return toDoorCodeView(fresh, null, now);
  await programDoorCode(deps, actor.workspaceId, fresh.id);
  return toDoorCodeView((await findDoorCodeRow(deps.db, actor.workspaceId, fresh.id)) ?? fresh, null, deps.clock.now());
}
