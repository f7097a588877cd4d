import { tableExportPart, type ExportPart } from '../../platform/export/export-part';
import { and, asc, desc, eq, getTableColumns, gt, gte, inArray, isNull, lt, lte, notInArray, or, sql } from 'drizzle-orm';
import { alias } from 'drizzle-orm/pg-core';
import { queryRows, type Database, type Tx } from '../../platform/db/database';
import { StatisticsWatch } from '../../platform/db/statistics-watch';
import type { DomainEvent } from '../../platform/events/define-event';
import type { EventPublisher } from '../../platform/events/event-bus';
import { notifyRealtime } from '../../platform/realtime/realtime-hub';
import { addDays } from './domain/stay-times';
import { calendarBlocks, calendarExports, calendarFeeds, calendarSyncRuns, reservations } from './reservations.tables';

export type ReservationRow = typeof reservations.$inferSelect;
export type ReservationInsert = Omit<typeof reservations.$inferInsert, 'id'>;
export type BlockRow = typeof calendarBlocks.$inferSelect;
export type FeedRow = typeof calendarFeeds.$inferSelect;
export type SyncRunRow = typeof calendarSyncRuns.$inferSelect;

// Every query names the workspace, except the system's own work on one feed (sync jobs),
// which reaches rows only through the feed it was given.

// ---- reservations ----

/** Rows syncs import before the stays' and blocks' planner statistics are refreshed. */
const IMPORT_ANALYZE_ROWS = 2_000;

/** Watches imports into the stays and blocks tables (one per process). */
export function importsWatch(db: Database): StatisticsWatch {
  return new StatisticsWatch(db, ['reservations', 'calendar_blocks'], IMPORT_ANALYZE_ROWS);
}

/**
 * Stays longer than this many nights are found through `reservations_long_stays_idx` (its
 * predicate names the same number); shorter ones through their check-in date, which lies at most
 * this long before a window they touch. So a window's query reads the window, not the history.
 */
const LONG_STAY_NIGHTS = 31;

/** Stays touching the days [from, to] (check-in on or before `to`, check-out on or after `from`). */
function touching(range: { from: string; to: string }) {
  return and(
    lte(reservations.checkInDate, range.to),
    gte(reservations.checkOutDate, range.from),
    or(gte(reservations.checkInDate, addDays(range.from, -LONG_STAY_NIGHTS)), sql`${reservations.checkOutDate} - ${reservations.checkInDate} > ${sql.raw(String(LONG_STAY_NIGHTS))}`),
  );
}

export async function insertReservation(db: Database | Tx, values: ReservationInsert): Promise<ReservationRow> {
  const [row] = await db.insert(reservations).values(values).returning();
  return row!;
}

/** Several stays in one statement (a sync's batch: the caller keeps batches small). */
export async function insertReservations(tx: Tx, values: ReservationInsert[]): Promise<ReservationRow[]> {
  if (values.length === 0) return [];
  return tx.insert(reservations).values(values).returning();
}

export async function findReservation(db: Database | Tx, workspaceId: string, id: string): Promise<ReservationRow | null> {
  const [row] = await db.select().from(reservations).where(and(eq(reservations.workspaceId, workspaceId), eq(reservations.id, id))).limit(1);
  return row ?? null;
}

/** The calendar days of some stays (lists that show many stays' dates at once). */
export async function listStayDates(db: Database | Tx, workspaceId: string, ids: string[]): Promise<Array<{ id: string; checkInDate: string; checkOutDate: string; guestName: string }>> {
  if (ids.length === 0) return [];
  return db
    .select({ id: reservations.id, checkInDate: reservations.checkInDate, checkOutDate: reservations.checkOutDate, guestName: reservations.guestName })
    .from(reservations)
    .where(and(eq(reservations.workspaceId, workspaceId), inArray(reservations.id, ids)));
}

export async function updateReservationRow(db: Database | Tx, workspaceId: string, id: string, values: Partial<ReservationInsert>): Promise<ReservationRow | null> {
  const [row] = await db
    .update(reservations)
    .set(values)
    .where(and(eq(reservations.workspaceId, workspaceId), eq(reservations.id, id)))
    .returning();
  return row ?? null;
}

