import type { LocksDeps } from '../locks.deps';
import { CONFIRMED } from '../domain/code-life';
import { listStayCodes } from '../locks.repo';

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
): Promise<{ code: string; lockConfirmed: boolean; startsAt: Date; endsAt: Date } | null> {
  const codes = await listStayCodes(deps.db, workspaceId, reservationId);
  const confirmed = codes.find((code) => CONFIRMED.has(code.status) && code.codeSealed);
  if (confirmed) return { code: deps.codes.open(confirmed.codeSealed!), lockConfirmed: true, startsAt: confirmed.startsAt, endsAt: confirmed.endsAt };
  const coming = codes.find((code) => code.status !== 'removing');
  return coming ? { code: '', lockConfirmed: false, startsAt: coming.startsAt, endsAt: coming.endsAt } : null;
}
