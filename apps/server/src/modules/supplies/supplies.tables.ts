import { sql } from 'drizzle-orm';
import { boolean, check, index, integer, pgTable, primaryKey, real, text, timestamp, uniqueIndex, uuid } from 'drizzle-orm/pg-core';
import type { SupplyOrderStatus, SupplyVendorKind } from '@cohost/shared';

/** How a movement changed an item's stock. */
export type SupplyMovementKind = 'count' | 'delivery' | 'correction';

/**
 * Where orders go: the built-in simulated vendor (every workspace has one, the default), an
 * Amazon cart link, or a local supplier reached by email.
 */
export const supplyVendors = pgTable(
  'supply_vendors',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    workspaceId: text('workspace_id').notNull(),
    kind: text('kind').$type<SupplyVendorKind>().notNull(),
    name: text('name').notNull(),
    /** The supplier's address (kind `email`). */
    email: text('email'),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull(),
    /** Removed by the host: kept for its past orders' names, offered no more. */
    removedAt: timestamp('removed_at', { withTimezone: true }),
  },
  (table) => [
    index('supply_vendors_workspace_idx').on(table.workspaceId),
    check('supply_vendors_kind_check', sql`${table.kind} in ('simulated', 'amazon', 'email')`),
  ],
);

/**
 * A property's supply items (from the starter list, then the host's): the par level an order
 * fills up to, the minimum below which it is critical, whether it orders itself, the vendor's
 * product and price, and the stock as last known with the rate it is used at.
 */
export const supplyItems = pgTable(
  'supply_items',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    workspaceId: text('workspace_id').notNull(),
    propertyId: uuid('property_id').notNull(),
    /** Stable name the cleaners' counts use ('toilet-paper'). */
    key: text('key').notNull(),
    name: text('name').notNull(),
    unit: text('unit').notNull(),
    par: integer('par').notNull(),
    minimum: integer('minimum').notNull(),
    autoOrder: boolean('auto_order').notNull().default(true),
    vendorId: uuid('vendor_id').notNull(),
    /** The vendor's product: a catalogue SKU, an ASIN, the supplier's reference. */
    vendorProduct: text('vendor_product'),
    unitPriceCents: integer('unit_price_cents').notNull(),
    /** The last known quantity, and since when (the forecast runs from there). */
    stock: integer('stock').notNull().default(0),
    stockAt: timestamp('stock_at', { withTimezone: true }),
    /** When a cleaner or host last counted it (the learning runs between counts). */
    countedAt: timestamp('counted_at', { withTimezone: true }),
    /** Units used per guest-night, learned from counts; null until one pair of counts taught it. */
    learnedUsePerGuestNight: real('learned_use_per_guest_night'),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull(),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull(),
  },
  (table) => [
    uniqueIndex('supply_items_key_idx').on(table.workspaceId, table.propertyId, table.key),
    check('supply_items_levels_check', sql`${table.par} > 0 and ${table.minimum} >= 0 and ${table.minimum} < ${table.par} and ${table.stock} >= 0`),
    check('supply_items_price_check', sql`${table.unitPriceCents} >= 0`),
  ],
);

/** Every change of stock, with who, when and why: counts, deliveries, corrections. */
export const supplyMovements = pgTable(
  'supply_movements',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    workspaceId: text('workspace_id').notNull(),
    propertyId: uuid('property_id').notNull(),
    itemId: uuid('item_id').notNull(),
    kind: text('kind').$type<SupplyMovementKind>().notNull(),
    before: integer('before').notNull(),
    after: integer('after').notNull(),
    byUserId: text('by_user_id'),
    byName: text('by_name').notNull(),
    reason: text('reason'),
    /** The cleaning whose count it was, or the order delivered. */
    taskId: text('task_id'),
    orderId: uuid('order_id'),
    occurredAt: timestamp('occurred_at', { withTimezone: true }).notNull(),
  },
  (table) => [
    index('supply_movements_item_idx').on(table.workspaceId, table.itemId, table.occurredAt),
    check('supply_movements_kind_check', sql`${table.kind} in ('count', 'delivery', 'correction')`),
  ],
);

