import type { Tx } from '../../../platform/db/database';
import type { LocksDeps } from '../locks.deps';
import { findDoorCodeRow, findLock, type DoorCodeRow, type LockRow } from '../locks.repo';
import { moveDoorCode } from './move-door-code';

/**
 * 'Send backup code' (the `locks.send-backup-code` action, answered by the host): a backup code
 * the lock already holds is pulled for the guest, who then sees it where they would have seen
 * theirs (guest page, check-in message). A lock with none left strands the code, and the answer
 * (a failure, to the host who just asked) says what is left to do.
 */
export async function sendBackupCode(deps: LocksDeps, workspaceId: string, doorCodeId: string): Promise<string> {
  const code = await findDoorCodeRow(deps.db, workspaceId, doorCodeId);
  const lock = code ? await findLock(deps.db, workspaceId, code.lockId) : null;
  if (!code || !lock) throw new Error('The door code or its lock no longer exists.');
  if (code.status !== 'failed') return `Nothing to do: the code is ${code.status}.`;
  const connection = await deps.connect(workspaceId, lock.provider);
  const backup = code.providerCodeId ? await connection.pullBackupAccessCode(code.providerCodeId) : null;
  if (backup?.code) {
    const moved = await moveDoorCode(
      deps,
      code,
      lock,
      'backup-pulled',
      {
        isBackup: true,
        providerCodeId: backup.accessCodeId,
        codeSealed: deps.codes.seal(backup.code),
        codeFingerprint: deps.codes.fingerprint(`${lock.id}:${backup.code}`),
        confirmedAt: deps.clock.now(),
        lastProblem: null,
      },
      { kind: 'backup-issued', summary: `Backup code issued for ${code.holderName} on ${lock.name}: the lock would not take the planned code`, reason: code.lastProblem?.message ?? null },
    );
    if (!moved) return 'Someone else answered first.';
    return `${code.holderName} gets a backup code ${lock.name} already holds: their page shows it once it works.`;
  }
  await moveDoorCode(deps, code, lock, 'no-backup', {}, {
    kind: 'code-stranded',
    summary: `No backup code left on ${lock.name} for ${code.holderName}: the host handles the way in`,
    reason: code.lastProblem?.message ?? null,
    result: 'failed',
  });
  // The approval shows this as a failure: the guest still has no code.
  throw new Error(`${lock.name} holds no backup code to give. Try the code again from Smart Locks, or give ${code.holderName} another way in.`);
}

/** "I'll handle it": the host gives the guest another way in; Cohost stops asking (in the decision's transaction). */
export async function leaveCodeToHost(deps: Pick<LocksDeps, 'db' | 'clock' | 'ports'>, tx: Tx, workspaceId: string, doorCodeId: string): Promise<void> {
  const code = await findDoorCodeRow(tx, workspaceId, doorCodeId);
  const lock = code ? await findLock(tx, workspaceId, code.lockId) : null;
  if (!code || !lock) return;
  await moveDoorCode(
    deps,
    code,
    lock,
    'host-handles',
    {},
    { kind: 'host-handling', summary: `The host handles the way in for ${code.holderName} at ${lock.name}`, reason: code.lastProblem?.message ?? null },
    tx,
  );
}

/** A guest without a working code and nothing left to try: the workspace's owner hears at once (text message and email). */
export async function alertStranded(deps: LocksDeps, code: DoorCodeRow, lock: LockRow): Promise<void> {
  const queued = await deps.ports.alertHost(code.workspaceId, {
    subject: `Door code not set on ${lock.name}`,
    text: `${lock.name} would not take the door code for ${code.holderName} after ${code.attempts} attempts (${code.lastProblem?.message ?? 'no reason given'}), and it holds no backup code. Check the lock, then try the code again from Smart Locks or give the guest another way in.\n\n${deps.publicUrl}/smart-locks\n`,
    idempotencyKey: `door-code:${code.id}:stranded`,
    template: 'locks.code-stranded',
  });
  if (!queued) throw new Error('The door code alert could not be queued.');
}
