import type { StayFacts } from '../../automation';
import { isUuid } from '../domain/reservation-access';
import { stayInstants } from '../domain/stay-times';
import type { ReservationsDeps } from '../reservations.deps';
import { findReservation } from '../reservations.repo';

/** A stay as its guest and the co-host see it: who, when (dates and instants), how many. */
export interface GuestStay extends StayFacts {
  guestName: string;
  guestEmail: string;
  guestPhone: string;
  guests: number;
  /** The property's calendar days (YYYY-MM-DD); check-out is the departure day. */
  checkInDate: string;
  checkOutDate: string;
}

/** A stay as it is now, with its instants in its property's zone; null if unknown. */
export async function findGuestStay(deps: Pick<ReservationsDeps, 'db' | 'ports'>, workspaceId: string, reservationId: string): Promise<GuestStay | null> {
  if (!isUuid(reservationId)) return null;
  const row = await findReservation(deps.db, workspaceId, reservationId);
  if (!row) return null;
  const property = await deps.ports.findPropertyFacts(workspaceId, row.propertyId);
  if (!property) return null;
  const { checkInAt, checkOutAt } = stayInstants(row, property);
  return {
    id: row.id,
    workspaceId,
    propertyId: row.propertyId,
    kind: row.kind,
    // An archived property runs no more automations for its stays.
    status: property.archivedAt ? 'cancelled' : (row.status),
    checkInAt,
    checkOutAt,
    timezone: property.timezone,
    guestName: row.guestName,
    guestEmail: row.guestEmail,
    guestPhone: row.guestPhone,
    guests: row.guests,
    checkInDate: row.checkInDate,
    checkOutDate: row.checkOutDate,
  };
}

/** The stay as a claim reads it: the guest stay plus where it came from and its platform code. */
export interface ClaimStay extends GuestStay {
  /** `manual`, `airbnb`, `vrbo`, `booking` or `other` (the claim programme follows it). */
  source: string;
  /** The platform's confirmation code, from the feed's reservation link (Airbnb's `…/details/<CODE>`), else null. */
  confirmationCode: string | null;
}

export async function findClaimStay(deps: Pick<ReservationsDeps, 'db' | 'ports'>, workspaceId: string, reservationId: string): Promise<ClaimStay | null> {
  const stay = await findGuestStay(deps, workspaceId, reservationId);
  const row = stay ? await findReservation(deps.db, workspaceId, reservationId) : null;
  if (!stay || !row) return null;
  const code = row.reservationUrl ? (/\/([A-Z0-9]{6,14})\/?$/i.exec(row.reservationUrl)?.[1] ?? null) : null;
  return { ...stay, source: row.source, confirmationCode: code };
}
