import { FEED_EVENTS_MAX, type AddedFeed, type FeedList, type FeedSyncResult, type Property, type ReservationList } from '@cohost/shared';
import { and, eq, like, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { signedInHost } from '../../../../test/support/accounts';
import { AIRBNB_PRODID, FeedServer, icsFeed } from '../../../../test/support/feed-server';
import type { TestClient } from '../../../../test/support/http-client';
import { startTestApp, type TestApp } from '../../../../test/support/test-app';
import { queryRows } from '../../../platform/db/database';
import { domainEvents } from '../../../platform/events/events.tables';
import { addDays } from '../domain/stay-times';
import { calendarBlocks, reservations } from '../reservations.tables';
import { DOUBLE_BOOKING_EVENTS_MAX, FEED_WRITE_BATCH } from './sync-feed';

// The test clock starts at 2026-06-01T12:00Z (UTC property: today is 1 June 2026).
const TODAY = '2026-06-01';

/** `count` one-night stays over the 700 days from `from`, several a night once past 700 (a feed is not checked for overlaps). */
function crowded(count: number, from: string) {
  return Array.from({ length: count }, (_, index) => ({ uid: `CR${index}@airbnb.com`, start: addDays(from, index % 700), end: addDays(from, (index % 700) + 1), summary: 'Reserved' }));
}

/** `count` one-night Airbnb stays, back to back from `from`. */
function stays(count: number, from: string, prefix = 'HM') {
  return Array.from({ length: count }, (_, index) => ({ uid: `${prefix}${index}@airbnb.com`, start: addDays(from, index), end: addDays(from, index + 1), summary: 'Reserved' }));
}

async function addFeed(client: TestClient, propertyId: string, url: string) {
  const added = await client.post<AddedFeed>(`/api/properties/${propertyId}/feeds`, { url });
  expect(added.status, added.text).toBe(201);
  return added.json.feed.id;
}

async function feedStays(t: TestApp, feedId: string) {
  return t.database.db.select().from(reservations).where(eq(reservations.feedId, feedId));
}

describe('large calendar feeds', () => {
  let t: TestApp;
  let feeds: FeedServer;
  let host: TestClient;
  let property: Property;

  beforeAll(async () => {
    t = await startTestApp({ env: { ALLOW_PRIVATE_FEEDS: 'true' } });
    feeds = await new FeedServer().start();
    host = (await signedInHost(t)).client;
    property = (await host.post<Property>('/api/properties', { name: 'Big Calendar Lodge', timezone: 'UTC' })).json;
  });
  afterAll(async () => {
    await feeds.close();
    await t.close();
  });

  it(`refuses a feed listing more than ${FEED_EVENTS_MAX} stays and blocks with a clear error on the feed, and saves none of them`, async () => {
    const url = feeds.serve('/too-many.ics', icsFeed(AIRBNB_PRODID, crowded(FEED_EVENTS_MAX + 1, addDays(TODAY, -300))));
    const feedId = await addFeed(host, property.id, url);
    const sync = await host.post<FeedSyncResult>(`/api/feeds/${feedId}/sync`, {});
    expect(sync.status, sync.text).toBe(200);
    expect(sync.json.run).toMatchObject({ outcome: 'error', added: 0 });
    expect(sync.json.run.error).toBe(
      `This calendar lists 3,001 stays and blocks between 2025-06-01 and 2028-05-31; Cohost keeps at most 3,000 per calendar. Nothing was changed: check that the link is this one listing's calendar.`,
    );
    // The host sees it in the feed list: the feed's error, not a crash.
    const { json: list } = await host.get<FeedList>(`/api/properties/${property.id}/feeds`);
    expect(list.feeds.find((feed) => feed.id === feedId)).toMatchObject({ health: 'error', lastError: sync.json.run.error, consecutiveFailures: 1, reservationsCount: 0, nextSyncAt: '2026-06-01T12:15:00.000Z' });
    expect(await feedStays(t, feedId)).toEqual([]);
    expect(await t.database.db.select().from(calendarBlocks).where(eq(calendarBlocks.feedId, feedId))).toEqual([]);
    await host.request(`/api/feeds/${feedId}?importedStays=keep`, { method: 'DELETE' });
  });

  it('ignores events that ended before a year ago or start more than two years ahead', async () => {
    const url = feeds.serve('/window.ics', icsFeed(AIRBNB_PRODID, [
      { uid: 'long-ago@airbnb.com', start: '2025-05-20', end: '2025-05-25', summary: 'Reserved' },
      { uid: 'edge-past@airbnb.com', start: '2025-05-30', end: '2025-06-02', summary: 'Reserved' },
      { uid: 'soon@airbnb.com', start: '2026-06-10', end: '2026-06-12', summary: 'Reserved' },
      { uid: 'edge-ahead@airbnb.com', start: '2028-05-31', end: '2028-06-02', summary: 'Reserved' },
      { uid: 'far-ahead@airbnb.com', start: '2028-06-01', end: '2028-06-03', summary: 'Reserved' },
      { uid: 'far-block@airbnb.com', start: '2030-01-01', end: '2030-01-05', summary: 'Airbnb (Not available)' },
    ]));
    const feedId = await addFeed(host, property.id, url);
    const sync = await host.post<FeedSyncResult>(`/api/feeds/${feedId}/sync`, {});
    expect(sync.json.run).toMatchObject({ outcome: 'changed', added: 3, blocksAdded: 0, error: null });
    expect(sync.json.run.changes).toContain('Warning: Ignored 3 events ending before 2025-06-01 or starting after 2028-05-31.');
    expect(sync.json.feed).toMatchObject({ health: 'ok', reservationsCount: 3, blocksCount: 0 });
    expect((await feedStays(t, feedId)).map((row) => row.externalUid).sort()).toEqual(['edge-ahead@airbnb.com', 'edge-past@airbnb.com', 'soon@airbnb.com']);
    await host.request(`/api/feeds/${feedId}?importedStays=keep`, { method: 'DELETE' });
  });

  it('imports a large feed in batches of short transactions, with one event per stay and the usual change log', async () => {
    const count = 4 * FEED_WRITE_BATCH + 37;
    const url = feeds.serve('/large.ics', icsFeed(AIRBNB_PRODID, stays(count, addDays(TODAY, -364), 'LG')));
    const feedId = await addFeed(host, property.id, url);
    const sync = await host.post<FeedSyncResult>(`/api/feeds/${feedId}/sync`, {});
    expect(sync.status, sync.text).toBe(200);
    expect(sync.json.run).toMatchObject({ outcome: 'changed', added: count, error: null });
    expect(sync.json.feed).toMatchObject({ health: 'ok', reservationsCount: count });
    const rows = await feedStays(t, feedId);
    expect(rows).toHaveLength(count);
    // Each row carries the transaction that wrote it (xmin): one per batch, never one for the whole feed.
    const [{ transactions }] = (await queryRows<{ transactions: number }>(t.database.db, sql`select count(distinct xmin::text)::int as transactions from reservations where feed_id = ${feedId}`)) as [{ transactions: number }];
    expect(transactions).toBe(Math.ceil(count / FEED_WRITE_BATCH));
    const created = await t.database.db
      .select({ id: domainEvents.id })
      .from(domainEvents)
      .where(and(eq(domainEvents.type, 'reservations.created'), sql`${domainEvents.payload}->>'feedId' = ${feedId}`));
    expect(created).toHaveLength(count);

    // Unchanged on the next fetch (304): one short transaction, nothing rewritten.
    t.clock.advance(60_000);
    const again = await host.post<FeedSyncResult>(`/api/feeds/${feedId}/sync`, {});
    expect(again.json.run).toMatchObject({ outcome: 'not-modified' });
    await host.request(`/api/feeds/${feedId}?importedStays=keep`, { method: 'DELETE' });
  });

  it(`announces at most ${DOUBLE_BOOKING_EVENTS_MAX} new double bookings per sync from a feed whose stays overlap each other, and counts the rest`, async () => {
    const { json: home } = await host.post<Property>('/api/properties', { name: 'Overlapping Lodge', timezone: 'UTC' });
    // 3 stays a night for 30 nights: 90 stays, 90 overlapping pairs.
    const overlapping = Array.from({ length: 90 }, (_, index) => ({ uid: `OV${index}@airbnb.com`, start: addDays(TODAY, 10 + (index % 30)), end: addDays(TODAY, 11 + (index % 30)), summary: 'Reserved' }));
    const feedId = await addFeed(host, home.id, feeds.serve('/overlapping.ics', icsFeed(AIRBNB_PRODID, overlapping)));
    const sync = await host.post<FeedSyncResult>(`/api/feeds/${feedId}/sync`, {});
    expect(sync.json.run).toMatchObject({ outcome: 'changed', added: 90 });
    expect(sync.json.run.changes).toContain(`Warning: 90 new double bookings: the first ${DOUBLE_BOOKING_EVENTS_MAX} are announced, the calendar shows them all. This calendar lists stays that overlap each other.`);
    const announced = await t.database.db
      .select({ id: domainEvents.id })
      .from(domainEvents)
      .where(and(eq(domainEvents.type, 'reservations.double-booked'), sql`${domainEvents.payload}->>'propertyId' = ${home.id}`));
    expect(announced).toHaveLength(DOUBLE_BOOKING_EVENTS_MAX);
    expect((await host.get<ReservationList>(`/api/properties/${home.id}/reservations?from=${TODAY}`)).json.doubleBookings).toHaveLength(90);
  });

  it('lets a feed be removed while a large sync of it runs, without waiting for the sync', async () => {
    const count = 10 * FEED_WRITE_BATCH;
    const url = feeds.serve('/removed-while-syncing.ics', icsFeed(AIRBNB_PRODID, stays(count, addDays(TODAY, -364), 'RM')));
    const feedId = await addFeed(host, property.id, url);
    let syncEndedAt = 0;
    const syncing = host.post<FeedSyncResult>(`/api/feeds/${feedId}/sync`, {}).then((response) => {
      syncEndedAt = performance.now();
      return response;
    });
    // Wait for the first batches to be written.
    const deadline = Date.now() + 20_000;
    while ((await feedStays(t, feedId)).length === 0 && syncEndedAt === 0 && Date.now() < deadline) await new Promise((resolve) => setTimeout(resolve, 20));
    expect(syncEndedAt, 'the sync wrote its first batch before ending').toBe(0);
    const removed = await host.request(`/api/feeds/${feedId}?importedStays=keep`, { method: 'DELETE' });
    const removedAt = performance.now();
    expect(removed.status, removed.text).toBe(204);
    const sync = await syncing;
    expect(removedAt).toBeLessThan(syncEndedAt);
    // The sync stopped at its next batch: the feed is gone, what it had written is kept as the host chose.
    expect(sync.status).toBe(404);
    const kept = await t.database.db.select().from(reservations).where(like(reservations.externalUid, 'RM%@airbnb.com'));
    expect(kept.length).toBeGreaterThan(0);
    expect(kept.length).toBeLessThan(count);
    expect(kept.every((row) => row.feedId === null)).toBe(true);
  });

  it('answers 409 to Sync now while another sync of the feed runs', async () => {
    let release = () => {};
    const answered = new Promise<void>((resolve) => (release = resolve));
    const body = icsFeed(AIRBNB_PRODID, stays(2, addDays(TODAY, 5), 'SL'));
    const url = feeds.handle('/slow.ics', (_request, response) => {
      void answered.then(() => response.writeHead(200, { 'content-type': 'text/calendar' }).end(body));
    });
    const added = host.post<AddedFeed>(`/api/properties/${property.id}/feeds`, { url });
    release();
    const feedId = (await added).json.feed.id;
    let hold = () => {};
    const held = new Promise<void>((resolve) => (hold = resolve));
    feeds.handle('/slow.ics', (_request, response) => {
      void held.then(() => response.writeHead(200, { 'content-type': 'text/calendar' }).end(body));
    });
    const first = host.post<FeedSyncResult>(`/api/feeds/${feedId}/sync`, {});
    // The first sync has taken the feed once its fetch is under way.
    const deadline = Date.now() + 10_000;
    while ((feeds.requests.get('/slow.ics')?.count ?? 0) < 2 && Date.now() < deadline) await new Promise((resolve) => setTimeout(resolve, 20));
    const second = await host.post<{ error: { code: string; message: string } }>(`/api/feeds/${feedId}/sync`, {});
    expect(second.status, second.text).toBe(409);
    expect(second.json.error).toMatchObject({ code: 'reservations.feed-syncing', message: 'This calendar is syncing right now. Its result shows here when it is done.' });
    const list = (await host.get<FeedList>(`/api/properties/${property.id}/feeds`)).json;
    expect(list.feeds.find((feed) => feed.id === feedId)!.health).toBe('syncing');
    hold();
    expect((await first).json.run).toMatchObject({ outcome: 'changed', added: 2 });
    const after = (await host.get<FeedList>(`/api/properties/${property.id}/feeds`)).json;
    expect(after.feeds.find((feed) => feed.id === feedId)!.health).toBe('ok');
  });
});

describe('a sync past its time budget', () => {
  let t: TestApp;
  let feeds: FeedServer;

  beforeAll(async () => {
    t = await startTestApp({ env: { ALLOW_PRIVATE_FEEDS: 'true', FEED_SYNC_BUDGET_SECONDS: '0.001' } });
    feeds = await new FeedServer().start();
  });
  afterAll(async () => {
    await feeds.close();
    await t.close();
  });

  it('stops with a clear error on the feed, moves its next sync to the next interval and frees the feed', async () => {
    const host = (await signedInHost(t)).client;
    const property = (await host.post<Property>('/api/properties', { name: 'Slow Calendar Barn', timezone: 'UTC' })).json;
    const url = feeds.serve('/budget.ics', icsFeed(AIRBNB_PRODID, stays(3 * FEED_WRITE_BATCH, addDays(TODAY, -100), 'BG')));
    const feedId = await addFeed(host, property.id, url);
    const message = 'Syncing this calendar took longer than 1 second and was stopped. What it had already saved is kept; the next sync tries again.';
    for (const failures of [1, 2]) {
      const sync = await host.post<FeedSyncResult>(`/api/feeds/${feedId}/sync`, {});
      // Not a 409 the second time: the stopped sync let go of the feed.
      expect(sync.status, sync.text).toBe(200);
      expect(sync.json.run).toMatchObject({ outcome: 'error', error: message });
      expect(sync.json.feed).toMatchObject({ health: 'error', lastError: message, consecutiveFailures: failures, nextSyncAt: '2026-06-01T12:15:00.000Z' });
    }
    // The scheduler does not pick it up again before its next interval.
    const scheduler = t.modules.find((module) => module.name === 'reservations') as unknown as { scheduleSyncs: () => Promise<number> };
    expect(await scheduler.scheduleSyncs()).toBe(0);
    const list = (await host.get<ReservationList>(`/api/properties/${property.id}/reservations`)).json;
    expect(list.reservations.length).toBeLessThan(3 * FEED_WRITE_BATCH);
  });
});
