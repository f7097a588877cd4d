import type { StayFacts } from '../../automation';
import { findPropertyFacts } from '../../properties';
import { isUuid } from '../domain/reservation-access';
import { stayInstants } from '../domain/stay-times';
import type { ReservationsDeps } from '../reservations.deps';
import { findReservation } from '../reservations.repo';

/** A stay as it is now (the shape automation's steps read), with its instants in its property's zone (for time-based steps); null if unknown. */
export async function findStayFacts(deps: Pick<ReservationsDeps, 'db'>, workspaceId: string, reservationId: string): Promise<StayFacts | null> {
  if (!isUuid(reservationId)) return null;
  const row = await findReservation(deps.db, workspaceId, reservationId);
  if (!row) return null;
  const property = await findPropertyFacts(deps.db, workspaceId, row.propertyId);
  if (!property) return null;
  const { checkInAt, checkOutAt } = stayInstants(row, property);
  return {
    id: row.id,
    workspaceId,
    propertyId: row.propertyId,
    kind: row.kind as StayFacts['kind'],
    // An archived property runs no more automations for its stays.
    status: property.archivedAt ? 'cancelled' : (row.status as StayFacts['status']),
    checkInAt,
    checkOutAt,
    timezone: property.timezone,
  };
}
