import { describe, expect, it } from 'vitest';
import { insightsOf, leadTimes, monthRows, revenueChange, totalsOf, type FigureBlock, type FigureProperty, type FigureStay } from './figures';

const auckland: FigureProperty = { id: 'akl', name: 'Harbour Flat', timezone: 'Pacific/Auckland', currency: 'NZD' };
const losAngeles: FigureProperty = { id: 'lax', name: 'Venice Bungalow', timezone: 'America/Los_Angeles', currency: 'USD' };

function stay(propertyId: string, checkInDate: string, checkOutDate: string, extra: Partial<FigureStay> = {}): FigureStay {
  return { propertyId, kind: 'guest', checkInDate, checkOutDate, payoutCents: null, currency: null, recordedAt: new Date('2025-01-01T00:00:00Z'), ...extra };
}

const rowOf = (rows: ReturnType<typeof monthRows>, propertyId: string, month: string) => rows.find((row) => row.propertyId === propertyId && row.month === month)!;

describe('monthRows', () => {
  it('splits a stay at the month edge: Jan 30 to Feb 2 is 2 nights in January and 1 in February', () => {
    const rows = monthRows([losAngeles], [stay('lax', '2026-01-30', '2026-02-02', { payoutCents: 30_000 })], [], ['2026-01', '2026-02']);
    expect(rowOf(rows, 'lax', '2026-01')).toMatchObject({ bookedNights: 2, availableNights: 31, paidNights: 2, revenueCents: 20_000, adrCents: 10_000 });
    expect(rowOf(rows, 'lax', '2026-02')).toMatchObject({ bookedNights: 1, availableNights: 28, paidNights: 1, revenueCents: 10_000, adrCents: 10_000 });
    expect(rowOf(rows, 'lax', '2026-01').occupancy).toBeCloseTo(2 / 31);
  });

  it('prorates a payout that does not divide evenly so the months add up to it exactly', () => {
    const rows = monthRows([losAngeles], [stay('lax', '2026-01-30', '2026-02-02', { payoutCents: 10_000 })], [], ['2026-01', '2026-02']);
    const january = rowOf(rows, 'lax', '2026-01').revenueCents;
    const february = rowOf(rows, 'lax', '2026-02').revenueCents;
    expect(january + february).toBe(10_000);
    expect([january, february]).toEqual([6_666, 3_334]);
  });

  it('counts nights on calendar days whatever the zone: the same dates give the same nights in Auckland and Los Angeles', () => {
    const stays = [stay('akl', '2026-03-30', '2026-04-03', { payoutCents: 80_000 }), stay('lax', '2026-03-30', '2026-04-03', { payoutCents: 80_000 })];
    const rows = monthRows([auckland, losAngeles], stays, [], ['2026-03', '2026-04']);
    for (const id of ['akl', 'lax']) {
      expect(rowOf(rows, id, '2026-03').bookedNights).toBe(2);
      expect(rowOf(rows, id, '2026-04').bookedNights).toBe(2);
    }
    expect(rowOf(rows, 'akl', '2026-03').currency).toBe('NZD');
  });

  it('counts a stay across a daylight-saving change as whole nights (Los Angeles springs forward on 8 March 2026, Auckland falls back on 5 April 2026)', () => {
    const rows = monthRows(
      [auckland, losAngeles],
      [stay('lax', '2026-03-07', '2026-03-10', { payoutCents: 45_000 }), stay('akl', '2026-04-04', '2026-04-07', { payoutCents: 45_000 })],
      [],
      ['2026-03', '2026-04'],
    );
    expect(rowOf(rows, 'lax', '2026-03')).toMatchObject({ bookedNights: 3, adrCents: 15_000, revenueCents: 45_000 });
    expect(rowOf(rows, 'akl', '2026-04')).toMatchObject({ bookedNights: 3, adrCents: 15_000, revenueCents: 45_000 });
  });

  it('takes blocked nights (calendar blocks, owner and maintenance stays) out of the available nights, but not a block under a guest stay', () => {
    const blocks: FigureBlock[] = [
      { propertyId: 'lax', startDate: '2026-06-01', endDate: '2026-06-06' },
      // Airbnb's echo of a stay booked elsewhere: the nights are booked, not blocked.
      { propertyId: 'lax', startDate: '2026-06-20', endDate: '2026-06-22' },
    ];
    const stays = [
      stay('lax', '2026-06-10', '2026-06-12', { kind: 'owner' }),
      stay('lax', '2026-06-15', '2026-06-16', { kind: 'maintenance' }),
      stay('lax', '2026-06-20', '2026-06-22', { payoutCents: 40_000 }),
    ];
    const row = rowOf(monthRows([losAngeles], stays, blocks, ['2026-06']), 'lax', '2026-06');
    expect(row).toMatchObject({ blockedNights: 8, availableNights: 22, bookedNights: 2 });
    expect(row.occupancy).toBeCloseTo(2 / 22);
  });

  it('counts a night booked twice (a double booking) once, and both payouts', () => {
    const rows = monthRows([losAngeles], [stay('lax', '2026-05-01', '2026-05-03', { payoutCents: 20_000 }), stay('lax', '2026-05-02', '2026-05-04', { payoutCents: 20_000 })], [], ['2026-05']);
    expect(rowOf(rows, 'lax', '2026-05')).toMatchObject({ bookedNights: 3, paidNights: 4, revenueCents: 40_000, adrCents: 10_000 });
  });

  it('counts as gap nights free runs of 1–2 nights between unavailable nights, not longer runs nor runs at the edge of what was read', () => {
    const stays = [
      stay('lax', '2026-07-01', '2026-07-04'),
      // 4 July free: a 1-night gap.
      stay('lax', '2026-07-05', '2026-07-08'),
      // 8 and 9 July free: a 2-night gap.
      stay('lax', '2026-07-10', '2026-07-12'),
      // 12–14 July free: 3 nights, bookable.
      stay('lax', '2026-07-15', '2026-07-20'),
    ];
    const blocks = [{ propertyId: 'lax', startDate: '2026-07-21', endDate: '2026-07-25' }];
    // 20 July free between the stay and the block: a gap.
    const row = rowOf(monthRows([losAngeles], stays, blocks, ['2026-07']), 'lax', '2026-07');
    expect(row.gapNights).toBe(4);
  });

  it('finds a gap that straddles a month edge and counts each night in its own month', () => {
    const stays = [stay('lax', '2026-08-25', '2026-08-31'), stay('lax', '2026-09-02', '2026-09-05')];
    const rows = monthRows([losAngeles], stays, [], ['2026-08', '2026-09']);
    expect(rowOf(rows, 'lax', '2026-08').gapNights).toBe(1);
    expect(rowOf(rows, 'lax', '2026-09').gapNights).toBe(1);
  });

  it('sees a gap at the edge of the months asked for through the stays read around them', () => {
    // Only September asked for; the stay before the gap ends on 31 August.
    const rows = monthRows([losAngeles], [stay('lax', '2026-08-28', '2026-08-31'), stay('lax', '2026-09-01', '2026-09-04')], [], ['2026-09']);
    expect(rows).toHaveLength(1);
    expect(rowOf(rows, 'lax', '2026-09')).toMatchObject({ gapNights: 0, bookedNights: 3 });
    const july = monthRows([losAngeles], [stay('lax', '2026-06-28', '2026-06-30'), stay('lax', '2026-07-01', '2026-07-04')], [], ['2026-07']);
    // 30 June is the gap: not July's.
    expect(rowOf(july, 'lax', '2026-07').gapNights).toBe(0);
    const june = monthRows([losAngeles], [stay('lax', '2026-06-28', '2026-06-30'), stay('lax', '2026-07-01', '2026-07-04')], [], ['2026-06']);
    expect(rowOf(june, 'lax', '2026-06').gapNights).toBe(1);
  });

  it("counts as gaps the free runs shorter than a property's minimum stay when it is known: none with a 1-night minimum", () => {
    // Free runs of 3 nights (4–6 July) and 4 nights (10–13 July) between stays.
    const stays = [stay('lax', '2026-07-01', '2026-07-04'), stay('lax', '2026-07-07', '2026-07-10'), stay('lax', '2026-07-14', '2026-07-20')];
    const gapsWith = (minStayNights: number | null) => rowOf(monthRows([{ ...losAngeles, minStayNights }], stays, [], ['2026-07']), 'lax', '2026-07').gapNights;
    expect(gapsWith(null)).toBe(0);
    expect(gapsWith(4)).toBe(3);
    expect(gapsWith(5)).toBe(7);
    expect(gapsWith(1)).toBe(0);
  });

  it("reads far enough around the months for a long minimum stay's gap at their edge", () => {
    // A 5-night free run, 28 August – 1 September, with a 7-night minimum: its September night is a gap only if August's stay is read.
    const stays = [stay('lax', '2026-08-20', '2026-08-28'), stay('lax', '2026-09-02', '2026-09-09')];
    const september = monthRows([{ ...losAngeles, minStayNights: 7 }], stays, [], ['2026-09']);
    expect(rowOf(september, 'lax', '2026-09').gapNights).toBe(1);
  });

  it('gives an empty month zero nights, no occupancy of a blocked month and no ADR', () => {
    const rows = monthRows([losAngeles], [], [{ propertyId: 'lax', startDate: '2026-02-01', endDate: '2026-03-01' }], ['2026-01', '2026-02']);
    expect(rowOf(rows, 'lax', '2026-01')).toMatchObject({ bookedNights: 0, availableNights: 31, occupancy: 0, revenueCents: 0, adrCents: null, gapNights: 0 });
    expect(rowOf(rows, 'lax', '2026-02')).toMatchObject({ availableNights: 0, blockedNights: 28, occupancy: null });
  });

  it('leaves stays paid in another currency out of revenue and ADR and says how many', () => {
    const rows = monthRows([losAngeles], [stay('lax', '2026-05-01', '2026-05-03', { payoutCents: 20_000, currency: 'EUR' }), stay('lax', '2026-05-10', '2026-05-12', { payoutCents: 30_000, currency: 'USD' })], [], ['2026-05']);
    expect(rowOf(rows, 'lax', '2026-05')).toMatchObject({ bookedNights: 4, revenueCents: 30_000, paidNights: 2, adrCents: 15_000, otherCurrencyStays: 1 });
  });

  it('splits nights into weekend (Friday and Saturday nights) and weekdays', () => {
    // 2026-05-01 is a Friday: Fri, Sat, Sun nights.
    const row = rowOf(monthRows([losAngeles], [stay('lax', '2026-05-01', '2026-05-04')], [], ['2026-05']), 'lax', '2026-05');
    expect(row.weekendNights).toEqual({ booked: 2, available: 10 });
    expect(row.weekdayNights).toEqual({ booked: 1, available: 21 });
  });
});

