import type { ReservationResult, ReservationValues } from '@cohost/shared';
import type { Actor } from '../../accounts';
import { assertGuestNamed } from '../domain/assert-guest-name';
import { assertCanManageReservations } from '../domain/reservation-access';
import { toReservation, toReservationWrite } from '../domain/reservation-mapping';
import { localToday } from '../domain/stay-times';
import type { ReservationsDeps } from '../reservations.deps';
import { insertReservation, publishReservationEvents } from '../reservations.repo';
import { doubleBookingEvents, reservationEvent } from '../domain/reservation-events';
import { findDoubleBookings } from './find-double-bookings';
import { loadProperty } from './load-property';

/**
 * A stay typed in by a host: a direct booking, or an internal (owner, maintenance) stay that
 * runs no guest automations. Overlaps are allowed — the host may be fixing one — but answered
 * with the double bookings they make, and recorded as events.
 */
export async function createReservation(deps: ReservationsDeps, actor: Actor, propertyId: string, values: ReservationValues): Promise<ReservationResult> {
  assertCanManageReservations(actor);
  assertGuestNamed(values, 'manual');
  const property = await loadProperty(deps, actor, propertyId);
  const now = deps.clock.now();
  const today = localToday(now, property.timezone);
  return deps.db.transaction(async (tx) => {
    const before = await findDoubleBookings(tx, actor.workspaceId, [property], today);
    const row = await insertReservation(tx, {
      workspaceId: actor.workspaceId,
      propertyId: property.id,
      source: 'manual',
      status: 'confirmed',
      ...toReservationWrite(values, property.currency),
      createdAt: now,
      updatedAt: now,
    });
    const after = await findDoubleBookings(tx, actor.workspaceId, [property], today);
    await publishReservationEvents(deps.events, tx, [reservationEvent('reservations.created', row, property, { by: actor.userId }), ...doubleBookingEvents(before, after, actor.workspaceId, false)]);
    deps.log.debug({ workspaceId: actor.workspaceId, reservationId: row.id }, 'reservation created');
    return { reservation: toReservation(row, property), doubleBookings: after.filter((booking) => booking.items.some((item) => item.id === row.id)) };
  });
}
