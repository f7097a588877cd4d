import type { FeedList, FeedSyncResult, PortfolioDashboard, Property, ReservationList, ReservationResult, Timeline } from '@cohost/shared';
import { asc, like } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { signedInHost } from '../../../../test/support/accounts';
import { addAndSync, AIRBNB_PRODID, BOOKING_PRODID, FeedServer, icsFeed, VRBO_PRODID } from '../../../../test/support/feed-server';
import type { TestClient } from '../../../../test/support/http-client';
import { startTestApp, type TestApp } from '../../../../test/support/test-app';
import { domainEvents } from '../../../platform/events/events.tables';

// The test clock starts at 2026-06-01T12:00Z: 05:00 on 1 June in Los Angeles.
const cottage = { name: 'Sync Cottage', timezone: 'America/Los_Angeles', checkInTime: '16:00', checkOutTime: '11:00', listing: { baseNightlyPriceCents: 20000, currency: 'USD' } };
const airbnbStay = (code: string, start: string, end: string, phone = '1234') => ({
  uid: `${code}@airbnb.com`,
  start,
  end,
  summary: 'Reserved',
  description: `Reservation URL: https://www.airbnb.com/hosting/reservations/details/${code}\nPhone Number (Last 4 Digits): ${phone}`,
});

async function eventsOf(t: TestApp, workspaceReservationIds: string[]) {
  const rows = (await t.database.db.select().from(domainEvents).where(like(domainEvents.type, 'reservations.%')).orderBy(asc(domainEvents.seq))).map((row) => ({
    type: row.type,
    reservationId: (row.payload.reservationId as string | null | undefined) ?? null,
    payload: row.payload,
    isFromSync: row.payload.isFromSync,
  }));
  const concerns = (row: (typeof rows)[number]) =>
    (row.reservationId !== null && workspaceReservationIds.includes(row.reservationId)) ||
    ((row.payload.items as { id: string }[] | undefined) ?? []).some((item) => workspaceReservationIds.includes(item.id));
  return rows.filter(concerns);
}


