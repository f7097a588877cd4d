import type { Reservation } from '@cohost/shared';
import type { Actor } from '../../accounts';
import type { Tx } from '../../../platform/db/database';
import type { PropertyFacts } from '../../properties';
import { assertCanManageReservations, isUuid } from '../domain/reservation-access';
import { toReservation } from '../domain/reservation-mapping';
import type { ReservationsDeps } from '../reservations.deps';
import { reservationsErrors } from '../reservations.errors';
import { findReservation, lockReservation, publishReservationEvents, updateReservationRow, type ReservationRow } from '../reservations.repo';
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
    const row = await cancelStayInTransaction(deps, tx, actor, existing.id, property, reason, now);
    if (row === 'already-cancelled') throw reservationsErrors.alreadyCancelled();
    if (!row) throw reservationsErrors.notFound();
    return toReservation(row, property);
  });
}

/**
 * A host's cancellation of one stay inside the caller's transaction (cancelling a stay, or
 * removing its feed with its stays): under the row lock, so a second simultaneous cancel sees
 * the first one's result; one `reservations.cancelled` event.
 */
export async function cancelStayInTransaction(
  deps: Pick<ReservationsDeps, 'events'>,
  tx: Tx,
  actor: Actor,
  reservationId: string,
  property: PropertyFacts,
  reason: string,
  now: Date,
): Promise<ReservationRow | 'already-cancelled' | null> {
  const locked = await lockReservation(tx, actor.workspaceId, reservationId);
  if (!locked) return null;
  if (locked.status === 'cancelled') return 'already-cancelled';
  const row = await updateReservationRow(tx, actor.workspaceId, reservationId, {
    status: 'cancelled',
    cancelledAt: now,
    cancelledBy: 'host',
    cancelReason: reason || null,
    missingSince: null,
    updatedAt: now,
  });
  if (!row) return null;
  await publishReservationEvents(deps.events, tx, [reservationEvent('reservations.cancelled', row, property, { by: actor.userId, reason })]);
  return row;
}
