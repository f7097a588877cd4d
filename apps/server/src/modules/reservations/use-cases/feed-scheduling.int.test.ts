import type { AddedFeed, FeedList, PortfolioDashboard, Property, ReservationList, Timeline } from '@cohost/shared';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { signedInHost } from '../../../../test/support/accounts';
import { AIRBNB_PRODID, FeedServer, icsFeed } from '../../../../test/support/feed-server';
import { TestClient } from '../../../../test/support/http-client';
import { startTestApp, type TestApp } from '../../../../test/support/test-app';
import { seedDemo } from '../../../seed-demo';
import { DEMO_LOGIN_FACT } from '../../accounts';
import { findInstallationFact } from '../../system';

async function waitFor<T>(read: () => Promise<T>, done: (value: T) => boolean, timeoutMs = 15_000): Promise<T> {
  const deadline = Date.now() + timeoutMs;
  for (;;) {
    const value = await read();
    if (done(value) || Date.now() > deadline) return value;
    await new Promise((resolve) => setTimeout(resolve, 200));
  }
}

describe('feeds sync on their interval through the job queue', () => {
  let t: TestApp;
  let feeds: FeedServer;
  beforeAll(async () => {
    t = await startTestApp({ works: true, env: { ALLOW_PRIVATE_FEEDS: 'true' } });
    feeds = await new FeedServer().start();
  });
  afterAll(async () => {
    await feeds.close();
    await t.close();
  });

  it('answers a new feed at once as syncing, its first sync runs as a job, then it is fetched again once its interval has passed, and only then', async () => {
    const { client } = await signedInHost(t);
    const property = (await client.post<Property>('/api/properties', { name: 'Scheduled Cottage', timezone: 'UTC' })).json;
    const url = feeds.serve('/scheduled.ics', icsFeed(AIRBNB_PRODID, [{ uid: 'one@airbnb.com', start: '2026-06-05', end: '2026-06-08', summary: 'Reserved' }]));
    const added = await client.post<AddedFeed>(`/api/properties/${property.id}/feeds`, { url, intervalMinutes: 30 });
    expect(added.status, added.text).toBe(201);
    expect(added.json.feed).toMatchObject({ health: 'syncing', lastAttemptAt: null, reservationsCount: 0, recentRuns: [] });
    // The first sync is a job the workers run; the feed list shows its result when it is done.
    const synced = await waitFor(
      () => client.get<FeedList>(`/api/properties/${property.id}/feeds`).then((r) => r.json.feeds[0]!),
      (feed) => feed.health !== 'syncing',
    );
    expect(synced).toMatchObject({ health: 'ok', reservationsCount: 1, nextSyncAt: '2026-06-01T12:30:00.000Z', recentRuns: [{ outcome: 'changed', added: 1 }] });
    feeds.serve('/scheduled.ics', icsFeed(AIRBNB_PRODID, [
      { uid: 'one@airbnb.com', start: '2026-06-05', end: '2026-06-08', summary: 'Reserved' },
      { uid: 'two@airbnb.com', start: '2026-06-10', end: '2026-06-12', summary: 'Reserved' },
    ]));
    // Not due yet: the scheduler (run every minute by cron; here by hand) leaves it alone.
    const scheduler = t.modules.find((module) => module.name === 'reservations') as unknown as { scheduleSyncs: () => Promise<number> };
    expect(await scheduler.scheduleSyncs()).toBe(0);
    t.clock.advance(31 * 60_000);
    expect(await scheduler.scheduleSyncs()).toBe(1);
    // A second pass before the sync ran enqueues nothing more (same due time, same key).
    expect(await scheduler.scheduleSyncs()).toBeLessThanOrEqual(0);
    const list = await waitFor(
      () => client.get<ReservationList>(`/api/properties/${property.id}/reservations`).then((r) => r.json),
      (value) => value.reservations.length === 2,
    );
    expect(list.reservations.map((stay) => stay.checkInDate)).toEqual(['2026-06-05', '2026-06-10']);
    // Checked when added, the first sync, the scheduled one.
    expect(feeds.requests.get('/scheduled.ics')!.count).toBe(3);
  });
});

describe('the demo workspace', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await startTestApp();
  });
  afterAll(() => t.close());

  it('seeds four properties with knowledge bases and living calendars from the sample feeds, once', async () => {
    expect(await seedDemo(t.ctx, t.modules)).toBe(true);
    expect(await seedDemo(t.ctx, t.modules, { force: true })).toBe(true);
    const login = (await findInstallationFact<{ email: string; password: string }>({ db: t.database.db }, DEMO_LOGIN_FACT))!;
    const client = new TestClient(t.url);
    expect((await client.post('/api/auth/sign-in/email', login)).status).toBe(200);

    const properties = (await client.get<{ properties: Property[] }>('/api/properties')).json.properties;
    expect(properties.map((property) => [property.name, property.status])).toEqual([
      ['Blue Ridge Cabin', 'active'],
      ['Downtown Loft', 'active'],
      ['Harbor Studio', 'maintenance'],
      ['Ocean View Cottage', 'active'],
    ]);
    expect(properties.find((property) => property.name === 'Ocean View Cottage')!.knowledgeBase).toMatchObject({ wifiName: 'OceanView-Guest', wifiPassword: 'saltwater-2026' });

    const cottage = properties.find((property) => property.name === 'Ocean View Cottage')!;
    const calendar = (await client.get<ReservationList>(`/api/properties/${cottage.id}/reservations`)).json;
    // Seeded twice (forced), imported once.
    expect(calendar.reservations.filter((stay) => stay.source === 'airbnb')).toHaveLength(6);
    expect(calendar.reservations.filter((stay) => stay.source === 'vrbo').map((stay) => stay.guestName)).toEqual(['Sofia Martinez']);
    expect(calendar.reservations.every((stay) => stay.payoutCents !== null)).toBe(true);
    expect(calendar.blocks.filter((block) => block.isEcho)).toHaveLength(1);
    expect(calendar.doubleBookings).toEqual([]);

    const dashboard = (await client.get<PortfolioDashboard>('/api/dashboard')).json;
    expect(dashboard.propertiesCount).toBe(4);
    expect(dashboard.inHouse.length).toBeGreaterThanOrEqual(2);
    expect(dashboard.checkInsToday.map((stay) => stay.propertyName)).toContain('Downtown Loft');
    expect(dashboard.turnovers.some((turnover) => turnover.isSameDay)).toBe(true);
    expect(dashboard.alerts.filter((alert) => alert.kind === 'double-booking').map((alert) => alert.propertyName)).toEqual(['Downtown Loft']);
    expect(dashboard.revenueThisMonth[0]!.cents).toBeGreaterThan(0);
    const timeline = (await client.get<Timeline>(`/api/timeline?from=${dashboard.generatedAt.slice(0, 10)}&days=31`)).json;
    expect(timeline.properties.every((property) => property.items.length > 0)).toBe(true);
  });

  it('serves the sample feeds to anyone, and nothing for a day that does not exist', async () => {
    const sample = await fetch(`${t.url}/api/demo-feeds/2026-06-01/ocean-view-airbnb.ics`);
    expect(sample.status).toBe(200);
    expect(sample.headers.get('content-type')).toBe('text/calendar; charset=utf-8');
    expect(await sample.text()).toContain('DTSTART;VALUE=DATE:20260523');
    for (const path of ['2026-02-30/ocean-view-airbnb.ics', '2026-06-01/nope.ics', '2026-06-01/ocean-view-airbnb.txt']) {
      expect((await fetch(`${t.url}/api/demo-feeds/${path}`)).status, path).toBe(404);
    }
  });
});
