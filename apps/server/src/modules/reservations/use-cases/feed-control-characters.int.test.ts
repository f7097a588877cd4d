import type { Property, ReservationList } from '@cohost/shared';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { signedInHost } from '../../../../test/support/accounts';
import { addAndSync, AIRBNB_PRODID, FeedServer, icsFeed } from '../../../../test/support/feed-server';
import type { TestClient } from '../../../../test/support/http-client';
import { startTestApp, type TestApp } from '../../../../test/support/test-app';

// PostgreSQL cannot store NUL in text: a feed carrying one used to fail the sync's writes, and
// then the failure's own record (its message quoting the feed), leaving the feed stuck.
describe('control characters inside a calendar feed', () => {
  let t: TestApp;
  let feeds: FeedServer;
  let host: TestClient;
  let property: Property;

  beforeAll(async () => {
    t = await startTestApp({ env: { ALLOW_PRIVATE_FEEDS: 'true' } });
    feeds = await new FeedServer().start();
    host = (await signedInHost(t)).client;
    property = (await host.post<Property>('/api/properties', { name: 'Nul Cottage', timezone: 'Europe/Paris', checkInTime: '16:00', checkOutTime: '11:00' })).json;
  });

  afterAll(async () => {
    await feeds.close();
    await t.close();
  });

  it('are dropped from the events it imports', async () => {
    const url = feeds.serve('/nul.ics', icsFeed(AIRBNB_PRODID, [{
      uid: 'HMNUL\u0000@airbnb.com',
      start: '2026-06-10',
      end: '2026-06-12',
      summary: 'Reserved\u0007',
      description: 'Reservation URL: https://www.airbnb.com/hosting/reservations/details/HMNUL\u0000\nPhone Number (Last 4 Digits): 12\u000034',
    }]));
    const { json: synced } = await addAndSync(host, property.id, { url });
    expect(synced.run).toMatchObject({ outcome: 'changed', added: 1, error: null });
    const stays = (await host.get<ReservationList>(`/api/properties/${property.id}/reservations`)).json.reservations;
    expect(stays).toMatchObject([{ phoneLast4: '1234', reservationUrl: 'https://www.airbnb.com/hosting/reservations/details/HMNUL' }]);
  });

  it('leave a feed that is not a calendar in an error state, its message quoting the feed without them', async () => {
    const url = feeds.serve('/garbage.ics', '\u0000\u0001garbage\u0000 that is no calendar');
    const { json: synced } = await addAndSync(host, property.id, { url });
    expect(synced.feed).toMatchObject({ health: 'error', consecutiveFailures: 1 });
    expect(synced.run.error).toBe('This is not an iCal feed: it does not start with BEGIN:VCALENDAR (it starts with "garbage that is no calendar").');
  });
});
