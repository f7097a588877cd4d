import { z } from 'zod';
import { defineAction } from '../automation';
import type { LocksDeps } from './locks.deps';
import { findDoorCodeRow } from './locks.repo';
import { programDoorCode } from './use-cases/program-door-code';

const IssueCodePayload = z.object({ doorCodeId: z.string() });

/**
 * `locks.issue-code`: a stay's code goes to its lock at T−24 h. The policy decides whether
 * Cohost does it alone (the AI settings' "Auto-generate door codes" and "Send codes 24 hours
 * before check-in", the autonomy mode) or the host approves it first.
 */
export function issueCodeHandler(deps: LocksDeps) {
  return defineAction({
    kind: 'locks.issue-code',
    payloadSchema: IssueCodePayload,
    editable: [],
    describe: () => [{ label: 'What', value: 'The code is set on the lock; the guest gets it once the lock confirms it.' }],
    isStale: async ({ workspaceId, payload }) => {
      const code = await findDoorCodeRow(deps.db, workspaceId, payload.doorCodeId);
      return !code || code.status !== 'planned';
    },
    execute: async ({ workspaceId, payload }) => ({ result: await programDoorCode(deps, workspaceId, payload.doorCodeId) }),
  });
}