/** Stays of a property that touch [from, to) (any status when asked). */
export async function listPropertyReservations(
  db: Database | Tx,
  workspaceId: string,
  propertyId: string,
  range: { from: string; to: string },
  includeCancelled: boolean,
): Promise<ReservationRow[]> {
  return db
    .select()
    .from(reservations)
    .where(
      and(
        eq(reservations.workspaceId, workspaceId),
        eq(reservations.propertyId, propertyId),
        lt(reservations.checkInDate, range.to),
        gte(reservations.checkOutDate, range.from),
        includeCancelled ? undefined : eq(reservations.status, 'confirmed'),
      ),
    )
    .orderBy(asc(reservations.checkInDate), asc(reservations.createdAt));
}

/** Live stays of the workspace (optionally some properties) that touch [from, to]. */
export async function listWorkspaceStays(
  db: Database | Tx,
  workspaceId: string,
  range: { from: string; to: string },
  propertyIds?: string[],
): Promise<ReservationRow[]> {
  return db
    .select()
    .from(reservations)
    .where(
      and(
        eq(reservations.workspaceId, workspaceId),
        eq(reservations.status, 'confirmed'),
        touching(range),
        propertyIds ? inArray(reservations.propertyId, propertyIds) : undefined,
      ),
    )
    .orderBy(asc(reservations.checkInDate));
}

/** What the portfolio views need of a stay (no contact details or notes): lighter rows to read. */
const viewColumns = {
  id: reservations.id,
  workspaceId: reservations.workspaceId,
  propertyId: reservations.propertyId,
  kind: reservations.kind,
  source: reservations.source,
  feedId: reservations.feedId,
  checkInDate: reservations.checkInDate,
  checkOutDate: reservations.checkOutDate,
  checkInTime: reservations.checkInTime,
  checkOutTime: reservations.checkOutTime,
  guestName: reservations.guestName,
  guests: reservations.guests,
  payoutCents: reservations.payoutCents,
  currency: reservations.currency,
  missingSince: reservations.missingSince,
};
export type StayView = Pick<ReservationRow, keyof typeof viewColumns>;

/** Live stays touching [from, to], as `StayView`s. */
export async function listStayViews(db: Database | Tx, workspaceId: string, range: { from: string; to: string }, propertyIds?: string[]): Promise<StayView[]> {
  return db
    .select(viewColumns)
    .from(reservations)
    .where(
      and(
        eq(reservations.workspaceId, workspaceId),
        eq(reservations.status, 'confirmed'),
        touching(range),
        propertyIds ? inArray(reservations.propertyId, propertyIds) : undefined,
      ),
    )
    .orderBy(asc(reservations.checkInDate));
}

/** Each property's first live stay arriving within (after, until]: what follows a window. */
export async function listFirstArrivals(db: Database | Tx, workspaceId: string, after: string, until: string): Promise<StayView[]> {
  return db
    .selectDistinctOn([reservations.propertyId], viewColumns)
    .from(reservations)
    .where(and(eq(reservations.workspaceId, workspaceId), eq(reservations.status, 'confirmed'), gt(reservations.checkInDate, after), lte(reservations.checkInDate, until)))
    .orderBy(asc(reservations.propertyId), asc(reservations.checkInDate));
}

/** Live stays a feed no longer lists (candidate cancellations) that are not over by `from`. */
export async function listMissingStays(db: Database | Tx, workspaceId: string, from: string): Promise<StayView[]> {
  return db
    .select(viewColumns)
    .from(reservations)
    .where(and(eq(reservations.workspaceId, workspaceId), sql`${reservations.missingSince} is not null`, eq(reservations.status, 'confirmed'), gte(reservations.checkOutDate, from)))
    .orderBy(asc(reservations.checkInDate));
}

