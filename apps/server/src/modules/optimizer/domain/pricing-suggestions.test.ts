import { describe, expect, it } from 'vitest';
import { addDays, dayNumber, isWeekendDay } from './calendar-days';
import type { FigureBlock, FigureStay } from './figures';
import {
  detectPricingSuggestions,
  GAP_FILL_SHARE,
  GAP_NIGHT_DISCOUNT,
  pricingPriority,
  PRIORITY_HIGH_CENTS,
  PRIORITY_MEDIUM_CENTS,
  type PricingProperty,
  type PricingRule,
} from './pricing-suggestions';

// 12:00 UTC on 1 March 2026: 04:00 on 1 March in Los Angeles, 01:00 on 2 March in Auckland.
const NOW = new Date('2026-03-01T12:00:00Z');
const la = (minStayNights: number | null = null): PricingProperty => ({ id: 'lax', name: 'Venice Bungalow', timezone: 'America/Los_Angeles', currency: 'USD', minStayNights });
const akl = (minStayNights: number | null = null): PricingProperty => ({ id: 'akl', name: 'Harbour Flat', timezone: 'Pacific/Auckland', currency: 'NZD', minStayNights });

const LONG_AGO = new Date('2024-01-01T00:00:00Z');

/** One-night stays of $100 each on every day from `from` to `to` (exclusive) that `booked` says, recorded `recorded(day)`. */
function nights(propertyId: string, from: string, to: string, booked: (day: string) => boolean, recorded: (day: string) => Date = () => LONG_AGO): FigureStay[] {
  const stays: FigureStay[] = [];
  for (let day = from; day < to; day = addDays(day, 1)) {
    if (booked(day)) stays.push({ propertyId, kind: 'guest', checkInDate: day, checkOutDate: addDays(day, 1), payoutCents: 10_000, currency: null, recordedAt: recorded(day) });
  }
  return stays;
}

const only = (rule: PricingRule, suggestions: ReturnType<typeof detectPricingSuggestions>) => suggestions.filter((suggestion) => suggestion.rule === rule);
const evidence = (suggestion: { evidence: Array<{ label: string; value: string }> }, label: string) => suggestion.evidence.find((line) => line.label === label)?.value;

/**
 * Los Angeles, the last 90 nights (1 Dec 2025 – 28 Feb 2026) booked except: 31 Jan and 1 Feb
 * (2 nights across the month edge), 10 Feb (1 night), 20–22 Feb (3 nights). Nothing ahead.
 */
const FREE = new Set(['2026-01-31', '2026-02-01', '2026-02-10', '2026-02-20', '2026-02-21', '2026-02-22']);
const gappy = (propertyId = 'lax') => nights(propertyId, '2025-11-15', '2026-03-01', (day) => !FREE.has(day));

