import type { ClaimDeadline } from '@cohost/shared';
import { describe, expect, it } from 'vitest';

import { deadlineLine, formatCountdown, formatDate, formatInZone, kindAndCategory, liveDeadlineState, money, shortHash } from './claim-view';

const MINUTE = 60_000;
const HOUR = 60 * MINUTE;
const DAY = 24 * HOUR;
const NOW = Date.parse('2026-11-27T10:00:00Z');

function deadline(overrides: Partial<ClaimDeadline> = {}): ClaimDeadline {
  return { key: 'airbnb', label: 'File with Airbnb (AirCover)', opensAt: null, dueAt: new Date(NOW + 10 * DAY).toISOString(), state: 'open', note: '', ...overrides };
}

describe('formatCountdown', () => {
  it('shows days and hours, hours and minutes, or minutes, rounded down', () => {
    expect(formatCountdown(2 * DAY + 5 * HOUR + 59 * MINUTE)).toBe('2 d 5 h');
    expect(formatCountdown(3 * DAY)).toBe('3 d');
    expect(formatCountdown(5 * HOUR + 12 * MINUTE + 59_000)).toBe('5 h 12 min');
    expect(formatCountdown(2 * HOUR)).toBe('2 h');
    expect(formatCountdown(12 * MINUTE + 30_000)).toBe('12 min');
  });
  it('never goes below nothing', () => {
    expect(formatCountdown(30_000)).toBe('under a minute');
    expect(formatCountdown(-5 * HOUR)).toBe('under a minute');
  });
});

describe('liveDeadlineState', () => {
  it('follows the rules: open, due soon inside 72 h, urgent inside 24 h, passed after', () => {
    expect(liveDeadlineState(deadline(), NOW)).toBe('open');
    expect(liveDeadlineState(deadline({ dueAt: new Date(NOW + 72 * HOUR).toISOString() }), NOW)).toBe('due-soon');
    expect(liveDeadlineState(deadline({ dueAt: new Date(NOW + 73 * HOUR).toISOString() }), NOW)).toBe('open');
    expect(liveDeadlineState(deadline({ dueAt: new Date(NOW + 24 * HOUR).toISOString() }), NOW)).toBe('urgent');
    expect(liveDeadlineState(deadline({ dueAt: new Date(NOW - MINUTE).toISOString() }), NOW)).toBe('passed');
  });
  it('waits before it opens (Airbnb before the guest’s 24 hours end)', () => {
    expect(liveDeadlineState(deadline({ opensAt: new Date(NOW + HOUR).toISOString(), state: 'waiting' }), NOW)).toBe('waiting');
    expect(liveDeadlineState(deadline({ opensAt: new Date(NOW - HOUR).toISOString(), state: 'waiting' }), NOW)).toBe('open');
  });
  it("never goes back on the server's state (its clock may be ahead of the browser's)", () => {
    expect(liveDeadlineState(deadline({ opensAt: new Date(NOW + HOUR).toISOString(), state: 'open' }), NOW)).toBe('open');
    expect(liveDeadlineState(deadline({ state: 'passed' }), NOW)).toBe('passed');
    expect(deadlineLine(deadline({ opensAt: new Date(NOW + HOUR).toISOString(), state: 'open' }), NOW).text).toBe('Airbnb deadline in 10 d');
  });
  it('keeps a met deadline met, even once its day has gone', () => {
    expect(liveDeadlineState(deadline({ state: 'met', dueAt: new Date(NOW - DAY).toISOString() }), NOW)).toBe('met');
  });
  it('turns a deadline passed as the minutes tick, without the server', () => {
    const due = deadline({ dueAt: new Date(NOW + 30_000).toISOString(), state: 'urgent' });
    expect(liveDeadlineState(due, NOW)).toBe('urgent');
    expect(liveDeadlineState(due, NOW + MINUTE)).toBe('passed');
  });
});

describe('deadlineLine', () => {
  it('names the clock and counts down, red when urgent', () => {
    expect(deadlineLine(deadline({ dueAt: new Date(NOW + 2 * DAY + 5 * HOUR).toISOString() }), NOW)).toEqual({ text: 'Airbnb deadline in 2 d 5 h', color: 'orange', state: 'due-soon' });
    expect(deadlineLine(deadline({ key: 'vrbo', dueAt: new Date(NOW + 3 * HOUR).toISOString() }), NOW)).toMatchObject({ text: 'Vrbo deadline in 3 h', color: 'red' });
  });
  it('says a passed deadline passed, and when a waiting one opens', () => {
    expect(deadlineLine(deadline({ key: 'insurer', dueAt: new Date(NOW - HOUR).toISOString() }), NOW)).toMatchObject({ text: 'Insurer deadline passed', color: 'red' });
    expect(deadlineLine(deadline({ opensAt: new Date(NOW + 20 * HOUR).toISOString(), state: 'waiting' }), NOW)).toMatchObject({ text: 'Airbnb deadline opens in 20 h', color: 'gray' });
    expect(deadlineLine(deadline({ key: 'guest-response', state: 'met' }), NOW)).toMatchObject({ text: "The guest's 24 hours: step taken", color: 'green' });
  });
});

describe('formats', () => {
  it('shows money with cents only when there are any', () => {
    expect(money(12_000)).toBe('$120');
    expect(money(12_050)).toBe('$120.50');
    expect(money(1_234_567)).toBe('$12,345.67');
  });
  it("shows an instant on the property's clock", () => {
    expect(formatInZone('2026-11-27T10:00:00Z', 'America/New_York')).toBe('27 Nov 2026, 05:00');
    expect(formatInZone('2026-07-01T10:00:00Z', 'Europe/Lisbon')).toBe('1 Jul 2026, 11:00');
  });
  it('shows a date as it is, whatever the browser’s zone', () => {
    expect(formatDate('2026-11-27')).toBe('27 Nov 2026');
  });
  it('names the category only when it says more than the kind', () => {
    expect(kindAndCategory('damage', 'damage')).toBe('Damage');
    expect(kindAndCategory('complaint', 'noise')).toBe('Complaint · Noise');
  });
  it('shortens a hash to 12 digits', () => {
    expect(shortHash('a'.repeat(64))).toBe('aaaaaaaaaaaa');
  });
});
