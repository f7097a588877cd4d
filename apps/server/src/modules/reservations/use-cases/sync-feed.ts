import type { FeedSourceName } from '@cohost/shared';
import type { Tx } from '../../../platform/db/database';
import type { DomainEvent } from '../../../platform/events/define-event';
import type { PropertyFacts } from '../../properties';
import { compareFeed, type FeedChanges } from '../domain/diff-feed';
import { feedWindow, isWithinFeedWindow, limitFeedEvents } from '../domain/feed-window';
import { CalendarFeedError, type FeedEvent, type ParsedCalendarFeed } from '../domain/parse-calendar-feed';
import { parseCalendarFeedInSlices } from '../domain/parse-calendar-feed-in-slices';
import { localToday } from '../domain/stay-times';
import type { SyncChangeKind } from '../domain/sync-change';
import { FeedFetchError } from '../providers/feed-fetcher';
import type { ReservationsDeps } from '../reservations.deps';
import {
  claimFeedSync,
  clearReservationsMissing,
  deleteBlocks,
  findFeedById,
  insertBlocks,
  insertReservations,
  insertSyncRun,
  listFeedBlocks,
  listFeedReservations,
  lockFeed,
  markReservationsMissing,
  notifyReservationsChanged,
  pruneSyncRuns,
  releaseFeedSync,
  setBlocksMissing,
  updateBlock,
  updateFeedRow,
  publishReservationEvents,
  updateReservationRow,
  type BlockRow,
  type FeedRow,
  type ReservationRow,
  type SyncRunRow,
} from '../reservations.repo';
import { findDoubleBookings } from './find-double-bookings';
import { doubleBookingEvents, reservationEvent } from '../domain/reservation-events';

/** The change log keeps this many fetches per feed. */
export const SYNC_RUNS_KEPT = 50;

/**
 * Rows one write transaction of a sync touches at most: a big feed is written in many short
 * transactions (each under the feed's row lock), so removing the feed or another writer waits
 * for one batch, never for the whole feed, and no statement grows with the feed.
 */
export const FEED_WRITE_BATCH = 100;

/**
 * New double bookings one sync announces (`reservations.double-booked`) at most: a feed whose own
 * stays overlap by the thousand would otherwise send thousands of alerts. The rest are counted
 * in the change log; the calendar and the dashboard still show every one.
 */
export const DOUBLE_BOOKING_EVENTS_MAX = 50;

/** What an unchanged feed (304) can still tell: cancellations and removals confirmed by this fetch. */
const CONFIRMATION_KINDS: ReadonlySet<SyncChangeKind> = new Set(['stay-cancelled', 'block-moved', 'block-relabelled', 'block-removed']);

export interface SyncFeedResult {
  feed: FeedRow;
  run: SyncRunRow;
}

/** The feed is being synced by another run: this one did nothing. */
export const FEED_BUSY = 'busy';

/** A sync past its time budget: stopped at the next step, recorded on the feed as its error. */
class SyncBudgetExceeded extends Error {}
/** The feed was removed while it synced: the sync stops. */
class FeedGone extends Error {}

/** The sync's wall-clock budget (fetch, parse and writes), checked between steps. */
class SyncBudget {
  private readonly deadline: number;
  constructor(readonly ms: number) {
    this.deadline = performance.now() + ms;
  }
  check(): void {
    if (performance.now() > this.deadline) throw new SyncBudgetExceeded();
  }
  message(): string {
    const seconds = Math.max(1, Math.round(this.ms / 1000));
    return `Syncing this calendar took longer than ${seconds} ${seconds === 1 ? 'second' : 'seconds'} and was stopped. What it had already saved is kept; the next sync tries again.`;
  }
}

/**
 * Fetches one feed (conditional GET) and brings what we hold in line with it. One sync of a feed
 * at a time (`sync_started_at`); its writes are batches of `FEED_WRITE_BATCH` rows, each a short
 * transaction under the feed's row lock, within a time budget (`deps.syncBudgetMs`). A feed we
 * cannot trust — unreachable, not a calendar, truncated, malformed, over `FEED_EVENTS_MAX`, or
 * suddenly empty while it held upcoming stays — is a sync error and changes nothing. Returns null
 * when the feed no longer exists, `FEED_BUSY` when another sync holds it.
 */
