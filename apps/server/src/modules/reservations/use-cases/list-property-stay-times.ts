import type { ReservationsDeps } from '../reservations.deps';
import { listWorkspaceStays } from '../reservations.repo';
import { stayInstants } from '../domain/stay-times';

/** A live stay's moments, as other modules plan around them (turnovers between stays). */
export interface StayTimes {
  id: string;
  propertyId: string;
  kind: 'guest' | 'owner' | 'maintenance';
  guestName: string;
  checkInDate: string;
  checkOutDate: string;
  checkInAt: Date;
  checkOutAt: Date;
}

/** A property's live stays touching [from, to] (calendar days), by check-in, with their instants in its zone. */
export async function listPropertyStayTimes(
  deps: Pick<ReservationsDeps, 'db' | 'ports'>,
  workspaceId: string,
  propertyId: string,
  range: { from: string; to: string },
): Promise<StayTimes[]> {
  const property = await deps.ports.findPropertyFacts(workspaceId, propertyId);
  if (!property) return [];
  const rows = await listWorkspaceStays(deps.db, workspaceId, range, [propertyId]);
  return rows.map((row) => ({
    id: row.id,
    propertyId: row.propertyId,
    kind: row.kind,
    guestName: row.guestName,
    checkInDate: row.checkInDate,
    checkOutDate: row.checkOutDate,
    ...stayInstants(row, property),
  }));
}
