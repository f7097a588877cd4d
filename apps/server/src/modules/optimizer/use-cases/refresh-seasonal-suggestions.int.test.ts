import type { ApprovalList, Me, Property, ReservationResult } from '@cohost/shared';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { signedInHost } from '../../../../test/support/accounts';
import type { TestClient } from '../../../../test/support/http-client';
import { startTestApp, type TestApp } from '../../../../test/support/test-app';
import { addDays } from '../domain/calendar-days';

/**
 * A home with a year of stays typed in: 3-night stays every week at $150 a night, July and August
 * 2025 booked through at the same rate, nothing in November 2025. Today is 1 June 2026.
 */
describe('seasonal price suggestions from last year, kept up to date while they wait', () => {
  let t: TestApp;
  let host: TestClient;
  let workspaceId: string;
  let property: Property;
  const optimizer = () => t.modules.find((module) => module.name === 'optimizer') as unknown as { refreshPricingSuggestions(workspaceId: string): Promise<{ proposed: number; revised: number }> };
  const seasonal = async (rule: string) => {
    const list = await host.get<ApprovalList>('/api/approvals?status=pending&kind=listing.pricing-change');
    expect(list.status, list.text).toBe(200);
    return list.json.items.filter((item) => item.payload.rule === rule);
  };
  const addStay = async (checkInDate: string, nights: number) => {
    const created = await host.post<ReservationResult>(`/api/properties/${property.id}/reservations`, { checkInDate, checkOutDate: addDays(checkInDate, nights), guestName: `Guest ${checkInDate}`, payoutCents: nights * 15_000 });
    expect(created.status, created.text).toBe(201);
  };

  beforeAll(async () => {
    t = await startTestApp({ env: { BILLING: 'off' } });
    t.clock.set('2026-06-01T19:00:00Z');
    host = (await signedInHost(t, 'Sue Seasons')).client;
    workspaceId = (await host.get<Me>('/api/accounts/me')).json.workspace.id;
    const created = await host.post<Property>('/api/properties', { name: 'Season House', timezone: 'America/Los_Angeles', listing: { baseNightlyPriceCents: 15_000, currency: 'USD' } });
    expect(created.status, created.text).toBe(201);
    property = created.json;
    for (let day = '2025-05-05'; day < '2026-06-01'; day = addDays(day, 7)) {
      if (day >= '2025-06-30' && day < '2025-09-01') continue;
      if (day >= '2025-10-29' && day < '2025-12-01') continue;
      await addStay(day, 3);
    }
    for (let day = '2025-06-30'; day < '2025-09-01'; day = addDays(day, 7)) await addStay(day, 7);
  }, 180_000);
  afterAll(() => t.close());

  it('proposes a higher price for the coming busy months, with last year’s numbers, waiting for the host', async () => {
    await optimizer().refreshPricingSuggestions(workspaceId);
    const [peak, ...rest] = await seasonal('peak-season');
    expect(rest).toEqual([]);
    expect(peak).toMatchObject({
      propertyId: property.id,
      urgency: 'approval',
      payload: { rule: 'peak-season', type: 'pricing', periodFrom: '2025-06-01', periodTo: '2026-06-01' },
    });
    expect(peak!.title).toMatch(/^Raise prices for July 2026 and August 2026 to \$173: last year those months were busier across your homes \(\d+% over the year\)$/);
    expect(peak!.details).toEqual(expect.arrayContaining([{ label: 'Nights in July 2026 and August 2026', value: '$173 (15% over the average rate)' }]));
    expect(peak!.reason).toContain('Cohost cannot change prices on the platform');
    const [low] = await seasonal('low-season');
    expect(low!.title).toMatch(/^Lower prices for November 2026 to \$135: /);
    // Again: nothing new, nothing revised.
    expect(await optimizer().refreshPricingSuggestions(workspaceId)).toMatchObject({ revised: 0 });
  });

  it('a month later, the waiting suggestion’s months and numbers move with the calendar: the same action, a new version', async () => {
    const [before] = await seasonal('peak-season');
    t.clock.set('2026-07-01T19:00:00Z');
    const result = await optimizer().refreshPricingSuggestions(workspaceId);
    expect(result.revised).toBeGreaterThanOrEqual(1);
    const [after, ...rest] = await seasonal('peak-season');
    expect(rest).toEqual([]);
    expect(after).toMatchObject({ id: before!.id, version: before!.version + 1, payload: { periodFrom: '2025-07-01', periodTo: '2026-07-01' } });
    expect(after!.title).toMatch(/^Raise prices for August 2026 to /);
    // Deciding on the numbers seen before is refused; on the new ones, it is recorded.
    expect((await host.post(`/api/approvals/${before!.id}/approve`, { version: before!.version })).status).toBe(409);
    expect((await host.post(`/api/approvals/${after!.id}/approve`, { version: after!.version })).status).toBe(200);
    expect(await seasonal('peak-season')).toEqual([]);
  });
});
