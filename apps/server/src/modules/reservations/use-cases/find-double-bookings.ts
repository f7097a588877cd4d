import type { DoubleBooking } from '@cohost/shared';
import type { Database, Tx } from '../../../platform/db/database';
import { isEchoBlock, toDoubleBooking, toOccupyingItems, type OccupyingItem, type Overlap } from '../domain/double-bookings';
import { findClashingStayPairs, findStaysUnderBookingBlocks, type BlockRow, type ClashingStay } from '../reservations.repo';

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

