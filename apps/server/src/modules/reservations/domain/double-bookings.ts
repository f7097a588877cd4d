import type { ReservationSource } from '@cohost/shared';

/** Something that takes a property's nights: a live stay, or a feed's block. */
export interface OccupyingItem {
  id: string;
  type: 'reservation' | 'block';
  propertyId: string;
  source: ReservationSource;
  feedId: string | null;
  start: string;
  end: string;
  label: string;
}

export interface Overlap {
  propertyId: string;
  start: string;
  end: string;
  items: OccupyingItem[];
}

/**
 * Whether a block only mirrors one of our stays: platforms re-export dates they imported (our
 * export feed, or another platform's) as their own blocks. A block with exactly a held stay's
 * dates from another feed is that echo, not a second booking.
 */
export function isEchoBlock(block: { start: string; end: string; feedId: string | null }, stays: { start: string; end: string; feedId: string | null }[]): boolean {
  return stays.some((stay) => stay.start === block.start && stay.end === block.end && stay.feedId !== block.feedId);
}

/**
 * Which items may clash: every live stay, and blocks that can hide a booking — Booking.com
 * exports its own bookings as closures — unless they are echoes. Host blocks on Airbnb or Vrbo
 * are the host's own doing and never a double booking.
 */
export function mayDoubleBook(item: OccupyingItem, stays: OccupyingItem[]): boolean {
  if (item.type === 'reservation') return true;
  return item.source === 'booking' && !isEchoBlock(item, stays);
}

/**
 * Overlapping nights per property (a checkout day may be the next check-in day: that is a
 * same-day turnover, not an overlap). Sweep by start date; O(n log n + overlaps).
 */
export function findOverlaps(items: OccupyingItem[]): Overlap[] {
  const byProperty = new Map<string, OccupyingItem[]>();
  for (const item of items) {
    const list = byProperty.get(item.propertyId) ?? [];
    list.push(item);
    byProperty.set(item.propertyId, list);
  }
  const overlaps: Overlap[] = [];
  for (const [propertyId, list] of byProperty) {
    const stays = list.filter((item) => item.type === 'reservation');
    const candidates = list.filter((item) => mayDoubleBook(item, stays)).sort((a, b) => a.start.localeCompare(b.start) || a.end.localeCompare(b.end));
    const open: OccupyingItem[] = [];
    for (const item of candidates) {
      for (let i = open.length - 1; i >= 0; i--) if (open[i]!.end <= item.start) open.splice(i, 1);
      for (const other of open) {
        // Two blocks never clash with each other: neither is a stay we would have to move.
        if (other.type === 'block' && item.type === 'block') continue;
        overlaps.push({
          propertyId,
          start: item.start > other.start ? item.start : other.start,
          end: item.end < other.end ? item.end : other.end,
          items: [other, item],
        });
      }
      open.push(item);
    }
  }
  return overlaps;
}
