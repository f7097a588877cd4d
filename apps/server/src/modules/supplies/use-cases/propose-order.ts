import type { SuppliesDeps } from '../supplies.deps';
import { listOrderLines, updateOrder, type SupplyOrderRow } from '../supplies.repo';

/** The order's lines as the approval shows them and a host edits them: one "12 × Toilet paper (rolls)" a line. */
export function quantitiesText(lines: Array<{ name: string; unit: string; quantity: number }>): string {
  return lines.map((line) => `${line.quantity} × ${line.name} (${line.unit})`).join('\n');
}

/** Reads edited quantities back: by line name; a missing or 0 line leaves the order. */
export function parseQuantities(text: string, names: string[]): Map<string, number> {
  const quantities = new Map<string, number>();
  for (const raw of text.split('\n')) {
    const match = /^\s*(\d+)\s*[×xX*]\s*(.+?)\s*(\([^)]*\))?\s*$/.exec(raw);
    if (!match) continue;
    const name = names.find((candidate) => candidate.toLowerCase() === match[2]!.toLowerCase());
    if (name) quantities.set(name, Math.min(10_000, Number(match[1])));
  }
  return quantities;
}

/**
 * An order goes to the policy (`supplies.order`): it runs now (placed within the hard limits)
 * or waits in /approvals, with its reason kept on the order.
 */
export async function proposeOrder(
  deps: SuppliesDeps,
  order: SupplyOrderRow,
  propertyName: string,
  month: { monthSpentCents: number; monthlyLimitCents: number },
  attempt = 0,
): Promise<void> {
  const lines = await listOrderLines(deps.db, [order.id]);
  const result = await deps.ports.proposeAction({
    workspaceId: order.workspaceId,
    propertyId: order.propertyId,
    action: { kind: 'supplies.order', amountCents: order.totalCents, monthSpentCents: month.monthSpentCents, monthlyLimitCents: month.monthlyLimitCents },
    payload: { orderId: order.id, quantities: quantitiesText(lines) },
    title: `Order ${lines.length === 1 ? lines[0]!.name.toLowerCase() : `${lines.length} supplies`} for ${propertyName} ($${(order.totalCents / 100).toFixed(2)}, ${order.number})`,
    dedupeKey: `supplies.order:${order.id}:${attempt}`,
  });
  if (result.approvalId) {
    await updateOrder(deps.db, order.id, { approvalId: result.approvalId, reason: result.reason, updatedAt: deps.clock.now() });
  }
}
