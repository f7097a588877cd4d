import { describe, expect, it } from 'vitest';
import { dayNumber, daysBetween } from './calendar-days';

const DAY_MS = 86_400_000;

describe('calendar days as numbers', () => {
  it('counts every day from 1900 to 2200 as the days since 1 January 1970 (leap years, centuries)', () => {
    for (let at = Date.UTC(1900, 0, 1); at < Date.UTC(2200, 0, 1); at += DAY_MS) {
      const date = new Date(at).toISOString().slice(0, 10);
      if (dayNumber(date) !== at / DAY_MS) expect(dayNumber(date), date).toBe(at / DAY_MS);
    }
    expect(dayNumber('1970-01-01')).toBe(0);
    expect(dayNumber('2000-02-29')).toBe(11_016);
  });

  it('counts the days between two calendar days across month, leap-day and year edges', () => {
    expect(daysBetween('2026-01-30', '2026-02-02')).toBe(3);
    expect(daysBetween('2024-02-28', '2024-03-01')).toBe(2);
    expect(daysBetween('2026-12-31', '2027-01-01')).toBe(1);
    expect(daysBetween('2026-03-05', '2026-03-01')).toBe(-4);
  });
});
