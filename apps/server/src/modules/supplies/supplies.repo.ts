import { tableExportPart, type ExportPart } from '../../platform/export/export-part';
import { and, asc, desc, eq, gte, inArray, isNotNull, isNull, sql } from 'drizzle-orm';
import type { Database, Tx } from '../../platform/db/database';
import { isUuid } from '../../platform/runtime/is-uuid';
import { supplyItems, supplyLimits, supplyMonthSpend, supplyMovements, supplyOrderLines, supplyOrders, supplyVendors } from './supplies.tables';

type Db = Database | Tx;
export type SupplyItemRow = typeof supplyItems.$inferSelect;
export type SupplyOrderRow = typeof supplyOrders.$inferSelect;
export type SupplyOrderLineRow = typeof supplyOrderLines.$inferSelect;
export type SupplyVendorRow = typeof supplyVendors.$inferSelect;

/** Orders that still hold their items (not yet delivered, refused, or denied). */
export const OPEN_ORDER_STATUSES = ['waiting', 'checkout', 'processing', 'in-transit'] as const;

export async function listVendors(db: Db, workspaceId: string): Promise<SupplyVendorRow[]> {
  return db.select().from(supplyVendors).where(eq(supplyVendors.workspaceId, workspaceId)).orderBy(asc(supplyVendors.createdAt));
}

export async function insertVendor(db: Db, values: typeof supplyVendors.$inferInsert): Promise<SupplyVendorRow> {
  const [row] = await db.insert(supplyVendors).values(values).returning();
  return row!;
}

export async function findVendor(db: Db, workspaceId: string, vendorId: string): Promise<SupplyVendorRow | null> {
  if (!isUuid(vendorId)) return null;
  const [row] = await db.select().from(supplyVendors).where(and(eq(supplyVendors.workspaceId, workspaceId), eq(supplyVendors.id, vendorId), isNull(supplyVendors.removedAt)));
  return row ?? null;
}

export async function updateVendor(db: Db, vendorId: string, patch: Partial<Pick<SupplyVendorRow, 'name' | 'email'>>): Promise<void> {
  await db.update(supplyVendors).set(patch).where(eq(supplyVendors.id, vendorId));
}

/** A removed vendor stays (its past orders keep its name) but is offered no more. */
export async function removeVendor(db: Db, vendorId: string, now: Date): Promise<void> {
  await db.update(supplyVendors).set({ removedAt: now }).where(eq(supplyVendors.id, vendorId));
}

/** Per vendor of a workspace: items ordered from it, and orders still open with it. */
export async function vendorUsage(db: Db, workspaceId: string): Promise<{ items: Map<string, number>; openOrders: Map<string, number> }> {
  const items = await db
    .select({ vendorId: supplyItems.vendorId, count: sql<number>`count(*)::int` })
    .from(supplyItems)
    .where(eq(supplyItems.workspaceId, workspaceId))
    .groupBy(supplyItems.vendorId);
  const orders = await db
    .select({ vendorId: supplyOrders.vendorId, count: sql<number>`count(*)::int` })
    .from(supplyOrders)
    .where(and(eq(supplyOrders.workspaceId, workspaceId), inArray(supplyOrders.status, [...OPEN_ORDER_STATUSES])))
    .groupBy(supplyOrders.vendorId);
  return { items: new Map(items.map((row) => [row.vendorId, row.count])), openOrders: new Map(orders.map((row) => [row.vendorId, row.count])) };
}

/** The items ordered from a vendor, across the workspace's properties. */
export async function listVendorItems(db: Db, workspaceId: string, vendorId: string): Promise<SupplyItemRow[]> {
  return db.select().from(supplyItems).where(and(eq(supplyItems.workspaceId, workspaceId), eq(supplyItems.vendorId, vendorId)));
}

export async function listItems(db: Db, workspaceId: string, propertyId?: string): Promise<SupplyItemRow[]> {
  return db
    .select()
    .from(supplyItems)
    .where(and(eq(supplyItems.workspaceId, workspaceId), propertyId ? eq(supplyItems.propertyId, propertyId) : undefined))
    .orderBy(asc(supplyItems.name));
}