export async function syncFeed(deps: ReservationsDeps, feedId: string): Promise<SyncFeedResult | null | typeof FEED_BUSY> {
  const found = await findFeedById(deps.db, feedId);
  if (!found) return null;
  const property = await deps.ports.findPropertyFactsById(found.propertyId);
  if (!property) return null;
  const startedAt = deps.clock.now();
  if (property.archivedAt) {
    // An archived property's calendar is history: not fetched any more (the scheduler looks daily, at no cost).
    await updateFeedRow(deps.db, found.id, { nextSyncAt: new Date(startedAt.getTime() + 86_400_000) });
    return null;
  }
  // A claim older than twice the budget belongs to a process that died mid-sync.
  const feed = await claimFeedSync(deps.db, found.id, startedAt, new Date(startedAt.getTime() - 2 * deps.syncBudgetMs - 60_000));
  if (!feed) return (await findFeedById(deps.db, feedId)) ? FEED_BUSY : null;
  const budget = new SyncBudget(deps.syncBudgetMs);
  try {
    return await fetchAndApply(deps, feed, property, startedAt, budget);
  } catch (error) {
    if (error instanceof SyncBudgetExceeded) return await recordFailure(deps, feed, startedAt, budget.message());
    if (error instanceof FeedGone) return null;
    throw error;
  } finally {
    await releaseFeedSync(deps.db, feed.id, startedAt);
  }
}

async function fetchAndApply(deps: ReservationsDeps, feed: FeedRow, property: PropertyFacts, startedAt: Date, budget: SyncBudget): Promise<SyncFeedResult | null> {
  let parsed: ParsedCalendarFeed;
  let validators: { etag: string | null; lastModified: string | null };
  try {
    const response = await deps.fetcher.fetch({ url: feed.url, etag: feed.etag, lastModified: feed.lastModified });
    budget.check();
    if (response.status === 'not-modified') return await applyNotModified(deps, feed, property, startedAt, budget);
    validators = { etag: response.etag, lastModified: response.lastModified };
    // Date-times are read as the property's days (a late arrival written in UTC is not the next day);
    // a big feed is read a slice at a time, so the server keeps answering meanwhile.
    const read = await parseCalendarFeedInSlices(response.body, { timeZone: property.timezone, ...(feed.sourceSetting === 'auto' ? {} : { source: feed.sourceSetting }) }, () => budget.check());
    parsed = limitFeedEvents(read, localToday(startedAt, property.timezone));
  } catch (error) {
    if (error instanceof FeedFetchError || error instanceof CalendarFeedError) return recordFailure(deps, feed, startedAt, error.message);
    throw error;
  }
  const source = feed.sourceSetting === 'auto' ? detectedSource(parsed, feed) : (feed.sourceSetting);
  return applyFeed(deps, feed, property, parsed, { startedAt, validators, source, budget });
}

function detectedSource(parsed: ParsedCalendarFeed, feed: FeedRow): FeedSourceName {
  return parsed.source === 'other' && feed.source !== 'other' ? (feed.source) : parsed.source;
}

