import type { Tx } from '../../../platform/db/database';
import type { ClaimsDeps } from '../claims.deps';
import { addTimeline, updateCase } from '../claims.repo';

/**
 * Every change to a case, in its transaction: the case is touched (a packet built before is now
 * stale), a line goes on its timeline, and open screens refresh (`claims.changed`).
 */
export async function recordCaseChange(deps: Pick<ClaimsDeps, 'clock' | 'realtime'>, tx: Tx, workspaceId: string, caseId: string, entry: { kind: string; actor: string; text: string; at?: Date }): Promise<void> {
  const now = deps.clock.now();
  await updateCase(tx, workspaceId, caseId, { updatedAt: now });
  await addTimeline(tx, { workspaceId, caseId, at: entry.at ?? now, kind: entry.kind, actor: entry.actor, text: entry.text });
  await deps.realtime.publish(tx, workspaceId, { type: 'claims.changed', data: { caseId } });
}
