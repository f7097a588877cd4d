import { sql } from 'drizzle-orm';
import { bigint, bigserial, check, index, integer, jsonb, pgTable, text, timestamp, unique, uuid } from 'drizzle-orm/pg-core';

/**
 * Domain events (`<module>.<past-tense>`), written in the transaction of the change they
 * describe. `seq` orders them; `aggregate` is what they are about (a stay, a conversation).
 */
export const domainEvents = pgTable(
  'domain_events',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    seq: bigserial('seq', { mode: 'number' }).notNull().unique(),
    type: text('type').notNull(),
    workspaceId: text('workspace_id').notNull(),
    aggregate: text('aggregate').notNull(),
    payload: jsonb('payload').$type<Record<string, unknown>>().notNull(),
    occurredAt: timestamp('occurred_at', { withTimezone: true }).notNull(),
  },
  (table) => [index('domain_events_workspace_idx').on(table.workspaceId, table.seq), index('domain_events_type_idx').on(table.type, table.seq)],
);

export const DELIVERY_STATUSES = ['pending', 'running', 'done', 'dead'] as const;
export type DeliveryStatus = (typeof DELIVERY_STATUSES)[number];

/**
 * One event for one subscriber, written with the event (so an event committed late is still
 * delivered: nothing reads by position or time window). A subscriber's deliveries of one
 * aggregate run in `eventSeq` order; a failed one waits `nextAttemptAt`; `dead` after the last try.
 */
export const eventDeliveries = pgTable(
  'event_deliveries',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    eventId: uuid('event_id')
      .notNull()
      .references(() => domainEvents.id, { onDelete: 'cascade' }),
    eventSeq: bigint('event_seq', { mode: 'number' }).notNull(),
    subscriber: text('subscriber').notNull(),
    workspaceId: text('workspace_id').notNull(),
    aggregate: text('aggregate').notNull(),
    status: text('status').$type<DeliveryStatus>().notNull(),
    attempts: integer('attempts').notNull().default(0),
    nextAttemptAt: timestamp('next_attempt_at', { withTimezone: true }).notNull(),
    /** While running: after this the delivery is taken to have died with its process, and runs again. */
    lockedUntil: timestamp('locked_until', { withTimezone: true }),
    lastError: text('last_error'),
    deliveredAt: timestamp('delivered_at', { withTimezone: true }),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull(),
  },
  (table) => [
    unique('event_deliveries_event_subscriber_key').on(table.eventId, table.subscriber),
    index('event_deliveries_due_idx').on(table.status, table.nextAttemptAt),
    index('event_deliveries_order_idx').on(table.subscriber, table.aggregate, table.eventSeq),
    index('event_deliveries_workspace_idx').on(table.workspaceId, table.status),
    check('event_deliveries_status_check', sql`${table.status} in ('pending', 'running', 'done', 'dead')`),
  ],
);