async function applyFeed(
  deps: ReservationsDeps,
  feed: FeedRow,
  property: PropertyFacts,
  parsed: ParsedCalendarFeed,
  context: { startedAt: Date; validators: { etag: string | null; lastModified: string | null }; source: FeedSourceName; budget: SyncBudget },
): Promise<SyncFeedResult | null> {
  const today = localToday(context.startedAt, property.timezone);
  // Read outside any transaction: the claim keeps other syncs of this feed out.
  const [allHeld, allHeldBlocks] = await Promise.all([listFeedReservations(deps.db, feed.id), listFeedBlocks(deps.db, feed.id)]);
  const upcoming = allHeld.filter((stay) => stay.status === 'confirmed' && stay.checkOutDate >= today).length;
  if (parsed.reservations.length === 0 && parsed.blocks.length === 0 && upcoming > 0) {
    return recordFailure(deps, feed, context.startedAt, `The calendar came back empty while it listed ${upcoming} upcoming ${upcoming === 1 ? 'stay' : 'stays'}. Nothing was cancelled: if those stays really were cancelled, cancel them here by hand.`);
  }
  // What lies beyond the feed window is left as it is, as the feed's events there are ignored.
  const { held, heldBlocks } = withinWindow(allHeld, allHeldBlocks, parsed, today);
  const diff = compareFeed({
    held: held.map((row) => ({ ...row, externalUid: row.externalUid ?? '', status: row.status })),
    heldBlocks,
    feed: parsed,
    today,
    fetchStartedAt: context.startedAt,
  });
  const before = await findDoubleBookings(deps.db, feed.workspaceId, [property], today);
  await applyDiffInBatches(deps, feed, property, diff, held, context.source, context.startedAt, context.budget);
  // Many imported rows (this sync's and earlier ones'): fresh statistics, or plans made for a small table.
  await deps.imports.grew(diff.added.length + diff.blocksAdded.length).catch((error: unknown) => deps.log.warn({ err: error }, 'planner statistics not refreshed'));

  const changed =
    diff.added.length + diff.updated.length + diff.cancelled.length + diff.newCandidates.length + diff.reappeared.length +
    diff.blocksAdded.length + diff.blocksUpdated.length + diff.blocksRemoved.length + diff.blocksNewCandidates.length;
  const result = await finishSync(deps, feed, property, before, today, {
    run: {
      startedAt: context.startedAt,
      outcome: changed > 0 ? 'changed' : 'unchanged',
      added: diff.added.length,
      changed: diff.updated.length,
      cancelled: diff.cancelled.length,
      candidates: diff.newCandidates.length,
      blocksAdded: diff.blocksAdded.length,
      blocksRemoved: diff.blocksRemoved.length,
      changes: [...diff.log, ...parsed.warnings.map((message) => ({ kind: 'warning' as const, message }))],
    },
    feed: {
      source: context.source,
      etag: context.validators.etag,
      lastModified: context.validators.lastModified,
      reservationsCount: parsed.reservations.length,
      blocksCount: parsed.blocks.length,
    },
  });
  const { run } = result;
  if (run.outcome === 'changed') {
    deps.log.info({ feedId: feed.id, added: run.added, changed: run.changed, cancelled: run.cancelled, candidates: run.candidates }, 'calendar feed synced');
  }
  return result;
}

/** Held stays and blocks the diff may touch: those within the feed window, or listed by the feed (their dates moved into it). */
function withinWindow(held: ReservationRow[], heldBlocks: BlockRow[], parsed: ParsedCalendarFeed, today: string) {
  const window = feedWindow(today);
  const listed = new Set([...parsed.reservations, ...parsed.blocks].map((event) => event.uid));
  return {
    held: held.filter((row) => isWithinFeedWindow({ start: row.checkInDate, end: row.checkOutDate }, window) || listed.has(row.externalUid ?? '')),
    heldBlocks: heldBlocks.filter((row) => isWithinFeedWindow({ start: row.startDate, end: row.endDate }, window) || listed.has(row.externalUid)),
  };
}

