import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { checkLimits } from './spend-limits';
import { orderTotal, planReorders, type ReorderItem } from './reorder';
import { forecast, guestNightsBetween, learnUse, observedUse } from './forecast';

const item = fc.record({
  id: fc.uuid(),
  vendorId: fc.constantFrom('v1', 'v2'),
  autoOrder: fc.boolean(),
  status: fc.constantFrom('good' as const, 'low' as const, 'critical' as const),
  expectedStock: fc.integer({ min: 0, max: 60 }),
  par: fc.integer({ min: 1, max: 60 }),
  unitPriceCents: fc.integer({ min: 0, max: 5_000 }),
  onOrder: fc.integer({ min: 0, max: 30 }),
}) satisfies fc.Arbitrary<ReorderItem>;

describe('the hard limits', () => {
  it('never let the month go over its limit, whoever places the order', () => {
    fc.assert(
      fc.property(fc.nat(100_000), fc.nat(100_000), fc.nat(100_000), fc.constantFrom(5_000, 10_000, 20_000), fc.boolean(), (amount, spent, limit, budget, byPerson) => {
        const refusal = checkLimits({ amountCents: amount, monthSpentCents: spent, monthlyLimitCents: limit, budgetCents: budget, byPerson });
        if (!refusal) expect(spent + amount).toBeLessThanOrEqual(limit);
        if (!refusal && !byPerson) expect(amount).toBeLessThanOrEqual(budget);
        if (refusal) expect(refusal.reason.length).toBeGreaterThan(10);
      }),
    );
  });

  it('refuse by the month first, naming what is left', () => {
    expect(checkLimits({ amountCents: 3_000, monthSpentCents: 9_000, monthlyLimitCents: 10_000, budgetCents: 2_000, byPerson: false })).toEqual({
      refusedBy: 'monthly-limit',
      reason: "Over the property's monthly limit: $30 with $10 left of $100 this month.",
    });
    expect(checkLimits({ amountCents: 3_000, monthSpentCents: 0, monthlyLimitCents: 10_000, budgetCents: 2_000, byPerson: false })?.refusedBy).toBe('budget');
    expect(checkLimits({ amountCents: 3_000, monthSpentCents: 0, monthlyLimitCents: 10_000, budgetCents: 2_000, byPerson: true })).toBeNull();
  });
});

describe('reorder planning', () => {
  it('orders only auto-ordering items gone low, never above par or the budget, one order per vendor', () => {
    fc.assert(
      fc.property(fc.array(item, { maxLength: 40 }), fc.constantFrom(5_000, 10_000, 20_000), (items, budget) => {
        const orders = planReorders(items, budget);
        expect(new Set(orders.map((order) => order.vendorId)).size).toBe(orders.length);
        for (const order of orders) {
          expect(order.totalCents).toBe(orderTotal(order.lines));
          expect(order.totalCents).toBeLessThanOrEqual(budget);
          for (const line of order.lines) {
            const source = items.find((candidate) => candidate.id === line.itemId)!;
            expect(source.autoOrder && source.status !== 'good' && source.vendorId === order.vendorId).toBe(true);
            expect(line.quantity).toBeGreaterThan(0);
            expect(source.expectedStock + source.onOrder + line.quantity).toBeLessThanOrEqual(source.par);
          }
        }
      }),
    );
  });

  it('sizes to par and puts critical items first when the budget is short', () => {
    const base = { vendorId: 'v', autoOrder: true, onOrder: 0, par: 10, unitPriceCents: 100 };
    const orders = planReorders(
      [
        { ...base, id: 'a', status: 'low', expectedStock: 2 },
        { ...base, id: 'b', status: 'critical', expectedStock: 0 },
      ],
      1_500,
    );
    expect(orders).toEqual([{ vendorId: 'v', totalCents: 1_500, lines: [{ itemId: 'b', quantity: 10, unitPriceCents: 100 }, { itemId: 'a', quantity: 5, unitPriceCents: 100 }] }]);
  });
});

describe('the forecast', () => {
  const stays = [
    { checkInDate: '2026-12-01', checkOutDate: '2026-12-04', guests: 2 },
    { checkInDate: '2026-12-06', checkOutDate: '2026-12-10', guests: 4 },
  ];
  it('counts guest-nights inside a window', () => {
    expect(guestNightsBetween(stays, '2026-12-01', '2026-12-31')).toBe(6 + 16);
    expect(guestNightsBetween(stays, '2026-12-02', '2026-12-07')).toBe(4 + 4);
  });

  it('learns use from counts with deliveries added back, and ignores an unexplained rise', () => {
    expect(observedUse(20, 10, 6, 12)).toBe(2);
    expect(observedUse(5, 0, 9, 12)).toBeNull();
    expect(observedUse(5, 0, 3, 0)).toBeNull();
    expect(learnUse(null, 2)).toBe(2);
    expect(learnUse(1, 2)).toBe(1.5);
    expect(learnUse(1, null)).toBe(1);
  });

  it('expects less stock after guest-nights, dates the run-out, and flags low and critical', () => {
    const base = { stock: 24, stockDay: '2026-12-01', today: '2026-12-04', usePerGuestNight: 0.5, stays, par: 24, minimum: 4, thresholdPercent: 25, nextTurnoverDay: '2026-12-10', unit: 'rolls' };
    expect(forecast(base)).toMatchObject({ expectedStock: 21, status: 'good', runOutDate: null });
    expect(forecast({ ...base, stock: 8 })).toMatchObject({ expectedStock: 5, status: 'critical', runOutDate: '2026-12-08' });
    expect(forecast({ ...base, stock: 8, nextTurnoverDay: null })).toMatchObject({ status: 'low' });
    expect(forecast({ ...base, stock: 5 })).toMatchObject({ expectedStock: 2, status: 'critical' });
  });

  it('never expects more than was there, nor less than nothing', () => {
    fc.assert(
      fc.property(fc.nat(100), fc.float({ min: 0, max: 3, noNaN: true }), (stock, use) => {
        const result = forecast({ stock, stockDay: '2026-12-01', today: '2026-12-05', usePerGuestNight: use, stays, par: 100, minimum: 0, thresholdPercent: 25, nextTurnoverDay: null, unit: 'units' });
        expect(result.expectedStock).toBeGreaterThanOrEqual(0);
        expect(result.expectedStock).toBeLessThanOrEqual(stock);
      }),
    );
  });
});
