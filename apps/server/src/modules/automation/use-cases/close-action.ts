
import type { Tx } from '../../../platform/db/database';
import type { AutomationDeps } from '../automation.deps';
import type { ApprovalRow } from '../automation.repo';

/** Lets the action's owner tidy up, in the transaction that closes it. */
export async function closeAction(deps: AutomationDeps, tx: Tx, row: ApprovalRow, outcome: 'denied' | 'expired'): Promise<void> {
  const handler = deps.actions.get(row.kind);
  await handler?.closed?.({ tx, outcome, workspaceId: row.workspaceId, propertyId: row.propertyId, reservationId: row.reservationId, payload: row.payload });
}