/**
 * A month's figures per property, counted by the database: nights booked (each night once,
 * whatever the kind of stay: a double booking is not 200%) and guest stays' payouts prorated
 * over their nights in the month, by currency (null: the property's).
 */
export async function monthFigures(
  db: Database | Tx,
  workspaceId: string,
  month: { start: string; end: string },
): Promise<{ nights: { propertyId: string; nights: number }[]; payouts: { propertyId: string; currency: string | null; cents: number }[] }> {
  const live = and(eq(reservations.workspaceId, workspaceId), eq(reservations.status, 'confirmed'), touching({ from: addDays(month.start, 1), to: addDays(month.end, -1) }));
  const first = sql`greatest(${reservations.checkInDate}, ${month.start}::date)`;
  const last = sql`least(${reservations.checkOutDate}, ${month.end}::date)`;
  const [nights, payouts] = await Promise.all([
    queryRows<{ propertyId: string; nights: number }>(
      db,
      sql`select ${reservations.propertyId} as "propertyId", count(distinct night)::int as nights
          from ${reservations} cross join lateral generate_series(${first}, ${last} - 1, interval '1 day') as night
          where ${live} group by ${reservations.propertyId}`,
    ),
    db
      .select({
        propertyId: reservations.propertyId,
        currency: reservations.currency,
        cents: sql<number>`sum(round(${reservations.payoutCents}::numeric * (${last} - ${first}) / (${reservations.checkOutDate} - ${reservations.checkInDate})))::float8`,
      })
      .from(reservations)
      .where(and(live, eq(reservations.kind, 'guest'), sql`${reservations.payoutCents} is not null`))
      .groupBy(reservations.propertyId, reservations.currency),
  ]);
  return { nights, payouts };
}

/**
 * What the optimizer's figures need of the calendar over the days [from, to): live stays (no
 * guest details) and blocks touching them, of some properties or all. Reads the window only.
 */
export async function listCalendarFigures(
  db: Database | Tx,
  workspaceId: string,
  range: { from: string; to: string },
  propertyIds?: string[],
): Promise<{
  stays: Pick<ReservationRow, 'propertyId' | 'kind' | 'checkInDate' | 'checkOutDate' | 'payoutCents' | 'currency' | 'createdAt'>[];
  blocks: Pick<BlockRow, 'propertyId' | 'startDate' | 'endDate'>[];
}> {
  const [stays, blocks] = await Promise.all([
    db
      .select({
        propertyId: reservations.propertyId,
        kind: reservations.kind,
        checkInDate: reservations.checkInDate,
        checkOutDate: reservations.checkOutDate,
        payoutCents: reservations.payoutCents,
        currency: reservations.currency,
        createdAt: reservations.createdAt,
      })
      .from(reservations)
      .where(
        and(
          eq(reservations.workspaceId, workspaceId),
          eq(reservations.status, 'confirmed'),
          touching({ from: addDays(range.from, 1), to: addDays(range.to, -1) }),
          propertyIds ? inArray(reservations.propertyId, propertyIds) : undefined,
        ),
      ),
    db
      .select({ propertyId: calendarBlocks.propertyId, startDate: calendarBlocks.startDate, endDate: calendarBlocks.endDate })
      .from(calendarBlocks)
      .where(
        and(
          eq(calendarBlocks.workspaceId, workspaceId),
          lt(calendarBlocks.startDate, range.to),
          gt(calendarBlocks.endDate, range.from),
          propertyIds ? inArray(calendarBlocks.propertyId, propertyIds) : undefined,
        ),
      ),
  ]);
  return { stays, blocks };
}

/** A feed's imported stays, all statuses (a stay cancelled by the sync can come back). */
export async function listFeedReservations(db: Database | Tx, feedId: string): Promise<ReservationRow[]> {
  return db.select().from(reservations).where(eq(reservations.feedId, feedId));
}

export async function markReservationsMissing(tx: Tx, ids: string[], at: Date): Promise<void> {
  if (ids.length === 0) return;
  await tx.update(reservations).set({ missingSince: at, updatedAt: at }).where(inArray(reservations.id, ids));
}