describe('gap nights against the minimum stay', () => {
  it('with no minimum stay known, counts free runs of 1–2 nights (across a month edge) and suggests a gap-night price from the ADR', () => {
    const [suggestion, ...rest] = detectPricingSuggestions([la()], gappy(), [], NOW);
    expect(rest.filter((other) => other.rule === 'gap-price' || other.rule === 'min-stay')).toEqual([]);
    const price = Math.round((10_000 * (1 - GAP_NIGHT_DISCOUNT)) / 100) * 100;
    expect(suggestion).toMatchObject({
      rule: 'gap-price',
      propertyId: 'lax',
      minStayBefore: null,
      minStayAfter: null,
      periodFrom: '2025-12-01',
      periodTo: '2026-05-30',
      estimatedEffectCents: Math.round((3 * price * GAP_FILL_SHARE) / 100) * 100,
      priority: 'low',
      title: 'Set a gap-night price of $85: 3 gap nights went unsold in the last 90 days',
    });
    expect(suggestion!.values).toEqual([{ label: 'Gap-night price', value: '$85 a night (15% under the average rate)' }]);
    expect(suggestion!.effect).toBe('About $128 over a period like the last 90 days, if half of such gap nights book at $85 (an estimate, not a promise).');
    expect(evidence(suggestion!, 'Average daily rate')).toBe('$100 (the last 90 days, 84 nights paid)');
  });

  it('with a 4-night minimum, a 3-night run is a gap too: lower it to the shortest gap (1 night)', () => {
    const [suggestion] = only('min-stay', detectPricingSuggestions([la(4)], gappy(), [], NOW));
    expect(suggestion).toMatchObject({ minStayBefore: 4, minStayAfter: 1, estimatedEffectCents: 6 * 10_000 * GAP_FILL_SHARE, priority: 'medium' });
    expect(suggestion!.title).toBe('Lower the minimum stay to 1 night for gaps: 6 gap nights went unsold in the last 90 days');
    expect(only('gap-price', detectPricingSuggestions([la(4)], gappy(), [], NOW))).toEqual([]);
  });

  it('a run exactly as long as the minimum stay can be booked: with 3 nights, the 3-night run is not a gap', () => {
    const [suggestion] = only('min-stay', detectPricingSuggestions([la(3)], gappy(), [], NOW));
    expect(suggestion).toMatchObject({ minStayBefore: 3, minStayAfter: 1, estimatedEffectCents: 3 * 10_000 * GAP_FILL_SHARE });
  });

  it('fewer than 2 gap nights is no suggestion (a 2-night minimum leaves only the 1-night gap); a 1-night minimum has no gaps at all', () => {
    expect(only('min-stay', detectPricingSuggestions([la(2)], gappy(), [], NOW))).toEqual([]);
    expect(detectPricingSuggestions([la(1)], gappy(), [], NOW).filter((suggestion) => suggestion.rule === 'min-stay' || suggestion.rule === 'gap-price')).toEqual([]);
  });

  it('a gap run across the start of the period counts its nights in the period, but its whole length for the new minimum', () => {
    const free = new Set(['2025-11-30', '2025-12-01', '2026-02-10', '2026-02-11']);
    const [suggestion] = only('min-stay', detectPricingSuggestions([la(4)], nights('lax', '2025-11-15', '2026-03-01', (day) => !free.has(day)), [], NOW));
    expect(suggestion).toMatchObject({ minStayAfter: 2, estimatedEffectCents: 3 * 10_000 * GAP_FILL_SHARE });
  });

  it('a block bounds a gap like a stay, and a free run reaching the end of the calendar is not a gap', () => {
    const stays = nights('lax', '2025-11-15', '2026-03-01', (day) => day < '2026-02-10' || day >= '2026-02-12');
    const blocks: FigureBlock[] = [{ propertyId: 'lax', startDate: '2026-02-12', endDate: '2026-02-14' }];
    const withBlock = stays.filter((stay) => stay.checkInDate < '2026-02-12' || stay.checkInDate >= '2026-02-14');
    const [suggestion] = only('gap-price', detectPricingSuggestions([la()], withBlock, blocks, NOW));
    expect(suggestion?.title).toContain(': 2 gap nights went unsold');
    // Nothing is booked after 28 February: the free run from 1 March is open-ended.
    expect(evidence(suggestion!, 'Gap nights open')).toBe('0 in the next 90 days');
  });

  it("counts days on each property's own calendar: 1 March is past in Auckland (already 2 March) but today in Los Angeles", () => {
    // Booked through 28 Feb and on 2 March; 1 March and 27 Feb free.
    const calendar = (id: string) => nights(id, '2025-11-15', '2026-03-03', (day) => day !== '2026-03-01' && day !== '2026-02-27');
    const suggestions = detectPricingSuggestions([la(), akl()], [...calendar('lax'), ...calendar('akl')], [], NOW);
    const [auckland] = only('gap-price', suggestions).filter((suggestion) => suggestion.propertyId === 'akl');
    expect(auckland?.title).toContain(': 2 gap nights went unsold');
    expect(auckland?.periodFrom).toBe('2025-12-02');
    // Los Angeles lost 1 gap night (27 Feb); 1 March is still open: below the threshold.
    expect(only('gap-price', suggestions).filter((suggestion) => suggestion.propertyId === 'lax')).toEqual([]);
  });

  it('gives nothing for a property with no paid stay in the period: there is no rate to estimate from', () => {
    const unpaid = gappy().map((stay) => ({ ...stay, payoutCents: null }));
    expect(detectPricingSuggestions([la()], unpaid, [], NOW)).toEqual([]);
  });
});

