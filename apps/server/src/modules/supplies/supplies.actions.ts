import { z } from 'zod';
import { defineAction } from '../automation';
import type { SuppliesDeps } from './supplies.deps';
import { findOrder, listOrderLines, updateOrder } from './supplies.repo';
import { editOrderLines } from './use-cases/edit-order-lines';
import { placeOrder } from './use-cases/place-order';
import { parseQuantities } from './use-cases/propose-order';

const OrderPayload = z.object({ orderId: z.string(), quantities: z.string().max(5000) });

/**
 * `supplies.order`: a supply order Cohost prepared. The policy decides whether it is placed at
 * once or waits (Beginner: always; over $200: always a person); a host may change the quantities
 * before approving. Placing applies the hard limits in one transaction (place-order.ts).
 */
export function placeOrderHandler(deps: SuppliesDeps) {
  return defineAction({
    kind: 'supplies.order',
    payloadSchema: OrderPayload,
    editable: [{ field: 'quantities', label: 'Quantities (one "12 × Item" a line; 0 drops it)', multiline: true }],
    financial: true,
    describe: (payload) => [
      { label: 'Order', value: payload.quantities },
      { label: 'Then', value: 'Placed with the vendor within the monthly limit; stock goes up when it is delivered.' },
    ],
    isStale: async ({ workspaceId, payload }) => {
      const order = await findOrder(deps.db, workspaceId, payload.orderId);
      return !order || order.status !== 'waiting';
    },
    execute: async ({ workspaceId, payload, decidedBy, idempotencyKey }) => {
      const lines = await listOrderLines(deps.db, [payload.orderId]);
      const quantities = parseQuantities(payload.quantities, lines.map((line) => line.name));
      if (lines.some((line) => (quantities.get(line.name) ?? 0) !== line.quantity)) {
        await editOrderLines(deps, workspaceId, payload.orderId, lines.map((line) => ({ itemId: line.itemId, quantity: quantities.get(line.name) ?? 0 })));
      }
      const by = decidedBy.type === 'person' ? { type: 'person' as const, userId: decidedBy.userId, name: (await deps.ports.findUserName(decidedBy.userId)) ?? 'A host' } : { type: 'cohost' as const };
      const result = await placeOrder(deps, workspaceId, payload.orderId, by, idempotencyKey);
      if (!result.placed) throw new Error(`Not placed: ${result.reason}`);
      return { result: `Placed for $${(result.totalCents / 100).toFixed(2)}${result.dropped.length ? ` (out of stock: ${result.dropped.join(', ')})` : ''}.` };
    },
    closed: async ({ tx, workspaceId, payload, outcome }) => {
      const order = await findOrder(tx, workspaceId, payload.orderId);
      if (!order || order.status !== 'waiting') return;
      await updateOrder(tx, order.id, { status: 'denied', reason: outcome === 'denied' ? (order.reason?.startsWith('Denied') ? order.reason : 'Denied in Approvals.') : 'It was out of date before anyone approved it.', updatedAt: deps.clock.now() });
    },
  });
}
