import type { DoubleBooking } from '@cohost/shared';
import type { DomainEvent } from '../../../platform/events/define-event';
import type { PropertyFacts } from '../../properties';
import { stayInstants } from './stay-times';
import { doubleBooked, reservationCancelled, reservationChanged, reservationCreated } from '../reservations.events';
import type { reservations } from '../reservations.tables';
import { doubleBookingKey } from './double-bookings';

type ReservationRow = typeof reservations.$inferSelect;

const STAY_EVENTS = { 'reservations.created': reservationCreated, 'reservations.changed': reservationChanged, 'reservations.cancelled': reservationCancelled };

/**
 * One reservation event, with what subscribers need to act without reading it back: the stay's
 * dates, instants, kind (internal stays run no guest automations) and, for a change, the before.
 */
export function reservationEvent(
  type: keyof typeof STAY_EVENTS,
  row: ReservationRow,
  property: PropertyFacts,
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
export function doubleBookingEvents(before: DoubleBooking[], after: DoubleBooking[], workspaceId: string, isFromSync: boolean): DomainEvent[] {
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