describe('calendar sync against a real calendar server', () => {
  let t: TestApp;
  let feeds: FeedServer;
  let host: TestClient;
  let property: Property;

  beforeAll(async () => {
    t = await startTestApp({ env: { ALLOW_PRIVATE_FEEDS: 'true' } });
    feeds = await new FeedServer().start();
    host = (await signedInHost(t)).client;
    property = (await host.post<Property>('/api/properties', cottage)).json;
  });
  afterAll(async () => {
    await feeds.close();
    await t.close();
  });

  it('imports an Airbnb feed, then fetches conditionally, then cancels a vanished stay only on the second miss', async () => {
    const url = feeds.serve('/airbnb.ics', icsFeed(AIRBNB_PRODID, [
      airbnbStay('HMAAA', '2026-06-03', '2026-06-06', '4417'),
      airbnbStay('HMBBB', '2026-06-06', '2026-06-09'),
      { uid: 'block-1@airbnb.com', start: '2026-06-20', end: '2026-06-22', summary: 'Airbnb (Not available)' },
    ]));
    const added = await addAndSync(host, property.id, { url, label: 'Airbnb' });
    expect(added.status, added.text).toBe(201);
    expect(added.json.run).toMatchObject({ outcome: 'changed', added: 2, changed: 0, cancelled: 0, candidates: 0, blocksAdded: 1, error: null });
    expect(added.json.feed).toMatchObject({ source: 'airbnb', sourceSetting: 'auto', health: 'ok', reservationsCount: 2, blocksCount: 1, intervalMinutes: 15, nextSyncAt: '2026-06-01T12:15:00.000Z' });
    expect(added.json.run.changes).toContain('New stay 3 Jun 2026 → 6 Jun 2026.');

    const list = await host.get<ReservationList>(`/api/properties/${property.id}/reservations`);
    expect(list.json.reservations).toHaveLength(2);
    expect(list.json.reservations[0]).toMatchObject({
      source: 'airbnb',
      kind: 'guest',
      status: 'confirmed',
      checkInDate: '2026-06-03',
      checkOutDate: '2026-06-06',
      checkInAt: '2026-06-03T23:00:00.000Z',
      checkOutAt: '2026-06-06T18:00:00.000Z',
      nights: 3,
      phoneLast4: '4417',
      reservationUrl: 'https://www.airbnb.com/hosting/reservations/details/HMAAA',
      missingSince: null,
    });
    expect(list.json.blocks).toMatchObject([{ startDate: '2026-06-20', endDate: '2026-06-22', source: 'airbnb', isEcho: false }]);
    const [first, second] = list.json.reservations.map((stay) => stay.id) as [string, string];
    expect(await eventsOf(t, [first, second])).toMatchObject([
      { type: 'reservations.created', reservationId: first, isFromSync: true, payload: { kind: 'guest', checkInAt: '2026-06-03T23:00:00.000Z' } },
      { type: 'reservations.created', reservationId: second, isFromSync: true },
    ]);

    // Unchanged: the server answers 304 to our validators.
    const feedId = added.json.feed.id;
    const again = await host.post<FeedSyncResult>(`/api/feeds/${feedId}/sync`, {});
    expect(again.json.run.outcome).toBe('not-modified');
    // Fetched when added (the link is checked before it is saved), by the first sync, then conditionally.
    expect(feeds.requests.get('/airbnb.ics')).toEqual({ count: 3, conditional: 1 });

    // The second stay vanishes: a candidate, not a cancellation.
    feeds.serve('/airbnb.ics', icsFeed(AIRBNB_PRODID, [airbnbStay('HMAAA', '2026-06-03', '2026-06-06', '4417'), { uid: 'block-1@airbnb.com', start: '2026-06-20', end: '2026-06-22', summary: 'Airbnb (Not available)' }]));
    t.clock.advance(60_000);
    const missed = await host.post<FeedSyncResult>(`/api/feeds/${feedId}/sync`, {});
    expect(missed.json.run).toMatchObject({ outcome: 'changed', candidates: 1, cancelled: 0 });
    let stay = (await host.get<ReservationList>(`/api/properties/${property.id}/reservations`)).json.reservations.find((r) => r.id === second)!;
    expect(stay).toMatchObject({ status: 'confirmed', missingSince: '2026-06-01T12:01:00.000Z' });
    const dashboard = await host.get<PortfolioDashboard>('/api/dashboard');
    expect(dashboard.json.alerts).toContainEqual(expect.objectContaining({ kind: 'candidate-cancellation', reservationIds: [second] }));

    // Still missing on a later fetch: cancelled, with one event.
    t.clock.advance(15 * 60_000);
    const confirmed = await host.post<FeedSyncResult>(`/api/feeds/${feedId}/sync`, {});
    expect(confirmed.json.run).toMatchObject({ cancelled: 1, candidates: 0 });
    const all = await host.get<ReservationList>(`/api/properties/${property.id}/reservations?includeCancelled=true`);
    stay = all.json.reservations.find((r) => r.id === second)!;
    expect(stay).toMatchObject({ status: 'cancelled', cancelReason: 'No longer listed in its calendar feed (confirmed on two fetches).' });
    expect((await eventsOf(t, [second])).map((event) => event.type)).toEqual(['reservations.created', 'reservations.cancelled']);
    expect((await host.get<ReservationList>(`/api/properties/${property.id}/reservations`)).json.reservations.map((r) => r.id)).toEqual([first]);

    // Listed again later (the platform's blip): reinstated, announced as created again.
    feeds.serve('/airbnb.ics', icsFeed(AIRBNB_PRODID, [airbnbStay('HMAAA', '2026-06-03', '2026-06-06', '4417'), airbnbStay('HMBBB', '2026-06-06', '2026-06-09')]));
    const back = await host.post<FeedSyncResult>(`/api/feeds/${feedId}/sync`, {});
    expect(back.json.run).toMatchObject({ changed: 1, added: 0 });
    expect((await host.get<ReservationList>(`/api/properties/${property.id}/reservations`)).json.reservations.map((r) => r.status)).toEqual(['confirmed', 'confirmed']);
    expect((await eventsOf(t, [second])).map((event) => event.type)).toEqual(['reservations.created', 'reservations.cancelled', 'reservations.created']);
  });

  it('follows a Vrbo booking re-created under a new UID as one changed stay', async () => {
    const { json: home } = await host.post<Property>('/api/properties', { ...cottage, name: 'Vrbo Cabin', timezone: 'America/New_York' });
    const url = feeds.serve('/vrbo.ics', icsFeed(VRBO_PRODID, [{ uid: 'vrbo-111@vrbo.com', start: '2026-06-10', end: '2026-06-14', summary: 'Reserved - Ana Lopez' }]));
    const added = await addAndSync(host, home.id, { url, source: 'vrbo' });
    expect(added.json.run.added).toBe(1);
    const before = (await host.get<ReservationList>(`/api/properties/${home.id}/reservations`)).json.reservations[0]!;
    expect(before).toMatchObject({ guestName: 'Ana Lopez', source: 'vrbo' });

    feeds.serve('/vrbo.ics', icsFeed(VRBO_PRODID, [{ uid: 'vrbo-222@vrbo.com', start: '2026-06-11', end: '2026-06-15', summary: 'Reserved - Ana Lopez' }]));
    const moved = await host.post<FeedSyncResult>(`/api/feeds/${added.json.feed.id}/sync`, {});
    expect(moved.json.run).toMatchObject({ added: 0, changed: 1, candidates: 0, cancelled: 0 });
    expect(moved.json.run.changes).toEqual(['Re-created under a new UID: stay (Ana Lopez) moved from 10 Jun 2026 → 14 Jun 2026 to 11 Jun 2026 → 15 Jun 2026.']);
    const after = (await host.get<ReservationList>(`/api/properties/${home.id}/reservations`)).json.reservations;
    expect(after).toHaveLength(1);
    expect(after[0]).toMatchObject({ id: before.id, checkInDate: '2026-06-11', checkOutDate: '2026-06-15' });
    expect((await eventsOf(t, [before.id])).at(-1)).toMatchObject({ type: 'reservations.changed', payload: { isUidRotation: true, timesChanged: true, previous: { checkInDate: '2026-06-10' } } });
  });

  it('dates a stay a booking engine writes in UTC by the property\'s days: a 22:00 New York arrival is that day', async () => {
    // A workspace of its own (the plan's property limit is reached by the other tests' houses).
    const owner = (await signedInHost(t, 'Late Arrival Host')).client;
    const { json: home } = await owner.post<Property>('/api/properties', { ...cottage, name: 'Late Arrival Loft', timezone: 'America/New_York' });
    // 22:00 on 10 June in New York is 02:00Z on 11 June; checkout 11:00 on 13 June is 15:00Z.
    const ics = [
      'BEGIN:VCALENDAR', 'VERSION:2.0', 'PRODID:-//Example Direct Booking//Booking Engine 4.1//EN',
      'BEGIN:VEVENT', 'UID:direct-5001@example-direct.com', 'DTSTAMP:20260601T000000Z', 'DTSTART:20260611T020000Z', 'DTEND:20260613T150000Z', 'SUMMARY:Booking - Maya Chen', 'END:VEVENT',
      'BEGIN:VEVENT', 'UID:direct-5002@example-direct.com', 'DTSTAMP:20260601T000000Z', 'DTSTART;TZID=Europe/London:20260620T030000', 'DTEND;TZID=Europe/London:20260622T150000', 'SUMMARY:Booking - Leo Park', 'END:VEVENT',
      'END:VCALENDAR',
    ].join('\r\n');
    const added = await addAndSync(owner, home.id, { url: feeds.serve('/direct-utc.ics', ics) });
    expect(added.status, added.text).toBe(201);
    expect(added.json.run).toMatchObject({ outcome: 'changed', added: 2, error: null, changes: ['New stay 10 Jun 2026 → 13 Jun 2026.', 'New stay 19 Jun 2026 → 22 Jun 2026.'] });
    const stays = (await owner.get<ReservationList>(`/api/properties/${home.id}/reservations`)).json.reservations;
    expect(stays.map(({ checkInDate, checkOutDate, nights }) => ({ checkInDate, checkOutDate, nights }))).toEqual([
      { checkInDate: '2026-06-10', checkOutDate: '2026-06-13', nights: 3 },
      { checkInDate: '2026-06-19', checkOutDate: '2026-06-22', nights: 3 },
    ]);
    // Synced again unchanged in content: the same days, nothing moved.
    t.clock.advance(60_000);
    feeds.serve('/direct-utc.ics', `${ics}\r\n`);
    const again = await owner.post<FeedSyncResult>(`/api/feeds/${added.json.feed.id}/sync`, {});
    expect(again.json.run).toMatchObject({ outcome: 'unchanged', changed: 0 });
  });

  it('removes a feed as the host chooses: its stays kept as manual stays, or its upcoming stays cancelled with events', async () => {
    // A workspace of its own (the plan's property limit is reached by the other tests' houses).
    const owner = (await signedInHost(t, 'Removing Host')).client;
    const { json: home } = await owner.post<Property>('/api/properties', { ...cottage, name: 'Removal House' });
    const stays = (path: string, codes: [string, string, string][]) => feeds.serve(path, icsFeed(AIRBNB_PRODID, codes.map(([code, start, end]) => airbnbStay(code, start, end))));
    const cancelling = await addAndSync(owner, home.id, {
      url: stays('/remove-cancel.ics', [['HMPAST', '2026-05-20', '2026-05-24'], ['HMSOON', '2026-06-05', '2026-06-08'], ['HMLATER', '2026-07-01', '2026-07-04']]),
    });
    const keeping = await addAndSync(owner, home.id, { url: stays('/remove-keep.ics', [['HMKEPT', '2026-06-10', '2026-06-12']]), source: 'vrbo' });
    expect([cancelling.json.run.added, keeping.json.run.added]).toEqual([3, 1]);
    const all = async () => (await owner.get<ReservationList>(`/api/properties/${home.id}/reservations?from=2026-05-01&to=2026-08-01&includeCancelled=true`)).json.reservations;
    const before = await all();
    const idOf = (code: string) => before.find((stay) => stay.reservationUrl?.endsWith(code))!.id;

    // The choice is required: missing or unknown, a 400 naming it, and nothing removed.
    for (const query of ['', '?importedStays=delete']) {
      const refused = await owner.request<{ error: { code: string; details: { path: string; message: string }[] } }>(`/api/feeds/${cancelling.json.feed.id}${query}`, { method: 'DELETE' });
      expect(refused.status, refused.text).toBe(400);
      expect(refused.json.error.code).toBe('platform.invalid-input');
      expect(refused.json.error.details).toEqual([{ path: 'importedStays', message: expect.stringMatching(/keep.*cancel/) }]);
    }
    expect((await owner.get<FeedList>(`/api/properties/${home.id}/feeds`)).json.feeds).toHaveLength(2);
    // Another workspace's host cannot remove it, whatever it chooses.
    const stranger = (await signedInHost(t, 'Stranger Host')).client;
    expect((await stranger.request(`/api/feeds/${cancelling.json.feed.id}?importedStays=cancel`, { method: 'DELETE' })).status).toBe(404);

    const cancelled = await owner.request(`/api/feeds/${cancelling.json.feed.id}?importedStays=cancel`, { method: 'DELETE' });
    expect(cancelled.status, cancelled.text).toBe(204);
    let after = await all();
    const byId = (id: string) => after.find((stay) => stay.id === id)!;
    // Upcoming stays are cancelled the normal way; a stay that has ended is history and is kept.
    expect(byId(idOf('HMSOON'))).toMatchObject({ status: 'cancelled', feedId: null, cancelReason: 'Its calendar feed was removed.' });
    expect(byId(idOf('HMLATER'))).toMatchObject({ status: 'cancelled', feedId: null });
    expect(byId(idOf('HMPAST'))).toMatchObject({ status: 'confirmed', feedId: null });
    expect((await eventsOf(t, [idOf('HMSOON')])).map((event) => event.type)).toEqual(['reservations.created', 'reservations.cancelled']);
    expect((await eventsOf(t, [idOf('HMLATER')])).map((event) => event.type)).toEqual(['reservations.created', 'reservations.cancelled']);
    expect((await eventsOf(t, [idOf('HMPAST')])).map((event) => event.type)).toEqual(['reservations.created']);

    const kept = await owner.request(`/api/feeds/${keeping.json.feed.id}?importedStays=keep`, { method: 'DELETE' });
    expect(kept.status, kept.text).toBe(204);
    after = await all();
    expect(byId(idOf('HMKEPT'))).toMatchObject({ status: 'confirmed', feedId: null, source: 'vrbo' });
    expect((await eventsOf(t, [idOf('HMKEPT')])).map((event) => event.type)).toEqual(['reservations.created']);
    // Kept as a stay the host manages: its dates can be changed here now.
    const moved = await owner.request(`/api/reservations/${idOf('HMKEPT')}`, { method: 'PUT', body: { checkInDate: '2026-06-10', checkOutDate: '2026-06-13', guestName: 'Kept Guest' } });
    expect(moved.status, moved.text).toBe(200);
    expect((await owner.get<FeedList>(`/api/properties/${home.id}/feeds`)).json.feeds).toEqual([]);
  });

  it('never cancels anything on a feed it cannot trust: truncated, not a calendar, server error, suddenly empty', async () => {
    const { json: home } = await host.post<Property>('/api/properties', { ...cottage, name: 'Guarded Loft' });
    const good = icsFeed(AIRBNB_PRODID, [airbnbStay('HMKEEP1', '2026-06-12', '2026-06-15'), airbnbStay('HMKEEP2', '2026-06-20', '2026-06-23')]);
    const url = feeds.serve('/guarded.ics', good);
    const { json: added } = await addAndSync(host, home.id, { url });
    const feedId = added.feed.id;
    const held = async () => (await host.get<ReservationList>(`/api/properties/${home.id}/reservations`)).json.reservations.map((r) => [r.status, r.missingSince]);
    expect(await held()).toEqual([['confirmed', null], ['confirmed', null]]);

    const cases: [string, (serve: () => void) => void, RegExp][] = [
      ['truncated', () => feeds.serve('/guarded.ics', good.slice(0, good.indexOf('END:VEVENT') + 12)), /truncated/],
      ['html', () => feeds.serve('/guarded.ics', '<!doctype html><h1>Service unavailable</h1>'), /not an iCal feed/],
      ['server error', () => feeds.handle('/guarded.ics', (_req, res) => res.writeHead(503).end()), /HTTP 503/],
      ['empty', () => feeds.serve('/guarded.ics', icsFeed(AIRBNB_PRODID, [])), /came back empty while it listed 2 upcoming stays\. Nothing was cancelled/],
    ];
    let failures = 0;
    for (const [name, breakIt, message] of cases) {
      breakIt(() => undefined);
      t.clock.advance(60_000);
      const sync = await host.post<FeedSyncResult>(`/api/feeds/${feedId}/sync`, {});
      failures++;
      expect(sync.status, name).toBe(200);
      expect(sync.json.run.outcome, name).toBe('error');
      expect(sync.json.run.error, name).toMatch(message);
      expect(sync.json.feed).toMatchObject({ health: 'error', consecutiveFailures: failures });
      expect(await held(), name).toEqual([['confirmed', null], ['confirmed', null]]);
      if (name === 'server error') feeds.handle('/guarded.ics', (_req, res) => res.writeHead(200, { 'content-type': 'text/calendar' }).end(good));
    }
    const dashboard = (await host.get<PortfolioDashboard>('/api/dashboard')).json;
    expect(dashboard.alerts).toContainEqual(expect.objectContaining({ kind: 'feed-error', feedId, severity: 'warning' }));

    // Three intervals without a success: the alarm.
    t.clock.advance(46 * 60_000);
    const list = (await host.get<FeedList>(`/api/properties/${home.id}/feeds`)).json;
    expect(list.feeds[0]).toMatchObject({ health: 'stale', isStale: true });
    expect((await host.get<PortfolioDashboard>('/api/dashboard')).json.alerts).toContainEqual(expect.objectContaining({ kind: 'feed-stale', feedId, severity: 'critical' }));
    expect(list.feeds[0]!.recentRuns.map((run) => run.outcome)).toEqual(['error', 'error', 'error', 'error', 'changed']);
  });

  it('raises a double booking when a manual stay or a Booking.com closure overlaps a stay, but not for an echo', async () => {
    const { json: home } = await host.post<Property>('/api/properties', { ...cottage, name: 'Busy Flat' });
    const airbnbUrl = feeds.serve('/busy-airbnb.ics', icsFeed(AIRBNB_PRODID, [airbnbStay('HMBUSY', '2026-06-10', '2026-06-14')]));
    await addAndSync(host, home.id, { url: airbnbUrl });
    // Booking.com re-exports the Airbnb stay (echo) and has a booking of its own over 13–15 June.
    const bookingUrl = feeds.serve('/busy-booking.ics', icsFeed(BOOKING_PRODID, [
      { uid: 'echo@booking.com', start: '2026-06-10', end: '2026-06-14', summary: 'CLOSED - Not available' },
      { uid: 'own@booking.com', start: '2026-06-13', end: '2026-06-15', summary: 'CLOSED - Not available' },
    ]));
    const booking = await addAndSync(host, home.id, { url: bookingUrl });
    expect(booking.json.feed.source).toBe('booking');
    const list = (await host.get<ReservationList>(`/api/properties/${home.id}/reservations`)).json;
    expect(list.blocks.map((block) => [block.startDate, block.isEcho])).toEqual([['2026-06-10', true], ['2026-06-13', false]]);
    expect(list.doubleBookings).toMatchObject([{ startDate: '2026-06-13', endDate: '2026-06-14', items: [{ type: 'reservation', source: 'airbnb' }, { type: 'block', source: 'booking' }] }]);

    const manual = await host.post<ReservationResult>(`/api/properties/${home.id}/reservations`, { checkInDate: '2026-06-12', checkOutDate: '2026-06-13', guestName: 'Walk-in Guest', payoutCents: 15000 });
    expect(manual.status, manual.text).toBe(201);
    expect(manual.json.doubleBookings).toMatchObject([{ startDate: '2026-06-12', endDate: '2026-06-13' }]);
    const events = await eventsOf(t, [manual.json.reservation.id]);
    expect(events.map((event) => event.type)).toEqual(['reservations.created', 'reservations.double-booked']);
    const dashboard = (await host.get<PortfolioDashboard>('/api/dashboard')).json;
    expect(dashboard.alerts.filter((alert) => alert.kind === 'double-booking' && alert.propertyId === home.id)).toHaveLength(2);
    expect(dashboard.alerts[0]!.severity).toBe('critical');

    const timeline = (await host.get<Timeline>(`/api/timeline?from=2026-06-08&days=7&propertyId=${home.id}`)).json;
    expect(timeline.properties[0]!.items.map((item) => [item.type, item.startDate, item.isDoubleBooked])).toEqual([
      ['reservation', '2026-06-10', true],
      ['reservation', '2026-06-12', true],
      ['block', '2026-06-13', true],
    ]);
  });

  it('serves the export feed behind a secret link, rotates it, and does not echo it back in', async () => {
    const { json: home } = await host.post<Property>('/api/properties', { ...cottage, name: 'Export House' });
    await host.post(`/api/properties/${home.id}/reservations`, { checkInDate: '2026-06-05', checkOutDate: '2026-06-08', guestName: 'Private Person' });
    await host.post(`/api/properties/${home.id}/reservations`, { kind: 'owner', checkInDate: '2026-06-10', checkOutDate: '2026-06-12' });
    const { exportUrl } = (await host.get<FeedList>(`/api/properties/${home.id}/feeds`)).json;
    expect(exportUrl).toMatch(new RegExp(`^${t.url}/api/calendar-export/[A-Za-z0-9_-]{32}\\.ics$`));
    const exported = await fetch(exportUrl);
    expect(exported.status).toBe(200);
    expect(exported.headers.get('content-type')).toBe('text/calendar; charset=utf-8');
    const ics = await exported.text();
    expect(ics).toContain('DTSTART;VALUE=DATE:20260605\r\nDTEND;VALUE=DATE:20260608');
    expect(ics.match(/BEGIN:VEVENT/g)).toHaveLength(2);
    expect(ics).not.toContain('Private Person');

    // Imported back (here directly, as if a platform kept our UIDs): nothing new, no double booking.
    const loop = await addAndSync(host, home.id, { url: exportUrl.replace(t.url, feeds.serve('/loop.ics', ics).replace('/loop.ics', '')).replace(/\/api\/calendar-export\/.*/, '/loop.ics') });
    expect(loop.json.run).toMatchObject({ outcome: 'unchanged', added: 0, blocksAdded: 0 });
    expect(loop.json.run.changes).toHaveLength(2);
    expect(loop.json.run.changes[0]).toMatch(/Cohost's own export feed/);

    const rotated = await host.post<{ exportUrl: string }>(`/api/properties/${home.id}/calendar-export/rotate`, {});
    expect(rotated.json.exportUrl).not.toBe(exportUrl);
    expect((await fetch(exportUrl)).status).toBe(404);
    expect((await fetch(rotated.json.exportUrl)).status).toBe(200);
    expect((await fetch(`${t.url}/api/calendar-export/not-a-token.ics`)).status).toBe(404);
  });
});

describe('a feed link the SSRF guard refuses (private feeds not allowed)', () => {
  let t: TestApp;
  let host: TestClient;
  let property: Property;

  beforeAll(async () => {
    t = await startTestApp();
    host = (await signedInHost(t)).client;
    property = (await host.post<Property>('/api/properties', cottage)).json;
  });
  afterAll(() => t.close());

  it('answers 400 naming the url field and saves no feed, for loopback, private and metadata addresses', async () => {
    for (const url of ['http://127.0.0.1:9/calendar.ics', 'webcal://localhost/calendar.ics', 'http://10.0.0.8/calendar.ics', 'http://169.254.169.254/latest/meta-data/', 'http://[::1]:8080/calendar.ics']) {
      const refused = await host.post<{ error: { code: string; message: string; details: { path: string; message: string }[] } }>(`/api/properties/${property.id}/feeds`, { url });
      expect(refused.status, `${url}: ${refused.text}`).toBe(400);
      expect(refused.json.error.code).toBe('platform.invalid-input');
      expect(refused.json.error.details).toEqual([{ path: 'url', message: expect.stringMatching(/private or local network address/) }]);
      expect(refused.json.error.message).toMatch(/private or local network address/);
    }
    const { json: list } = await host.get<FeedList>(`/api/properties/${property.id}/feeds`);
    expect(list.feeds).toEqual([]);
  });

  it('refuses such a link as a new link for an existing feed too, keeping the feed as it was', async () => {
    // The demo's sample feeds are answered in-process, so this guarded app can hold a feed.
    const url = `${t.url}/api/demo-feeds/2026-06-01/ocean-view-vrbo.ics`;
    const added = await addAndSync(host, property.id, { url });
    expect(added.status, added.text).toBe(201);
    const refused = await host.request<{ error: { code: string; details: { path: string; message: string }[] } }>(`/api/feeds/${added.json.feed.id}`, { method: 'PUT', body: { url: 'http://169.254.169.254/latest/meta-data/', intervalMinutes: 15 } });
    expect(refused.status, refused.text).toBe(400);
    expect(refused.json.error.details).toEqual([{ path: 'url', message: expect.stringMatching(/private or local network address \(169\.254\.169\.254\)/) }]);
    const { json: list } = await host.get<FeedList>(`/api/properties/${property.id}/feeds`);
    expect(list.feeds.map((feed) => feed.url)).toEqual([url]);
  });
});
