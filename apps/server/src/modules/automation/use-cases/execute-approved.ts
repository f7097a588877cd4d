
import { AppError } from '../../../platform/errors/app-error';
import type { AutomationDeps } from '../automation.deps';
import { updateApproval, type ApprovalRow } from '../automation.repo';
import { recordActivity } from './record-activity';

/** Runs an approved action once (the key is the approval's), and records what happened. */
export async function executeApproved(deps: AutomationDeps, row: ApprovalRow): Promise<ApprovalRow> {
  const handler = deps.actions.get(row.kind);
  let result: string;
  let failed = false;
  if (!handler) {
    failed = true;
    result = 'Cohost cannot carry out this kind of action on this installation.';
  } else {
    try {
      const payload = handler.payloadSchema.parse(row.payload);
      result = (await handler.execute({ workspaceId: row.workspaceId, propertyId: row.propertyId, reservationId: row.reservationId, payload, idempotencyKey: `approval:${row.id}`, decidedBy: row.decidedBy ? { type: 'person', userId: row.decidedBy } : { type: 'cohost' } })).result;
    } catch (error) {
      failed = true;
      result = error instanceof AppError || error instanceof Error ? error.message : 'It failed.';
      deps.log.warn({ err: error, approvalId: row.id }, 'An approved action failed');
    }
  }
  return deps.db.transaction(async (tx) => {
    const now = deps.clock.now();
    const updated = await updateApproval(tx, row.id, { status: failed ? 'failed' : 'executed', result, executedAt: now, updatedAt: now });
    await recordActivity(deps, tx, {
      workspaceId: row.workspaceId,
      propertyId: row.propertyId,
      reservationId: row.reservationId,
      approvalId: row.id,
      actor: { type: 'cohost', name: 'Cohost' },
      kind: row.kind,
      summary: row.title,
      reason: `Approved by ${row.decidedByName ?? 'a host'}.`,
      decision: 'approval',
      result: failed ? 'failed' : 'done',
      detail: { outcome: result },
      financial: handler?.financial ?? false,
    });
    await deps.realtime.publish(tx, row.workspaceId, { type: 'approvals.changed', data: { id: row.id } });
    return updated;
  });
}
