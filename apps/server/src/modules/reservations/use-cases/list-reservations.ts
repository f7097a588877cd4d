import type { ReservationList } from '@cohost/shared';
import type { Actor } from '../../accounts';
import { toBlock, toReservation } from '../domain/reservation-mapping';
import { addDays, localToday } from '../domain/stay-times';
import type { ReservationsDeps } from '../reservations.deps';
import { listBlocks, listPropertyReservations } from '../reservations.repo';
import { findDoubleBookings } from './find-double-bookings';
import { echoBlockIds } from '../domain/double-bookings';
import { loadProperty } from './load-property';
import { assertCanReadReservations } from '../domain/reservation-access';

/**
 * A property's stays and blocks that touch [from, to) — by default the last month and the next
 * year — and its double bookings from today on.
 */
export async function listReservations(
  deps: ReservationsDeps,
  actor: Actor,
  propertyId: string,
  query: { from?: string; to?: string; includeCancelled?: boolean },
): Promise<ReservationList> {
  assertCanReadReservations(actor);
  const property = await loadProperty(deps, actor, propertyId, { archivedToo: true });
  const today = localToday(deps.clock.now(), property.timezone);
  const range = { from: query.from ?? addDays(today, -31), to: query.to ?? addDays(today, 366) };
  const [rows, blocks] = await Promise.all([
    listPropertyReservations(deps.db, actor.workspaceId, property.id, range, query.includeCancelled ?? false),
    listBlocks(deps.db, actor.workspaceId, range, [property.id]),
  ]);
  const visibleBlocks = blocks.filter((block) => block.startDate < range.to && block.endDate > range.from);
  // An echo has exactly a live stay's dates, so that stay is among the rows already read.
  const echoes = echoBlockIds(rows.filter((row) => row.status === 'confirmed'), visibleBlocks);
  return {
    reservations: rows.filter((row) => row.checkOutDate > range.from).map((row) => toReservation(row, property)),
    blocks: visibleBlocks.map((block) => toBlock(block, echoes.has(block.id))),
    doubleBookings: await findDoubleBookings(deps.db, actor.workspaceId, [property], today),
  };
}
