import type { BillingInterval, PlanKey } from '@cohost/shared';
import { sql } from 'drizzle-orm';
import { boolean, check, index, integer, jsonb, pgTable, text, timestamp, uniqueIndex, uuid } from 'drizzle-orm/pg-core';

/**
 * The Founders Circle offer: one row, created when the offer first goes live. Its end is kept
 * so the countdown is honest (the same for every visitor, not reset per page load), and the
 * row is the lock every spot change takes, so spots are never oversold.
 */
export const foundersOffers = pgTable('founders_offers', {
  id: text('id').primaryKey(),
  totalSpots: integer('total_spots').notNull(),
  startedAt: timestamp('started_at', { withTimezone: true }).notNull(),
  endsAt: timestamp('ends_at', { withTimezone: true }).notNull(),
});

export const FOUNDER_PAYMENT_STATUS_VALUES = ['held', 'paid', 'expired', 'failed', 'refund_pending', 'refunded'] as const;

/**
 * One attempt to join the Founders Circle (the brief's founder_payments; `paid` means member).
 * `held` takes a spot until `hold_expires_at`; at most one `paid` row per user.
 */
export const founderPayments = pgTable(
  'founder_payments',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    userId: text('user_id').notNull(),
    /** The workspace whose billing history shows the receipt. */
    workspaceId: text('workspace_id'),
    email: text('email'),
    status: text('status', { enum: FOUNDER_PAYMENT_STATUS_VALUES }).notNull(),
    amountCents: integer('amount_cents').notNull(),
    currency: text('currency').notNull().default('usd'),
    provider: text('provider').notNull(),
    checkoutSessionId: text('checkout_session_id').unique(),
    checkoutUrl: text('checkout_url'),
    paymentIntentId: text('payment_intent_id'),
    holdExpiresAt: timestamp('hold_expires_at', { withTimezone: true }).notNull(),
    paidAt: timestamp('paid_at', { withTimezone: true }),
    refundId: text('refund_id'),
    refundReason: text('refund_reason'),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull(),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull(),
  },
  (table) => [
    index('founder_payments_user_idx').on(table.userId, table.createdAt),
    index('founder_payments_status_idx').on(table.status, table.holdExpiresAt),
    uniqueIndex('founder_payments_one_membership_idx').on(table.userId).where(sql`${table.status} = 'paid'`),
    check(
      'founder_payments_status_check',
      sql`${table.status} in ('held', 'paid', 'expired', 'failed', 'refund_pending', 'refunded')`,
    ),
  ],
);

/** A workspace's plan: the free trial it started with, and the provider subscription once it pays. */
export const subscriptions = pgTable(
  'subscriptions',
  {
    workspaceId: text('workspace_id').primaryKey(),
    plan: text('plan').notNull(),
    interval: text('interval'),
    /** trialing | active | past_due | canceled | incomplete (a lapsed trial is trialing with trial_ends_at past). */
    status: text('status').notNull(),
    trialEndsAt: timestamp('trial_ends_at', { withTimezone: true }),
    currentPeriodEnd: timestamp('current_period_end', { withTimezone: true }),
    cancelAtPeriodEnd: boolean('cancel_at_period_end').notNull().default(false),
    founderDiscount: boolean('founder_discount').notNull().default(false),
    provider: text('provider'),
    customerId: text('customer_id'),
    providerSubscriptionId: text('provider_subscription_id').unique(),
    paymentMethod: jsonb('payment_method'),
    /** When the lapse notice was sent, so it is sent once. */
    lapseNotifiedAt: timestamp('lapse_notified_at', { withTimezone: true }),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull(),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull(),
  },
  (table) => [uniqueIndex('subscriptions_customer_idx').on(table.customerId)],
);

/** Invoices of a workspace, as the provider reported them (kept 7 years: financial records). */
export const invoices = pgTable(
  'invoices',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    workspaceId: text('workspace_id').notNull(),
    provider: text('provider').notNull(),
    providerInvoiceId: text('provider_invoice_id').notNull().unique(),
    number: text('number').notNull(),
    description: text('description').notNull(),
    amountCents: integer('amount_cents').notNull(),
    currency: text('currency').notNull(),
    status: text('status', { enum: ['paid', 'failed'] }).notNull(),
    hostedUrl: text('hosted_url'),
    issuedAt: timestamp('issued_at', { withTimezone: true }).notNull(),
  },
  (table) => [index('invoices_workspace_idx').on(table.workspaceId, table.issuedAt)],
);

/** Provider events already applied: each event id is processed exactly once. */
export const billingEvents = pgTable('billing_events', {
  id: text('id').primaryKey(),
  provider: text('provider').notNull(),
  type: text('type').notNull(),
  processedAt: timestamp('processed_at', { withTimezone: true }).notNull(),
});

/**
 * The local payment provider's own records (what Stripe keeps on its side): checkouts shown on
 * our checkout page, customers' cards and subscriptions it renews.
 */
export const localCheckouts = pgTable(
  'local_checkouts',
  {
    id: text('id').primaryKey(),
    mode: text('mode', { enum: ['payment', 'subscription', 'setup'] }).notNull(),
    status: text('status', { enum: ['open', 'complete', 'expired'] }).notNull(),
    request: jsonb('request').notNull(),
    expiresAt: timestamp('expires_at', { withTimezone: true }).notNull(),
    completedAt: timestamp('completed_at', { withTimezone: true }),
    paymentIntentId: text('payment_intent_id'),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull(),
  },
  (table) => [index('local_checkouts_status_idx').on(table.status, table.expiresAt)],
);

export const localCustomers = pgTable('local_customers', {
  id: text('id').primaryKey(),
  workspaceId: text('workspace_id').notNull(),
  email: text('email'),
  name: text('name'),
  /** The saved card: brand, last4, expiry, and which test outcome it produces (`LocalCard`; never the full number). */
  card: jsonb('card'),
  createdAt: timestamp('created_at', { withTimezone: true }).notNull(),
});

export const localSubscriptions = pgTable(
  'local_subscriptions',
  {
    id: text('id').primaryKey(),
    customerId: text('customer_id').notNull(),
    workspaceId: text('workspace_id').notNull(),
    plan: text('plan').$type<PlanKey>().notNull(),
    interval: text('interval').$type<BillingInterval>().notNull(),
    status: text('status').$type<'trialing' | 'active' | 'past_due' | 'canceled'>().notNull(),
    trialEnd: timestamp('trial_end', { withTimezone: true }),
    currentPeriodEnd: timestamp('current_period_end', { withTimezone: true }).notNull(),
    cancelAtPeriodEnd: boolean('cancel_at_period_end').notNull().default(false),
    founderDiscount: boolean('founder_discount').notNull().default(false),
    invoiceSeq: integer('invoice_seq').notNull().default(0),
    /** A failed renewal is retried daily; the third failure ends the subscription. */
    failedAttempts: integer('failed_attempts').notNull().default(0),
    nextAttemptAt: timestamp('next_attempt_at', { withTimezone: true }),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull(),
  },
  (table) => [index('local_subscriptions_renewal_idx').on(table.status, table.nextAttemptAt)],
);

export const localRefunds = pgTable('local_refunds', {
  idempotencyKey: text('idempotency_key').primaryKey(),
  id: text('id').notNull(),
  paymentIntentId: text('payment_intent_id').notNull(),
  reason: text('reason').notNull(),
  createdAt: timestamp('created_at', { withTimezone: true }).notNull(),
});