export async function clearReservationsMissing(tx: Tx, ids: string[], at: Date): Promise<void> {
  if (ids.length === 0) return;
  await tx.update(reservations).set({ missingSince: null, updatedAt: at }).where(inArray(reservations.id, ids));
}

/** Keeps the stays a removed feed imported, as stays no feed updates any more. */
export async function detachFeedReservations(tx: Tx, workspaceId: string, feedId: string, at: Date): Promise<void> {
  await tx
    .update(reservations)
    .set({ feedId: null, missingSince: null, updatedAt: at })
    .where(and(eq(reservations.workspaceId, workspaceId), eq(reservations.feedId, feedId)));
}

// ---- blocks ----

export async function listFeedBlocks(db: Database | Tx, feedId: string): Promise<BlockRow[]> {
  return db.select().from(calendarBlocks).where(eq(calendarBlocks.feedId, feedId));
}

export async function listBlocks(db: Database | Tx, workspaceId: string, range: { from: string; to: string }, propertyIds?: string[]): Promise<BlockRow[]> {
  return db
    .select()
    .from(calendarBlocks)
    .where(
      and(
        eq(calendarBlocks.workspaceId, workspaceId),
        lte(calendarBlocks.startDate, range.to),
        gte(calendarBlocks.endDate, range.from),
        propertyIds ? inArray(calendarBlocks.propertyId, propertyIds) : undefined,
      ),
    )
    .orderBy(asc(calendarBlocks.startDate));
}

export async function insertBlocks(tx: Tx, rows: Omit<typeof calendarBlocks.$inferInsert, 'id'>[]): Promise<void> {
  if (rows.length > 0) await tx.insert(calendarBlocks).values(rows);
}

export async function updateBlock(tx: Tx, id: string, values: Partial<typeof calendarBlocks.$inferInsert>): Promise<void> {
  await tx.update(calendarBlocks).set(values).where(eq(calendarBlocks.id, id));
}

export async function setBlocksMissing(tx: Tx, ids: string[], missingSince: Date | null, at: Date): Promise<void> {
  if (ids.length === 0) return;
  await tx.update(calendarBlocks).set({ missingSince, updatedAt: at }).where(inArray(calendarBlocks.id, ids));
}

export async function deleteBlocks(tx: Tx, ids: string[]): Promise<void> {
  if (ids.length > 0) await tx.delete(calendarBlocks).where(inArray(calendarBlocks.id, ids));
}

export async function deleteFeedBlocks(tx: Tx, workspaceId: string, feedId: string): Promise<void> {
  await tx.delete(calendarBlocks).where(and(eq(calendarBlocks.workspaceId, workspaceId), eq(calendarBlocks.feedId, feedId)));
}

// ---- feeds ----

export async function insertFeed(db: Database | Tx, values: Omit<typeof calendarFeeds.$inferInsert, 'id'>): Promise<FeedRow> {
  const [row] = await db.insert(calendarFeeds).values(values).returning();
  return row!;
}

export async function findFeed(db: Database | Tx, workspaceId: string, id: string): Promise<FeedRow | null> {
  const [row] = await db.select().from(calendarFeeds).where(and(eq(calendarFeeds.workspaceId, workspaceId), eq(calendarFeeds.id, id))).limit(1);
  return row ?? null;
}

export async function findFeedById(db: Database | Tx, id: string): Promise<FeedRow | null> {
  const [row] = await db.select().from(calendarFeeds).where(eq(calendarFeeds.id, id)).limit(1);
  return row ?? null;
}

/** Locks the feed's row for one sync's changes: two syncs of one feed apply one after the other. */
export async function lockFeed(tx: Tx, id: string): Promise<FeedRow | null> {
  const [row] = await tx.select().from(calendarFeeds).where(eq(calendarFeeds.id, id)).for('update').limit(1);
  return row ?? null;
}

/**
 * Takes the feed for one sync (`sync_started_at`), unless another sync holds it and started
 * after `staleBefore` (a process that died mid-sync leaves a claim that expires). Null: busy or gone.
 */
