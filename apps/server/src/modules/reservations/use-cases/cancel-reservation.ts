import type { Reservation } from '@cohost/shared';
import type { Actor } from '../../accounts';
import { assertCanManageReservations, isUuid } from '../domain/reservation-access';
import { toReservation } from '../domain/reservation-mapping';
import type { ReservationsDeps } from '../reservations.deps';
import { reservationsErrors } from '../reservations.errors';
import { findReservation, lockReservation, publishReservationEvents, updateReservationRow } from '../reservations.repo';
import { loadProperty } from './load-property';
import { reservationEvent } from '../domain/reservation-events';

/**
 * Cancels a stay. An imported one stays cancelled even while its feed still lists it (the host
 * knows something the feed does not yet); the change is one `reservations.cancelled` event.
 */
export async function cancelReservation(deps: ReservationsDeps, actor: Actor, reservationId: string, reason: string): Promise<Reservation> {
  assertCanManageReservations(actor);
  const existing = isUuid(reservationId) ? await findReservation(deps.db, actor.workspaceId, reservationId) : null;
  if (!existing) throw reservationsErrors.notFound();
  if (existing.status === 'cancelled') throw reservationsErrors.alreadyCancelled();
  const property = await loadProperty(deps, actor, existing.propertyId, { archivedToo: true });
  const now = deps.clock.now();
  return deps.db.transaction(async (tx) => {
    // Under the row lock, a second simultaneous cancel sees the first one's result.
    const locked = await lockReservation(tx, actor.workspaceId, existing.id);
    if (!locked) throw reservationsErrors.notFound();
    if (locked.status === 'cancelled') throw reservationsErrors.alreadyCancelled();
    const row = await updateReservationRow(tx, actor.workspaceId, existing.id, {
      status: 'cancelled',
      cancelledAt: now,
      cancelledBy: 'host',
      cancelReason: reason || null,
      missingSince: null,
      updatedAt: now,
    });
    if (!row) throw reservationsErrors.notFound();
    await publishReservationEvents(deps.events, tx, [reservationEvent('reservations.cancelled', row, property, now, { by: actor.userId, reason })]);
    return toReservation(row, property);
  });
}