/** Orders: one per property and vendor, lines in `supply_order_lines`; money in cents. */
export const supplyOrders = pgTable(
  'supply_orders',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    workspaceId: text('workspace_id').notNull(),
    propertyId: uuid('property_id').notNull(),
    vendorId: uuid('vendor_id').notNull(),
    /** Readable number shown to people and suppliers ('SO-4F2A91'). */
    number: text('number').notNull(),
    status: text('status').$type<SupplyOrderStatus>().notNull(),
    totalCents: integer('total_cents').notNull(),
    currency: text('currency').notNull().default('USD'),
    /** Who asked for it: 'cohost' (reordering) or a user's id. */
    requestedBy: text('requested_by').notNull(),
    /** Why it waits, was refused or denied. */
    reason: text('reason'),
    /** The hard limit that refused it, when one did. */
    refusedBy: text('refused_by').$type<'monthly-limit' | 'budget' | 'vendor'>(),
    approvalId: text('approval_id'),
    /** The calendar month its spend counts in (YYYY-MM, UTC), set when placed. */
    month: text('month'),
    vendorRef: text('vendor_ref'),
    cartUrl: text('cart_url'),
    placedAt: timestamp('placed_at', { withTimezone: true }),
    inTransitAt: timestamp('in_transit_at', { withTimezone: true }),
    expectedAt: timestamp('expected_at', { withTimezone: true }),
    deliveredAt: timestamp('delivered_at', { withTimezone: true }),
    /** The purchase order's Reply-To is `o-<token>@<inbound domain>` (email vendors): the supplier's reply threads back here. */
    replyToken: text('reply_token').unique(),
    /** The supplier's latest reply: who wrote, the new text, when, and its Message-Id (a redelivery is a duplicate). */
    supplierReplyFrom: text('supplier_reply_from'),
    supplierReplyText: text('supplier_reply_text'),
    supplierReplyMessageId: text('supplier_reply_message_id'),
    supplierRepliedAt: timestamp('supplier_replied_at', { withTimezone: true }),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull(),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull(),
  },
  (table) => [
    index('supply_orders_workspace_idx').on(table.workspaceId, table.createdAt),
    index('supply_orders_open_idx').on(table.status, table.expectedAt),
    check('supply_orders_total_check', sql`${table.totalCents} >= 0`),
    check('supply_orders_status_check', sql`${table.status} in ('waiting', 'refused', 'denied', 'checkout', 'processing', 'in-transit', 'delivered')`),
  ],
);

export const supplyOrderLines = pgTable(
  'supply_order_lines',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    orderId: uuid('order_id').notNull(),
    itemId: uuid('item_id').notNull(),
    name: text('name').notNull(),
    unit: text('unit').notNull(),
    vendorProduct: text('vendor_product'),
    quantity: integer('quantity').notNull(),
    unitPriceCents: integer('unit_price_cents').notNull(),
  },
  (table) => [index('supply_order_lines_order_idx').on(table.orderId), check('supply_order_lines_quantity_check', sql`${table.quantity} > 0`)],
);

/** A property's monthly spending limit (absent: the default). */
export const supplyLimits = pgTable('supply_limits', {
  propertyId: uuid('property_id').primaryKey(),
  workspaceId: text('workspace_id').notNull(),
  monthlyLimitCents: integer('monthly_limit_cents').notNull(),
  updatedAt: timestamp('updated_at', { withTimezone: true }).notNull(),
});

/**
 * What a property spent in a month. Placing an order locks this row (FOR UPDATE) and adds to it
 * in the same transaction: the monthly limit holds however many orders are placed at once.
 */
export const supplyMonthSpend = pgTable(
  'supply_month_spend',
  {
    workspaceId: text('workspace_id').notNull(),
    propertyId: uuid('property_id').notNull(),
    month: text('month').notNull(),
    spentCents: integer('spent_cents').notNull().default(0),
  },
  (table) => [primaryKey({ columns: [table.propertyId, table.month] }), check('supply_month_spend_check', sql`${table.spentCents} >= 0`)],
);