export async function claimFeedSync(db: Database, id: string, now: Date, staleBefore: Date): Promise<FeedRow | null> {
  const [row] = await db
    .update(calendarFeeds)
    .set({ syncStartedAt: now })
    .where(and(eq(calendarFeeds.id, id), or(isNull(calendarFeeds.syncStartedAt), lt(calendarFeeds.syncStartedAt, staleBefore))))
    .returning();
  return row ?? null;
}

/** Lets the next sync take the feed (the sync's own last write clears it too). */
export async function releaseFeedSync(db: Database, id: string, claimedAt: Date): Promise<void> {
  await db.update(calendarFeeds).set({ syncStartedAt: null }).where(and(eq(calendarFeeds.id, id), eq(calendarFeeds.syncStartedAt, claimedAt)));
}

export async function listPropertyFeeds(db: Database | Tx, workspaceId: string, propertyId: string): Promise<FeedRow[]> {
  return db
    .select()
    .from(calendarFeeds)
    .where(and(eq(calendarFeeds.workspaceId, workspaceId), eq(calendarFeeds.propertyId, propertyId)))
    .orderBy(asc(calendarFeeds.createdAt));
}

export async function listWorkspaceFeeds(db: Database | Tx, workspaceId: string): Promise<FeedRow[]> {
  return db.select().from(calendarFeeds).where(eq(calendarFeeds.workspaceId, workspaceId));
}

export async function updateFeedRow(db: Database | Tx, id: string, values: Partial<typeof calendarFeeds.$inferInsert>): Promise<FeedRow | null> {
  const [row] = await db.update(calendarFeeds).set(values).where(eq(calendarFeeds.id, id)).returning();
  return row ?? null;
}

export async function deleteFeed(tx: Tx, workspaceId: string, id: string): Promise<void> {
  await tx.delete(calendarSyncRuns).where(and(eq(calendarSyncRuns.workspaceId, workspaceId), eq(calendarSyncRuns.feedId, id)));
  await tx.delete(calendarFeeds).where(and(eq(calendarFeeds.workspaceId, workspaceId), eq(calendarFeeds.id, id)));
}

/** Feeds whose next sync is due, oldest first. */
export async function listDueFeeds(db: Database, now: Date, limit: number): Promise<{ id: string; nextSyncAt: Date }[]> {
  return db
    .select({ id: calendarFeeds.id, nextSyncAt: calendarFeeds.nextSyncAt })
    .from(calendarFeeds)
    .where(lte(calendarFeeds.nextSyncAt, now))
    .orderBy(asc(calendarFeeds.nextSyncAt))
    .limit(limit);
}

// ---- sync runs (the change log) ----

export async function insertSyncRun(db: Database | Tx, values: Omit<typeof calendarSyncRuns.$inferInsert, 'id'>): Promise<SyncRunRow> {
  const [row] = await db.insert(calendarSyncRuns).values(values).returning();
  return row!;
}

export async function listRecentRuns(db: Database | Tx, workspaceId: string, feedIds: string[], perFeed: number): Promise<SyncRunRow[]> {
  if (feedIds.length === 0) return [];
  const ranked = db
    .select({ id: calendarSyncRuns.id, rank: sql<number>`row_number() over (partition by ${calendarSyncRuns.feedId} order by ${calendarSyncRuns.startedAt} desc)`.as('rank') })
    .from(calendarSyncRuns)
    .where(and(eq(calendarSyncRuns.workspaceId, workspaceId), inArray(calendarSyncRuns.feedId, feedIds)))
    .as('ranked');
  return db
    .select()
    .from(calendarSyncRuns)
    .innerJoin(ranked, eq(ranked.id, calendarSyncRuns.id))
    .where(lte(ranked.rank, perFeed))
    .orderBy(desc(calendarSyncRuns.startedAt))
    .then((rows) => rows.map((row) => row.calendar_sync_runs));
}