/** The last write of a sync: new double bookings, the change log entry and the feed's health, in one transaction. */
async function finishSync(
  deps: ReservationsDeps,
  feed: FeedRow,
  property: PropertyFacts,
  before: Awaited<ReturnType<typeof findDoubleBookings>>,
  today: string,
  values: { run: Omit<Parameters<typeof insertSyncRun>[1], 'workspaceId' | 'feedId' | 'finishedAt' | 'error'>; feed: Parameters<typeof updateFeedRow>[2] },
): Promise<SyncFeedResult> {
  const result = await deps.db.transaction(async (tx) => {
    const current = await lockFeed(tx, feed.id);
    if (!current) return null;
    const after = await findDoubleBookings(tx, feed.workspaceId, [property], today);
    const doubleBooked = doubleBookingEvents(before, after, feed.workspaceId, true);
    await publishReservationEvents(deps.events, tx, doubleBooked.slice(0, DOUBLE_BOOKING_EVENTS_MAX));
    const unannounced = doubleBooked.length - DOUBLE_BOOKING_EVENTS_MAX;
    const changes =
      unannounced > 0
        ? [...values.run.changes, { kind: 'warning' as const, message: `${doubleBooked.length} new double bookings: the first ${DOUBLE_BOOKING_EVENTS_MAX} are announced, the calendar shows them all. This calendar lists stays that overlap each other.` }]
        : values.run.changes;
    const finishedAt = deps.clock.now();
    const run = await insertSyncRun(tx, { ...values.run, changes, workspaceId: feed.workspaceId, feedId: feed.id, finishedAt, error: null });
    await pruneSyncRuns(tx, feed.id, SYNC_RUNS_KEPT);
    const startedAt = values.run.startedAt;
    const updated = await updateFeedRow(tx, feed.id, {
      ...values.feed,
      lastAttemptAt: startedAt,
      lastSuccessAt: startedAt,
      consecutiveFailures: 0,
      nextSyncAt: nextSync(current, startedAt),
      syncStartedAt: null,
      updatedAt: finishedAt,
    });
    // Open feed lists read again when a sync ends, whatever it changed (its health and log did).
    await notifyReservationsChanged(tx, feed.workspaceId);
    return { feed: updated!, run };
  });
  if (!result) throw new FeedGone();
  return result;
}

type WriteStep = { rows: number; write: (tx: Tx) => Promise<DomainEvent[]> };

/**
 * Applies a diff as batches: each step touches at most `FEED_WRITE_BATCH` rows, consecutive
 * small steps share a transaction, and each transaction holds the feed's row lock, publishes the
 * events of its own changes and checks the budget first. Stays first (added, changed,
 * reappeared, newly missing, cancelled), then blocks. A removed feed stops it.
 */
