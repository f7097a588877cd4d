import { DASHBOARD_LIST_ROWS, type DashboardListPage, type Property, type PropertyStatsPage, type PortfolioDashboard, type Timeline } from '@cohost/shared';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { signedInHost } from '../../../../test/support/accounts';
import type { TestClient } from '../../../../test/support/http-client';
import { startTestApp, type TestApp } from '../../../../test/support/test-app';

// The test clock: 2026-06-01T12:00Z. Billing off: no plan limits the portfolio's size.
const loft = { timezone: 'America/New_York', checkInTime: '15:00', checkOutTime: '11:00', listing: { baseNightlyPriceCents: 10000, currency: 'USD' } };

describe('the dashboard of a portfolio larger than its lists', () => {
  let t: TestApp;
  let client: TestClient;
  beforeAll(async () => {
    t = await startTestApp({ env: { BILLING: 'off' } });
    client = (await signedInHost(t, 'Big Portfolio Host')).client;
  });
  afterAll(() => t.close());

  it('sends the first rows of each list and their exact totals, whatever the portfolio’s size; the rest a page at a time', async () => {
    const count = DASHBOARD_LIST_ROWS + 4;
    const homes: Property[] = [];
    for (let index = 0; index < count; index++) {
      const name = `Home ${String(index).padStart(2, '0')}`;
      homes.push((await client.post<Property>('/api/properties', { ...loft, name })).json);
    }
    // Each home has a guest arriving today, the later homes earlier in the day (so time, not name, orders them), and one next week.
    for (const [index, home] of homes.entries()) {
      const arriving = await client.post(`/api/properties/${home.id}/reservations`, { checkInDate: '2026-06-01', checkOutDate: '2026-06-03', guestName: `Arrival ${index}`, checkInTime: `${String(22 - index).padStart(2, '0')}:00`, payoutCents: 20000 });
      expect(arriving.status, arriving.text).toBe(201);
      await client.post(`/api/properties/${home.id}/reservations`, { checkInDate: '2026-06-04', checkOutDate: '2026-06-06', guestName: `Next ${index}` });
    }
    const byArrival = homes.map((_, index) => `Arrival ${index}`).reverse();

    const dashboard = (await client.get<PortfolioDashboard>('/api/dashboard')).json;
    expect(dashboard.propertiesCount).toBe(count);
    expect(dashboard.checkInsToday.map((s) => s.guestName)).toEqual(byArrival.slice(0, DASHBOARD_LIST_ROWS));
    expect(dashboard.upcoming).toHaveLength(DASHBOARD_LIST_ROWS);
    expect(dashboard.turnovers).toHaveLength(DASHBOARD_LIST_ROWS);
    // Two checkouts a home in the week: the arrival's and next week's.
    expect(dashboard.totals).toEqual({ checkInsToday: count, checkOutsToday: 0, inHouse: 0, upcoming: count, turnovers: 2 * count, alerts: 0 });
    // The month's figures count every property: 4 nights each of 30, 20000 each.
    expect(dashboard.occupancyThisMonth).toBeCloseTo(4 / 30, 5);
    expect(dashboard.revenueThisMonth).toEqual([{ currency: 'USD', cents: 20000 * count }]);
    expect(dashboard).not.toHaveProperty('properties');

    const next = await client.get<DashboardListPage>(`/api/dashboard/check-ins-today?offset=${DASHBOARD_LIST_ROWS}&limit=${DASHBOARD_LIST_ROWS}`);
    expect(next.status, next.text).toBe(200);
    expect(next.json).toMatchObject({ list: 'check-ins-today', offset: DASHBOARD_LIST_ROWS, total: count, nextOffset: null, turnovers: [], alerts: [] });
    expect(next.json.stays.map((s) => s.guestName)).toEqual(byArrival.slice(DASHBOARD_LIST_ROWS));
    const turnovers = (await client.get<DashboardListPage>('/api/dashboard/turnovers?limit=5')).json;
    expect(turnovers).toMatchObject({ offset: 0, total: 2 * count, nextOffset: 5, stays: [] });
    expect(turnovers.turnovers.map((turnover) => turnover.outgoingGuest)).toEqual(dashboard.turnovers.slice(0, 5).map((turnover) => turnover.outgoingGuest));

    const first = (await client.get<PropertyStatsPage>('/api/dashboard/properties?limit=5')).json;
    expect(first).toMatchObject({ offset: 0, total: count, nextOffset: 5 });
    expect(first.properties.map((p) => p.name)).toEqual(homes.slice(0, 5).map((home) => home.name));
    const last = (await client.get<PropertyStatsPage>('/api/dashboard/properties?offset=10&limit=5')).json;
    expect(last).toMatchObject({ offset: 10, total: count, nextOffset: null });
    expect(last.properties.map((p) => [p.name, p.revenueThisMonth.cents])).toEqual(homes.slice(10).map((home) => [home.name, 20000]));

    // A property filter that matches no live property is an empty page (its page may read it as it is archived).
    expect((await client.get<PropertyStatsPage>('/api/dashboard/properties?propertyId=00000000-0000-4000-8000-000000000000')).json).toEqual({ properties: [], offset: 0, total: 0, nextOffset: null });

    const timeline = (await client.get<Timeline>('/api/timeline?from=2026-05-30&days=7&offset=5&limit=5')).json;
    expect(timeline).toMatchObject({ offset: 5, total: count, nextOffset: 10 });
    expect(timeline.properties.map((p) => p.name)).toEqual(homes.slice(5, 10).map((home) => home.name));

    for (const [path, field] of [
      ['/api/dashboard/upcoming?limit=0', 'limit'],
      ['/api/dashboard/upcoming?limit=101', 'limit'],
      ['/api/dashboard/upcoming?offset=-1', 'offset'],
      ['/api/dashboard/upcoming?offset=two', 'offset'],
      ['/api/dashboard/everything', 'list'],
      ['/api/dashboard/properties?limit=1.5', 'limit'],
      ['/api/timeline?from=2026-05-30&limit=500', 'limit'],
    ] as const) {
      const response = await client.get(path);
      expect(response.status, path).toBe(400);
      expect(response.json, path).toMatchObject({ error: { code: 'platform.invalid-input', details: [expect.objectContaining({ path: field })] } });
    }
  });
});
