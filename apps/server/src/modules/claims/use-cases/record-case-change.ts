import type { Tx } from '../../../platform/db/database';
import type { ClaimsDeps } from '../claims.deps';
import { addTimeline, touchCase } from '../claims.repo';

/**
 * Every change to a case, in its transaction: its revision goes up (a packet built before is now
 * stale), a line goes on its timeline, and open screens refresh (`claims.changed`). Returns the revision.
 */
export async function recordCaseChange(deps: Pick<ClaimsDeps, 'clock' | 'realtime'>, tx: Tx, workspaceId: string, caseId: string, entry: { kind: string; actor: string; text: string; at?: Date }): Promise<number> {
  const now = deps.clock.now();
  const revision = await touchCase(tx, workspaceId, caseId, now);
  await addTimeline(tx, { workspaceId, caseId, at: entry.at ?? now, kind: entry.kind, actor: entry.actor, text: entry.text });
  await deps.realtime.publish(tx, workspaceId, { type: 'claims.changed', data: { caseId } });
  return revision;
}