/** Keeps the newest runs of a feed; unchanged fetches every 15 minutes would otherwise pile up. */
export async function pruneSyncRuns(db: Database | Tx, feedId: string, keep: number): Promise<void> {
  const kept = db
    .select({ id: calendarSyncRuns.id })
    .from(calendarSyncRuns)
    .where(eq(calendarSyncRuns.feedId, feedId))
    .orderBy(desc(calendarSyncRuns.startedAt))
    .limit(keep);
  await db.delete(calendarSyncRuns).where(and(eq(calendarSyncRuns.feedId, feedId), notInArray(calendarSyncRuns.id, kept)));
}

// ---- export links ----

export async function findExportByProperty(db: Database | Tx, workspaceId: string, propertyId: string) {
  const [row] = await db
    .select()
    .from(calendarExports)
    .where(and(eq(calendarExports.workspaceId, workspaceId), eq(calendarExports.propertyId, propertyId)))
    .limit(1);
  return row ?? null;
}

export async function findExportByToken(db: Database | Tx, token: string) {
  const [row] = await db.select().from(calendarExports).where(eq(calendarExports.token, token)).limit(1);
  return row ?? null;
}

/** The property's export token, creating it on first use (a race keeps the first one). */
export async function ensureExport(db: Database | Tx, workspaceId: string, propertyId: string, token: string, now: Date): Promise<string> {
  await db.insert(calendarExports).values({ propertyId, workspaceId, token, createdAt: now }).onConflictDoNothing({ target: calendarExports.propertyId });
  return (await findExportByProperty(db, workspaceId, propertyId))!.token;
}

export async function replaceExportToken(db: Database | Tx, workspaceId: string, propertyId: string, token: string, now: Date): Promise<void> {
  await db
    .insert(calendarExports)
    .values({ propertyId, workspaceId, token, createdAt: now })
    .onConflictDoUpdate({ target: calendarExports.propertyId, set: { token, createdAt: now }, where: eq(calendarExports.workspaceId, workspaceId) });
}



/** Reads a reservation and holds its row until the transaction ends (one cancel or edit at a time). */
export async function lockReservation(tx: Tx, workspaceId: string, id: string): Promise<ReservationRow | null> {
  const [row] = await tx
    .select()
    .from(reservations)
    .where(and(eq(reservations.workspaceId, workspaceId), eq(reservations.id, id)))
    .for('update')
    .limit(1);
  return row ?? null;
}

// ---- double bookings, found by the database (an index range per stay, not every stay read) ----

const stayA = alias(reservations, 'stay_a');
const stayB = alias(reservations, 'stay_b');
const clashColumns = (table: typeof stayA | typeof stayB) => ({
  id: table.id,
  propertyId: table.propertyId,
  kind: table.kind,
  source: table.source,
  feedId: table.feedId,
  guestName: table.guestName,
  checkInDate: table.checkInDate,
  checkOutDate: table.checkOutDate,
});
export type ClashingStay = { [K in keyof ReturnType<typeof clashColumns>]: ReservationRow[K] };

/** Pairs of live stays of one property that share a night ending after `from` (each pair once). */
export async function findClashingStayPairs(db: Database | Tx, workspaceId: string, propertyIds: string[], from: string): Promise<{ a: ClashingStay; b: ClashingStay }[]> {
  if (propertyIds.length === 0) return [];
  // One ordered pass first: the stays that start before an earlier-starting stay of their
  // property ends (ties broken by id). Almost always none, so the pairs are joined for a few
  // stays only, not for every upcoming one.
  const clashing = await queryRows<{ id: string }>(
    db,
    sql`select id from (
          select ${reservations.id} as id, ${reservations.checkInDate} as check_in,
                 max(${reservations.checkOutDate}) over (partition by ${reservations.propertyId} order by ${reservations.checkInDate}, ${reservations.id} rows between unbounded preceding and 1 preceding) as previous_end
          from ${reservations}
          where ${and(eq(reservations.workspaceId, workspaceId), eq(reservations.status, 'confirmed'), gt(reservations.checkOutDate, from), inArray(reservations.propertyId, propertyIds))}
        ) ordered where previous_end > check_in`,
  );
  if (clashing.length === 0) return [];
  return db
    .select({ a: clashColumns(stayA), b: clashColumns(stayB) })
    .from(stayA)
    .innerJoin(
      stayB,
      and(
        eq(stayB.workspaceId, stayA.workspaceId),
        eq(stayB.propertyId, stayA.propertyId),
        eq(stayB.status, 'confirmed'),
        // b starts within a (ties broken by id): each pair once.
        gte(stayB.checkInDate, stayA.checkInDate),
        lt(stayB.checkInDate, stayA.checkOutDate),
        or(gt(stayB.checkInDate, stayA.checkInDate), gt(stayB.id, stayA.id)),
      ),
    )
    .where(
      and(
        eq(stayA.workspaceId, workspaceId),
        eq(stayA.status, 'confirmed'),
        gt(stayA.checkOutDate, from),
        inArray(stayA.propertyId, propertyIds),
        inArray(
          stayB.id,
          clashing.map((row) => row.id),
        ),
      ),
    );
}