describe('totals, change and insights', () => {
  const stays = [
    stay('lax', '2026-01-05', '2026-01-10', { payoutCents: 50_000 }),
    stay('lax', '2026-02-01', '2026-02-15', { payoutCents: 140_000 }),
    stay('lax', '2026-03-01', '2026-03-03', { payoutCents: 30_000 }),
    stay('lax', '2026-03-04', '2026-03-06', { payoutCents: 30_000 }),
    stay('akl', '2026-02-01', '2026-02-08', { payoutCents: 140_000 }),
  ];
  const months = ['2026-01', '2026-02', '2026-03'];
  const rows = monthRows([auckland, losAngeles], stays, [], months);

  it('adds nights across properties and keeps money per currency, largest first', () => {
    const totals = totalsOf(rows);
    expect(totals.bookedNights).toBe(5 + 14 + 4 + 7);
    expect(totals.availableNights).toBe(2 * (31 + 28 + 31));
    expect(totals.revenue).toEqual([{ currency: 'USD', cents: 250_000 }, { currency: 'NZD', cents: 140_000 }]);
    expect(totals.adr).toEqual([{ currency: 'NZD', cents: 20_000 }, { currency: 'USD', cents: 10_870 }]);
    expect(totals.gapNights).toBe(1);
  });

  it('compares revenue with a year earlier per currency, null where there was none', () => {
    const before = totalsOf(monthRows([losAngeles], [stay('lax', '2025-01-05', '2025-01-10', { payoutCents: 200_000 })], [], ['2025-01']));
    expect(revenueChange(totalsOf(rows), before)).toEqual([
      { currency: 'USD', percent: 25 },
      { currency: 'NZD', percent: null },
    ]);
  });

  it('names the best and worst months by revenue in the main currency and by occupancy, and values gap nights at the ADR as an estimate', () => {
    const insights = insightsOf(rows, months);
    expect(insights.bestRevenueMonth).toEqual({ month: '2026-02', occupancy: 21 / 56, revenue: { currency: 'USD', cents: 140_000 } });
    expect(insights.worstRevenueMonth?.month).toBe('2026-01');
    expect(insights.bestOccupancyMonth?.month).toBe('2026-02');
    expect(insights.worstOccupancyMonth?.month).toBe('2026-03');
    // One gap night (3 March) at Venice's ADR over the period.
    expect(insights.gapNights).toEqual({ nights: 1, estimatedValue: [{ currency: 'USD', cents: 10_870 }], isEstimate: true, maxRunNights: 2, minStayProperties: 0 });
    expect(insightsOf(rows, months, [losAngeles, { ...auckland, minStayNights: 3 }]).gapNights.minStayProperties).toBe(1);
  });

  it('compares no months when only one is shown, and has nothing to say of an empty portfolio', () => {
    expect(insightsOf(monthRows([losAngeles], stays, [], ['2026-02']), ['2026-02']).bestRevenueMonth).toBeNull();
    const empty = insightsOf(monthRows([losAngeles], [], [], months), months);
    expect(empty.bestRevenueMonth).toBeNull();
    expect(empty.gapNights.estimatedValue).toEqual([]);
    expect(totalsOf([])).toMatchObject({ occupancy: null, revenue: [], adr: [] });
  });
});

