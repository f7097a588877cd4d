import { and, eq } from 'drizzle-orm';
import { randomBytes } from 'node:crypto';
import type { SuppliesDeps } from '../supplies.deps';
import { insertOrder, listLimits, monthSpent, onOrderByItem, updateOrder, type SupplyOrderRow } from '../supplies.repo';
import { supplyItems } from '../supplies.tables';
import { planReorders } from '../domain/reorder';
import { checkLimits, spendMonth } from '../domain/spend-limits';
import { DEFAULT_MONTHLY_SUPPLY_LIMIT_CENTS } from '@cohost/shared';
import { forecastProperty } from './forecast-property';
import { proposeOrder } from './propose-order';

export function orderNumber(): string {
  return `SO-${randomBytes(3).toString('hex').toUpperCase()}`;
}

/**
 * Reordering at a property, after its stock changed: when "Auto-order supplies" is on, one
 * order per vendor bundling every auto-ordering item gone low or critical, sized to par and
 * within the budget per order; nothing already on order is ordered again. An order the month's
 * limit cannot take is refused at once (with why); the rest go to the policy.
 */
export async function reorderProperty(deps: SuppliesDeps, workspaceId: string, propertyId: string): Promise<SupplyOrderRow[]> {
  const { items, settings } = await forecastProperty(deps, workspaceId, propertyId);
  if (!settings.supplies.autoOrder) return [];
  const property = await deps.ports.findProperty(workspaceId, propertyId);
  if (!property || property.archivedAt) return [];
  const now = deps.clock.now();
  const budgetCents = settings.supplies.budgetPerOrderDollars * 100;
  const created = await deps.db.transaction(async (tx) => {
    // One reordering per property at a time: two counts at once do not order twice.
    await tx.select({ id: supplyItems.id }).from(supplyItems).where(and(eq(supplyItems.workspaceId, workspaceId), eq(supplyItems.propertyId, propertyId))).for('update');
    const onOrder = await onOrderByItem(tx, workspaceId, propertyId);
    const plans = planReorders(
      items.map(({ item, status, expectedStock }) => ({
        id: item.id,
        vendorId: item.vendorId,
        autoOrder: item.autoOrder,
        status,
        expectedStock,
        par: item.par,
        unitPriceCents: item.unitPriceCents,
        onOrder: onOrder.get(item.id) ?? 0,
      })),
      budgetCents,
    );
    const rows: SupplyOrderRow[] = [];
    for (const plan of plans) {
      const byId = new Map(items.map(({ item }) => [item.id, item]));
      const row = await insertOrder(
        tx,
        { workspaceId, propertyId, vendorId: plan.vendorId, number: orderNumber(), status: 'waiting', totalCents: plan.totalCents, requestedBy: 'cohost', createdAt: now, updatedAt: now },
        plan.lines.map((line) => {
          const item = byId.get(line.itemId)!;
          return { itemId: item.id, name: item.name, unit: item.unit, vendorProduct: item.vendorProduct, quantity: line.quantity, unitPriceCents: line.unitPriceCents };
        }),
      );
      rows.push(row);
    }
    return rows;
  });
  const limit = (await listLimits(deps.db, workspaceId)).get(propertyId) ?? DEFAULT_MONTHLY_SUPPLY_LIMIT_CENTS;
  for (const order of created) {
    const spent = await monthSpent(deps.db, propertyId, spendMonth(now));
    const refusal = checkLimits({ amountCents: order.totalCents, monthSpentCents: spent, monthlyLimitCents: limit, budgetCents, byPerson: true });
    if (refusal) {
      await deps.db.transaction(async (tx) => {
        await updateOrder(tx, order.id, { status: 'refused', refusedBy: refusal.refusedBy, reason: refusal.reason, updatedAt: now });
        await deps.ports.recordActivity(tx, {
          workspaceId,
          propertyId,
          actor: { type: 'cohost', name: 'Cohost' },
          kind: 'supplies.order',
          summary: `Supply order ${order.number} for ${property.name} refused ($${(order.totalCents / 100).toFixed(2)})`,
          reason: refusal.reason,
          result: 'failed',
          detail: { orderId: order.id },
          financial: true,
        });
      });
      continue;
    }
    await proposeOrder(deps, order, property.name, { monthSpentCents: spent, monthlyLimitCents: limit });
  }
  return created;
}
