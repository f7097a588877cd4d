import { addDays, monthsFrom } from '../../apps/server/src/modules/optimizer/domain/calendar-days';
import { insightsOf, leadTimes, monthRows, revenueChange, totalsOf, type FigureStay } from '../../apps/server/src/modules/optimizer/domain/figures';
import { detectPricingSuggestions } from '../../apps/server/src/modules/optimizer/domain/pricing-suggestions';
import type { BenchSuite } from '../support/bench-suite';

// Issue 24: the optimizer's figures for 250 properties × two years of stays.
const PROPERTIES = Number(process.env.BENCH_OPTIMIZER_PROPERTIES) || 250;

/**
 * The figures themselves, in process (the domain functions GET /api/optimizer/figures runs on
 * what it read): 24 months of every property's nights, money, gaps and weekends, the totals,
 * insights and lead times. The read is a window query measured by the integration tests.
 */
export const optimizerSuite: BenchSuite = {
  name: 'Optimizer',
  run: async (log) => {
    const properties = Array.from({ length: PROPERTIES }, (_, index) => ({ id: `p${index}`, name: `Home ${index}`, timezone: index % 2 ? 'America/Los_Angeles' : 'Pacific/Auckland', currency: 'USD' }));
    const stays: FigureStay[] = [];
    for (const property of properties) {
      let day = '2024-12-20';
      for (let index = 0; day < '2027-01-10'; index++) {
        const nights = 2 + (index % 5);
        stays.push({ propertyId: property.id, kind: index % 17 === 0 ? 'owner' : 'guest', checkInDate: day, checkOutDate: addDays(day, nights), payoutCents: 14_500 * nights, currency: null, recordedAt: new Date(Date.parse(`${day}T12:00:00Z`) - (index % 60) * 86_400_000) });
        day = addDays(day, nights + (index % 4));
      }
    }
    const months = monthsFrom('2025-01', '2026-12');
    log(`figures of ${PROPERTIES} properties × ${months.length} months from ${stays.length} stays`);
    const started = performance.now();
    const rows = monthRows(properties, stays, [], months);
    const totals = totalsOf(rows);
    revenueChange(totals, totals);
    const insights = insightsOf(rows, months);
    leadTimes(properties, stays, '2025-01-01', '2027-01-01');
    const ms = performance.now() - started;
    // The calendar's pricing suggestions over the same stays (the hourly pass's pure part), on 15 June 2026, half the homes with a 3-night minimum.
    // The refresh reads only the stays touching its window (today ± 90 days and a margin), in SQL, as here.
    const window = stays.filter((stay) => stay.checkOutDate > '2026-03-10' && stay.checkInDate < '2026-09-20');
    const pricingStarted = performance.now();
    const suggestions = detectPricingSuggestions(
      properties.map((property, index) => ({ ...property, minStayNights: index % 2 ? 3 : null })),
      window,
      [],
      new Date('2026-06-15T12:00:00Z'),
    );
    const pricingMs = performance.now() - pricingStarted;
    return [
      { label: `Figures, ${PROPERTIES} properties × ${months.length} months`, value: Math.round(ms), unit: 'ms', target: { comparison: '<=', value: 1_000 }, detail: `${stays.length} stays, ${rows.length} rows, ${insights.gapNights.nights} gap nights` },
      { label: `Pricing suggestions, ${PROPERTIES} properties`, value: Math.round(pricingMs), unit: 'ms', target: { comparison: '<=', value: 1_000 }, detail: `${window.length} stays read, ${suggestions.length} suggestions` },
    ];
  },
};
