import type { FeedSourceName } from '@cohost/shared';
import type { Tx } from '../../../platform/db/database';
import type { DomainEvent } from '../../../platform/events/define-event';
import type { PropertyFacts } from '../../properties';
import { compareFeed, type FeedChanges } from '../domain/diff-feed';
import { CalendarFeedError, parseCalendarFeed, type FeedEvent, type ParsedCalendarFeed } from '../domain/parse-calendar-feed';
import { localToday } from '../domain/stay-times';
import type { SyncChangeKind } from '../domain/sync-change';
import { FeedFetchError, type FeedResponse } from '../providers/feed-fetcher';
import type { ReservationsDeps } from '../reservations.deps';
import {
  clearReservationsMissing,
  deleteBlocks,
  findFeedById,
  insertBlocks,
  insertReservation,
  insertSyncRun,
  listFeedBlocks,
  listFeedReservations,
  lockFeed,
  markReservationsMissing,
  pruneSyncRuns,
  setBlocksMissing,
  updateBlock,
  updateFeedRow,
  publishReservationEvents,
  updateReservationRow,
  type FeedRow,
  type ReservationRow,
  type SyncRunRow,
} from '../reservations.repo';
import { findDoubleBookings } from './find-double-bookings';
import { doubleBookingEvents, reservationEvent } from '../domain/reservation-events';

/** The change log keeps this many fetches per feed. */
export const SYNC_RUNS_KEPT = 50;

/** What an unchanged feed (304) can still tell: cancellations and removals confirmed by this fetch. */
const CONFIRMATION_KINDS: ReadonlySet<SyncChangeKind> = new Set(['stay-cancelled', 'block-moved', 'block-relabelled', 'block-removed']);

export interface SyncFeedResult {
  feed: FeedRow;
  run: SyncRunRow;
}

/**
 * Fetches one feed (conditional GET) and brings what we hold in line with it, in one
 * transaction under the feed's row lock. A feed we cannot trust — unreachable, not a calendar,
 * truncated, malformed, or suddenly empty while it held upcoming stays — is a sync error and
 * changes nothing. Returns null when the feed no longer exists. `firstFetch` is the fetch a new
 * feed's link had before it was saved (addFeed), used instead of fetching again.
 */
export async function syncFeed(deps: ReservationsDeps, feedId: string, firstFetch?: Promise<FeedResponse>): Promise<SyncFeedResult | null> {
  const feed = await findFeedById(deps.db, feedId);
  if (!feed) return null;
  const property = await deps.ports.findPropertyFactsById(feed.propertyId);
  if (!property) return null;
  const startedAt = deps.clock.now();
  if (property.archivedAt) {
    // An archived property's calendar is history: not fetched any more (the scheduler looks daily, at no cost).
    await updateFeedRow(deps.db, feed.id, { nextSyncAt: new Date(startedAt.getTime() + 86_400_000) });
    return null;
  }

  let parsed: ParsedCalendarFeed;
  let validators: { etag: string | null; lastModified: string | null };
  try {
    const response = await (firstFetch ?? deps.fetcher.fetch({ url: feed.url, etag: feed.etag, lastModified: feed.lastModified }));
    if (response.status === 'not-modified') return await applyNotModified(deps, feed, property, startedAt);
    validators = { etag: response.etag, lastModified: response.lastModified };
    // Date-times are read as the property's days (a late arrival written in UTC is not the next day).
    parsed = parseCalendarFeed(response.body, { timeZone: property.timezone, ...(feed.sourceSetting === 'auto' ? {} : { source: feed.sourceSetting }) });
  } catch (error) {
    if (error instanceof FeedFetchError || error instanceof CalendarFeedError) return recordFailure(deps, feed, startedAt, error.message);
    throw error;
  }
  const source = feed.sourceSetting === 'auto' ? detectedSource(parsed, feed) : (feed.sourceSetting);
  return applyFeed(deps, feed, property, parsed, { startedAt, validators, source });
}

function detectedSource(parsed: ParsedCalendarFeed, feed: FeedRow): FeedSourceName {
  return parsed.source === 'other' && feed.source !== 'other' ? (feed.source) : parsed.source;
}

