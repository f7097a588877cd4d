import { describe, expect, it } from 'vitest';

import { dueInWords, formatInZone, formatStayDates, timeAgo } from './messaging-format';

const NOW = Date.parse('2026-11-23T12:00:00Z');

describe('formatStayDates', () => {
  it('writes the month once when the stay stays in it', () => {
    expect(formatStayDates('2026-12-12', '2026-12-15', 2026)).toBe('12–15 Dec');
  });
  it('names both months across a month and the year when it is not this one', () => {
    expect(formatStayDates('2026-12-28', '2027-01-02', 2026)).toBe('28 Dec – 2 Jan 2027');
  });
  it('is empty without a stay', () => {
    expect(formatStayDates(null, null)).toBe('');
  });
});

describe('timeAgo', () => {
  it('counts minutes, hours and days, then gives the day', () => {
    expect(timeAgo('2026-11-23T11:59:40Z', NOW)).toBe('just now');
    expect(timeAgo('2026-11-23T11:55:00Z', NOW)).toBe('5 min');
    expect(timeAgo('2026-11-23T09:00:00Z', NOW)).toBe('3 h');
    expect(timeAgo('2026-11-21T12:00:00Z', NOW)).toBe('2 d');
    expect(timeAgo('2026-11-02T12:00:00Z', NOW)).toBe('2 Nov');
  });
});

describe('dueInWords', () => {
  it('says how far ahead or behind', () => {
    expect(dueInWords('2026-11-23T12:30:00Z', NOW)).toBe('in 30 minutes');
    expect(dueInWords('2026-11-24T12:00:00Z', NOW)).toBe('in 24 hours');
    expect(dueInWords('2026-11-26T12:00:00Z', NOW)).toBe('in 3 days');
    expect(dueInWords('2026-11-23T11:59:00Z', NOW)).toBe('1 minute ago');
    expect(dueInWords('2027-02-23T12:00:00Z', NOW)).toBe('in 3 months');
    expect(dueInWords('2021-12-02T12:00:00Z', NOW)).toBe('5 years ago');
  });
});

describe('formatInZone', () => {
  it('reads the moment in the given zone, with the year only when it is not this one', () => {
    expect(formatInZone('2026-12-02T23:00:00Z', 'America/Los_Angeles', new Date(NOW))).toBe('Wed 2 Dec, 15:00');
    expect(formatInZone('2027-01-02T10:00:00Z', 'UTC', new Date(NOW))).toBe('Sat, 2 Jan 2027, 10:00');
  });
});
