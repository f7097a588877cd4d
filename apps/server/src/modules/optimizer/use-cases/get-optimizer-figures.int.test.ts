import type { Me, OptimizerFigures, Property, ReservationResult } from '@cohost/shared';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { signedInHost } from '../../../../test/support/accounts';
import { TestClient } from '../../../../test/support/http-client';
import { startTestApp, type TestApp } from '../../../../test/support/test-app';
import { seedDemo } from '../../../seed-demo';
import { DEMO_LOGIN_FACT } from '../../accounts';
import { findInstallationFact } from '../../system';

// The test clock starts at 2026-06-01T12:00Z. Billing off: no plan limits the portfolio.
describe('GET /api/optimizer/figures', () => {
  let t: TestApp;
  let host: TestClient;
  let venice: Property;
  let harbour: Property;

  const stay = async (property: Property, body: Record<string, unknown>) => {
    const created = await host.post<ReservationResult>(`/api/properties/${property.id}/reservations`, { guestName: 'Guest', ...body });
    expect(created.status, created.text).toBe(201);
    return created.json.reservation;
  };

  beforeAll(async () => {
    t = await startTestApp({ env: { BILLING: 'off' } });
    host = (await signedInHost(t, 'Optimizer Host')).client;
    venice = (await host.post<Property>('/api/properties', { name: 'Venice Bungalow', timezone: 'America/Los_Angeles', listing: { currency: 'USD' } })).json;
    harbour = (await host.post<Property>('/api/properties', { name: 'Harbour Flat', timezone: 'Pacific/Auckland', listing: { currency: 'NZD' } })).json;
    // Recorded on 1 January: lead times are known for the stays arriving later.
    t.clock.set('2026-01-01T12:00:00Z');
    await stay(venice, { checkInDate: '2026-01-30', checkOutDate: '2026-02-02', payoutCents: 30_000 });
    await stay(venice, { checkInDate: '2026-02-03', checkOutDate: '2026-02-05', payoutCents: 20_000 });
    await stay(venice, { checkInDate: '2026-02-10', checkOutDate: '2026-02-15', kind: 'owner' });
    const cancelled = await stay(venice, { checkInDate: '2026-02-20', checkOutDate: '2026-02-25', payoutCents: 99_000 });
    expect((await host.post(`/api/reservations/${cancelled.id}/cancel`, { reason: 'Plans changed' })).status).toBe(200);
    await stay(harbour, { checkInDate: '2026-02-01', checkOutDate: '2026-02-08', payoutCents: 140_000 });
    // A year earlier, and long before: history the period's read does not need.
    await stay(venice, { checkInDate: '2025-01-10', checkOutDate: '2025-01-15', payoutCents: 40_000 });
    await stay(venice, { checkInDate: '2023-03-01', checkOutDate: '2023-03-05', payoutCents: 77_000 });
    t.clock.set('2026-06-01T12:00:00Z');
  });
  afterAll(() => t.close());

  it("counts each property's months from its stays: split at the month edge, blocked nights out, cancelled stays out, payouts prorated, gaps found", async () => {
    const response = await host.get<OptimizerFigures>('/api/optimizer/figures?from=2026-01&to=2026-02');
    expect(response.status, response.text).toBe(200);
    const figures = response.json;
    const row = (property: Property, month: string) => figures.rows.find((r) => r.propertyId === property.id && r.month === month)!;
    expect(row(venice, '2026-01')).toMatchObject({ bookedNights: 2, availableNights: 31, revenueCents: 20_000, adrCents: 10_000, currency: 'USD' });
    // February: 1 night of the January stay, 2 of the next; the owner's 5 nights blocked; 2 Feb is a 1-night gap.
    expect(row(venice, '2026-02')).toMatchObject({ bookedNights: 3, blockedNights: 5, availableNights: 23, revenueCents: 30_000, paidNights: 3, adrCents: 10_000, gapNights: 1 });
    expect(row(harbour, '2026-02')).toMatchObject({ bookedNights: 7, revenueCents: 140_000, adrCents: 20_000, currency: 'NZD' });
    expect(figures.totals.revenue).toEqual([{ currency: 'NZD', cents: 140_000 }, { currency: 'USD', cents: 50_000 }]);
    expect(figures.totals.bookedNights).toBe(12);
    expect(figures.previousPeriod).toEqual({ from: '2025-01', to: '2025-02' });
    expect(figures.previousTotals.revenue).toEqual([{ currency: 'USD', cents: 40_000 }]);
    expect(figures.revenueChange).toEqual(expect.arrayContaining([{ currency: 'USD', percent: 25 }, { currency: 'NZD', percent: null }]));
    expect(figures.insights.gapNights).toEqual({ nights: 1, estimatedValue: [{ currency: 'USD', cents: 10_000 }], isEstimate: true, maxRunNights: 2, minStayProperties: 0 });
    expect(figures.insights.bestRevenueMonth?.month).toBe('2026-02');
    // Recorded 1 January 12:00 UTC: 29 days before 30 January and 33 before 3 February in Los Angeles; Auckland's 2 January, 30 days before 1 February (31 on UTC's calendar).
    expect(figures.leadTime).toEqual({ buckets: [{ days: '0-3', stays: 0 }, { days: '4-14', stays: 0 }, { days: '15-30', stays: 2 }, { days: '31-90', stays: 1 }, { days: '91+', stays: 0 }], unknown: 0 });
    expect(figures.hasStays).toBe(true);
  });

  it('narrows everything to one property, and answers an empty period with zeros and no stays', async () => {
    const one = (await host.get<OptimizerFigures>(`/api/optimizer/figures?from=2026-02&to=2026-02&propertyId=${harbour.id}`)).json;
    expect(one.properties.map((p) => p.name)).toEqual(['Harbour Flat', 'Venice Bungalow']);
    expect(one.rows.map((r) => r.propertyId)).toEqual([harbour.id]);
    const empty = (await host.get<OptimizerFigures>('/api/optimizer/figures?from=2024-06&to=2024-08')).json;
    expect(empty).toMatchObject({ hasStays: false, totals: { bookedNights: 0, revenue: [] }, insights: { bestRevenueMonth: null } });
  });

  it('a period of a year or more and the same months a year earlier (one read for both) each count their own months', async () => {
    const figures = (await host.get<OptimizerFigures>('/api/optimizer/figures?from=2025-01&to=2026-02')).json;
    expect(figures.previousPeriod).toEqual({ from: '2024-01', to: '2025-02' });
    // January 2025 is in both periods; March 2023 in neither.
    expect(figures.totals.revenue).toEqual([{ currency: 'NZD', cents: 140_000 }, { currency: 'USD', cents: 90_000 }]);
    expect(figures.previousTotals.revenue).toEqual([{ currency: 'USD', cents: 40_000 }]);
    expect(figures.previousTotals.bookedNights).toBe(5);
    expect(figures.rows).toHaveLength(2 * 14);
  });

  it('reads only the window asked for (and the days around it) through the reservations face', async () => {
    const reservations = t.modules.find((module) => module.name === 'reservations') as unknown as { listCalendarFigures: (w: string, r: { from: string; to: string }, p?: string[]) => Promise<{ stays: { checkInDate: string }[] }> };
    const me = (await host.get<Me>('/api/accounts/me')).json;
    const read = await reservations.listCalendarFigures(me.workspace.id, { from: '2025-12-29', to: '2026-03-04' });
    expect(read.stays.map((s) => s.checkInDate).sort()).toEqual(['2026-01-30', '2026-02-01', '2026-02-03', '2026-02-10']);
  });

  it('refuses bad input with a 400 naming the field', async () => {
    for (const [query, field] of [
      ['to=2026-02', 'from'],
      ['from=2026-13&to=2026-02', 'from'],
      ['from=2026-03&to=2026-01', 'to'],
      ['from=2024-01&to=2026-01', 'to'],
      ['from=2026-01&to=2026-02&propertyId=nope', 'propertyId'],
    ] as const) {
      const response = await host.get(`/api/optimizer/figures?${query}`);
      expect(response.status, query).toBe(400);
      expect(response.json, query).toMatchObject({ error: { code: 'platform.invalid-input', details: [expect.objectContaining({ path: field })] } });
    }
  });

  it("shows another workspace nothing of this one: its own empty figures, and this workspace's property is not found", async () => {
    const other = (await signedInHost(t, 'Other Host')).client;
    const figures = (await other.get<OptimizerFigures>('/api/optimizer/figures?from=2026-01&to=2026-02')).json;
    expect(figures).toMatchObject({ properties: [], rows: [], hasStays: false });
    const foreign = await other.get(`/api/optimizer/figures?from=2026-01&to=2026-02&propertyId=${venice.id}`);
    expect(foreign.status).toBe(404);
    expect(foreign.json).toMatchObject({ error: { code: 'optimizer.property-not-found' } });
    expect(foreign.text).not.toContain('Venice');
  });

  it('is for signed-in hosts (cleaners are refused: apps/server/test/role-matrix.int.test.ts walks every role)', async () => {
    expect((await new TestClient(t.url).get('/api/optimizer/figures?from=2026-01&to=2026-02')).status).toBe(401);
  });
});