export async function findItem(db: Db, workspaceId: string, itemId: string): Promise<SupplyItemRow | null> {
  if (!isUuid(itemId)) return null;
  const [row] = await db.select().from(supplyItems).where(and(eq(supplyItems.workspaceId, workspaceId), eq(supplyItems.id, itemId)));
  return row ?? null;
}

export async function insertItems(db: Db, rows: Array<typeof supplyItems.$inferInsert>): Promise<void> {
  if (rows.length) await db.insert(supplyItems).values(rows).onConflictDoNothing();
}

export async function updateItem(db: Db, itemId: string, patch: Partial<typeof supplyItems.$inferInsert>): Promise<void> {
  await db.update(supplyItems).set(patch).where(eq(supplyItems.id, itemId));
}

/** Locks an item's row for a stock change (two counts at once apply one after the other). */
export async function lockItem(tx: Tx, workspaceId: string, itemId: string): Promise<SupplyItemRow | null> {
  if (!isUuid(itemId)) return null;
  const [row] = await tx.select().from(supplyItems).where(and(eq(supplyItems.workspaceId, workspaceId), eq(supplyItems.id, itemId))).for('update');
  return row ?? null;
}

export async function insertMovement(db: Db, values: typeof supplyMovements.$inferInsert): Promise<void> {
  await db.insert(supplyMovements).values(values);
}

/** Units delivered to an item since an instant (the learning adds them back). */
export async function deliveredSince(db: Db, itemId: string, since: Date): Promise<number> {
  const [row] = await db
    .select({ total: sql<number>`coalesce(sum(${supplyMovements.after} - ${supplyMovements.before}), 0)::int` })
    .from(supplyMovements)
    .where(and(eq(supplyMovements.itemId, itemId), eq(supplyMovements.kind, 'delivery'), gte(supplyMovements.occurredAt, since)));
  return row?.total ?? 0;
}

export async function listLimits(db: Db, workspaceId: string): Promise<Map<string, number>> {
  const rows = await db.select().from(supplyLimits).where(eq(supplyLimits.workspaceId, workspaceId));
  return new Map(rows.map((row) => [row.propertyId, row.monthlyLimitCents]));
}

export async function upsertLimit(db: Db, values: typeof supplyLimits.$inferInsert): Promise<void> {
  await db
    .insert(supplyLimits)
    .values(values)
    .onConflictDoUpdate({ target: supplyLimits.propertyId, set: { monthlyLimitCents: values.monthlyLimitCents, updatedAt: values.updatedAt } });
}

export async function listSpend(db: Db, workspaceId: string, fromMonth: string) {
  return db
    .select()
    .from(supplyMonthSpend)
    .where(and(eq(supplyMonthSpend.workspaceId, workspaceId), gte(supplyMonthSpend.month, fromMonth)))
    .orderBy(asc(supplyMonthSpend.month));
}

/** The property's spend row for a month, created if missing, then locked until the transaction ends. */
export async function lockMonthSpend(tx: Tx, workspaceId: string, propertyId: string, month: string): Promise<number> {
  await tx.insert(supplyMonthSpend).values({ workspaceId, propertyId, month, spentCents: 0 }).onConflictDoNothing();
  const [row] = await tx
    .select()
    .from(supplyMonthSpend)
    .where(and(eq(supplyMonthSpend.propertyId, propertyId), eq(supplyMonthSpend.month, month)))
    .for('update');
  return row!.spentCents;
}

export async function addMonthSpend(tx: Tx, propertyId: string, month: string, cents: number): Promise<void> {
  await tx
    .update(supplyMonthSpend)
    .set({ spentCents: sql`${supplyMonthSpend.spentCents} + ${cents}` })
    .where(and(eq(supplyMonthSpend.propertyId, propertyId), eq(supplyMonthSpend.month, month)));
}

