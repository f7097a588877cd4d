import { isCalendarDate } from '../domain/stay-times';
import { isUuid } from '../domain/reservation-access';
import { reservationEvent } from '../domain/reservation-events';
import type { ReservationsDeps } from '../reservations.deps';
import { fillEmptyGuestName, findReservation, listStaysByLinkCode, listStaysOnDates, publishReservationEvents, type ReservationRow } from '../reservations.repo';

/** A live guest stay as a platform's mail is matched to it: where, when, who. */
export interface PlatformStay {
  id: string;
  propertyId: string;
  source: string;
  guestName: string;
  checkInDate: string;
  checkOutDate: string;
}

/** Platform codes: Airbnb's HM…, Vrbo's HA-…, Booking.com's numbers (nothing a pattern could read as more). */
const PLATFORM_CODE = /^[A-Z0-9][A-Z0-9-]{3,24}$/i;

function toPlatformStay(row: ReservationRow): PlatformStay {
  return { id: row.id, propertyId: row.propertyId, source: row.source, guestName: row.guestName, checkInDate: row.checkInDate, checkOutDate: row.checkOutDate };
}

/**
 * The live guest stay whose feed link ends with the platform's reservation code (Airbnb's
 * calendar carries `…/reservations/details/<CODE>`), any case; null when none or more than one.
 */
export async function findStayByPlatformCode(deps: Pick<ReservationsDeps, 'db'>, workspaceId: string, code: string): Promise<PlatformStay | null> {
  if (!PLATFORM_CODE.test(code)) return null;
  const rows = await listStaysByLinkCode(deps.db, workspaceId, code);
  return rows.length === 1 ? toPlatformStay(rows[0]!) : null;
}

/** Live guest stays with exactly these calendar days, of one property or from one platform's feed when asked. */
export async function listStaysOnPlatformDates(
  deps: Pick<ReservationsDeps, 'db'>,
  workspaceId: string,
  where: { checkInDate: string; checkOutDate: string; propertyId?: string; source?: string },
): Promise<PlatformStay[]> {
  if (!isCalendarDate(where.checkInDate) || !isCalendarDate(where.checkOutDate)) return [];
  if (where.propertyId !== undefined && !isUuid(where.propertyId)) return [];
  return (await listStaysOnDates(deps.db, workspaceId, where)).map(toPlatformStay);
}

/**
 * The guest's name as the platform shows it, on a stay that has none (a calendar feed carries
 * no names): never over a name a host typed. A change is published as any stay change.
 */
export async function fillGuestName(deps: Pick<ReservationsDeps, 'db' | 'ports' | 'events' | 'clock'>, workspaceId: string, reservationId: string, name: string): Promise<boolean> {
  const trimmed = name.trim().slice(0, 200);
  if (!trimmed || !isUuid(reservationId)) return false;
  const existing = await findReservation(deps.db, workspaceId, reservationId);
  if (!existing || existing.guestName !== '') return false;
  // Read before the transaction: one connection (PGlite) cannot serve a second query inside it.
  const property = await deps.ports.findPropertyFacts(workspaceId, existing.propertyId);
  return deps.db.transaction(async (tx) => {
    const row = await fillEmptyGuestName(tx, workspaceId, reservationId, trimmed, deps.clock.now());
    if (!row) return false;
    if (property) {
      const previous = { checkInDate: row.checkInDate, checkOutDate: row.checkOutDate, checkInTime: row.checkInTime, checkOutTime: row.checkOutTime, kind: row.kind };
      await publishReservationEvents(deps.events, tx, [reservationEvent('reservations.changed', row, property, { timesChanged: false, previous })]);
    }
    return true;
  });
}