async function applyFeed(
  deps: ReservationsDeps,
  feedRow: FeedRow,
  property: PropertyFacts,
  parsed: ParsedCalendarFeed,
  context: { startedAt: Date; validators: { etag: string | null; lastModified: string | null }; source: FeedSourceName },
): Promise<SyncFeedResult | null> {
  const today = localToday(context.startedAt, property.timezone);
  const outcome = await deps.db.transaction(async (tx): Promise<{ error: string; result?: never } | { error?: never; result: SyncFeedResult } | null> => {
    const feed = await lockFeed(tx, feedRow.id);
    if (!feed) return null;
    const [held, heldBlocks] = await Promise.all([listFeedReservations(tx, feed.id), listFeedBlocks(tx, feed.id)]);
    const upcoming = held.filter((stay) => stay.status === 'confirmed' && stay.checkOutDate >= today).length;
    if (parsed.reservations.length === 0 && parsed.blocks.length === 0 && upcoming > 0) {
      return { error: `The calendar came back empty while it listed ${upcoming} upcoming ${upcoming === 1 ? 'stay' : 'stays'}. Nothing was cancelled: if those stays really were cancelled, cancel them here by hand.` };
    }
    const diff = compareFeed({
      held: held.map((row) => ({ ...row, externalUid: row.externalUid ?? '', status: row.status })),
      heldBlocks,
      feed: parsed,
      today,
      fetchStartedAt: context.startedAt,
    });
    const before = await findDoubleBookings(tx, feed.workspaceId, [property], today);
    const events = await applyDiff(tx, feed, property, diff, held, context.source, context.startedAt);
    const after = await findDoubleBookings(tx, feed.workspaceId, [property], today);
    await publishReservationEvents(deps.events, tx, [...events, ...doubleBookingEvents(before, after, feed.workspaceId, true)]);

    const finishedAt = deps.clock.now();
    const changed =
      diff.added.length + diff.updated.length + diff.cancelled.length + diff.newCandidates.length + diff.reappeared.length +
      diff.blocksAdded.length + diff.blocksUpdated.length + diff.blocksRemoved.length + diff.blocksNewCandidates.length;
    const run = await insertSyncRun(tx, {
      workspaceId: feed.workspaceId,
      feedId: feed.id,
      startedAt: context.startedAt,
      finishedAt,
      outcome: changed > 0 ? 'changed' : 'unchanged',
      added: diff.added.length,
      changed: diff.updated.length,
      cancelled: diff.cancelled.length,
      candidates: diff.newCandidates.length,
      blocksAdded: diff.blocksAdded.length,
      blocksRemoved: diff.blocksRemoved.length,
      changes: [...diff.log, ...parsed.warnings.map((message) => ({ kind: 'warning' as const, message }))],
      error: null,
    });
    await pruneSyncRuns(tx, feed.id, SYNC_RUNS_KEPT);
    const updated = await updateFeedRow(tx, feed.id, {
      source: context.source,
      etag: context.validators.etag,
      lastModified: context.validators.lastModified,
      lastAttemptAt: context.startedAt,
      lastSuccessAt: context.startedAt,
      consecutiveFailures: 0,
      reservationsCount: parsed.reservations.length,
      blocksCount: parsed.blocks.length,
      nextSyncAt: nextSync(feed, context.startedAt),
      updatedAt: finishedAt,
    });
    return { result: { feed: updated!, run } };
  });
  if (!outcome) return null;
  if (outcome.error !== undefined) return recordFailure(deps, feedRow, context.startedAt, outcome.error);
  const { run } = outcome.result;
  if (run.outcome === 'changed') {
    deps.log.info({ feedId: feedRow.id, added: run.added, changed: run.changed, cancelled: run.cancelled, candidates: run.candidates }, 'calendar feed synced');
  }
  return outcome.result;
}

