import type { SupplyStatus } from '@cohost/shared';

/** An item as reordering sees it. */
export interface ReorderItem {
  id: string;
  vendorId: string;
  autoOrder: boolean;
  status: SupplyStatus;
  expectedStock: number;
  par: number;
  unitPriceCents: number;
  /** Already on an order that is not delivered (nothing is ordered twice). */
  onOrder: number;
}

export interface PlannedOrder {
  vendorId: string;
  lines: Array<{ itemId: string; quantity: number; unitPriceCents: number }>;
  totalCents: number;
}

const URGENCY: Record<SupplyStatus, number> = { critical: 0, low: 1, good: 2 };

/**
 * The orders one property needs: for each vendor with an auto-ordering item gone low or
 * critical, one order bundling every other item of that vendor under par that is low too,
 * each sized to par (less what is on order). Within `budgetCents`: the most urgent lines come
 * first, and the last ones shrink (or drop) until the total fits.
 */
export function planReorders(items: readonly ReorderItem[], budgetCents: number): PlannedOrder[] {
  const byVendor = new Map<string, ReorderItem[]>();
  for (const item of items) {
    if (!item.autoOrder || item.status === 'good') continue;
    if (item.par - item.expectedStock - item.onOrder <= 0) continue;
    byVendor.set(item.vendorId, [...(byVendor.get(item.vendorId) ?? []), item]);
  }
  const orders: PlannedOrder[] = [];
  for (const [vendorId, wanted] of byVendor) {
    const sorted = [...wanted].sort((a, b) => URGENCY[a.status] - URGENCY[b.status] || a.expectedStock / a.par - b.expectedStock / b.par || a.id.localeCompare(b.id));
    let left = budgetCents;
    const lines: PlannedOrder['lines'] = [];
    for (const item of sorted) {
      const need = item.par - item.expectedStock - item.onOrder;
      const affordable = item.unitPriceCents === 0 ? need : Math.floor(left / item.unitPriceCents);
      const quantity = Math.min(need, affordable);
      if (quantity <= 0) continue;
      lines.push({ itemId: item.id, quantity, unitPriceCents: item.unitPriceCents });
      left -= quantity * item.unitPriceCents;
    }
    if (lines.length) orders.push({ vendorId, lines, totalCents: orderTotal(lines) });
  }
  return orders;
}

export function orderTotal(lines: ReadonlyArray<{ quantity: number; unitPriceCents: number }>): number {
  return lines.reduce((sum, line) => sum + line.quantity * line.unitPriceCents, 0);
}
