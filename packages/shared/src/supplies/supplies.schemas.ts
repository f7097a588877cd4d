import { z } from 'zod';
import { emailSchema } from '../email';

/** An item's state at a property: enough, below the AI settings' order threshold, or about to run out. */
export const SUPPLY_STATUSES = ['good', 'low', 'critical'] as const;
export type SupplyStatus = (typeof SUPPLY_STATUSES)[number];

/** Where an order is: waiting for a person, refused by a hard limit, denied, at the vendor, on its way, in the cupboard. */
export const SUPPLY_ORDER_STATUSES = ['waiting', 'refused', 'denied', 'checkout', 'processing', 'in-transit', 'delivered'] as const;
export type SupplyOrderStatus = (typeof SUPPLY_ORDER_STATUSES)[number];
export const SUPPLY_ORDER_STATUS_LABELS: Record<SupplyOrderStatus, string> = {
  waiting: 'Waiting for approval',
  refused: 'Refused',
  denied: 'Denied',
  checkout: 'Waiting for checkout',
  processing: 'Processing',
  'in-transit': 'In Transit',
  delivered: 'Delivered',
};

/** The vendors behind one interface: the built-in simulated one (offline), an Amazon cart link, a local supplier by email. */
export const SUPPLY_VENDOR_KINDS = ['simulated', 'amazon', 'email'] as const;
export type SupplyVendorKind = (typeof SUPPLY_VENDOR_KINDS)[number];

/** A property's monthly spending limit when the host has not set one. */
export const DEFAULT_MONTHLY_SUPPLY_LIMIT_CENTS = 30_000;
export const MAX_MONTHLY_SUPPLY_LIMIT_CENTS = 10_000_00;

const count = (what: string) =>
  z
    .number({ error: `Enter the ${what}.` })
    .int({ error: `Enter a whole number for the ${what}.` })
    .min(0, { error: `The ${what} cannot be negative.` })
    .max(10_000, { error: `At most 10,000 for the ${what}.` });

export const SupplyItemSchema = z
  .object({
    id: z.string(),
    propertyId: z.string(),
    key: z.string(),
    name: z.string(),
    unit: z.string(),
    par: z.number().int(),
    minimum: z.number().int(),
    autoOrder: z.boolean(),
    vendor: z.object({ id: z.string(), name: z.string(), kind: z.enum(SUPPLY_VENDOR_KINDS) }),
    vendorProduct: z.string().nullable(),
    unitPriceCents: z.number().int(),
    /** Last known quantity (the latest count, delivery or correction). */
    stock: z.number().int(),
    /** Now, after the guest-nights since then at the learned rate. */
    expectedStock: z.number().int(),
    /** The day it runs out at the booked stays' pace, within 60 days; null when not. */
    runOutDate: z.string().nullable(),
    status: z.enum(SUPPLY_STATUSES),
    /** Why the status (for people): "6 rolls expected, below 25% of par (24)". */
    statusReason: z.string(),
    /** Units used per guest-night (learned from counts, or the default). */
    usePerGuestNight: z.number(),
    learned: z.boolean(),
    countedAt: z.string().nullable(),
    /** An order not yet delivered holds this item. */
    onOrder: z.number().int(),
  })
  .meta({ id: 'SupplyItem' });
export type SupplyItem = z.infer<typeof SupplyItemSchema>;

export const SupplyOrderSchema = z
  .object({
    id: z.string(),
    number: z.string(),
    property: z.object({ id: z.string(), name: z.string() }),
    vendor: z.object({ id: z.string(), name: z.string(), kind: z.enum(SUPPLY_VENDOR_KINDS) }),
    status: z.enum(SUPPLY_ORDER_STATUSES),
    lines: z.array(z.object({ itemId: z.string(), name: z.string(), unit: z.string(), quantity: z.number().int(), unitPriceCents: z.number().int() })),
    totalCents: z.number().int(),
    /** Who started it: Cohost (reordering) or a person. */
    placedBy: z.string().nullable(),
    /** Why it waits, was refused or denied (a hard limit names itself). */
    reason: z.string().nullable(),
    approvalId: z.string().nullable(),
    /** The prefilled Amazon cart (the host checks out, then marks it placed). */
    cartUrl: z.string().nullable(),
    createdAt: z.string(),
    placedAt: z.string().nullable(),
    expectedAt: z.string().nullable(),
    deliveredAt: z.string().nullable(),
    /** The supplier's latest reply to the purchase order (email vendors), threaded back by its Reply-To. */
    supplierReply: z.object({ from: z.string().nullable(), text: z.string(), receivedAt: z.string() }).nullable(),
  })
  .meta({ id: 'SupplyOrder' });
export type SupplyOrder = z.infer<typeof SupplyOrderSchema>;

export const SupplyOverviewSchema = z
  .object({
    month: z.string(),
    settings: z.object({ autoOrder: z.boolean(), notifyCleanersLowStock: z.boolean(), orderThresholdPercent: z.number().int(), budgetPerOrderDollars: z.number().int() }),
    counts: z.object({ low: z.number().int(), critical: z.number().int(), items: z.number().int() }),
    spentThisMonthCents: z.number().int(),
    limitThisMonthCents: z.number().int(),
    properties: z.array(
      z.object({
        id: z.string(),
        name: z.string(),
        monthlyLimitCents: z.number().int(),
        spentThisMonthCents: z.number().int(),
        /** Spend per month, oldest first (the chart), against the limit as it is now. */
        months: z.array(z.object({ month: z.string(), spentCents: z.number().int() })),
        items: z.array(SupplyItemSchema),
      }),
    ),
    orders: z.array(SupplyOrderSchema),
  })
  .meta({ id: 'SupplyOverview' });