/** Live stays overlapping a Booking.com block that ends after `from`, with the block (echoes included: the caller tells them apart). */
export async function findStaysUnderBookingBlocks(db: Database | Tx, workspaceId: string, propertyIds: string[], from: string): Promise<{ block: BlockRow; stay: ClashingStay }[]> {
  if (propertyIds.length === 0) return [];
  return db
    .select({ block: getTableColumns(calendarBlocks), stay: clashColumns(stayA) })
    .from(calendarBlocks)
    .innerJoin(
      stayA,
      and(
        eq(stayA.workspaceId, calendarBlocks.workspaceId),
        eq(stayA.propertyId, calendarBlocks.propertyId),
        eq(stayA.status, 'confirmed'),
        lt(stayA.checkInDate, calendarBlocks.endDate),
        gt(stayA.checkOutDate, calendarBlocks.startDate),
      ),
    )
    .where(and(eq(calendarBlocks.workspaceId, workspaceId), eq(calendarBlocks.source, 'booking'), gt(calendarBlocks.endDate, from), inArray(calendarBlocks.propertyId, propertyIds)));
}

// ---- events ----

/** Publishes reservation events in the writer's transaction and tells the workspaces' open dashboards, both on commit. */
export async function publishReservationEvents(publisher: EventPublisher, tx: Tx, events: DomainEvent[]): Promise<void> {
  if (events.length === 0) return;
  await publisher.publish(tx, ...events);
  for (const workspaceId of new Set(events.map((event) => event.payload.workspaceId))) {
    await notifyRealtime(tx, workspaceId, { type: 'reservations.changed', data: { events: events.filter((event) => event.payload.workspaceId === workspaceId).length } });
  }
}

/** Tells the workspace's open screens that its calendars changed (a feed's health or log), on commit. */
export async function notifyReservationsChanged(tx: Tx, workspaceId: string): Promise<void> {
  await notifyRealtime(tx, workspaceId, { type: 'reservations.changed', data: { events: 0 } });
}

// ---- platform threads (messaging matches a platform's mail to a stay) ----

/** Live guest stays whose reservation link ends with the platform's code (Airbnb's feed: `…/details/<CODE>`), any case. */
export async function listStaysByLinkCode(db: Database | Tx, workspaceId: string, code: string): Promise<ReservationRow[]> {
  return db
    .select()
    .from(reservations)
    .where(
      and(
        eq(reservations.workspaceId, workspaceId),
        eq(reservations.status, 'confirmed'),
        eq(reservations.kind, 'guest'),
        sql`lower(${reservations.reservationUrl}) ~ ${`/${code.toLowerCase()}/?$`}`,
      ),
    );
}

