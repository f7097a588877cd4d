import { sql } from 'drizzle-orm';
import { check, date, index, integer, jsonb, pgTable, text, timestamp, uniqueIndex, uuid } from 'drizzle-orm/pg-core';
import type { FeedSourceName, ReservationKind, ReservationSource, ReservationStatus, SyncOutcome } from '@cohost/shared';
import type { SyncChange } from './domain/sync-change';

/**
 * Stays at a property: typed in by a host (`source` manual) or imported from a calendar feed
 * (`feed_id`, `external_uid`). Dates are the property's local calendar days; the instants come
 * from the property's time zone and times (or this stay's override) when read, so a change of
 * the property's times moves every stay at once.
 */
export const reservations = pgTable(
  'reservations',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    workspaceId: text('workspace_id').notNull(),
    propertyId: uuid('property_id').notNull(),
    kind: text('kind').$type<ReservationKind>().notNull(),
    source: text('source').$type<ReservationSource>().notNull(),
    /** Null for manual stays, and for imported ones whose feed the host removed. */
    feedId: uuid('feed_id'),
    externalUid: text('external_uid'),
    status: text('status').$type<ReservationStatus>().notNull(),
    checkInDate: date('check_in_date', { mode: 'string' }).notNull(),
    checkOutDate: date('check_out_date', { mode: 'string' }).notNull(),
    checkInTime: text('check_in_time'),
    checkOutTime: text('check_out_time'),
    guestName: text('guest_name').notNull().default(''),
    guestEmail: text('guest_email').notNull().default(''),
    guestPhone: text('guest_phone').notNull().default(''),
    phoneLast4: text('phone_last4'),
    reservationUrl: text('reservation_url'),
    guests: integer('guests').notNull().default(1),
    payoutCents: integer('payout_cents'),
    currency: text('currency'),
    notes: text('notes').notNull().default(''),
    /** First fetch that no longer listed this imported stay (a candidate cancellation). */
    missingSince: timestamp('missing_since', { withTimezone: true }),
    cancelledAt: timestamp('cancelled_at', { withTimezone: true }),
    cancelReason: text('cancel_reason'),
    /** 'host' (a person cancelled: a feed listing it again does not undo that) or 'sync' (it left its feed). */
    cancelledBy: text('cancelled_by'),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull(),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull(),
  },
  (table) => [
    index('reservations_property_dates_idx').on(table.workspaceId, table.propertyId, table.checkInDate),
    index('reservations_workspace_checkout_idx').on(table.workspaceId, table.checkOutDate),
    // A window of days is found through check-in dates (a stay of at most LONG_STAY_NIGHTS starts
    // at most that long before the window) plus the few longer stays through their own index.
    index('reservations_workspace_checkin_idx').on(table.workspaceId, table.checkInDate),
    index('reservations_long_stays_idx').on(table.workspaceId, table.checkOutDate).where(sql`${table.checkOutDate} - ${table.checkInDate} > 31`),
    index('reservations_missing_idx').on(table.workspaceId).where(sql`${table.missingSince} is not null`),
    uniqueIndex('reservations_feed_uid_idx').on(table.feedId, table.externalUid),
    check('reservations_kind_check', sql`${table.kind} in ('guest', 'owner', 'maintenance')`),
    check('reservations_status_check', sql`${table.status} in ('confirmed', 'cancelled')`),
    check('reservations_dates_check', sql`${table.checkOutDate} > ${table.checkInDate}`),
  ],
);

/** Dates a feed marks unavailable with no stay behind them that we could run (host blocks, Booking.com closures). */
export const calendarBlocks = pgTable(
  'calendar_blocks',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    workspaceId: text('workspace_id').notNull(),
    propertyId: uuid('property_id').notNull(),
    feedId: uuid('feed_id'),
    source: text('source').$type<FeedSourceName>().notNull(),
    externalUid: text('external_uid').notNull(),
    startDate: date('start_date', { mode: 'string' }).notNull(),
    endDate: date('end_date', { mode: 'string' }).notNull(),
    summary: text('summary').notNull(),
    missingSince: timestamp('missing_since', { withTimezone: true }),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull(),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull(),
  },
  (table) => [
    index('calendar_blocks_property_idx').on(table.workspaceId, table.propertyId, table.startDate),
    uniqueIndex('calendar_blocks_feed_uid_idx').on(table.feedId, table.externalUid),
  ],
);

/** A platform's iCal feed of one property, fetched on an interval, with its health. */
export const calendarFeeds = pgTable(
  'calendar_feeds',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    workspaceId: text('workspace_id').notNull(),
    propertyId: uuid('property_id').notNull(),
    url: text('url').notNull(),
    /** What the host chose: 'auto' reads the platform from the feed. */
    sourceSetting: text('source_setting').$type<'auto' | FeedSourceName>().notNull(),
    /** The platform in effect (from the setting, or detected on the last fetch). */
    source: text('source').$type<FeedSourceName>().notNull(),
    label: text('label').notNull().default(''),
    intervalMinutes: integer('interval_minutes').notNull(),
    etag: text('etag'),
    lastModified: text('last_modified'),
    lastAttemptAt: timestamp('last_attempt_at', { withTimezone: true }),
    lastSuccessAt: timestamp('last_success_at', { withTimezone: true }),
    lastError: text('last_error'),
    lastErrorAt: timestamp('last_error_at', { withTimezone: true }),
    consecutiveFailures: integer('consecutive_failures').notNull().default(0),
    reservationsCount: integer('reservations_count').notNull().default(0),
    blocksCount: integer('blocks_count').notNull().default(0),
    nextSyncAt: timestamp('next_sync_at', { withTimezone: true }).notNull(),
    /** Set while a sync holds the feed (one at a time; its writes are many short transactions). */
    syncStartedAt: timestamp('sync_started_at', { withTimezone: true }),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull(),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull(),
  },
  (table) => [
    index('calendar_feeds_property_idx').on(table.workspaceId, table.propertyId),
    index('calendar_feeds_due_idx').on(table.nextSyncAt),
  ],
);

/** One fetch of a feed and what it changed: the feed's change log (the newest kept per feed). */
export const calendarSyncRuns = pgTable(
  'calendar_sync_runs',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    workspaceId: text('workspace_id').notNull(),
    feedId: uuid('feed_id').notNull(),
    startedAt: timestamp('started_at', { withTimezone: true }).notNull(),
    finishedAt: timestamp('finished_at', { withTimezone: true }).notNull(),
    outcome: text('outcome').$type<SyncOutcome>().notNull(),
    added: integer('added').notNull().default(0),
    changed: integer('changed').notNull().default(0),
    cancelled: integer('cancelled').notNull().default(0),
    candidates: integer('candidates').notNull().default(0),
    blocksAdded: integer('blocks_added').notNull().default(0),
    blocksRemoved: integer('blocks_removed').notNull().default(0),
    changes: jsonb('changes').$type<SyncChange[]>().notNull(),
    error: text('error'),
  },
  (table) => [index('calendar_sync_runs_feed_idx').on(table.feedId, table.startedAt)],
);

/** The secret link of a property's own export feed (rotating it replaces the token). */
export const calendarExports = pgTable('calendar_exports', {
  propertyId: uuid('property_id').primaryKey(),
  workspaceId: text('workspace_id').notNull(),
  token: text('token').notNull().unique(),
  createdAt: timestamp('created_at', { withTimezone: true }).notNull(),
});
