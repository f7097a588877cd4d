import type { Property, PropertyStatsPage, Reservation, ReservationList, ReservationResult, PortfolioDashboard, Timeline } from '@cohost/shared';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { signedInHost } from '../../../../test/support/accounts';
import type { TestClient } from '../../../../test/support/http-client';
import { startTestApp, type TestApp } from '../../../../test/support/test-app';

// The test clock: 2026-06-01T12:00Z (08:00 in New York, 05:00 in Los Angeles).
const loft = { name: 'Manual Loft', timezone: 'America/New_York', checkInTime: '15:00', checkOutTime: '11:00', listing: { baseNightlyPriceCents: 10000, currency: 'EUR' } };

describe('reservations typed in by a host, and the portfolio views', () => {
  let t: TestApp;
  let host: TestClient;
  let property: Property;
  beforeAll(async () => {
    t = await startTestApp();
    host = (await signedInHost(t)).client;
    property = (await host.post<Property>('/api/properties', loft)).json;
  });
  afterAll(() => t.close());

  it('creates a direct booking with the property’s times, overrides a time, edits and cancels it', async () => {
    const created = await host.post<ReservationResult>(`/api/properties/${property.id}/reservations`, {
      checkInDate: '2026-06-01',
      checkOutDate: '2026-06-04',
      guestName: 'Maya Brooks',
      guestEmail: 'maya@example.com',
      guestPhone: '+1 415 555 0100',
      guests: 2,
      payoutCents: 45000,
      notes: 'Arrives by train.',
    });
    expect(created.status, created.text).toBe(201);
    expect(created.json).toMatchObject({
      doubleBookings: [],
      reservation: { kind: 'guest', source: 'manual', status: 'confirmed', feedId: null, checkInAt: '2026-06-01T19:00:00.000Z', checkOutAt: '2026-06-04T15:00:00.000Z', nights: 3, currency: 'EUR', payoutCents: 45000 },
    });
    const id = created.json.reservation.id;

    const edited = await host.request<ReservationResult>(`/api/reservations/${id}`, {
      method: 'PUT',
      body: { checkInDate: '2026-06-01', checkOutDate: '2026-06-05', checkOutTime: '13:00', guestName: 'Maya Brooks', guests: 3, payoutCents: 60000 },
    });
    expect(edited.status, edited.text).toBe(200);
    expect(edited.json.reservation).toMatchObject({ checkOutDate: '2026-06-05', checkOutTime: '13:00', checkOutAt: '2026-06-05T17:00:00.000Z', guests: 3, guestEmail: '' });
    expect((await host.get<Reservation>(`/api/reservations/${id}`)).json).toEqual(edited.json.reservation);

    const cancelled = await host.post<Reservation>(`/api/reservations/${id}/cancel`, { reason: 'Guest changed plans' });
    expect(cancelled.json).toMatchObject({ status: 'cancelled', cancelReason: 'Guest changed plans' });
    const twice = await host.post(`/api/reservations/${id}/cancel`, {});
    expect(twice.status).toBe(409);
    expect(twice.json).toMatchObject({ error: { code: 'reservations.already-cancelled' } });
    expect((await host.get<ReservationList>(`/api/properties/${property.id}/reservations`)).json.reservations).toEqual([]);
  });

  it('takes internal stays without a guest, and refuses bad input with field messages, changing nothing', async () => {
    const owner = await host.post<ReservationResult>(`/api/properties/${property.id}/reservations`, { kind: 'owner', checkInDate: '2026-06-10', checkOutDate: '2026-06-12' });
    expect(owner.status, owner.text).toBe(201);
    expect(owner.json.reservation).toMatchObject({ kind: 'owner', guestName: '' });

    const bad = [
      [{ checkInDate: '2026-06-20', checkOutDate: '2026-06-20', guestName: 'A' }, 'checkOutDate', 'The check-out date must be after the check-in date.'],
      [{ checkInDate: '2026-02-30', checkOutDate: '2026-03-02', guestName: 'A' }, 'checkInDate', 'The check-in date is not a real date.'],
      [{ checkInDate: '2026-06-20', checkOutDate: '2026-06-22' }, 'guestName', "Enter the guest's name."],
      [{ checkInDate: '2026-06-20', checkOutDate: '2026-06-22', guestName: 'A', guestEmail: 'nope' }, 'guestEmail', 'Enter a valid email address, e.g. guest@example.com.'],
      [{ checkInDate: '2026-06-20', checkOutDate: '2026-06-22', guestName: 'A', checkInTime: '4pm' }, 'checkInTime', 'Enter the check-in time as HH:MM in 24-hour time, e.g. 16:00.'],
      [{ checkInDate: '2026-06-20', checkOutDate: '2026-06-22', guestName: 'A', payoutCents: 12.5 }, 'payoutCents', 'The payout must be a whole number of cents.'],
    ] as const;
    for (const [body, path, message] of bad) {
      const response = await host.post(`/api/properties/${property.id}/reservations`, body);
      expect(response.status, JSON.stringify(body)).toBe(400);
      expect(response.json).toMatchObject({ error: { code: 'platform.invalid-input', details: expect.arrayContaining([{ path, message }]) } });
    }
    expect((await host.get<ReservationList>(`/api/properties/${property.id}/reservations`)).json.reservations).toHaveLength(1);
    expect((await host.post('/api/properties/not-a-uuid/reservations', { kind: 'owner', checkInDate: '2026-06-10', checkOutDate: '2026-06-12' })).status).toBe(404);
    expect((await host.get('/api/reservations/00000000-0000-4000-8000-000000000000')).status).toBe(404);
    expect((await new (host.constructor as typeof TestClient)(t.url).get(`/api/properties/${property.id}/reservations`)).status).toBe(401);
  });

  it('computes the dashboard in each property’s own time zone: arrivals, departures, in house, turnovers, occupancy, revenue', async () => {
    const { client } = await signedInHost(t, 'Portfolio Host');
    const east = (await client.post<Property>('/api/properties', { ...loft, name: 'East Loft', listing: { baseNightlyPriceCents: 10000, currency: 'USD' } })).json;
    const west = (await client.post<Property>('/api/properties', { ...loft, name: 'West House', timezone: 'America/Los_Angeles', checkInTime: '16:00', listing: { baseNightlyPriceCents: 10000, currency: 'USD' } })).json;
    const stay = (propertyId: string, checkInDate: string, checkOutDate: string, guestName: string, payoutCents: number | null = null) =>
      client.post<ReservationResult>(`/api/properties/${propertyId}/reservations`, { checkInDate, checkOutDate, guestName, payoutCents });
    await stay(east.id, '2026-05-29', '2026-06-01', 'Leaving Today', 30000); // 2 nights in May, checkout today
    await stay(east.id, '2026-06-01', '2026-06-03', 'Arriving Today', 20000); // same-day turnover
    await stay(west.id, '2026-05-31', '2026-06-02', 'In House West', 40000); // 05:00 in LA: in house
    await stay(west.id, '2026-06-05', '2026-06-07', 'Next Week');
    await client.post(`/api/properties/${west.id}/reservations`, { kind: 'maintenance', checkInDate: '2026-06-20', checkOutDate: '2026-06-21' });

    const dashboard = (await client.get<PortfolioDashboard>('/api/dashboard')).json;
    expect(dashboard).toMatchObject({ month: '2026-06', propertiesCount: 2 });
    expect(dashboard.checkInsToday.map((s) => s.guestName)).toEqual(['Arriving Today']);
    expect(dashboard.checkOutsToday.map((s) => s.guestName)).toEqual(['Leaving Today']);
    // 12:00Z is 08:00 in New York: 'Leaving Today' checks out at 11:00, so is still in.
    expect(dashboard.inHouse.map((s) => s.guestName).sort()).toEqual(['In House West', 'Leaving Today']);
    expect(dashboard.upcoming.map((s) => s.guestName)).toEqual(['Next Week']);
    const sameDay = dashboard.turnovers.find((turnover) => turnover.outgoingGuest === 'Leaving Today')!;
    expect(sameDay).toMatchObject({ isSameDay: true, nextGuest: 'Arriving Today', windowHours: 4, date: '2026-06-01' });
    expect(dashboard.turnovers.find((turnover) => turnover.outgoingGuest === 'In House West')).toMatchObject({ isSameDay: false, nextGuest: 'Next Week', windowHours: 77 });
    // June nights: east 2 (1–3), west 1 (1–2) + 2 (5–7) + 1 (maintenance) over 2 × 30.
    expect(dashboard.occupancyThisMonth).toBeCloseTo(6 / 60, 5);
    // Revenue prorated: 20000 (2 of 2 nights) + 40000 / 2 (1 of 2 nights in June).
    expect(dashboard.revenueThisMonth).toEqual([{ currency: 'USD', cents: 40000 }]);
    expect(dashboard.totals).toEqual({ checkInsToday: 1, checkOutsToday: 1, inHouse: 2, upcoming: 1, turnovers: 4, alerts: 0 });
    const stats = (await client.get<PropertyStatsPage>('/api/dashboard/properties')).json;
    expect(stats).toMatchObject({ offset: 0, total: 2, nextOffset: null });
    expect(stats.properties.map((p) => [p.name, p.revenueThisMonth.cents, p.isOccupied, p.nextCheckInDate])).toEqual([
      ['East Loft', 20000, true, '2026-06-01'],
      ['West House', 20000, true, '2026-06-05'],
    ]);
    expect(dashboard.alerts).toEqual([]);

    const timeline = (await client.get<Timeline>('/api/timeline?from=2026-05-30&days=7')).json;
    expect(timeline).toMatchObject({ from: '2026-05-30', to: '2026-06-06' });
    expect(timeline.properties.map((p) => p.items.map((i) => [i.label, i.hasSameDayTurnover]))).toEqual([
      [['Leaving Today', true], ['Arriving Today', false]],
      [['In House West', false], ['Next Week', false]],
    ]);
    expect((await client.get('/api/timeline?from=2026-05-30&days=100')).status).toBe(400);
    expect((await client.get(`/api/timeline?from=2026-05-30&propertyId=${property.id}`)).status).toBe(404);
  });

  it('reads only its window yet misses nothing: a long stay across it, the next arrival weeks out, a double booking and the month counted once', async () => {
    const { client } = await signedInHost(t, 'Window Host');
    const home = (await client.post<Property>('/api/properties', { ...loft, name: 'Long Stay Home', listing: { baseNightlyPriceCents: 10000, currency: 'USD' } })).json;
    const stay = (checkInDate: string, checkOutDate: string, guestName: string, payoutCents: number | null = null) =>
      client.post<ReservationResult>(`/api/properties/${home.id}/reservations`, { checkInDate, checkOutDate, guestName, payoutCents });
    // A two-month stay that started in April (beyond the 31 nights a window looks back for check-ins).
    expect((await stay('2026-04-10', '2026-06-03', 'Long Stayer', 53_000)).status).toBe(201);
    // Stays of past years and far ahead: history the dashboard must not need.
    for (let year = 2024; year <= 2025; year++) await stay(`${year}-06-01`, `${year}-06-05`, `Past ${year}`, 40_000);
    await stay('2027-03-01', '2027-03-04', 'Far Ahead');
    // The next arrival after the checkout is six weeks out, past the upcoming week.
    await stay('2026-07-15', '2026-07-18', 'July Guest');
    // A double booking in August: both stays on the same nights.
    await stay('2026-08-10', '2026-08-14', 'August A');
    await stay('2026-08-12', '2026-08-13', 'August B');

    const dashboard = (await client.get<PortfolioDashboard>('/api/dashboard')).json;
    expect(dashboard.inHouse.map((s) => s.guestName)).toEqual(['Long Stayer']);
    expect(dashboard.turnovers).toEqual([expect.objectContaining({ outgoingGuest: 'Long Stayer', date: '2026-06-03', nextGuest: 'July Guest', isSameDay: false })]);
    expect((await client.get<PropertyStatsPage>(`/api/dashboard/properties?propertyId=${home.id}`)).json.properties).toEqual([
      expect.objectContaining({ propertyId: home.id, nextCheckInDate: '2026-07-15', isOccupied: true }),
    ]);
    // June: 2 nights of the long stay (1–3); its payout prorated: 53000 × 2 / 54 nights.
    expect(dashboard.occupancyThisMonth).toBeCloseTo(2 / 30, 5);
    expect(dashboard.revenueThisMonth).toEqual([{ currency: 'USD', cents: Math.round((53_000 * 2) / 54) }]);
    expect(dashboard.alerts.map((alert) => [alert.kind, alert.message])).toEqual([['double-booking', 'Double booking 2026-08-12 → 2026-08-13: August A (Direct) and August B (Direct).']]);

    const timeline = (await client.get<Timeline>('/api/timeline?from=2026-05-30&days=7')).json;
    expect(timeline.properties[0]!.items.map((item) => item.label)).toEqual(['Long Stayer']);
  });

});
