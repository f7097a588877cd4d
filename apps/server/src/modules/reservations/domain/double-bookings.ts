import type { DoubleBooking, ReservationSource } from '@cohost/shared';
import type { calendarBlocks, reservations } from '../reservations.tables';

type StayView = typeof reservations.$inferSelect;
type BlockRow = typeof calendarBlocks.$inferSelect;
import { stayLabel } from './reservation-mapping';

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

export function toOccupyingItems(stays: Pick<StayView, 'id' | 'propertyId' | 'source' | 'feedId' | 'checkInDate' | 'checkOutDate' | 'kind' | 'guestName'>[], blocks: BlockRow[]): OccupyingItem[] {
  return [
    ...stays.map((row): OccupyingItem => ({
      id: row.id,
      type: 'reservation',
      propertyId: row.propertyId,
      source: row.source,
      feedId: row.feedId,
      start: row.checkInDate,
      end: row.checkOutDate,
      label: stayLabel(row),
    })),
    ...blocks.map((row): OccupyingItem => ({
      id: row.id,
      type: 'block',
      propertyId: row.propertyId,
      source: row.source,
      feedId: row.feedId,
      start: row.startDate,
      end: row.endDate,
      label: row.summary || 'Not available',
    })),
  ];
}

/** Which of these blocks only mirror a stay (echoes), by id. */
export function echoBlockIds(stays: Pick<StayView, 'propertyId' | 'checkInDate' | 'checkOutDate' | 'feedId'>[], blocks: BlockRow[]): Set<string> {
  const byProperty = new Map<string, { start: string; end: string; feedId: string | null }[]>();
  for (const stay of stays) {
    const list = byProperty.get(stay.propertyId) ?? [];
    list.push({ start: stay.checkInDate, end: stay.checkOutDate, feedId: stay.feedId });
    byProperty.set(stay.propertyId, list);
  }
  return new Set(blocks.filter((block) => isEchoBlock({ start: block.startDate, end: block.endDate, feedId: block.feedId }, byProperty.get(block.propertyId) ?? [])).map((block) => block.id));
}

export function toDoubleBooking(overlap: Overlap, propertyName: string): DoubleBooking {
  return {
    propertyId: overlap.propertyId,
    propertyName,
    startDate: overlap.start,
    endDate: overlap.end,
    items: overlap.items.map((item) => ({ id: item.id, type: item.type, source: item.source, label: item.label })),
  };
}

/** A stable key per overlapping pair, to tell new double bookings from known ones. */
export function doubleBookingKey(booking: DoubleBooking): string {
  return booking.items
    .map((item) => item.id)
    .sort()
    .join('+');
}
