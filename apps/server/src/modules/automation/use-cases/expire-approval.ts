import type { Tx } from '../../../platform/db/database';
import type { AutomationDeps } from '../automation.deps';
import { lockApproval, updateApproval, type ApprovalRow } from '../automation.repo';
import { closeAction } from './close-action';
import { recordActivity } from './record-activity';

/**
 * Marks a pending action out of date (past its time, or the world moved on: a host answered the
 * guest by hand); false if it was decided meanwhile. In the caller's transaction when given one,
 * so the change that made it out of date and its resolution commit together.
 */
export async function expireApproval(deps: AutomationDeps, row: Pick<ApprovalRow, 'workspaceId' | 'id'>, why: string, tx?: Tx): Promise<boolean> {
  if (!tx) return deps.db.transaction((own) => expireApproval(deps, row, why, own));
  const locked = await lockApproval(tx, row.workspaceId, row.id);
  if (!locked || locked.status !== 'pending') return false;
  await updateApproval(tx, locked.id, { status: 'expired', result: why, decidedAt: deps.clock.now(), updatedAt: deps.clock.now() });
  await closeAction(deps, tx, locked, 'expired');
  await recordActivity(deps, tx, {
    workspaceId: locked.workspaceId,
    propertyId: locked.propertyId,
    reservationId: locked.reservationId,
    approvalId: locked.id,
    actor: { type: 'system', name: 'Cohost' },
    kind: locked.kind,
    summary: locked.title,
    reason: why,
    result: 'expired',
  });
  await deps.realtime.publish(tx, locked.workspaceId, { type: 'approvals.changed', data: { id: locked.id } });
  return true;
}
