import type { Approval, ApprovalList, Me, Property, ReservationResult } from '@cohost/shared';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { signedInHost } from '../../../../test/support/accounts';
import type { TestClient } from '../../../../test/support/http-client';
import { startTestApp, type TestApp } from '../../../../test/support/test-app';
import { addDays } from '../domain/calendar-days';

/**
 * Today is 1 June 2026 in Los Angeles; the last 90 nights run from 3 March. The calendar: 4-night
 * stays paid $600 ($150 a night) with 2 free nights between each, under a 4-night minimum stay.
 */
describe('pricing suggestions from the calendar, through the policy engine', () => {
  let t: TestApp;
  let host: TestClient;
  let other: TestClient;
  let workspaceId: string;
  let property: Property;
  const optimizer = () => t.modules.find((module) => module.name === 'optimizer') as unknown as { refreshPricingSuggestions(workspaceId: string): Promise<{ proposed: number; revised: number }> };
  const pending = async (client = host) => {
    const list = await client.get<ApprovalList>('/api/approvals?status=pending&kind=listing.pricing-change');
    expect(list.status, list.text).toBe(200);
    return list.json.items;
  };
  const minStaySuggestions = async () => (await pending()).filter((item) => item.payload.rule === 'min-stay');
  const addStay = async (checkInDate: string, nights: number) => {
    const created = await host.post<ReservationResult>(`/api/properties/${property.id}/reservations`, {
      checkInDate,
      checkOutDate: addDays(checkInDate, nights),
      guestName: `Guest ${checkInDate}`,
      payoutCents: nights * 15_000,
    });
    expect(created.status, created.text).toBe(201);
  };

  beforeAll(async () => {
    t = await startTestApp({ env: { BILLING: 'off' } });
    t.clock.set('2026-06-01T19:00:00Z');
    host = (await signedInHost(t, 'Pat Pricing')).client;
    other = (await signedInHost(t, 'Olga Other')).client;
    workspaceId = (await host.get<Me>('/api/accounts/me')).json.workspace.id;
    const created = await host.post<Property>('/api/properties', {
      name: 'Gap Cottage',
      timezone: 'America/Los_Angeles',
      listing: { baseNightlyPriceCents: 15_000, currency: 'USD', minStayNights: 4 },
    });
    expect(created.status, created.text).toBe(201);
    property = created.json;
    expect(property.listing.minStayNights).toBe(4);
    // From 27 Feb: 4 nights booked, 2 free, 15 times (the last stay is 22–26 May; from 26 May the calendar is open).
    for (let index = 0, day = '2026-02-27'; index < 15; index++, day = addDays(day, 6)) await addStay(day, 4);
  }, 120_000);
  afterAll(() => t.close());

  it('validates the minimum stay: whole nights from 1 to 365, naming the field; empty is unknown', async () => {
    const put = (minStayNights: unknown) => host.request(`/api/properties/${property.id}`, { method: 'PUT', body: { ...property, listing: { ...property.listing, minStayNights } } });
    for (const bad of [0, 366, 2.5, 'four']) {
      const refused = await put(bad);
      expect(refused.status, String(bad)).toBe(400);
      expect(refused.text).toContain('listing.minStayNights');
    }
    expect((await host.get<Property>(`/api/properties/${property.id}`)).json.listing.minStayNights).toBe(4);
  });

  it('proposes "lower the minimum stay" once, with the gap nights lost and their estimated value, waiting for the host', async () => {
    const first = await optimizer().refreshPricingSuggestions(workspaceId);
    expect(first.proposed).toBeGreaterThanOrEqual(1);
    const [suggestion, ...rest] = await minStaySuggestions();
    expect(rest).toEqual([]);
    // 3 March – 31 May: 2 free nights after each stay but the last (3–4 March … 20–21 May): 28 gap nights; 56 paid
    // nights at $150; half of the gap nights booking at that rate: $2,100.
    expect(suggestion).toMatchObject({
      kind: 'listing.pricing-change',
      propertyId: property.id,
      urgency: 'approval',
      title: 'Lower the minimum stay to 2 nights for gaps: 28 gap nights went unsold in the last 90 days',
      payload: { rule: 'min-stay', type: 'pricing', priority: 'high', minStayBefore: 4, minStayAfter: 2, estimatedEffectCents: 210_000, currency: 'USD' },
    });
    expect(suggestion!.details).toEqual(
      expect.arrayContaining([
        { label: 'Minimum stay', value: '2 nights (now 4 nights)' },
        { label: 'Gap nights unsold', value: '28 in the last 90 days' },
        { label: 'Expected effect', value: 'About $2,100 over a period like the last 90 days, if half of such gap nights book at the average rate (an estimate, not a promise).' },
      ]),
    );
    expect(suggestion!.reason).toContain('Cohost cannot change prices on the platform');
    // Again: nothing new.
    expect(await optimizer().refreshPricingSuggestions(workspaceId)).toEqual({ proposed: 0, revised: 0 });
    expect(await minStaySuggestions()).toHaveLength(1);
  });

  it('keeps workspaces apart', async () => {
    expect(await pending(other)).toEqual([]);
    const [suggestion] = await minStaySuggestions();
    expect((await other.post(`/api/approvals/${suggestion!.id}/approve`, { version: suggestion!.version })).status).toBe(404);
  });

  it('a dismissed suggestion comes back only when the calendar changes', async () => {
    const [suggestion] = await minStaySuggestions();
    expect((await host.post(`/api/approvals/${suggestion!.id}/deny`, { version: suggestion!.version })).status).toBe(400);
    expect((await host.post(`/api/approvals/${suggestion!.id}/deny`, { version: suggestion!.version, reason: 'I keep 4 nights in summer' })).status).toBe(200);
    expect(await optimizer().refreshPricingSuggestions(workspaceId)).toEqual({ proposed: 0, revised: 0 });
    expect(await minStaySuggestions()).toEqual([]);
    // A day later nothing moved in the calendar's gaps: still nothing.
    t.clock.set('2026-06-02T19:00:00Z');
    expect(await optimizer().refreshPricingSuggestions(workspaceId)).toEqual({ proposed: 0, revised: 0 });
    expect(await minStaySuggestions()).toEqual([]);
    // A stay from 28 May closes the run from 26 May: 2 more gap nights (26–27 May), the latest one new.
    await addStay('2026-05-28', 4);
    await optimizer().refreshPricingSuggestions(workspaceId);
    const [back] = await minStaySuggestions();
    expect(back?.payload).toMatchObject({ rule: 'min-stay', minStayAfter: 2 });
    expect(back!.title).toMatch(/^Lower the minimum stay to 2 nights for gaps: \d+ gap nights went unsold in the last 90 days$/);
  });

  it('Apply sets Cohost’s copy of the minimum stay; then the 2-night runs are no longer gaps', async () => {
    const [suggestion] = await minStaySuggestions();
    const applied = await host.post<Approval>(`/api/approvals/${suggestion!.id}/approve`, { version: suggestion!.version });
    expect(applied.status, applied.text).toBe(200);
    expect((await host.get<Property>(`/api/properties/${property.id}`)).json.listing.minStayNights).toBe(2);
    expect(await optimizer().refreshPricingSuggestions(workspaceId)).toMatchObject({ proposed: expect.any(Number) });
    expect(await minStaySuggestions()).toEqual([]);
    expect((await pending()).filter((item) => item.payload.rule === 'gap-price')).toEqual([]);
  });

  it('a minimum stay changed since the suggestion refuses it (out of date) and leaves the host’s value', async () => {
    // Back to 4 nights, and a new gap (1–2 June) brings the suggestion back; then the host sets 3 by hand.
    const current = (await host.get<Property>(`/api/properties/${property.id}`)).json;
    expect((await host.request(`/api/properties/${property.id}`, { method: 'PUT', body: { ...current, listing: { ...current.listing, minStayNights: 4 } } })).status).toBe(200);
    t.clock.set('2026-06-10T19:00:00Z');
    await addStay('2026-06-03', 3);
    await optimizer().refreshPricingSuggestions(workspaceId);
    const [suggestion] = await minStaySuggestions();
    expect(suggestion?.payload).toMatchObject({ minStayBefore: 4 });
    const now = (await host.get<Property>(`/api/properties/${property.id}`)).json;
    expect((await host.request(`/api/properties/${property.id}`, { method: 'PUT', body: { ...now, listing: { ...now.listing, minStayNights: 3 } } })).status).toBe(200);
    const refused = await host.post(`/api/approvals/${suggestion!.id}/approve`, { version: suggestion!.version });
    expect(refused.status).toBeGreaterThanOrEqual(400);
    expect((await host.get<Property>(`/api/properties/${property.id}`)).json.listing.minStayNights).toBe(3);
  });
});
