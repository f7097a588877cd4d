import { describe, expect, it } from 'vitest';
import { addDays } from './calendar-days';
import type { FigureStay } from './figures';
import type { PricingProperty } from './pricing-suggestions';
import { detectSeasonalSuggestions } from './seasonal-suggestions';

// 15 June 2026: the year looked at is June 2025 – May 2026; the months ahead July – December 2026.
const NOW = new Date('2026-06-15T12:00:00Z');
const home = (id: string, timezone = 'America/Los_Angeles'): PricingProperty => ({ id, name: id, timezone, currency: 'USD', minStayNights: null });

/**
 * One-night stays from `from` to 15 June 2026: July and August 2025 every night, November 2025
 * none, every other month on its even days; $100 a night, July and August at `peakCents`.
 */
function year(propertyId: string, peakCents = 10_000, from = '2025-05-20'): FigureStay[] {
  const stays: FigureStay[] = [];
  for (let day = from; day < '2026-06-15'; day = addDays(day, 1)) {
    const month = day.slice(0, 7);
    const peak = month === '2025-07' || month === '2025-08';
    if (month === '2025-11' || (!peak && Number(day.slice(8)) % 2 === 1)) continue;
    stays.push({ propertyId, kind: 'guest', checkInDate: day, checkOutDate: addDays(day, 1), payoutCents: peak ? peakCents : 10_000, currency: null, recordedAt: new Date('2025-01-01T00:00:00Z') });
  }
  return stays;
}

const ofRule = (rule: string, propertyId: string, suggestions: ReturnType<typeof detectSeasonalSuggestions>) => suggestions.find((suggestion) => suggestion.rule === rule && suggestion.propertyId === propertyId);

describe('seasons from the portfolio’s last year', () => {
  // Each home: 62 nights in July–August, none in November, 134 even nights in the other nine months: 196 of 365 (54%).
  const suggestions = detectSeasonalSuggestions([home('a'), home('b', 'America/Denver')], [...year('a'), ...year('b', 13_000)], [], NOW);

  it('raises the coming peak months from the home’s average rate, estimated on last year’s booked nights', () => {
    expect(ofRule('peak-season', 'a', suggestions)).toMatchObject({
      priority: 'high',
      periodFrom: '2025-06-01',
      periodTo: '2026-06-01',
      minStayAfter: null,
      values: [{ label: 'Nights in July 2026 and August 2026', value: '$115 (15% over the average rate)' }],
      evidence: [
        { label: 'Across your homes, last year', value: 'July 2025 100% and August 2025 100% booked; 54% over the 12 months (2 homes)' },
        { label: 'This home, the same months last year', value: '62 of 62 nights booked at $100 a night' },
        { label: 'Average daily rate', value: '$100 (the last 12 months, 196 nights paid)' },
      ],
      // 62 nights × ($115 − $100).
      estimatedEffectCents: 93_000,
      effect: 'About $930 more over July 2026 and August 2026, if as many nights book as last year at $115 (an estimate, not a promise).',
      title: 'Raise prices for July 2026 and August 2026 to $115: last year those months were busier across your homes (54% over the year)',
      evidenceKey: '2026-07,2026-08',
    });
  });

  it('says nothing of a peak the home already priced for', () => {
    // b charged $130 in July–August: its average is $109.49, 15% more is $126, under what it charged.
    expect(ofRule('peak-season', 'b', suggestions)).toBeUndefined();
  });

  it('lowers the coming low months where the home too sold less, estimated on a fifth of last year’s unsold nights', () => {
    expect(ofRule('low-season', 'a', suggestions)).toMatchObject({
      values: [{ label: 'Nights in November 2026', value: '$90 (10% under the average rate)' }],
      evidence: expect.arrayContaining([
        { label: 'Across your homes, last year', value: 'November 2025 0% booked; 54% over the 12 months (2 homes)' },
        { label: 'This home, the same months last year', value: '0 of 30 nights booked (0%; 54% over its year), 30 unsold' },
      ]),
      // 30 unsold × $90 × 20%.
      estimatedEffectCents: 54_000,
      priority: 'high',
      evidenceKey: '2026-11',
    });
    // b's average is $109.49: 10% under is $99; 30 × $99 × 20% = $594.
    expect(ofRule('low-season', 'b', suggestions)).toMatchObject({ values: [{ label: 'Nights in November 2026', value: '$99 (10% under the average rate)' }], estimatedEffectCents: 59_400 });
    expect(suggestions).toHaveLength(3);
  });

  it('needs a whole year: a portfolio whose calendars start later has no seasons to speak of', () => {
    expect(detectSeasonalSuggestions([home('a')], year('a', 10_000, '2025-07-01'), [], NOW)).toEqual([]);
    expect(detectSeasonalSuggestions([home('a')], [], [], NOW)).toEqual([]);
  });

  it('counts a home only from the month of its first stay: a newer home neither makes nor spoils a season', () => {
    const newer = year('c').filter((stay) => stay.checkInDate >= '2026-01-01');
    const withNewer = detectSeasonalSuggestions([home('a'), home('b', 'America/Denver'), home('c')], [...year('a'), ...year('b', 13_000), ...newer], [], NOW);
    // c had no calendar last July, August or November: nothing for it, and the others' seasons stand.
    expect(withNewer.filter((suggestion) => suggestion.propertyId === 'c')).toEqual([]);
    expect(ofRule('peak-season', 'a', withNewer)?.values).toEqual(ofRule('peak-season', 'a', suggestions)?.values);
  });

  it('blocked nights are not on sale: a month blocked whole is neither peak nor low, the other seasons stand', () => {
    const blocks = ['a', 'b'].map((propertyId) => ({ propertyId, startDate: '2025-11-01', endDate: '2025-12-01' }));
    const closed = detectSeasonalSuggestions([home('a'), home('b', 'America/Denver')], [...year('a'), ...year('b', 13_000)], blocks, NOW);
    expect(closed.map((suggestion) => `${suggestion.propertyId}:${suggestion.rule}`)).toEqual(['a:peak-season']);
    // 196 booked of 335 on sale (59%).
    expect(closed[0]!.evidence[0]!.value).toBe('July 2025 100% and August 2025 100% booked; 59% over the 12 months (2 homes)');
  });
});