export async function monthSpent(db: Db, propertyId: string, month: string): Promise<number> {
  const [row] = await db.select().from(supplyMonthSpend).where(and(eq(supplyMonthSpend.propertyId, propertyId), eq(supplyMonthSpend.month, month)));
  return row?.spentCents ?? 0;
}

export async function insertOrder(db: Db, values: typeof supplyOrders.$inferInsert, lines: Array<Omit<typeof supplyOrderLines.$inferInsert, 'orderId'>>): Promise<SupplyOrderRow> {
  const [row] = await db.insert(supplyOrders).values(values).returning();
  if (lines.length) await db.insert(supplyOrderLines).values(lines.map((line) => ({ ...line, orderId: row!.id })));
  return row!;
}

export async function findOrder(db: Db, workspaceId: string, orderId: string): Promise<SupplyOrderRow | null> {
  if (!isUuid(orderId)) return null;
  const [row] = await db.select().from(supplyOrders).where(and(eq(supplyOrders.workspaceId, workspaceId), eq(supplyOrders.id, orderId)));
  return row ?? null;
}

export async function lockOrderByReplyToken(tx: Tx, replyToken: string): Promise<SupplyOrderRow | null> {
  const [row] = await tx.select().from(supplyOrders).where(eq(supplyOrders.replyToken, replyToken)).for('update');
  return row ?? null;
}

export async function lockOrder(tx: Tx, workspaceId: string, orderId: string): Promise<SupplyOrderRow | null> {
  if (!isUuid(orderId)) return null;
  const [row] = await tx.select().from(supplyOrders).where(and(eq(supplyOrders.workspaceId, workspaceId), eq(supplyOrders.id, orderId))).for('update');
  return row ?? null;
}

export async function updateOrder(db: Db, orderId: string, patch: Partial<typeof supplyOrders.$inferInsert>): Promise<void> {
  await db.update(supplyOrders).set(patch).where(eq(supplyOrders.id, orderId));
}

export async function listOrderLines(db: Db, orderIds: string[]): Promise<SupplyOrderLineRow[]> {
  if (!orderIds.length) return [];
  return db.select().from(supplyOrderLines).where(inArray(supplyOrderLines.orderId, orderIds)).orderBy(asc(supplyOrderLines.name));
}

export async function replaceOrderLines(tx: Tx, orderId: string, lines: Array<Omit<typeof supplyOrderLines.$inferInsert, 'orderId'>>): Promise<void> {
  await tx.delete(supplyOrderLines).where(eq(supplyOrderLines.orderId, orderId));
  if (lines.length) await tx.insert(supplyOrderLines).values(lines.map((line) => ({ ...line, orderId })));
}

export async function listRecentOrders(db: Db, workspaceId: string, limit: number): Promise<SupplyOrderRow[]> {
  return db.select().from(supplyOrders).where(eq(supplyOrders.workspaceId, workspaceId)).orderBy(desc(supplyOrders.createdAt)).limit(limit);
}

/** Quantities of each item on orders still open at a property. */
export async function onOrderByItem(db: Db, workspaceId: string, propertyId?: string): Promise<Map<string, number>> {
  const rows = await db
    .select({ itemId: supplyOrderLines.itemId, quantity: sql<number>`sum(${supplyOrderLines.quantity})::int` })
    .from(supplyOrderLines)
    .innerJoin(supplyOrders, eq(supplyOrders.id, supplyOrderLines.orderId))
    .where(and(eq(supplyOrders.workspaceId, workspaceId), propertyId ? eq(supplyOrders.propertyId, propertyId) : undefined, inArray(supplyOrders.status, [...OPEN_ORDER_STATUSES])))
    .groupBy(supplyOrderLines.itemId);
  return new Map(rows.map((row) => [row.itemId, row.quantity]));
}

/** Orders the simulated vendor is still delivering, across workspaces (the every-minute pass). */
export async function listTrackedOrders(db: Db, vendorIds?: string[]): Promise<SupplyOrderRow[]> {
  return db
    .select()
    .from(supplyOrders)
    .where(and(inArray(supplyOrders.status, ['processing', 'in-transit']), isNotNull(supplyOrders.placedAt), vendorIds ? inArray(supplyOrders.vendorId, vendorIds) : undefined));
}

