import { describe, expect, it } from 'vitest';
import { addDays, daysBetween, localInstant, localToday, nightsWithin, rememberedLocalToday, rememberedStayInstants, stayInstants } from './stay-times';

describe('stay times', () => {
  it('places local check-in and check-out times in the property time zone', () => {
    const { checkInAt, checkOutAt } = stayInstants(
      { checkInDate: '2026-07-10', checkOutDate: '2026-07-14', checkInTime: null, checkOutTime: '10:30' },
      { timezone: 'America/Los_Angeles', checkInTime: '16:00', checkOutTime: '11:00' },
    );
    expect(checkInAt.toISOString()).toBe('2026-07-10T23:00:00.000Z');
    expect(checkOutAt.toISOString()).toBe('2026-07-14T17:30:00.000Z');
  });

  it('follows daylight-saving changes: same wall-clock time, different offset', () => {
    // Europe/Paris leaves summer time on 25 Oct 2026.
    expect(localInstant('2026-10-24', '16:00', 'Europe/Paris').toISOString()).toBe('2026-10-24T14:00:00.000Z');
    expect(localInstant('2026-10-26', '16:00', 'Europe/Paris').toISOString()).toBe('2026-10-26T15:00:00.000Z');
    // 02:30 does not exist on 29 Mar 2026 in Paris: it moves forward by the gap.
    expect(localInstant('2026-03-29', '02:30', 'Europe/Paris').toISOString()).toBe('2026-03-29T01:30:00.000Z');
  });

  it("knows today's date in each zone", () => {
    const now = new Date('2026-11-23T06:30:00Z');
    expect(localToday(now, 'Asia/Tokyo')).toBe('2026-11-23');
    expect(localToday(now, 'America/Los_Angeles')).toBe('2026-11-22');
  });

  it('counts days and the nights of a stay within a month', () => {
    expect(addDays('2026-02-27', 2)).toBe('2026-03-01');
    expect(daysBetween('2026-03-28', '2026-04-02')).toBe(5);
    expect(nightsWithin('2026-03-28', '2026-04-02', '2026-04-01', '2026-05-01')).toBe(1);
    expect(nightsWithin('2026-03-28', '2026-04-01', '2026-04-01', '2026-05-01')).toBe(0);
    expect(nightsWithin('2026-04-10', '2026-04-12', '2026-04-01', '2026-05-01')).toBe(2);
  });
});

describe('remembered time-zone work', () => {
  it('gives the same instants and todays as working them out each time, across a daylight-saving change', () => {
    const stays = [
      { checkInDate: '2026-03-07', checkOutDate: '2026-03-08', checkInTime: '02:30', checkOutTime: null },
      { checkInDate: '2026-03-08', checkOutDate: '2026-03-09', checkInTime: null, checkOutTime: '01:30' },
      { checkInDate: '2026-11-01', checkOutDate: '2026-11-02', checkInTime: '01:30', checkOutTime: null },
    ];
    const property = { timezone: 'America/New_York', checkInTime: '16:00', checkOutTime: '11:00' };
    for (let round = 0; round < 2; round++) {
      for (const stay of stays) expect(rememberedStayInstants(stay, property)).toEqual(stayInstants(stay, property));
    }
    for (const at of ['2026-03-08T06:59:59Z', '2026-03-08T07:00:00Z', '2026-11-01T03:59:00Z', '2026-11-01T04:00:00Z', '2026-06-30T13:44:59Z', '2026-06-30T13:45:00Z']) {
      const now = new Date(at);
      for (const zone of ['America/New_York', 'Asia/Kathmandu', 'Australia/Eucla', 'Pacific/Chatham', 'UTC']) {
        expect(rememberedLocalToday(now, zone)).toBe(localToday(now, zone));
        expect(rememberedLocalToday(now, zone)).toBe(localToday(now, zone));
      }
    }
  });
});
