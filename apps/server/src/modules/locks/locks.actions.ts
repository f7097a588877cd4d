import { z } from 'zod';
import { defineAction } from '../automation';
import type { LocksDeps } from './locks.deps';
import { findDoorCodeRow } from './locks.repo';
import { programDoorCode } from './use-cases/program-door-code';
import { leaveCodeToHost, sendBackupCode } from './use-cases/send-backup-code';

const DoorCodePayload = z.object({ doorCodeId: z.string() });

/**
 * `locks.issue-code`: a stay's code goes to its lock at T−24 h. The policy decides whether
 * Cohost does it alone (the AI settings' "Auto-generate door codes" and "Send codes 24 hours
 * before check-in", the autonomy mode) or the host approves it first.
 */
export function issueCodeHandler(deps: LocksDeps) {
  return defineAction({
    kind: 'locks.issue-code',
    payloadSchema: DoorCodePayload,
    editable: [],
    describe: () => [{ label: 'What', value: 'The code is set on the lock; the guest gets it once the lock confirms it.' }],
    isStale: async ({ workspaceId, payload }) => {
      const code = await findDoorCodeRow(deps.db, workspaceId, payload.doorCodeId);
      return !code || code.status !== 'planned';
    },
    execute: async ({ workspaceId, payload }) => ({ result: await programDoorCode(deps, workspaceId, payload.doorCodeId) }),
  });
}

/**
 * `locks.send-backup-code`: the lock would not take a code after every retry. Always the host's
 * answer (a system malfunction reaches a person in every mode): 'Send backup code' gives the
 * guest one the lock already holds; "I'll handle it" leaves the way in to the host.
 */
export function sendBackupCodeHandler(deps: LocksDeps) {
  return defineAction({
    kind: 'locks.send-backup-code',
    payloadSchema: DoorCodePayload,
    editable: [],
    choices: { approve: 'Send backup code', deny: "I'll handle it" },
    describe: () => [
      { label: 'Send backup code', value: 'The guest gets a backup code the lock already holds, on their page and in their check-in message.' },
      { label: "I'll handle it", value: 'Cohost gives the guest no code; you give them another way in.' },
    ],
    isStale: async ({ workspaceId, payload }) => {
      const code = await findDoorCodeRow(deps.db, workspaceId, payload.doorCodeId);
      return !code || code.status !== 'failed';
    },
    execute: async ({ workspaceId, payload }) => ({ result: await sendBackupCode(deps, workspaceId, payload.doorCodeId) }),
    closed: async ({ tx, workspaceId, payload, outcome }) => {
      if (outcome === 'denied') await leaveCodeToHost(deps, tx, workspaceId, payload.doorCodeId);
    },
  });
}
