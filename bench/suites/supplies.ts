import { forecast, type StayNights } from '../../apps/server/src/modules/supplies/domain/forecast';
import { planReorders, type ReorderItem } from '../../apps/server/src/modules/supplies/domain/reorder';
import type { BenchSuite } from '../support/bench-suite';

// Issue 21: reorder planning for 250 properties × 40 items (forecast from guest-nights, then orders).
const PROPERTIES = Number(process.env.BENCH_SUPPLY_PROPERTIES) || 250;
const ITEMS = 40;
const DAY = 86_400_000;
const isoDay = (ms: number) => new Date(ms).toISOString().slice(0, 10);

/**
 * The planning itself, in process (the domain functions reordering runs): every item's expected
 * stock, run-out day and status over 60 days of stays, then each property's orders within a
 * $100 budget. The database work around it is measured by the integration tests, not here.
 */
export const suppliesSuite: BenchSuite = {
  name: 'Supplies',
  run: async (log) => {
    const start = Date.UTC(2026, 11, 1);
    const stays: StayNights[] = Array.from({ length: 20 }, (_, index) => ({ checkInDate: isoDay(start + index * 4 * DAY), checkOutDate: isoDay(start + (index * 4 + 3) * DAY), guests: 2 + (index % 3) }));
    log(`planning ${PROPERTIES} properties × ${ITEMS} items`);
    const started = performance.now();
    let orders = 0;
    for (let property = 0; property < PROPERTIES; property++) {
      const items: ReorderItem[] = [];
      for (let item = 0; item < ITEMS; item++) {
        const par = 10 + ((property + item) % 30);
        const result = forecast({
          stock: (property * 7 + item * 13) % (par + 1),
          stockDay: isoDay(start - 3 * DAY),
          today: isoDay(start),
          usePerGuestNight: 0.1 + (item % 10) / 10,
          stays,
          par,
          minimum: 2,
          thresholdPercent: 25,
          nextTurnoverDay: stays[0]!.checkOutDate,
          unit: 'units',
        });
        items.push({ id: `${property}-${item}`, vendorId: `v${item % 3}`, autoOrder: true, status: result.status, expectedStock: result.expectedStock, par, unitPriceCents: 50 + item * 10, onOrder: 0 });
      }
      orders += planReorders(items, 10_000).length;
    }
    const ms = performance.now() - started;
    return [{ label: `Reorder planning, ${PROPERTIES} properties × ${ITEMS} items`, value: Math.round(ms), unit: 'ms', target: { comparison: '<=', value: 2_000 }, detail: `${orders} orders planned` }];
  },
};
