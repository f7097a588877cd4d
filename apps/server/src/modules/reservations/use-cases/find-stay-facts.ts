import { findPropertyFacts } from '../../properties';
import { isUuid } from '../domain/reservation-access';
import { stayInstants } from '../domain/stay-times';
import type { ReservationsDeps } from '../reservations.deps';
import { findReservation } from '../reservations.repo';

export interface StayFacts {
  id: string;
  workspaceId: string;
  propertyId: string;
  kind: 'guest' | 'owner' | 'maintenance';
  status: 'confirmed' | 'cancelled';
  checkInAt: Date;
  checkOutAt: Date;
  timezone: string;
}

/** A stay as it is now, with its instants in its property's zone (for time-based steps); null if unknown. */
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