/** Live guest stays with exactly these calendar days (optionally of one property or one source). */
export async function listStaysOnDates(db: Database | Tx, workspaceId: string, where: { checkInDate: string; checkOutDate: string; propertyId?: string; source?: string }): Promise<ReservationRow[]> {
  return db
    .select()
    .from(reservations)
    .where(
      and(
        eq(reservations.workspaceId, workspaceId),
        eq(reservations.status, 'confirmed'),
        eq(reservations.kind, 'guest'),
        eq(reservations.checkInDate, where.checkInDate),
        eq(reservations.checkOutDate, where.checkOutDate),
        where.propertyId ? eq(reservations.propertyId, where.propertyId) : undefined,
        where.source ? eq(reservations.source, where.source as ReservationRow['source']) : undefined,
      ),
    );
}

/** Sets the guest's name only where none was typed or imported: returns the row when it changed it. */
export async function fillEmptyGuestName(tx: Tx, workspaceId: string, id: string, name: string, now: Date): Promise<ReservationRow | null> {
  const [row] = await tx
    .update(reservations)
    .set({ guestName: name, updatedAt: now })
    .where(and(eq(reservations.workspaceId, workspaceId), eq(reservations.id, id), eq(reservations.guestName, '')))
    .returning();
  return row ?? null;
}

/** Reservations' parts of the workspace export: stays, blocks, the calendar feeds (their addresses left out) and their sync log. */
export function reservationsExportParts(db: Database): ExportPart[] {
  return [
    tableExportPart(db, {
      name: 'reservations/stays',
      description: 'Every stay (direct, internal and imported from calendars, cancelled ones too) with the guest, dates, payout and notes.',
      table: reservations,
      scope: reservations.workspaceId,
      orderBy: [reservations.checkInDate, reservations.id],
    }),
    tableExportPart(db, {
      name: 'reservations/blocks',
      description: 'Calendar blocks: dates a property is not available, imported from calendar feeds.',
      table: calendarBlocks,
      scope: calendarBlocks.workspaceId,
      orderBy: [calendarBlocks.startDate, calendarBlocks.id],
    }),
    tableExportPart(db, {
      name: 'reservations/calendar-feeds',
      description: 'The platforms\' calendar feeds you connected: platform, label, sync interval and health. Only the host name of each feed address is kept.',
      redacted: [
        "url: a feed's address is its password (Airbnb, Vrbo and Booking.com put a secret token in it; anyone holding it reads your calendar), so only its host name is exported (urlHost). Copy the address from the platform again to reconnect.",
        "your properties' own export feed links (calendar_exports): secret links, not exported; rotate and copy them from each property's calendar settings.",
      ],
      table: calendarFeeds,
      scope: calendarFeeds.workspaceId,
      orderBy: [calendarFeeds.createdAt, calendarFeeds.id],
      omit: ['etag', 'lastModified', 'syncStartedAt'],
      map: ({ url, ...row }) => ({ ...row, lastError: withoutFeedAddresses(row.lastError), urlHost: feedUrlHost(url) }),
    }),
    tableExportPart(db, {
      name: 'reservations/feed-sync-log',
      description: 'The latest syncs of each calendar feed and what they changed.',
      table: calendarSyncRuns,
      scope: calendarSyncRuns.workspaceId,
      orderBy: [calendarSyncRuns.startedAt, calendarSyncRuns.id],
      map: (row) => ({ ...row, error: withoutFeedAddresses(row.error) }),
    }),
  ];
}

/** A feed address's host name only (the rest may hold the platform's secret token). */
function feedUrlHost(url: unknown): string | null {
  try {
    return new URL(String(url)).hostname;
  } catch {
    return null;
  }
}

/** An error's text with any address in it cut to its host name (a feed's address holds its token). */
function withoutFeedAddresses(text: unknown): unknown {
  return typeof text === 'string' ? text.replace(/https?:\/\/[^\s"'<>]+/g, (url) => feedUrlHost(url) ?? '(address)') : text;
}

/** How many calendar feeds the workspace reads (the setup checklist). */
export async function countFeeds(db: Database | Tx, workspaceId: string): Promise<number> {
  const [row] = await db.select({ n: sql<number>`count(*)::int` }).from(calendarFeeds).where(eq(calendarFeeds.workspaceId, workspaceId));
  return row?.n ?? 0;
}