describe('lead time', () => {
  /** Ten 3-night stays in the past period with gaps of 4 nights between: `lastMinute` of them recorded 2 days before check-in, the rest 10 days before. */
  function leadCalendar(lastMinute: number, unknown = 0, recordedHourUtc = 12): FigureStay[] {
    const stays: FigureStay[] = [];
    let day = '2025-12-03';
    for (let index = 0; index < 10 + unknown; index++) {
      const lead = index < lastMinute ? 2 : 10;
      const recordedDay = index >= 10 ? addDays(day, 1) : addDays(day, -lead);
      stays.push({ propertyId: 'lax', kind: 'guest', checkInDate: day, checkOutDate: addDays(day, 3), payoutCents: 30_000, currency: null, recordedAt: new Date(`${recordedDay}T${String(recordedHourUtc).padStart(2, '0')}:00:00Z`) });
      day = addDays(day, 7);
    }
    return stays;
  }

  it('3 of 10 known stays booked 0–3 days ahead with nights unsold: a last-minute discount, unknown lead times left out and counted', () => {
    const [suggestion] = only('last-minute', detectPricingSuggestions([la()], leadCalendar(3, 2), [], NOW));
    expect(suggestion?.title).toMatch(/^Add a 10% last-minute discount: 3 of 10 stays booked 3 days ahead or less, \d+ nights unsold$/);
    expect(evidence(suggestion!, 'Booked 0–3 days ahead')).toBe('3 of 10 stays (30%)');
    expect(evidence(suggestion!, 'Stays looked at')).toBe('10 with a known lead time arriving 2025-12-01 – 2026-05-29 (2 unknown, left out)');
    expect(suggestion!.values[0]!.value).toBe('$90 (10% last-minute discount)');
  });

  it('2 of 10 (20%) is under the threshold: nothing', () => {
    expect(only('last-minute', detectPricingSuggestions([la()], leadCalendar(2), [], NOW))).toEqual([]);
  });

  it('fewer than 6 known stays is not enough to say anything', () => {
    const five = leadCalendar(3).slice(0, 5);
    expect(only('last-minute', detectPricingSuggestions([la()], five, [], NOW))).toEqual([]);
  });

  it("measures lead time on the property's calendar: recorded at 06:00 UTC is still the day before in Los Angeles", () => {
    // Recorded 2 days before check-in at 06:00 UTC is 3 days before in Los Angeles (still last-minute);
    // at 10 days it is 11: the counts are unchanged, so compare with a 3-day lead moved to 4.
    const stays = leadCalendar(3, 0, 6).map((stay, index) => (index < 3 ? { ...stay, recordedAt: new Date(stay.recordedAt.getTime() - 86_400_000) } : stay));
    // Now recorded 3 days before in UTC, 4 days before in Los Angeles: not last-minute there.
    expect(only('last-minute', detectPricingSuggestions([la()], stays, [], NOW))).toEqual([]);
    const utc: PricingProperty = { ...la(), timezone: 'UTC' };
    expect(only('last-minute', detectPricingSuggestions([utc], stays, [], NOW))).toHaveLength(1);
  });

  /** The past 90 nights booked, each recorded 60 days ahead; of the 59 nights 31–89 days ahead, `bookedAhead` booked (same). */
  function farCalendar(bookedAhead: number): FigureStay[] {
    const past = nights('lax', '2025-11-15', '2026-03-01', () => true, (day) => new Date(`${addDays(day, -60)}T12:00:00Z`));
    const farFrom = addDays('2026-03-01', 31);
    const ahead = nights('lax', farFrom, addDays(farFrom, bookedAhead), () => true, () => new Date('2026-02-20T12:00:00Z'));
    return [...past, ...ahead];
  }

  it('stays booked far ahead and the nights 31–90 days out 60% booked or more: raise far-out prices, the effect from the nights still free', () => {
    const [suggestion] = only('far-out', detectPricingSuggestions([la()], farCalendar(36), [], NOW));
    expect(suggestion).toMatchObject({ estimatedEffectCents: 23 * 1_000 });
    expect(evidence(suggestion!, 'Nights 31–90 days ahead booked')).toBe('36 of 59 (61%), 23 still free');
    expect(suggestion!.title).toBe('Raise far-out prices to $110: 126 of 126 stays booked over 30 days ahead, 61% of those nights already booked');
  });

  it('35 of 59 (59%) is under the threshold: nothing', () => {
    expect(only('far-out', detectPricingSuggestions([la()], farCalendar(35), [], NOW))).toEqual([]);
  });
});

describe('weekday and weekend', () => {
  const from = '2025-12-01';
  const to = '2026-03-01';
  const days: string[] = [];
  for (let day = from; day < to; day = addDays(day, 1)) days.push(day);
  const weekdays = days.filter((day) => !isWeekendDay(dayNumber(day)));

  /** Every Friday and Saturday night booked, and the first `weekdayBooked` other nights. */
  const calendar = (weekdayBooked: number) => {
    const booked = new Set(weekdays.slice(0, weekdayBooked));
    return nights('lax', from, to, (day) => isWeekendDay(dayNumber(day)) || booked.has(day));
  };

  it('weekends 25 points fuller than weekdays: a weekday price with the numbers', () => {
    const booked = weekdays.length * 0.75;
    expect(Number.isInteger(booked)).toBe(true);
    const [suggestion] = only('weekday', detectPricingSuggestions([la()], calendar(booked), [], NOW));
    expect(suggestion?.title).toBe('Lower weekday prices to $90: weekends 100% booked, weekdays 75%');
    expect(evidence(suggestion!, 'Weekend occupancy')).toBe(`100% (${days.length - weekdays.length} of ${days.length - weekdays.length} Friday and Saturday nights)`);
    expect(evidence(suggestion!, 'Weekday occupancy')).toBe(`75% (${booked} of ${weekdays.length} other nights, ${weekdays.length - booked} unsold)`);
  });

  it('just under 25 points: nothing', () => {
    expect(only('weekday', detectPricingSuggestions([la()], calendar(weekdays.length * 0.75 + 1), [], NOW))).toEqual([]);
  });
});

describe('priority from the estimated effect', () => {
  it('is high from the high threshold, medium from the medium one, else low', () => {
    expect(pricingPriority(PRIORITY_HIGH_CENTS)).toBe('high');
    expect(pricingPriority(PRIORITY_HIGH_CENTS - 1)).toBe('medium');
    expect(pricingPriority(PRIORITY_MEDIUM_CENTS)).toBe('medium');
    expect(pricingPriority(PRIORITY_MEDIUM_CENTS - 1)).toBe('low');
  });
});
