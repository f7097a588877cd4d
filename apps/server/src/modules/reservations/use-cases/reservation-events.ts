import type { DoubleBooking } from '@cohost/shared';
import type { DomainEvent } from '../../../platform/events/define-event';
import type { Tx } from '../../../platform/db/database';
import { notifyRealtime } from '../../../platform/realtime/realtime-hub';
import type { PropertyFacts } from '../../properties';
import { stayInstants } from '../domain/stay-times';
import type { ReservationsDeps } from '../reservations.deps';
import { doubleBooked, reservationCancelled, reservationChanged, reservationCreated } from '../reservations.events';
import type { ReservationRow } from '../reservations.repo';
import { doubleBookingKey } from './find-double-bookings';

const STAY_EVENTS = { 'reservations.created': reservationCreated, 'reservations.changed': reservationChanged, 'reservations.cancelled': reservationCancelled };

/**
 * One reservation event, with what subscribers need to act without reading it back: the stay's
 * dates, instants, kind (internal stays run no guest automations) and, for a change, the before.
 */
export function reservationEvent(
  type: keyof typeof STAY_EVENTS,
  row: ReservationRow,
  property: PropertyFacts,
  _now: Date,
  extra: Record<string, unknown> = {},
  isFromSync = false,
): DomainEvent {
  const { checkInAt, checkOutAt } = stayInstants(row, property);
  return STAY_EVENTS[type]({
    ...extra,
    workspaceId: row.workspaceId,
    reservationId: row.id,
    propertyId: row.propertyId,
    kind: row.kind as 'guest' | 'owner' | 'maintenance',
    source: row.source,
    status: row.status as 'confirmed' | 'cancelled',
    checkInDate: row.checkInDate,
    checkOutDate: row.checkOutDate,
    checkInAt: checkInAt.toISOString(),
    checkOutAt: checkOutAt.toISOString(),
    isFromSync,
  });
}

/** `reservations.double-booked` for each overlap that was not there before. */
export function doubleBookingEvents(before: DoubleBooking[], after: DoubleBooking[], workspaceId: string, _now: Date, isFromSync: boolean): DomainEvent[] {
  const known = new Set(before.map(doubleBookingKey));
  return after
    .filter((booking) => !known.has(doubleBookingKey(booking)))
    .map((booking) =>
      doubleBooked({
        workspaceId,
        propertyId: booking.propertyId,
        reservationId: booking.items.find((item) => item.type === 'reservation')?.id ?? null,
        startDate: booking.startDate,
        endDate: booking.endDate,
        items: booking.items,
        isFromSync,
      }),
    );
}

/** Publishes reservation events in the writer's transaction and tells the workspaces' open dashboards, both on commit. */
export async function publishReservationEvents(deps: Pick<ReservationsDeps, 'events'>, tx: Tx, events: DomainEvent[]): Promise<void> {
  if (events.length === 0) return;
  await deps.events.publish(tx, ...events);
  for (const workspaceId of new Set(events.map((event) => event.payload.workspaceId))) {
    await notifyRealtime(tx, workspaceId, { type: 'reservations.changed', data: { events: events.filter((event) => event.payload.workspaceId === workspaceId).length } });
  }
}
