import { describe, expect, it } from 'vitest';
import { nextStayAfter, previousStayBefore, turnoverWindow } from './turnover-window';

const stay = (id: string, checkInDate: string, checkOutDate: string) => ({
  id,
  checkInDate,
  checkOutDate,
  checkInAt: new Date(`${checkInDate}T16:00:00Z`),
  checkOutAt: new Date(`${checkOutDate}T11:00:00Z`),
});

describe('turnover windows', () => {
  it('runs from checkout to the next check-in less the buffer, flagged same-day when the next guest arrives that day', () => {
    expect(turnoverWindow(stay('a', '2026-05-01', '2026-05-04'), stay('b', '2026-05-04', '2026-05-06'), { bufferHours: 2, openWindowHours: 6 })).toEqual({
      windowStart: new Date('2026-05-04T11:00:00Z'),
      windowEnd: new Date('2026-05-04T14:00:00Z'),
      sameDay: true,
    });
    expect(turnoverWindow(stay('a', '2026-05-01', '2026-05-04'), stay('b', '2026-05-05', '2026-05-06'), { bufferHours: 3, openWindowHours: 6 })).toMatchObject({ windowEnd: new Date('2026-05-05T13:00:00Z'), sameDay: false });
  });

  it("gives a stay with no next check-in the property's window, and never less than 30 minutes", () => {
    expect(turnoverWindow(stay('a', '2026-05-01', '2026-05-04'), null, { bufferHours: 2, openWindowHours: 6 }).windowEnd).toEqual(new Date('2026-05-04T17:00:00Z'));
    const tight = { ...stay('b', '2026-05-04', '2026-05-06'), checkInAt: new Date('2026-05-04T12:00:00Z') };
    expect(turnoverWindow(stay('a', '2026-05-01', '2026-05-04'), tight, { bufferHours: 3, openWindowHours: 6 }).windowEnd).toEqual(new Date('2026-05-04T11:30:00Z'));
  });

  it('finds the neighbours of a stay among the property’s stays', () => {
    const stays = [stay('a', '2026-05-01', '2026-05-04'), stay('c', '2026-05-09', '2026-05-10'), stay('b', '2026-05-05', '2026-05-07')];
    expect(nextStayAfter(stays[0]!, stays)?.id).toBe('b');
    expect(nextStayAfter(stays[1]!, stays)).toBeNull();
    expect(previousStayBefore(stays[1]!, stays)?.id).toBe('b');
    expect(previousStayBefore(stays[0]!, stays)).toBeNull();
  });
});
