import type { Timeline, TimelineItem } from '@cohost/shared';
import type { Actor } from '../../accounts';
import { echoBlockIds, findOverlaps, toOccupyingItems } from '../domain/double-bookings';
import { stayLabel } from '../domain/reservation-mapping';
import { addDays } from '../domain/stay-times';
import type { ReservationsDeps } from '../reservations.deps';
import { reservationsErrors } from '../reservations.errors';
import { listBlocks, listWorkspaceStays } from '../reservations.repo';
import { assertCanReadReservations } from '../domain/reservation-access';

/**
 * Properties × days: every live stay and block touching [from, from + days), flagged for
 * same-day turnovers, double bookings and candidate cancellations, for a page of the properties
 * (`offset`, `limit`: the rows a screen shows; `total` counts them all). Echo blocks (mirrors of our
 * own stays) are left out: they are the same nights, already shown as the stay.
 */
export async function getTimeline(deps: ReservationsDeps, actor: Actor, query: { from: string; days: number; propertyId?: string; offset: number; limit: number }): Promise<Timeline> {
  assertCanReadReservations(actor, 'portfolio.read');
  const to = addDays(query.from, query.days);
  let all = await deps.ports.listPropertyFacts(actor.workspaceId);
  if (query.propertyId) {
    all = all.filter((property) => property.id === query.propertyId);
    if (all.length === 0) throw reservationsErrors.propertyNotFound();
  }
  const end = query.offset + query.limit;
  const properties = all.slice(query.offset, end);
  const ids = properties.map((property) => property.id);
  // A day either side, so turnovers and overlaps at the edges are still seen.
  const range = { from: addDays(query.from, -1), to: addDays(to, 1) };
  const [stays, blocks] = ids.length
    ? await Promise.all([listWorkspaceStays(deps.db, actor.workspaceId, range, ids), listBlocks(deps.db, actor.workspaceId, range, ids)])
    : [[], []];
  const echoes = echoBlockIds(stays, blocks);
  const shownBlocks = blocks.filter((block) => !echoes.has(block.id));
  const doubleBooked = new Set(findOverlaps(toOccupyingItems(stays, shownBlocks)).flatMap((overlap) => overlap.items.map((item) => item.id)));
  const arrivals = new Set(stays.map((stay) => `${stay.propertyId}:${stay.checkInDate}`));
  const within = (start: string, end: string) => start < to && end > query.from;

  return {
    from: query.from,
    to,
    offset: query.offset,
    total: all.length,
    nextOffset: end < all.length ? end : null,
    properties: properties.map((property) => ({
      id: property.id,
      name: property.name,
      timezone: property.timezone,
      status: property.status,
      items: [
        ...stays
          .filter((stay) => stay.propertyId === property.id && within(stay.checkInDate, stay.checkOutDate))
          .map((stay): TimelineItem => ({
            id: stay.id,
            type: 'reservation',
            kind: stay.kind,
            source: stay.source,
            startDate: stay.checkInDate,
            endDate: stay.checkOutDate,
            label: stayLabel(stay),
            hasSameDayTurnover: arrivals.has(`${property.id}:${stay.checkOutDate}`),
            isDoubleBooked: doubleBooked.has(stay.id),
            isCandidateCancellation: stay.missingSince !== null,
          })),
        ...shownBlocks
          .filter((block) => block.propertyId === property.id && within(block.startDate, block.endDate))
          .map((block): TimelineItem => ({
            id: block.id,
            type: 'block',
            kind: 'block',
            source: block.source,
            startDate: block.startDate,
            endDate: block.endDate,
            label: block.summary || 'Not available',
            hasSameDayTurnover: false,
            isDoubleBooked: doubleBooked.has(block.id),
            isCandidateCancellation: block.missingSince !== null,
          })),
      ].sort((a, b) => a.startDate.localeCompare(b.startDate)),
    })),
  };
}
