import type { LocksDeps } from '../locks.deps';
import { findDoorCodeRow, findLock, type DoorCodeRow, type LockRow } from '../locks.repo';
import { nextAttemptAt } from '../domain/code-life';
import { LockProviderError } from '../providers/lock-provider';
import { moveDoorCode, type CodeMoveRecord } from './move-door-code';

/**
 * Sends a code to its lock (the `locks.issue-code` action once the policy allows it, and each
 * retry): claims it (planned or retrying → programming) so no other worker sends it too, then
 * asks the provider with a key that is the same for this attempt on every retry of the call.
 * The lock confirms later (`advanceDoorCodes` reads its answer). A refusal the provider says may
 * pass (offline, rate limit) waits for the next attempt; one it says will not is a failure.
 */
export async function programDoorCode(deps: LocksDeps, workspaceId: string, doorCodeId: string): Promise<string> {
  const code = await findDoorCodeRow(deps.db, workspaceId, doorCodeId);
  if (!code) return 'The door code no longer exists.';
  const lock = await findLock(deps.db, workspaceId, code.lockId);
  if (!lock) return 'The lock was removed.';
  const event = code.status === 'retrying' ? 'retry-due' : 'send';
  const claimed = await moveDoorCode(deps, code, lock, event, {}, null);
  if (!claimed) return code.status === 'programming' ? 'Already being sent to the lock.' : `Nothing to send: the code is ${code.status}.`;
  return sendClaimedCode(deps, claimed, lock);
}

/**
 * A host sends a code again from the screen ('Try again' on a code no lock would take, or a code
 * they just made): a fresh round of attempts, recorded with their name.
 */
export async function programDoorCodeNow(deps: LocksDeps, code: DoorCodeRow, lock: LockRow, record: CodeMoveRecord): Promise<string | null> {
  const claimed = await moveDoorCode(deps, code, lock, 'send', { attempts: 0, retryAt: null, alertedAt: null, lastProblem: null }, record);
  return claimed ? sendClaimedCode(deps, claimed, lock) : null;
}

/** The provider is asked to set a code this worker has claimed (programming). */
async function sendClaimedCode(deps: LocksDeps, claimed: DoorCodeRow, lock: LockRow): Promise<string> {
  const connection = await deps.connect(claimed.workspaceId, lock.provider);
  try {
    // A failed earlier attempt is taken off the lock first, so its digits are free again.
    if (claimed.providerCodeId) await connection.deleteAccessCode(claimed.providerCodeId).catch(() => undefined);
    const sent = await connection.createAccessCode({
      deviceId: lock.deviceId,
      name: `Cohost · ${claimed.holderName}`.slice(0, 60),
      code: claimed.codeSealed ? deps.codes.open(claimed.codeSealed) : null,
      startsAt: claimed.startsAt,
      endsAt: claimed.endsAt,
      // The claim's version: the same for this attempt, new for every later one (a host's 'Try again' too).
      idempotencyKey: `${claimed.id}:${claimed.version}`,
      useBackupPool: lock.capabilities.supportsBackupCodes,
    });
    await moveDoorCode(deps, claimed, lock, 'sent', { providerCodeId: sent.accessCodeId, windowOnLock: true }, {
      kind: 'code-sent',
      summary: `Door code for ${claimed.holderName} sent to ${lock.name}: waiting for the lock to confirm it`,
      // The action's own line on the activity log says it was set going.
      activity: false,
    });
    return `Sent to ${lock.name}; the lock confirms it within minutes.`;
  } catch (error) {
    if (!(error instanceof LockProviderError)) throw error;
    await recordFailedAttempt(deps, claimed, lock, { code: error.code, message: error.message });
    return `The lock refused it: ${error.message}`;
  }
}

/** One more failed attempt: the next one is scheduled, or the retries are spent (a backup, then a person). */
export async function recordFailedAttempt(
  deps: LocksDeps,
  code: DoorCodeRow,
  lock: { id: string; name: string; propertyId: string | null },
  problem: { code: string; message: string },
): Promise<DoorCodeRow | null> {
  const attempts = code.attempts + 1;
  const retryAt = nextAttemptAt(attempts, deps.clock.now());
  const record = {
    kind: 'code-failed',
    summary: retryAt ? `Door code for ${code.holderName} not set on ${lock.name} (attempt ${attempts}): trying again` : `Door code for ${code.holderName} could not be set on ${lock.name} after ${attempts} attempts`,
    reason: problem.message,
    result: 'failed' as const,
  };
  return retryAt
    ? moveDoorCode(deps, code, lock, 'failed', { attempts, retryAt, lastProblem: problem }, record)
    : moveDoorCode(deps, code, lock, 'retries-exhausted', { attempts, retryAt: null, lastProblem: problem }, record);
}