async function applyDiff(
  tx: Tx,
  feed: FeedRow,
  property: PropertyFacts,
  diff: FeedChanges,
  held: ReservationRow[],
  source: FeedSourceName,
  now: Date,
): Promise<DomainEvent[]> {
  const events: DomainEvent[] = [];
  const byId = new Map(held.map((row) => [row.id, row]));
  for (const event of diff.added) {
    const row = await insertReservation(tx, {
      workspaceId: feed.workspaceId,
      propertyId: feed.propertyId,
      kind: 'guest',
      source,
      feedId: feed.id,
      externalUid: event.uid,
      status: 'confirmed',
      checkInDate: event.start,
      checkOutDate: event.end,
      ...feedDetails(event),
      guestName: event.guestName ?? '',
      createdAt: now,
      updatedAt: now,
    });
    events.push(reservationEvent('reservations.created', row, property, { feedId: feed.id }, true));
  }
  for (const update of diff.updated) {
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
  await clearReservationsMissing(tx, diff.reappeared, now);
  await markReservationsMissing(tx, diff.newCandidates, now);
  for (const id of diff.cancelled) {
    const row = await updateReservationRow(tx, feed.workspaceId, id, {
      status: 'cancelled',
      cancelledAt: now,
      cancelledBy: 'sync',
      cancelReason: 'No longer listed in its calendar feed (confirmed on two fetches).',
      updatedAt: now,
    });
    events.push(reservationEvent('reservations.cancelled', row!, property, { feedId: feed.id, reason: 'left-feed' }, true));
  }

  await insertBlocks(
    tx,
    diff.blocksAdded.map((event) => ({
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
  for (const { id, event } of diff.blocksUpdated) {
    await updateBlock(tx, id, { startDate: event.start, endDate: event.end, summary: event.summary, source, missingSince: null, updatedAt: now });
  }
  await setBlocksMissing(tx, diff.blocksReappeared, null, now);
  await setBlocksMissing(tx, diff.blocksNewCandidates, now, now);
  await deleteBlocks(tx, diff.blocksRemoved);
  return events;
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
async function applyNotModified(deps: ReservationsDeps, feedRow: FeedRow, property: PropertyFacts, startedAt: Date): Promise<SyncFeedResult | null> {
  const today = localToday(startedAt, property.timezone);
  return deps.db.transaction(async (tx) => {
    const feed = await lockFeed(tx, feedRow.id);
    if (!feed) return null;
    const [held, heldBlocks] = await Promise.all([listFeedReservations(tx, feed.id), listFeedBlocks(tx, feed.id)]);
    const finishedEarly = deps.clock.now();
    if (!held.some((row) => row.missingSince && row.status === 'confirmed') && !heldBlocks.some((row) => row.missingSince)) {
      // Nothing awaits confirmation: the common case, kept to two writes.
      const run = await insertSyncRun(tx, { workspaceId: feed.workspaceId, feedId: feed.id, startedAt, finishedAt: finishedEarly, outcome: 'not-modified', changes: [], error: null });
      await pruneSyncRuns(tx, feed.id, SYNC_RUNS_KEPT);
      const updated = await updateFeedRow(tx, feed.id, { lastAttemptAt: startedAt, lastSuccessAt: startedAt, consecutiveFailures: 0, nextSyncAt: nextSync(feed, startedAt), updatedAt: finishedEarly });
      return { feed: updated!, run };
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
    const before = await findDoubleBookings(tx, feed.workspaceId, [property], today);
    const events = await applyDiff(tx, feed, property, confirmations, held, feed.source, startedAt);
    const after = await findDoubleBookings(tx, feed.workspaceId, [property], today);
    await publishReservationEvents(deps.events, tx, [...events, ...doubleBookingEvents(before, after, feed.workspaceId, true)]);
    const finishedAt = deps.clock.now();
    const run = await insertSyncRun(tx, {
      workspaceId: feed.workspaceId,
      feedId: feed.id,
      startedAt,
      finishedAt,
      outcome: confirmations.cancelled.length + confirmations.blocksRemoved.length > 0 ? 'changed' : 'not-modified',
      cancelled: confirmations.cancelled.length,
      blocksRemoved: confirmations.blocksRemoved.length,
      changes: confirmations.log,
      error: null,
    });
    await pruneSyncRuns(tx, feed.id, SYNC_RUNS_KEPT);
    const updated = await updateFeedRow(tx, feed.id, { lastAttemptAt: startedAt, lastSuccessAt: startedAt, consecutiveFailures: 0, nextSyncAt: nextSync(feed, startedAt), updatedAt: finishedAt });
    return { feed: updated!, run };
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
      nextSyncAt: nextSync(feed, startedAt),
      updatedAt: finishedAt,
    });
    return { feed: updated!, run };
  });
}
