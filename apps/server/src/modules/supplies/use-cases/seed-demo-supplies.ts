import type { Actor } from '../../accounts';
import type { SuppliesDeps } from '../supplies.deps';
import { addMonthSpend, insertMovement, insertOrder, listRecentOrders, lockMonthSpend, updateItem, updateOrder, upsertLimit, type SupplyItemRow } from '../supplies.repo';
import { spendMonth } from '../domain/spend-limits';
import { ensurePropertyItems } from './ensure-supplies';
import { placeOrder } from './place-order';
import { orderNumber } from './reorder-property';
import { proposeOrder } from './propose-order';

const HOUR_MS = 3_600_000;
const DAY_MS = 24 * HOUR_MS;

/**
 * The demo workspace's supplies: stock at each property as the demo cleaner counted it, an order
 * Cohost placed for a low item (processing), one in transit, one delivered, one over $200
 * waiting for approval, and one refused by a property's monthly limit. Once: a workspace with
 * orders is left alone.
 */
export async function seedDemoSupplies(deps: SuppliesDeps, actor: Actor): Promise<void> {
  const workspaceId = actor.workspaceId;
  if ((await listRecentOrders(deps.db, workspaceId, 1)).length) return;
  const properties = (await deps.ports.listProperties(workspaceId)).filter((property) => !property.archivedAt);
  if (!properties.length) return;
  const now = deps.clock.now();
  const month = spendMonth(now);
  const byProperty = await Promise.all(properties.map(async (property) => ({ property, items: await ensurePropertyItems(deps, workspaceId, property.id) })));

  // The demo cleaner's last counts: most things fine, a few running down.
  for (const [index, { property, items }] of byProperty.entries()) {
    for (const item of items) {
      const low = (index === 0 && item.key === 'coffee-pods') || (index === 1 && item.key === 'toilet-paper');
      const quantity = low ? Math.max(item.minimum - 1, 0) : Math.round(item.par * (0.55 + ((item.name.length + index) % 4) * 0.1));
      await updateItem(deps.db, item.id, { stock: quantity, stockAt: new Date(now.getTime() - DAY_MS), countedAt: new Date(now.getTime() - DAY_MS), updatedAt: now });
      await insertMovement(deps.db, {
        workspaceId,
        propertyId: property.id,
        itemId: item.id,
        kind: 'count',
        before: item.stock,
        after: quantity,
        byUserId: null,
        byName: 'Demo cleaner',
        reason: 'Counted at the end of a cleaning',
        occurredAt: new Date(now.getTime() - DAY_MS),
      });
    }
  }

  const order = async (propertyId: string, items: SupplyItemRow[], lines: Array<[string, number]>, at: Date) => {
    const chosen = lines.flatMap(([key, quantity]) => {
      const item = items.find((candidate) => candidate.key === key);
      return item ? [{ itemId: item.id, name: item.name, unit: item.unit, vendorProduct: item.vendorProduct, quantity, unitPriceCents: item.unitPriceCents }] : [];
    });
    const total = chosen.reduce((sum, line) => sum + line.quantity * line.unitPriceCents, 0);
    return insertOrder(deps.db, { workspaceId, propertyId, vendorId: items[0]!.vendorId, number: orderNumber(), status: 'waiting', totalCents: total, requestedBy: 'cohost', createdAt: at, updatedAt: at }, chosen);
  };
  const spend = async (propertyId: string, cents: number) =>
    deps.db.transaction(async (tx) => {
      await lockMonthSpend(tx, workspaceId, propertyId, month);
      await addMonthSpend(tx, propertyId, month, cents);
    });

  const first = byProperty[0]!;
  // Delivered last week, and one in transit since yesterday (the simulated vendor's timeline).
  const delivered = await order(first.property.id, first.items, [['trash-bags', 20], ['dish-soap', 2]], new Date(now.getTime() - 6 * DAY_MS));
  await deps.db.transaction(async (tx) => {
    await updateOrder(tx, delivered.id, { status: 'delivered', month, placedAt: new Date(now.getTime() - 6 * DAY_MS), inTransitAt: new Date(now.getTime() - 5 * DAY_MS), deliveredAt: new Date(now.getTime() - 3 * DAY_MS) });
  });
  await spend(first.property.id, delivered.totalCents);
  const transit = await order(first.property.id, first.items, [['paper-towels', 6]], new Date(now.getTime() - 30 * HOUR_MS));
  await updateOrder(deps.db, transit.id, { status: 'in-transit', month, placedAt: new Date(now.getTime() - 30 * HOUR_MS), inTransitAt: new Date(now.getTime() - 6 * HOUR_MS), expectedAt: new Date(now.getTime() + 42 * HOUR_MS) });
  await spend(first.property.id, transit.totalCents);

  // The low coffee pods, ordered by Cohost now: placed within the limits (Processing).
  const pods = await order(first.property.id, first.items, [['coffee-pods', 40]], now);
  await placeOrder(deps, workspaceId, pods.id, { type: 'cohost' }, `demo:${pods.id}`);
  await deps.db.transaction((tx) =>
    deps.ports.recordActivity(tx, {
      workspaceId,
      propertyId: first.property.id,
      actor: { type: 'cohost', name: 'Cohost' },
      kind: 'supplies.order',
      summary: `Ordered coffee pods for ${first.property.name} ($${(pods.totalCents / 100).toFixed(2)}, ${pods.number})`,
      reason: 'Coffee pods went low at the last count; auto-order is on and the order fits the budget and the monthly limit.',
      decision: 'auto',
      result: 'done',
      detail: { orderId: pods.id },
      financial: true,
    }),
  );

  const second = byProperty[1] ?? first;
  // A big restock over $200: always a person's decision.
  const big = await order(second.property.id, second.items, [['toilet-paper', 96], ['coffee-pods', 120], ['shampoo', 12], ['hand-soap', 6]], new Date(now.getTime() - 2 * HOUR_MS));
  await proposeOrder(deps, big, second.property.name, { monthSpentCents: 0, monthlyLimitCents: 50_000 });
  await upsertLimit(deps.db, { workspaceId, propertyId: second.property.id, monthlyLimitCents: 50_000, updatedAt: now });

  const third = byProperty[2] ?? first;
  // A tight limit: $60 a month, $48 already spent; the next order is refused, with why.
  await upsertLimit(deps.db, { workspaceId, propertyId: third.property.id, monthlyLimitCents: 6_000, updatedAt: now });
  const early = await order(third.property.id, third.items, [['toilet-paper', 24], ['coffee-pods', 40], ['trash-bags', 10]], new Date(now.getTime() - 4 * DAY_MS));
  await updateOrder(deps.db, early.id, { status: 'delivered', month, placedAt: new Date(now.getTime() - 4 * DAY_MS), inTransitAt: new Date(now.getTime() - 3 * DAY_MS), deliveredAt: new Date(now.getTime() - DAY_MS) });
  await spend(third.property.id, early.totalCents);
  const refused = await order(third.property.id, third.items, [['shampoo', 6], ['hand-soap', 4]], new Date(now.getTime() - 3 * HOUR_MS));
  await placeOrder(deps, workspaceId, refused.id, { type: 'cohost' }, `demo:${refused.id}`);
}
