import type { ReservationResult, ReservationValues } from '@cohost/shared';
import type { Actor } from '../../accounts';
import { assertGuestNamed } from '../domain/assert-guest-name';
import { assertCanManageReservations, isUuid } from '../domain/reservation-access';
import { toReservation, toReservationWrite } from '../domain/reservation-mapping';
import { localToday } from '../domain/stay-times';
import type { ReservationsDeps } from '../reservations.deps';
import { reservationsErrors } from '../reservations.errors';
import { findReservation, publishReservationEvents, updateReservationRow } from '../reservations.repo';
import { findDoubleBookings } from './find-double-bookings';
import { loadProperty } from './load-property';
import { doubleBookingEvents, reservationEvent } from '../domain/reservation-events';

/**
 * Replaces a reservation's fields. A stay imported from a feed keeps the feed's dates and kind
 * while the feed is connected (409 when they differ): the platform is the truth for them and the next sync would undo an
 * edit here. Its contact details, guests, payout, notes and time overrides are the host's.
 */
export async function updateReservation(deps: ReservationsDeps, actor: Actor, reservationId: string, values: ReservationValues): Promise<ReservationResult> {
  assertCanManageReservations(actor);
  const existing = isUuid(reservationId) ? await findReservation(deps.db, actor.workspaceId, reservationId) : null;
  if (!existing) throw reservationsErrors.notFound();
  assertGuestNamed(values, existing.source);
  const property = await loadProperty(deps, actor, existing.propertyId);
  // Only while its feed still updates it: a stay kept when its feed was removed is the host's to move.
  if (existing.feedId !== null && (values.checkInDate !== existing.checkInDate || values.checkOutDate !== existing.checkOutDate || values.kind !== existing.kind)) {
    throw reservationsErrors.importedDates();
  }
  const now = deps.clock.now();
  const today = localToday(now, property.timezone);
  return deps.db.transaction(async (tx) => {
    const before = await findDoubleBookings(tx, actor.workspaceId, [property], today);
    const row = await updateReservationRow(tx, actor.workspaceId, existing.id, {
      ...toReservationWrite(values, property.currency),
      updatedAt: now,
    });
    if (!row) throw reservationsErrors.notFound();
    const after = await findDoubleBookings(tx, actor.workspaceId, [property], today);
    const timesChanged =
      row.checkInDate !== existing.checkInDate ||
      row.checkOutDate !== existing.checkOutDate ||
      row.checkInTime !== existing.checkInTime ||
      row.checkOutTime !== existing.checkOutTime ||
      row.kind !== existing.kind;
    const previous = { checkInDate: existing.checkInDate, checkOutDate: existing.checkOutDate, checkInTime: existing.checkInTime, checkOutTime: existing.checkOutTime, kind: existing.kind };
    await publishReservationEvents(deps.events, tx, [
      reservationEvent('reservations.changed', row, property, { by: actor.userId, timesChanged, previous }),
      ...doubleBookingEvents(before, after, actor.workspaceId, false),
    ]);
    return { reservation: toReservation(row, property), doubleBookings: after.filter((booking) => booking.items.some((item) => item.id === row.id)) };
  });
}