export type SupplyOverview = z.infer<typeof SupplyOverviewSchema>;

export const UpdateSupplyItemInputSchema = z
  .object({
    par: count('par level').min(1, { error: 'The par level is at least 1.' }),
    minimum: count('minimum'),
    autoOrder: z.boolean({ error: 'Say whether it orders itself.' }),
    unitPriceCents: z.number({ error: 'Enter the unit price.' }).int().min(0, { error: 'The price cannot be negative.' }).max(100_000, { error: 'At most $1,000 a unit.' }),
    /** The vendor it is ordered from (left out: unchanged). */
    vendorId: z.string({ error: 'Choose a vendor.' }).min(1, { error: 'Choose a vendor.' }).max(100).optional(),
    /** The vendor's product: an ASIN for Amazon, the supplier's product code by email (null: none). */
    vendorProduct: z.string({ error: 'Enter the product code.' }).trim().max(100, { error: 'At most 100 characters.' }).nullable().optional(),
  })
  .refine((input) => input.minimum < input.par, { path: ['minimum'], error: 'The minimum must be below the par level.' })
  .meta({ id: 'UpdateSupplyItemInput' });
export type UpdateSupplyItemInput = z.infer<typeof UpdateSupplyItemInputSchema>;

export const RecordSupplyStockInputSchema = z
  .object({
    quantity: count('quantity'),
    /** A count (what is on the shelf) or a correction (a mistake put right). */
    kind: z.enum(['count', 'correction'], { error: 'Say whether it is a count or a correction.' }),
    reason: z.string().trim().max(300, { error: 'At most 300 characters.' }).optional(),
  })
  .meta({ id: 'RecordSupplyStockInput' });
export type RecordSupplyStockInput = z.infer<typeof RecordSupplyStockInputSchema>;

export const SetSupplyLimitInputSchema = z
  .object({
    monthlyLimitCents: z
      .number({ error: 'Enter the monthly limit.' })
      .int({ error: 'Enter whole cents.' })
      .min(0, { error: 'The limit cannot be negative.' })
      .max(MAX_MONTHLY_SUPPLY_LIMIT_CENTS, { error: 'At most $10,000 a month.' }),
  })
  .meta({ id: 'SetSupplyLimitInput' });

export const DecideSupplyOrderInputSchema = z
  .object({
    /** Changed quantities (edit-then-approve); 0 drops a line. */
    lines: z.array(z.object({ itemId: z.string().min(1).max(100), quantity: count('quantity') })).max(100).optional(),
  })
  .meta({ id: 'DecideSupplyOrderInput' });
export const DenySupplyOrderInputSchema = z
  .object({ reason: z.string().trim().min(1, { error: 'Say why you deny it.' }).max(1000, { error: 'At most 1000 characters.' }) })
  .meta({ id: 'DenySupplyOrderInput' });

/** A vendor the host set up (or the built-in simulated one). */
export const SupplyVendorSchema = z
  .object({
    id: z.string(),
    kind: z.enum(SUPPLY_VENDOR_KINDS),
    name: z.string(),
    /** The supplier's address (kind `email`). */
    email: z.string().nullable(),
    /** Items ordered from it, across properties. */
    itemCount: z.number().int(),
    /** Orders not yet delivered, refused or denied (it cannot be removed while any). */
    openOrderCount: z.number().int(),
    createdAt: z.string(),
  })
  .meta({ id: 'SupplyVendor' });
export type SupplyVendor = z.infer<typeof SupplyVendorSchema>;

export const SupplyVendorListSchema = z.object({ items: z.array(SupplyVendorSchema) }).meta({ id: 'SupplyVendorList' });
export type SupplyVendorList = z.infer<typeof SupplyVendorListSchema>;

/** The vendors a host adds: Amazon (a prefilled cart link) or a local supplier by email. */
export const SETTABLE_SUPPLY_VENDOR_KINDS = ['amazon', 'email'] as const;

const vendorName = z
  .string({ error: 'Enter the vendor name.' })
  .trim()
  .min(1, { error: 'Enter the vendor name.' })
  .max(100, { error: 'At most 100 characters.' });
const vendorEmail = emailSchema("Enter the supplier's email address (name@example.com).");

export const CreateSupplyVendorInputSchema = z
  .object({
    kind: z.enum(SETTABLE_SUPPLY_VENDOR_KINDS, { error: "Choose 'amazon' or 'email'." }),
    name: vendorName,
    /** Required for `email`: where purchase orders go. */
    email: vendorEmail.optional(),
  })
  .refine((input) => input.kind !== 'email' || input.email !== undefined, { path: ['email'], error: "Enter the supplier's email address." })
  .meta({ id: 'CreateSupplyVendorInput' });
export type CreateSupplyVendorInput = z.infer<typeof CreateSupplyVendorInputSchema>;

export const UpdateSupplyVendorInputSchema = z
  .object({
    name: vendorName,
    /** An email vendor's address (required for it; ignored for Amazon). */
    email: vendorEmail.optional(),
  })
  .meta({ id: 'UpdateSupplyVendorInput' });
export type UpdateSupplyVendorInput = z.infer<typeof UpdateSupplyVendorInputSchema>;
