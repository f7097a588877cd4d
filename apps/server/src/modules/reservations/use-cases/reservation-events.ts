import type { DoubleBooking } from '@cohost/shared';
import type { PropertyFacts } from '../../properties';
import { stayInstants } from '../domain/stay-times';
import type { ReservationEventInsert, ReservationRow } from '../reservations.repo';
import { doubleBookingKey } from '../domain/double-bookings';

export type ReservationEventType = 'reservations.created' | 'reservations.changed' | 'reservations.cancelled' | 'reservations.double-booked';

/**
 * One reservation event, with what subscribers need to act without reading it back: the stay's
 * dates, instants, kind (internal stays run no guest automations) and, for a change, the before.
 */
export function reservationEvent(
  type: Exclude<ReservationEventType, 'reservations.double-booked'>,
  row: ReservationRow,
  property: PropertyFacts,
  now: Date,
  extra: Record<string, unknown> = {},
  isFromSync = false,
): ReservationEventInsert {
  const { checkInAt, checkOutAt } = stayInstants(row, property);
  return {
    workspaceId: row.workspaceId,
    type,
    reservationId: row.id,
    propertyId: row.propertyId,
    payload: {
      kind: row.kind,
      source: row.source,
      status: row.status,
      checkInDate: row.checkInDate,
      checkOutDate: row.checkOutDate,
      checkInAt: checkInAt.toISOString(),
      checkOutAt: checkOutAt.toISOString(),
      ...extra,
    },
    isFromSync,
    occurredAt: now,
  };
}

/** `reservations.double-booked` for each overlap that was not there before. */
export function doubleBookingEvents(before: DoubleBooking[], after: DoubleBooking[], workspaceId: string, now: Date, isFromSync: boolean): ReservationEventInsert[] {
  const known = new Set(before.map(doubleBookingKey));
  return after
    .filter((booking) => !known.has(doubleBookingKey(booking)))
    .map((booking) => ({
      workspaceId,
      type: 'reservations.double-booked',
      reservationId: booking.items.find((item) => item.type === 'reservation')?.id ?? null,
      propertyId: booking.propertyId,
      payload: { startDate: booking.startDate, endDate: booking.endDate, items: booking.items },
      isFromSync,
      occurredAt: now,
    }));
}
