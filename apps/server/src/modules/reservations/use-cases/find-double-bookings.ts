import type { DoubleBooking } from '@cohost/shared';
import type { Database, Tx } from '../../../platform/db/database';
import { isEchoBlock, type OccupyingItem, type Overlap } from '../domain/double-bookings';
import { stayLabel } from '../domain/reservation-mapping';
import { findClashingStayPairs, findStaysUnderBookingBlocks, type BlockRow, type ClashingStay, type StayView } from '../reservations.repo';

export function toOccupyingItems(stays: Pick<StayView, 'id' | 'propertyId' | 'source' | 'feedId' | 'checkInDate' | 'checkOutDate' | 'kind' | 'guestName'>[], blocks: BlockRow[]): OccupyingItem[] {
  return [
    ...stays.map((row): OccupyingItem => ({
      id: row.id,
      type: 'reservation',
      propertyId: row.propertyId,
      source: row.source as OccupyingItem['source'],
      feedId: row.feedId,
      start: row.checkInDate,
      end: row.checkOutDate,
      label: stayLabel(row),
    })),
    ...blocks.map((row): OccupyingItem => ({
      id: row.id,
      type: 'block',
      propertyId: row.propertyId,
      source: row.source as OccupyingItem['source'],
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

/**
 * Double bookings of some properties that are not over by `from` (past ones are history, not
 * alerts). The database finds the overlapping pairs through its index; the rules are those of
 * `domain/double-bookings.ts`: two live stays, or a stay and a Booking.com closure that is not
 * an echo of a stay from another feed.
 */
export async function findDoubleBookings(
  db: Database | Tx,
  workspaceId: string,
  properties: { id: string; name: string }[],
  from: string,
): Promise<DoubleBooking[]> {
  if (properties.length === 0) return [];
  const ids = properties.map((property) => property.id);
  const [pairs, underBlocks] = await Promise.all([findClashingStayPairs(db, workspaceId, ids, from), findStaysUnderBookingBlocks(db, workspaceId, ids, from)]);
  const overlaps: Overlap[] = pairs.map(({ a, b }) => overlapOf(a.propertyId, [stayItem(a), stayItem(b)]));
  const byBlock = new Map<string, { block: BlockRow; stays: ClashingStay[] }>();
  for (const { block, stay } of underBlocks) {
    const entry = byBlock.get(block.id) ?? { block, stays: [] };
    entry.stays.push(stay);
    byBlock.set(block.id, entry);
  }
  for (const { block, stays } of byBlock.values()) {
    const echo = isEchoBlock({ start: block.startDate, end: block.endDate, feedId: block.feedId }, stays.map((stay) => ({ start: stay.checkInDate, end: stay.checkOutDate, feedId: stay.feedId })));
    if (echo) continue;
    for (const stay of stays) overlaps.push(overlapOf(block.propertyId, [stayItem(stay), toOccupyingItems([], [block])[0]!]));
  }
  const names = new Map(properties.map((property) => [property.id, property.name]));
  return overlaps
    .filter((overlap) => overlap.end > from)
    .sort((a, b) => a.start.localeCompare(b.start))
    .map((overlap) => toDoubleBooking(overlap, names.get(overlap.propertyId) ?? ''));
}

function stayItem(stay: ClashingStay): OccupyingItem {
  return toOccupyingItems([stay], [])[0]!;
}

/** The nights two items share, the earlier-starting item first. */
function overlapOf(propertyId: string, items: OccupyingItem[]): Overlap {
  const [first, second] = items.sort((a, b) => a.start.localeCompare(b.start) || a.end.localeCompare(b.end)) as [OccupyingItem, OccupyingItem];
  return { propertyId, start: second.start, end: first.end < second.end ? first.end : second.end, items: [first, second] };
}

/** A stable key per overlapping pair, to tell new double bookings from known ones. */
export function doubleBookingKey(booking: DoubleBooking): string {
  return booking.items
    .map((item) => item.id)
    .sort()
    .join('+');
}