describe('the demo workspace’s figures', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await startTestApp();
  });
  afterAll(() => t.close());

  it('come from its seeded stays through the same read: a year of months to compare, revenue against a year earlier, gap nights with their estimate', async () => {
    expect(await seedDemo(t.ctx, t.modules)).toBe(true);
    const login = (await findInstallationFact<{ email: string; password: string }>({ db: t.database.db }, DEMO_LOGIN_FACT))!;
    const client = new TestClient(t.url);
    expect((await client.post('/api/auth/sign-in/email', login)).status).toBe(200);
    // The test clock: 1 June 2026. The last 12 months hold the seeded past year; a year before them, its first months.
    const year = (await client.get<OptimizerFigures>('/api/optimizer/figures?from=2025-06&to=2026-05')).json;
    expect(year.hasStays).toBe(true);
    expect(year.properties).toHaveLength(4);
    expect(year.totals.revenue[0]).toMatchObject({ currency: 'USD', cents: expect.any(Number) });
    expect(year.totals.revenue[0]!.cents).toBeGreaterThan(0);
    expect(year.totals.occupancy).toBeGreaterThan(0.3);
    expect(year.insights.bestRevenueMonth!.month).not.toBe(year.insights.worstRevenueMonth!.month);
    expect(year.insights.gapNights.nights).toBeGreaterThan(0);
    // The demo's four homes have their minimum stays set (3, 2, 2 and 1 nights): those decide their gaps.
    expect(year.insights.gapNights.minStayProperties).toBe(4);
    expect(year.insights.gapNights.estimatedValue[0]!.cents).toBeGreaterThan(0);
    const autumn = (await client.get<OptimizerFigures>('/api/optimizer/figures?from=2025-10&to=2025-12')).json;
    expect(autumn.revenueChange.find((change) => change.currency === 'USD')?.percent).toBeNull();
    const spring = (await client.get<OptimizerFigures>('/api/optimizer/figures?from=2026-04&to=2026-05')).json;
    expect(spring.previousTotals.bookedNights).toBeGreaterThan(0);
    expect(spring.revenueChange.find((change) => change.currency === 'USD')?.percent).toEqual(expect.any(Number));
    // What the demo's guests asked in their seeded conversations, through messaging's face: parking in several stays.
    const asked = (await client.get<OptimizerFigures>('/api/optimizer/figures?from=2026-01&to=2026-06')).json.insights.topQuestions;
    expect(asked.find((question) => question.topic === 'parking')?.stays).toBeGreaterThanOrEqual(3);
    expect(asked.every((question) => question.stays > 0 && question.messages >= question.stays)).toBe(true);
    expect(asked.map((question) => question.topic)).not.toContain('thanks');
    // Months before any message: none.
    expect((await client.get<OptimizerFigures>('/api/optimizer/figures?from=2024-06&to=2024-07')).json.insights.topQuestions).toEqual([]);
    // Another workspace sees none of them.
    const stranger = (await signedInHost(t, 'Stranger Host')).client;
    expect((await stranger.get<OptimizerFigures>('/api/optimizer/figures?from=2026-01&to=2026-06')).json.insights.topQuestions).toEqual([]);
  }, 180_000); // Seeding the whole demo workspace takes a while on a busy machine.
});