export async function listSimulatedVendorIds(db: Db): Promise<string[]> {
  const rows = await db.select({ id: supplyVendors.id }).from(supplyVendors).where(eq(supplyVendors.kind, 'simulated'));
  return rows.map((row) => row.id);
}

/** A property's orders refused by its monthly limit this month (raising the limit tries them again). */
export async function listRefusedForLimit(db: Db, workspaceId: string, propertyId: string, since: Date): Promise<SupplyOrderRow[]> {
  return db
    .select()
    .from(supplyOrders)
    .where(
      and(
        eq(supplyOrders.workspaceId, workspaceId),
        eq(supplyOrders.propertyId, propertyId),
        eq(supplyOrders.status, 'refused'),
        eq(supplyOrders.refusedBy, 'monthly-limit'),
        gte(supplyOrders.createdAt, since),
      ),
    )
    .orderBy(asc(supplyOrders.createdAt));
}

/** Supplies' parts of the workspace export: vendors, items and stock, every movement, orders with their lines, monthly limits. */
export function suppliesExportParts(db: Database): ExportPart[] {
  return [
    tableExportPart(db, {
      name: 'supplies/vendors',
      description: 'Where you buy supplies.',
      table: supplyVendors,
      scope: supplyVendors.workspaceId,
      orderBy: [supplyVendors.createdAt, supplyVendors.id],
    }),
    tableExportPart(db, {
      name: 'supplies/items',
      description: 'Supplies at each property: stock, par and minimum levels, vendor, price and how fast guests use them.',
      table: supplyItems,
      scope: supplyItems.workspaceId,
      orderBy: [supplyItems.createdAt, supplyItems.id],
    }),
    tableExportPart(db, {
      name: 'supplies/stock-movements',
      description: 'Every change of stock: counts, use, deliveries and corrections, by whom and why.',
      table: supplyMovements,
      scope: supplyMovements.workspaceId,
      orderBy: [supplyMovements.occurredAt, supplyMovements.id],
    }),
    tableExportPart(db, {
      name: 'supplies/orders',
      description: 'Supply orders: vendor, total, status from request to delivery, and the supplier\'s reply.',
      redacted: ["replyToken: the secret of the order's reply address"],
      table: supplyOrders,
      scope: supplyOrders.workspaceId,
      orderBy: [supplyOrders.createdAt, supplyOrders.id],
      omit: ['replyToken'],
    }),
    {
      name: 'supplies/order-lines',
      description: 'What each order held: item, quantity and unit price.',
      shape: 'rows',
      async *read({ workspaceId }) {
        for (let offset = 0; ; offset += 500) {
          const page = await db
            .select({
              id: supplyOrderLines.id,
              orderId: supplyOrderLines.orderId,
              orderNumber: supplyOrders.number,
              itemId: supplyOrderLines.itemId,
              name: supplyOrderLines.name,
              unit: supplyOrderLines.unit,
              vendorProduct: supplyOrderLines.vendorProduct,
              quantity: supplyOrderLines.quantity,
              unitPriceCents: supplyOrderLines.unitPriceCents,
            })
            .from(supplyOrderLines)
            .innerJoin(supplyOrders, eq(supplyOrders.id, supplyOrderLines.orderId))
            .where(eq(supplyOrders.workspaceId, workspaceId))
            .orderBy(asc(supplyOrders.createdAt), asc(supplyOrderLines.id))
            .limit(500)
            .offset(offset);
          if (page.length > 0) yield page;
          if (page.length < 500) return;
        }
      },
    },
    tableExportPart(db, {
      name: 'supplies/monthly-limits',
      description: "Each property's monthly supply spending limit.",
      table: supplyLimits,
      scope: supplyLimits.workspaceId,
      orderBy: [supplyLimits.propertyId],
    }),
  ];
}
