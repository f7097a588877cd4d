import type { Actor } from '../../accounts';
import type { SuppliesDeps } from '../supplies.deps';
import { suppliesErrors } from '../supplies.errors';
import { findOrder, listOrderLines, updateOrder } from '../supplies.repo';
import { assertCanManageSupplies } from '../domain/supplies-access';
import { editOrderLines } from './edit-order-lines';
import { quantitiesText } from './propose-order';

async function waitingApproval(deps: SuppliesDeps, actor: Actor, orderId: string) {
  assertCanManageSupplies(actor);
  const order = await findOrder(deps.db, actor.workspaceId, orderId);
  if (!order) throw suppliesErrors.orderNotFound();
  if (order.status !== 'waiting' || !order.approvalId) throw suppliesErrors.notWaiting();
  const [state] = await deps.ports.approvalStates(actor.workspaceId, [order.approvalId]);
  if (!state || state.status !== 'pending') throw suppliesErrors.notWaiting();
  return { order, state };
}

/** Approve a waiting order from /supplies (with changed quantities, if any): the same approval /approvals shows. */
export async function approveOrder(deps: SuppliesDeps, actor: Actor, orderId: string, input: { lines?: Array<{ itemId: string; quantity: number }> | undefined }): Promise<void> {
  const { order, state } = await waitingApproval(deps, actor, orderId);
  let edits: Record<string, unknown> | undefined;
  if (input.lines) {
    await editOrderLines(deps, actor.workspaceId, order.id, input.lines);
    edits = { quantities: quantitiesText(await listOrderLines(deps.db, [order.id])) };
  }
  await deps.ports.approveAction(actor, state.id, { version: state.version, ...(edits ? { edits } : {}) });
}

/** Deny a waiting order with a reason (kept on the order and in the activity log). */
export async function denyOrder(deps: SuppliesDeps, actor: Actor, orderId: string, reason: string): Promise<void> {
  const { order, state } = await waitingApproval(deps, actor, orderId);
  await updateOrder(deps.db, order.id, { reason: `Denied: ${reason}`, updatedAt: deps.clock.now() });
  await deps.ports.denyAction(actor, state.id, { version: state.version, reason });
}
