import type { Actor } from '../../accounts';
import type { SuppliesDeps } from '../supplies.deps';
import { suppliesErrors } from '../supplies.errors';
import { findOrder, insertMovement, listOrderLines, listSimulatedVendorIds, listTrackedOrders, lockItem, lockOrder, updateItem, updateOrder } from '../supplies.repo';
import { assertCanManageSupplies } from '../domain/supplies-access';

/**
 * Every minute: orders at the simulated vendor move on under the application's clock
 * (Processing → In Transit → Delivered); a delivered order adds its lines to stock.
 */
export async function advanceOrders(deps: SuppliesDeps): Promise<{ moved: number; delivered: number }> {
  const vendorIds = await listSimulatedVendorIds(deps.db);
  if (!vendorIds.length) return { moved: 0, delivered: 0 };
  const now = deps.clock.now();
  let moved = 0;
  let delivered = 0;
  for (const order of await listTrackedOrders(deps.db, vendorIds)) {
    const tracking = deps.simulatedVendor.track({ placedAt: order.placedAt! }, now);
    if (tracking.status === order.status) continue;
    if (tracking.status === 'delivered') {
      if (await receiveOrder(deps, order.workspaceId, order.id, { userId: null, name: 'Cohost Supply (simulated)' }, tracking.at ?? now)) delivered++;
    } else if (tracking.status === 'in-transit') {
      await updateOrder(deps.db, order.id, { status: 'in-transit', inTransitAt: tracking.at, updatedAt: now });
      await deps.realtime.publish(deps.db, order.workspaceId, { type: 'supplies.changed', data: { orderId: order.id } });
      moved++;
    }
  }
  return { moved, delivered };
}

/** A delivered order: its lines go into stock (one delivery movement each), once. */
export async function receiveOrder(deps: SuppliesDeps, workspaceId: string, orderId: string, by: { userId: string | null; name: string }, at: Date): Promise<boolean> {
  const now = deps.clock.now();
  return deps.db.transaction(async (tx) => {
    const order = await lockOrder(tx, workspaceId, orderId);
    if (!order || !['processing', 'in-transit', 'checkout'].includes(order.status)) return false;
    const lines = await listOrderLines(tx, [order.id]);
    for (const line of lines) {
      const item = await lockItem(tx, workspaceId, line.itemId);
      if (!item) continue;
      await updateItem(tx, item.id, { stock: item.stock + line.quantity, updatedAt: now });
      await insertMovement(tx, {
        workspaceId,
        propertyId: order.propertyId,
        itemId: item.id,
        kind: 'delivery',
        before: item.stock,
        after: item.stock + line.quantity,
        byUserId: by.userId,
        byName: by.name,
        reason: `Order ${order.number} delivered`,
        orderId: order.id,
        occurredAt: now,
      });
    }
    await updateOrder(tx, order.id, { status: 'delivered', deliveredAt: at, updatedAt: now });
    await deps.ports.recordActivity(tx, {
      workspaceId,
      propertyId: order.propertyId,
      actor: by.userId ? { type: 'host', userId: by.userId, name: by.name } : { type: 'system', name: by.name },
      kind: 'supplies.delivered',
      summary: `Supply order ${order.number} delivered: ${lines.map((line) => `${line.quantity} ${line.name.toLowerCase()}`).join(', ')} added to stock`,
      reason: by.userId ? 'Marked delivered by a host.' : 'The vendor reported it delivered.',
      result: 'done',
      detail: { orderId: order.id },
      financial: true,
    });
    await deps.realtime.publish(tx, workspaceId, { type: 'supplies.changed', data: { orderId } });
    return true;
  });
}

/** Vendors that do not report (Amazon cart, email): the host marks the order placed (after checkout) or delivered. */
export async function markOrder(deps: SuppliesDeps, actor: Actor, orderId: string, mark: 'placed' | 'delivered'): Promise<void> {
  assertCanManageSupplies(actor);
  const order = await findOrder(deps.db, actor.workspaceId, orderId);
  if (!order) throw suppliesErrors.orderNotFound();
  const name = (await deps.ports.findUserName(actor.userId)) ?? 'A host';
  if (mark === 'placed') {
    if (order.status !== 'checkout') throw suppliesErrors.cannotMark();
    await updateOrder(deps.db, order.id, { status: 'processing', updatedAt: deps.clock.now() });
    await deps.realtime.publish(deps.db, actor.workspaceId, { type: 'supplies.changed', data: { orderId } });
    return;
  }
  if (!(await receiveOrder(deps, actor.workspaceId, orderId, { userId: actor.userId, name }, deps.clock.now()))) throw suppliesErrors.cannotMark();
}
