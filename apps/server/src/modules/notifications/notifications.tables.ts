import { sql } from 'drizzle-orm';
import { check, index, integer, pgTable, text, timestamp, uuid } from 'drizzle-orm/pg-core';

export const NOTIFICATION_CHANNELS = ['email', 'sms'] as const;
export const NOTIFICATION_STATUSES = ['queued', 'sent', 'failed'] as const;

/**
 * Every email and text the application sends, written before it is sent: the delivery job
 * reads it, records each attempt, and the idempotency key makes a repeated request a no-op.
 */
export const notificationOutbox = pgTable(
  'notification_outbox',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    channel: text('channel', { enum: NOTIFICATION_CHANNELS }).notNull(),
    recipient: text('recipient').notNull(),
    /** Emails only. */
    subject: text('subject'),
    textBody: text('text_body').notNull(),
    /** Emails only. */
    htmlBody: text('html_body'),
    /** Emails only: where the recipient's reply goes (a guest conversation's reply address). */
    replyTo: text('reply_to'),
    /** What produced the message, e.g. `accounts.verify-email`. */
    template: text('template').notNull(),
    idempotencyKey: text('idempotency_key').notNull().unique(),
    status: text('status', { enum: NOTIFICATION_STATUSES }).notNull().default('queued'),
    attempts: integer('attempts').notNull().default(0),
    lastError: text('last_error'),
    /** Which provider took the message: dev, smtp or twilio. */
    provider: text('provider'),
    providerMessageId: text('provider_message_id'),
    workspaceId: text('workspace_id'),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    sentAt: timestamp('sent_at', { withTimezone: true }),
  },
  (table) => [
    index('notification_outbox_recipient_created_at_idx').on(table.recipient, table.createdAt),
    check('notification_outbox_channel_check', sql`${table.channel} in ('email', 'sms')`),
    check('notification_outbox_status_check', sql`${table.status} in ('queued', 'sent', 'failed')`),
  ],
);

export type NotificationChannel = (typeof NOTIFICATION_CHANNELS)[number];
export type NotificationStatus = (typeof NOTIFICATION_STATUSES)[number];
