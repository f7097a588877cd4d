import { randomUUID } from 'node:crypto';
import type { AddMaintenanceCodeInput, DoorCodeView } from '@cohost/shared';
import type { Actor } from '../../accounts';
import { isUuid } from '../../../platform/runtime/is-uuid';
import { HEALTH_CHECK_BEFORE_CHECK_IN_MS } from '../domain/code-life';
import type { DoorCodeLength } from '../domain/door-code';
import { toDoorCodeView } from '../domain/door-code-view';
import { assertCanManageLocks } from '../domain/lock-access';
import type { LocksDeps } from '../locks.deps';
import { locksErrors } from '../locks.errors';
import { findDoorCodeRow, findLock, insertLockEvent } from '../locks.repo';
import { planDoorCode } from './plan-door-code';
import { programDoorCode } from './program-door-code';

/**
 * A host gives someone who is not a guest (a plumber, an inspector) a code on one lock for a
 * window: planned like any code (unique on the lock, within what it takes) and sent to the lock
 * at once, since the host asked for it now; the lock keeps it shut outside its window. Its digits
 * show on the lock's code list once the lock confirms them.
 */
export async function addMaintenanceCode(deps: LocksDeps, actor: Actor, lockId: string, input: AddMaintenanceCodeInput): Promise<DoorCodeView> {
  assertCanManageLocks(actor);
  const lock = isUuid(lockId) ? await findLock(deps.db, actor.workspaceId, lockId) : null;
  if (!lock) throw locksErrors.lockNotFound();
  const now = deps.clock.now();
  const startsAt = new Date(input.startsAt);
  const endsAt = new Date(input.endsAt);
  if (endsAt <= now) throw locksErrors.codeCannotChange(undefined, 'That window is already over.');
  const settings = await deps.ports.settingsFor(actor.workspaceId, lock.propertyId);
  const name = (await deps.ports.findUserName(actor.userId)) ?? 'A host';
  const code = await deps.db.transaction(async (tx) => {
    const planned = await planDoorCode(
      deps,
      lock,
      {
        purpose: 'maintenance',
        taskId: `host:${randomUUID()}`,
        holderName: input.holderName,
        schedule: { startsAt, endsAt, sendAt: now, checkAt: new Date(startsAt.getTime() - HEALTH_CHECK_BEFORE_CHECK_IN_MS) },
        length: (lock.codeLength ?? settings.locks.codeLength) as DoorCodeLength,
        avoid: [],
      },
      tx,
    );
    await insertLockEvent(tx, { workspaceId: actor.workspaceId, lockId: lock.id, doorCodeId: planned.id, kind: 'code-added', userId: actor.userId, detail: '', at: now });
    await deps.ports.recordActivity(tx, {
      workspaceId: actor.workspaceId,
      actor: { type: 'host', userId: actor.userId, name },
      kind: 'locks.code-added',
      summary: `Code for ${input.holderName} added on ${lock.name} by ${name}`,
      reason: null,
      result: 'done',
      propertyId: lock.propertyId,
      detail: { doorCodeId: planned.id, lockId: lock.id },
    });
    return planned;
  });
  await programDoorCode(deps, actor.workspaceId, code.id);
  return toDoorCodeView((await findDoorCodeRow(deps.db, actor.workspaceId, code.id))!, null, deps.clock.now());
}
