import { addDays, monthsFrom } from '../../apps/server/src/modules/optimizer/domain/calendar-days';
import { insightsOf, leadTimes, monthRows, revenueChange, totalsOf, type FigureStay } from '../../apps/server/src/modules/optimizer/domain/figures';
import { detectContentGaps, type ListingContent } from '../../apps/server/src/modules/optimizer/domain/content-suggestions';
import { detectRepeatedQuestions, type AskedMessage } from '../../apps/server/src/modules/optimizer/domain/inbox-suggestions';
import { detectPricingSuggestions } from '../../apps/server/src/modules/optimizer/domain/pricing-suggestions';
import { detectRecurringProblems, type ProblemReport } from '../../apps/server/src/modules/optimizer/domain/problem-suggestions';
import type { KnowledgeBase } from '@cohost/shared';
import type { BenchSuite } from '../support/bench-suite';

// Issue 24: the optimizer's figures for 250 properties × two years of stays, and its suggestions from 20,000 messages.
const PROPERTIES = Number(process.env.BENCH_OPTIMIZER_PROPERTIES) || 250;
const MESSAGES = Number(process.env.BENCH_OPTIMIZER_MESSAGES) || 20_000;
const TOPICS = ['parking', 'wifi', 'check-in', 'check-out', 'trash', 'pets', 'thanks', 'other'];

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

    // The hourly pass's other sources, pure parts, on what their reads return: 20,000 messages of the
    // last 90 days (the most listStayMessages returns), every property's reports and listing.
    const now = new Date('2026-06-15T12:00:00Z');
    const messages: AskedMessage[] = Array.from({ length: MESSAGES }, (_, index) => {
      const property = properties[index % PROPERTIES]!;
      const stay = Math.floor(index / PROPERTIES) % 24;
      const at = new Date(now.getTime() - (MESSAGES - index) * 388_000);
      return index % 5 === 4
        ? { reservationId: `${property.id}-s${stay}`, propertyId: property.id, author: 'host', topics: [], body: 'Park in the driveway, the left spot.', at }
        : { reservationId: `${property.id}-s${stay}`, propertyId: property.id, author: 'guest', topics: [TOPICS[index % TOPICS.length]!], body: '', at };
    });
    const empty: KnowledgeBase = { faq: [] };
    const knowledgeBases = new Map(properties.map((property) => [property.id, empty]));
    const reports: ProblemReport[] = properties.flatMap((property) =>
      Array.from({ length: 8 }, (_, index) => ({ source: 'claim' as const, id: `${property.id}-c${index}`, propertyId: property.id, category: index % 2 ? 'noise' : 'cleanliness', reservationId: `${property.id}-s${index}`, occasionId: `${property.id}-s${index}`, label: `Case #${index}`, at: new Date(now.getTime() - index * 9 * 86_400_000) })),
    );
    const listings: ListingContent[] = properties.map((property) => ({ id: property.id, name: property.name, listing: { title: `${property.name}: a bright two-bedroom home near the water with parking`, description: 'A home. '.repeat(80), amenities: ['Wifi'], photosCount: 3 }, knowledgeBase: empty }));
    const sourcesStarted = performance.now();
    const repeated = detectRepeatedQuestions(messages, knowledgeBases);
    const problems = detectRecurringProblems(reports, new Map(properties.map((property) => [property.id, { name: property.name, staysInWindow: 20 }])), now);
    const gaps = listings.flatMap((listing) => detectContentGaps(listing));
    const sourcesMs = performance.now() - sourcesStarted;
    return [
      { label: `Figures, ${PROPERTIES} properties × ${months.length} months`, value: Math.round(ms), unit: 'ms', target: { comparison: '<=', value: 1_000 }, detail: `${stays.length} stays, ${rows.length} rows, ${insights.gapNights.nights} gap nights` },
      { label: `Pricing suggestions, ${PROPERTIES} properties`, value: Math.round(pricingMs), unit: 'ms', target: { comparison: '<=', value: 1_000 }, detail: `${window.length} stays read, ${suggestions.length} suggestions` },
      {
        label: `Questions, problems and listing content, ${PROPERTIES} properties, ${MESSAGES.toLocaleString('en')} messages`,
        value: Math.round(sourcesMs),
        unit: 'ms',
        target: { comparison: '<=', value: 1_000 },
        detail: `${repeated.length} question, ${problems.length} problem and ${gaps.length} content suggestions`,
      },
    ];
  },
};
