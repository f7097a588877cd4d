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

/**
 * Each browser or phone a person allowed push notifications on (Web Push): the push service's
 * endpoint and the keys its messages are encrypted with. One row per endpoint; a push service
 * answering 404 or 410 for it means the device unsubscribed, and the row is deleted.
 */
export const pushSubscriptions = pgTable(
  'push_subscriptions',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    workspaceId: text('workspace_id').notNull(),
    userId: text('user_id').notNull(),
    endpoint: text('endpoint').notNull().unique(),
    /** The browser's P-256 public key and auth secret (base64url), for the payload's encryption. */
    p256dh: text('p256dh').notNull(),
    auth: text('auth').notNull(),
    /** What the person's browser called itself, to tell their devices apart. */
    device: text('device').notNull(),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull(),
    lastSentAt: timestamp('last_sent_at', { withTimezone: true }),
  },
  (table) => [index('push_subscriptions_user_idx').on(table.userId, table.workspaceId)],
);

/** The installation's VAPID key pair when not given in the environment: made once, the private key sealed. */
export const pushVapidKeys = pgTable('push_vapid_keys', {
  id: integer('id').primaryKey(),
  publicKey: text('public_key').notNull(),
  privateKeySealed: text('private_key_sealed').notNull(),
  createdAt: timestamp('created_at', { withTimezone: true }).notNull(),
});