describe('leadTimes', () => {
  it("counts days from the stay's recording on the property's own calendar: the same instant is a day later in Auckland than in Los Angeles", () => {
    // 2026-01-10 20:00 UTC is 11 January 09:00 in Auckland and 10 January 12:00 in Los Angeles.
    const recordedAt = new Date('2026-01-10T20:00:00Z');
    const stays = [stay('akl', '2026-01-14', '2026-01-16', { recordedAt }), stay('lax', '2026-01-14', '2026-01-16', { recordedAt })];
    expect(leadTimes([auckland], stays, '2026-01-01', '2026-02-01').buckets.find((bucket) => bucket.days === '0-3')!.stays).toBe(1);
    expect(leadTimes([losAngeles], stays, '2026-01-01', '2026-02-01').buckets.find((bucket) => bucket.days === '4-14')!.stays).toBe(1);
  });

  it('buckets guest stays arriving in the period and counts those recorded after arrival as unknown', () => {
    const stays = [
      stay('lax', '2026-05-10', '2026-05-12', { recordedAt: new Date('2026-05-09T18:00:00Z') }),
      stay('lax', '2026-05-20', '2026-05-22', { recordedAt: new Date('2026-01-01T18:00:00Z') }),
      stay('lax', '2026-05-25', '2026-05-27', { recordedAt: new Date('2026-06-01T18:00:00Z') }),
      stay('lax', '2026-05-28', '2026-05-30', { kind: 'owner', recordedAt: new Date('2026-05-27T18:00:00Z') }),
      stay('lax', '2026-06-10', '2026-06-12', { recordedAt: new Date('2026-06-09T18:00:00Z') }),
    ];
    expect(leadTimes([losAngeles], stays, '2026-05-01', '2026-06-01')).toEqual({
      buckets: [
        { days: '0-3', stays: 1 },
        { days: '4-14', stays: 0 },
        { days: '15-30', stays: 0 },
        { days: '31-90', stays: 0 },
        { days: '91+', stays: 1 },
      ],
      unknown: 1,
    });
  });
});
