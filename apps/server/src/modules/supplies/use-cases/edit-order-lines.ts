import { suppliesErrors } from '../supplies.errors';
import type { SuppliesDeps } from '../supplies.deps';
import { findItem, listOrderLines, lockOrder, replaceOrderLines, updateOrder } from '../supplies.repo';
import { orderTotal } from '../domain/reorder';

/** A waiting order's quantities, as a host changed them (0 drops a line; an item not yet on it is added at its price). */
export async function editOrderLines(deps: Pick<SuppliesDeps, 'db' | 'clock'>, workspaceId: string, orderId: string, lines: Array<{ itemId: string; quantity: number }>): Promise<void> {
  await deps.db.transaction(async (tx) => {
    const order = await lockOrder(tx, workspaceId, orderId);
    if (!order) throw suppliesErrors.orderNotFound();
    if (order.status !== 'waiting') throw suppliesErrors.notWaiting();
    const current = await listOrderLines(tx, [orderId]);
    const next = [];
    for (const { itemId, quantity } of lines) {
      if (quantity <= 0) continue;
      const existing = current.find((line) => line.itemId === itemId);
      if (existing) {
        next.push({ itemId, name: existing.name, unit: existing.unit, vendorProduct: existing.vendorProduct, quantity, unitPriceCents: existing.unitPriceCents });
        continue;
      }
      const item = await findItem(tx, workspaceId, itemId);
      if (!item || item.propertyId !== order.propertyId) throw suppliesErrors.itemNotFound();
      next.push({ itemId, name: item.name, unit: item.unit, vendorProduct: item.vendorProduct, quantity, unitPriceCents: item.unitPriceCents });
    }
    await replaceOrderLines(tx, orderId, next);
    await updateOrder(tx, orderId, { totalCents: orderTotal(next), updatedAt: deps.clock.now() });
  });
}
