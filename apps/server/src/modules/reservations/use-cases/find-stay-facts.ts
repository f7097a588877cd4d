import type { StayFacts } from '../../automation';
import type { ReservationsDeps } from '../reservations.deps';
import { findGuestStay } from './find-guest-stay';

/** The shape automation's time-based steps read. */
export async function findStayFacts(deps: Pick<ReservationsDeps, 'db' | 'ports'>, workspaceId: string, reservationId: string): Promise<StayFacts | null> {
  const stay = await findGuestStay(deps, workspaceId, reservationId);
  if (!stay) return null;
  const { id, propertyId, kind, status, checkInAt, checkOutAt, timezone } = stay;
  return { id, workspaceId, propertyId, kind, status, checkInAt, checkOutAt, timezone };
}
