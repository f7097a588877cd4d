import type { DoubleBooking } from '@cohost/shared';
import type { Database, Tx } from '../../../platform/db/database';
import { findOverlaps, isEchoBlock, type OccupyingItem, type Overlap } from '../domain/double-bookings';
import { stayLabel } from '../domain/reservation-mapping';
import { listBlocks, listWorkspaceStays, type BlockRow, type ReservationRow } from '../reservations.repo';

export function toOccupyingItems(stays: ReservationRow[], blocks: BlockRow[]): OccupyingItem[] {
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
export function echoBlockIds(stays: ReservationRow[], blocks: BlockRow[]): Set<string> {
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

/** Double bookings of some properties from `from` on (past ones are history, not alerts). */
export async function findDoubleBookings(
  db: Database | Tx,
  workspaceId: string,
  properties: { id: string; name: string }[],
  from: string,
): Promise<DoubleBooking[]> {
  if (properties.length === 0) return [];
  const ids = properties.map((property) => property.id);
  const range = { from, to: '9999-12-31' };
  const [stays, blocks] = await Promise.all([listWorkspaceStays(db, workspaceId, range, ids), listBlocks(db, workspaceId, range, ids)]);
  const names = new Map(properties.map((property) => [property.id, property.name]));
  return findOverlaps(toOccupyingItems(stays.filter((stay) => stay.checkOutDate > from), blocks.filter((block) => block.endDate > from))).map((overlap) =>
    toDoubleBooking(overlap, names.get(overlap.propertyId) ?? ''),
  );
}

/** A stable key per overlapping pair, to tell new double bookings from known ones. */
export function doubleBookingKey(booking: DoubleBooking): string {
  return booking.items
    .map((item) => item.id)
    .sort()
    .join('+');
}