async function applyDiffInBatches(
  deps: ReservationsDeps,
  feed: FeedRow,
  property: PropertyFacts,
  diff: FeedChanges,
  held: ReservationRow[],
  source: FeedSourceName,
  now: Date,
  budget: SyncBudget,
): Promise<void> {
  const byId = new Map(held.map((row) => [row.id, row]));
  const steps: WriteStep[] = [];
  const each = <T,>(items: T[], write: (tx: Tx, batch: T[]) => Promise<DomainEvent[]>) => {
    for (const batch of batches(items)) steps.push({ rows: batch.length, write: (tx) => write(tx, batch) });
  };
  each(diff.added, async (tx, events) => {
    const rows = await insertReservations(
      tx,
      events.map((event) => ({
        workspaceId: feed.workspaceId,
        propertyId: feed.propertyId,
        kind: 'guest' as const,
        source,
        feedId: feed.id,
        externalUid: event.uid,
        status: 'confirmed' as const,
        checkInDate: event.start,
        checkOutDate: event.end,
        ...feedDetails(event),
        guestName: event.guestName ?? '',
        createdAt: now,
        updatedAt: now,
      })),
    );
    // In the feed's order (RETURNING promises none).
    const byUid = new Map(rows.map((row) => [row.externalUid, row]));
    return events.map((event) => reservationEvent('reservations.created', byUid.get(event.uid)!, property, { feedId: feed.id, firstSync: feed.lastSuccessAt === null }, true));
  });
  each(diff.updated, async (tx, updates) => {
    const events: DomainEvent[] = [];
    for (const update of updates) {
      const previous = byId.get(update.id)!;
      const row = await updateReservationRow(tx, feed.workspaceId, update.id, {
        externalUid: update.event.uid,
        checkInDate: update.event.start,
        checkOutDate: update.event.end,
        ...feedDetails(update.event),
        guestName: update.event.guestName ?? previous.guestName,
        status: 'confirmed',
        cancelledAt: null,
        cancelledBy: null,
        cancelReason: null,
        missingSince: null,
        updatedAt: now,
      });
      const extra = { feedId: feed.id, previous: update.previous, timesChanged: update.datesChanged, isUidRotation: update.isUidRotation };
      // A stay back from a sync cancellation is a new stay to the automations that dropped it.
      events.push(reservationEvent(update.isReinstated ? 'reservations.created' : 'reservations.changed', row!, property, extra, true));
    }
    return events;
  });
  each(diff.reappeared, async (tx, ids) => (await clearReservationsMissing(tx, ids, now), []));
  each(diff.newCandidates, async (tx, ids) => (await markReservationsMissing(tx, ids, now), []));
  each(diff.cancelled, async (tx, ids) => {
    const events: DomainEvent[] = [];
    for (const id of ids) {
      const row = await updateReservationRow(tx, feed.workspaceId, id, {
        status: 'cancelled',
        cancelledAt: now,
        cancelledBy: 'sync',
        cancelReason: 'No longer listed in its calendar feed (confirmed on two fetches).',
        updatedAt: now,
      });
      events.push(reservationEvent('reservations.cancelled', row!, property, { feedId: feed.id, reason: 'left-feed' }, true));
    }
    return events;
  });
  each(diff.blocksAdded, async (tx, events) => {
    await insertBlocks(
      tx,
      events.map((event) => ({
        workspaceId: feed.workspaceId,
        propertyId: feed.propertyId,
        feedId: feed.id,
        source,
        externalUid: event.uid,
        startDate: event.start,
        endDate: event.end,
        summary: event.summary,
        createdAt: now,
        updatedAt: now,
      })),
    );
    return [];
  });
  each(diff.blocksUpdated, async (tx, updates) => {
    for (const { id, event } of updates) {
      await updateBlock(tx, id, { startDate: event.start, endDate: event.end, summary: event.summary, source, missingSince: null, updatedAt: now });
    }
    return [];
  });
  each(diff.blocksReappeared, async (tx, ids) => (await setBlocksMissing(tx, ids, null, now), []));
  each(diff.blocksNewCandidates, async (tx, ids) => (await setBlocksMissing(tx, ids, now, now), []));
  each(diff.blocksRemoved, async (tx, ids) => (await deleteBlocks(tx, ids), []));

  for (const group of groupSteps(steps)) {
    budget.check();
    const applied = await deps.db.transaction(async (tx) => {
      if (!(await lockFeed(tx, feed.id))) return false;
      const events: DomainEvent[] = [];
      for (const step of group) events.push(...(await step.write(tx)));
      await publishReservationEvents(deps.events, tx, events);
      return true;
    });
    if (!applied) throw new FeedGone();
    // Let requests in between batches.
    await new Promise<void>((resolve) => setImmediate(resolve));
  }
}

function batches<T>(items: T[]): T[][] {
  const out: T[][] = [];
  for (let index = 0; index < items.length; index += FEED_WRITE_BATCH) out.push(items.slice(index, index + FEED_WRITE_BATCH));
  return out;
}

/** Consecutive steps in one transaction while they add up to at most `FEED_WRITE_BATCH` rows. */
function groupSteps(steps: WriteStep[]): WriteStep[][] {
  const groups: WriteStep[][] = [];
  let rows = FEED_WRITE_BATCH;
  for (const step of steps) {
    if (rows + step.rows > FEED_WRITE_BATCH) {
      groups.push([]);
      rows = 0;
    }
    groups.at(-1)!.push(step);
    rows += step.rows;
  }
  return groups;
}

function feedDetails(event: FeedEvent) {
  return { phoneLast4: event.phoneLast4 ?? null, reservationUrl: event.reservationUrl ?? null };
}

function nextSync(feed: FeedRow, from: Date): Date {
  return new Date(from.getTime() + feed.intervalMinutes * 60_000);
}

