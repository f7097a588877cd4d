import { describe, expect, it } from 'vitest';
import { findOverlaps, isEchoBlock, type OccupyingItem } from './double-bookings';

const stay = (id: string, start: string, end: string, source: OccupyingItem['source'] = 'airbnb', feedId: string | null = 'feed-a'): OccupyingItem => ({
  id, type: 'reservation', propertyId: 'p1', source, feedId, start, end, label: id,
});
const block = (id: string, start: string, end: string, source: OccupyingItem['source'], feedId: string): OccupyingItem => ({
  id, type: 'block', propertyId: 'p1', source, feedId, start, end, label: id,
});

describe('double bookings', () => {
  it('flags two stays on the same nights, not a same-day turnover', () => {
    const overlaps = findOverlaps([stay('a', '2026-12-01', '2026-12-05'), stay('b', '2026-12-05', '2026-12-08', 'vrbo', 'feed-b'), stay('c', '2026-12-07', '2026-12-10', 'manual', null)]);
    expect(overlaps).toHaveLength(1);
    expect(overlaps[0]).toMatchObject({ start: '2026-12-07', end: '2026-12-08' });
    expect(overlaps[0]!.items.map((item) => item.id)).toEqual(['b', 'c']);
  });

  it('counts a Booking.com closure over a stay, but not an echo of that stay nor a host block', () => {
    const items = [
      stay('a', '2026-12-01', '2026-12-05'),
      block('echo', '2026-12-01', '2026-12-05', 'booking', 'feed-b'),
      block('host-block', '2026-12-02', '2026-12-04', 'vrbo', 'feed-v'),
      block('booking', '2026-12-04', '2026-12-06', 'booking', 'feed-b'),
    ];
    expect(findOverlaps(items).map((overlap) => overlap.items.map((item) => item.id))).toEqual([['a', 'booking']]);
    expect(isEchoBlock({ start: '2026-12-01', end: '2026-12-05', feedId: 'feed-b' }, [{ start: '2026-12-01', end: '2026-12-05', feedId: 'feed-a' }])).toBe(true);
    expect(isEchoBlock({ start: '2026-12-01', end: '2026-12-05', feedId: 'feed-a' }, [{ start: '2026-12-01', end: '2026-12-05', feedId: 'feed-a' }])).toBe(false);
  });

  it('keeps properties apart', () => {
    expect(findOverlaps([stay('a', '2026-12-01', '2026-12-05'), { ...stay('b', '2026-12-01', '2026-12-05'), propertyId: 'p2' }])).toEqual([]);
  });
});
