import type { Reservation } from '@cohost/shared';
import type { Actor } from '../../accounts';
import { isUuid } from '../domain/reservation-access';
import { toReservation } from '../domain/reservation-mapping';
import type { ReservationsDeps } from '../reservations.deps';
import { reservationsErrors } from '../reservations.errors';
import { findReservation } from '../reservations.repo';
import { loadProperty } from './load-property';
import { assertCanReadReservations } from '../domain/reservation-access';

/** One reservation of the actor's workspace, for its hosts (guests' contacts and payouts are not for cleaners). */
export async function getReservation(deps: ReservationsDeps, actor: Actor, reservationId: string): Promise<Reservation> {
  assertCanReadReservations(actor);
  const row = isUuid(reservationId) ? await findReservation(deps.db, actor.workspaceId, reservationId) : null;
  if (!row) throw reservationsErrors.notFound();
  const property = await loadProperty(deps, actor, row.propertyId, { archivedToo: true });
  return toReservation(row, property);
}