/**
 * 304 Not Modified: the feed is what it was, so what it missed last time it still misses. Stays
 * and blocks first missed by an earlier fetch are confirmed gone now, as a full fetch would.
 */
async function applyNotModified(deps: ReservationsDeps, feed: FeedRow, property: PropertyFacts, startedAt: Date, budget: SyncBudget): Promise<SyncFeedResult | null> {
  const today = localToday(startedAt, property.timezone);
  const [held, heldBlocks] = await Promise.all([listFeedReservations(deps.db, feed.id), listFeedBlocks(deps.db, feed.id)]);
  const before = await findDoubleBookings(deps.db, feed.workspaceId, [property], today);
  if (!held.some((row) => row.missingSince && row.status === 'confirmed') && !heldBlocks.some((row) => row.missingSince)) {
    // Nothing awaits confirmation: the common case, one short transaction.
    return finishSync(deps, feed, property, before, today, { run: { startedAt, outcome: 'not-modified', changes: [] }, feed: {} });
  }
  const stillListed = (uid: string | null) => ({ uid: uid ?? '', start: '', end: '', summary: '' });
  // The feed as last seen: everything held that was not missing from it.
  const lastSeen = {
    reservations: held.filter((row) => row.status === 'confirmed' && !row.missingSince).map((row) => ({ ...stillListed(row.externalUid), start: row.checkInDate, end: row.checkOutDate, ...(row.guestName ? { guestName: row.guestName } : {}), ...(row.phoneLast4 ? { phoneLast4: row.phoneLast4 } : {}), ...(row.reservationUrl ? { reservationUrl: row.reservationUrl } : {}) })),
    blocks: heldBlocks.filter((row) => !row.missingSince).map((row) => ({ ...stillListed(row.externalUid), start: row.startDate, end: row.endDate, summary: row.summary })),
  };
  const diff = compareFeed({
    held: held.map((row) => ({ ...row, externalUid: row.externalUid ?? '', status: row.status })),
    heldBlocks,
    feed: lastSeen,
    today,
    fetchStartedAt: startedAt,
  });
  // Only confirmations can come out of an unchanged feed.
  const confirmations: FeedChanges = { ...diff, added: [], updated: [], reappeared: [], newCandidates: [], blocksAdded: [], blocksUpdated: [], blocksReappeared: [], blocksNewCandidates: [], log: diff.log.filter((entry) => CONFIRMATION_KINDS.has(entry.kind)) };
  await applyDiffInBatches(deps, feed, property, confirmations, held, feed.source, startedAt, budget);
  return finishSync(deps, feed, property, before, today, {
    run: {
      startedAt,
      outcome: confirmations.cancelled.length + confirmations.blocksRemoved.length > 0 ? 'changed' : 'not-modified',
      cancelled: confirmations.cancelled.length,
      blocksRemoved: confirmations.blocksRemoved.length,
      changes: confirmations.log,
    },
    feed: {},
  });
}

async function recordFailure(deps: ReservationsDeps, feed: FeedRow, startedAt: Date, message: string): Promise<SyncFeedResult | null> {
  const finishedAt = deps.clock.now();
  deps.log.warn({ feedId: feed.id, error: message }, 'calendar feed sync failed');
  return deps.db.transaction(async (tx) => {
    const current = await lockFeed(tx, feed.id);
    if (!current) return null;
    const run = await insertSyncRun(tx, { workspaceId: feed.workspaceId, feedId: feed.id, startedAt, finishedAt, outcome: 'error', changes: [], error: message });
    await pruneSyncRuns(tx, feed.id, SYNC_RUNS_KEPT);
    const updated = await updateFeedRow(tx, feed.id, {
      lastAttemptAt: startedAt,
      lastError: message,
      lastErrorAt: startedAt,
      consecutiveFailures: current.consecutiveFailures + 1,
      nextSyncAt: nextSync(current, startedAt),
      syncStartedAt: null,
      updatedAt: finishedAt,
    });
    await notifyReservationsChanged(tx, feed.workspaceId);
    return { feed: updated!, run };
  });
}
