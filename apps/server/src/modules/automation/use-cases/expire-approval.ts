import type { AutomationDeps } from '../automation.deps';
import { lockApproval, updateApproval, type ApprovalRow } from '../automation.repo';
import { closeAction } from './close-action';
import { recordActivity } from './record-activity';

/** Marks a pending action out of date (past its time, or the world moved on); false if it was decided meanwhile. */
export async function expireApproval(deps: AutomationDeps, row: ApprovalRow, why: string): Promise<boolean> {
  return deps.db.transaction(async (tx) => {
    const locked = await lockApproval(tx, row.workspaceId, row.id);
    if (!locked || locked.status !== 'pending') return false;
    await updateApproval(tx, row.id, { status: 'expired', result: why, decidedAt: deps.clock.now(), updatedAt: deps.clock.now() });
    await closeAction(deps, tx, locked, 'expired');
    await recordActivity(deps, tx, {
      workspaceId: row.workspaceId,
      propertyId: row.propertyId,
      reservationId: row.reservationId,
      approvalId: row.id,
      actor: { type: 'system', name: 'Cohost' },
      kind: row.kind,
      summary: row.title,
      reason: why,
      result: 'expired',
    });
    await deps.realtime.publish(tx, row.workspaceId, { type: 'approvals.changed', data: { id: row.id } });
    return true;
  });
}
