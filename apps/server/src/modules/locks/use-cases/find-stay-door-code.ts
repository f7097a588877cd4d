import type { LocksDeps } from '../locks.deps';
import { CONFIRMED } from '../domain/code-life';
import { listStayCodes, listTaskCodes, type DoorCodeRow } from '../locks.repo';

/**
 * A stay's door code for the guest page and messages: the digits only once the lock confirmed
 * them (set, or a backup the lock holds), with its window; `lockConfirmed` false while one is on
 * its way (planned or being programmed), so the page can say when it will come. Null when the
 * stay's property has no lock.
 */
export async function findStayDoorCode(
  deps: Pick<LocksDeps, 'db' | 'codes'>,
  workspaceId: string,
  reservationId: string,
): Promise<HeldCode | null> {
  return toHeldCode(deps, await listStayCodes(deps.db, workspaceId, reservationId));
}

/**
 * A task's code for its holder (a cleaner's portal): the digits once the lock confirmed them,
 * with its window; `lockConfirmed` false while it is on its way. Null when the property has no lock.
 */
export async function findTaskDoorCode(deps: Pick<LocksDeps, 'db' | 'codes'>, workspaceId: string, taskId: string): Promise<HeldCode | null> {
  return toHeldCode(deps, await listTaskCodes(deps.db, workspaceId, taskId));
}

type HeldCode = { code: string; lockConfirmed: boolean; startsAt: Date; endsAt: Date };

function toHeldCode(deps: Pick<LocksDeps, 'codes'>, codes: DoorCodeRow[]): HeldCode | null {
  const confirmed = codes.find((code) => CONFIRMED.has(code.status) && code.codeSealed);
  if (confirmed) return { code: deps.codes.open(confirmed.codeSealed!), lockConfirmed: true, startsAt: confirmed.startsAt, endsAt: confirmed.endsAt };
  const coming = codes.find((code) => code.status !== 'removing');
  return coming ? { code: '', lockConfirmed: false, startsAt: coming.startsAt, endsAt: coming.endsAt } : null;
}
