import { randomBytes } from 'node:crypto';
import { DEFAULT_MONTHLY_SUPPLY_LIMIT_CENTS } from '@cohost/shared';
import type { SuppliesDeps } from '../supplies.deps';
import { addMonthSpend, findOrder, listLimits, listOrderLines, listVendors, lockMonthSpend, lockOrder, replaceOrderLines, updateOrder } from '../supplies.repo';
import { orderTotal } from '../domain/reorder';
import { checkLimits, spendMonth } from '../domain/spend-limits';
import { vendorFor } from '../providers/vendors';
import { supplierReplyAddress } from '../domain/supplier-reply';

export type OrderDecider = { type: 'cohost' } | { type: 'person'; userId: string; name: string };

export type PlaceOrderResult =
  | { placed: true; status: string; totalCents: number; dropped: string[] }
  | { placed: false; reason: string; refusedBy: 'monthly-limit' | 'budget' | 'vendor' | 'not-waiting' };

/**
 * Places an order within the hard limits, in ONE transaction: the order and its property's
 * month-spend row are locked (FOR UPDATE), the limits are checked against what that row says,
 * and the spend is added before the lock is let go. However many orders are placed at once,
 * the month never goes over its limit; each refusal says which limit and by how much. Lines the
 * vendor is out of today leave the order first. Then the vendor gets it.
 */
export async function placeOrder(deps: SuppliesDeps, workspaceId: string, orderId: string, by: OrderDecider, idempotencyKey: string): Promise<PlaceOrderResult> {
  const now = deps.clock.now();
  const month = spendMonth(now);
  const vendors = await listVendors(deps.db, workspaceId);
  const orderRow = await findOrder(deps.db, workspaceId, orderId);
  // Read before the transaction: the settings live in automation, on another connection.
  const settings = orderRow ? await deps.ports.settingsFor(workspaceId, orderRow.propertyId) : null;
  const decided = await deps.db.transaction(async (tx): Promise<PlaceOrderResult & { propertyId?: string }> => {
    const order = await lockOrder(tx, workspaceId, orderId);
    if (!order || !settings || (order.status !== 'waiting' && order.status !== 'refused')) {
      return { placed: false, reason: `Nothing to do: the order is ${order?.status ?? 'gone'}.`, refusedBy: 'not-waiting' };
    }
    const vendorRow = vendors.find((vendor) => vendor.id === order.vendorId)!;
    const vendor = vendorFor(deps, vendorRow);
    const lines = await listOrderLines(tx, [order.id]);
    const available = lines.filter((line) => vendor.inStock(line.vendorProduct, now));
    const dropped = lines.filter((line) => !available.includes(line)).map((line) => line.name);
    const total = orderTotal(available);
    const limit = (await listLimits(tx, workspaceId)).get(order.propertyId) ?? DEFAULT_MONTHLY_SUPPLY_LIMIT_CENTS;
    const spent = await lockMonthSpend(tx, workspaceId, order.propertyId, month);
    const refusal = available.length
      ? checkLimits({ amountCents: total, monthSpentCents: spent, monthlyLimitCents: limit, budgetCents: settings.supplies.budgetPerOrderDollars * 100, byPerson: by.type === 'person' })
      : { refusedBy: 'vendor' as const, reason: `${vendorRow.name} is out of everything on this order today.` };
    if (refusal) {
      await updateOrder(tx, order.id, { status: 'refused', refusedBy: refusal.refusedBy, reason: refusal.reason, updatedAt: now });
      await deps.ports.recordActivity(tx, {
        workspaceId,
        propertyId: order.propertyId,
        actor: by.type === 'person' ? { type: 'host', userId: by.userId, name: by.name } : { type: 'cohost', name: 'Cohost' },
        kind: 'supplies.order',
        summary: `Supply order ${order.number} refused ($${(total / 100).toFixed(2)})`,
        reason: refusal.reason,
        result: 'failed',
        detail: { orderId: order.id },
        financial: true,
      });
      await deps.realtime.publish(tx, workspaceId, { type: 'supplies.changed', data: { orderId } });
      return { placed: false, ...refusal };
    }
    await addMonthSpend(tx, order.propertyId, month, total);
    if (dropped.length) await replaceOrderLines(tx, order.id, available.map(({ id: _id, orderId: _orderId, ...line }) => line));
    await updateOrder(tx, order.id, {
      status: 'processing',
      totalCents: total,
      month,
      placedAt: now,
      refusedBy: null,
      reason: dropped.length ? `Out of stock at ${vendorRow.name} today: ${dropped.join(', ')}.` : null,
      updatedAt: now,
    });
    await deps.realtime.publish(tx, workspaceId, { type: 'supplies.changed', data: { orderId } });
    return { placed: true, status: 'processing', totalCents: total, dropped, propertyId: order.propertyId };
  });
  if (!decided.placed) return decided;
  await sendToVendor(deps, workspaceId, orderId, idempotencyKey);
  return { placed: true, status: decided.status, totalCents: decided.totalCents, dropped: decided.dropped };
}

/** The placed order goes to its vendor; what the vendor says (a cart link, an expected day) is kept on it. */
async function sendToVendor(deps: SuppliesDeps, workspaceId: string, orderId: string, idempotencyKey: string): Promise<void> {
  const [order, vendors] = await Promise.all([deps.db.transaction((tx) => lockOrder(tx, workspaceId, orderId)), listVendors(deps.db, workspaceId)]);
  if (!order) return;
  const vendorRow = vendors.find((vendor) => vendor.id === order.vendorId)!;
  const property = await deps.ports.findProperty(workspaceId, order.propertyId);
  const lines = await listOrderLines(deps.db, [order.id]);
  // A supplier by email answers the order's own address (kept once made: a resend threads the same way).
  let replyTo: string | null = null;
  if (vendorRow.kind === 'email') {
    const replyToken = order.replyToken ?? randomBytes(10).toString('hex');
    if (!order.replyToken) await updateOrder(deps.db, order.id, { replyToken });
    replyTo = supplierReplyAddress(replyToken, deps.inboundEmailDomain);
  }
  const placement = await vendorFor(deps, vendorRow).place(
    { id: order.id, number: order.number, propertyName: property?.name ?? 'your property', lines, totalCents: order.totalCents, replyTo },
    deps.clock.now(),
    idempotencyKey,
  );
  await updateOrder(deps.db, order.id, { status: placement.status, vendorRef: placement.vendorRef, cartUrl: placement.cartUrl, expectedAt: placement.expectedAt, updatedAt: deps.clock.now() });
}
