import type { CalendarBlock, Reservation, ReservationValues } from '@cohost/shared';
import type { PropertyFacts } from '../../properties';
import type { calendarBlocks, reservations } from '../reservations.tables';
import { daysBetween, stayInstants } from './stay-times';

type ReservationRow = typeof reservations.$inferSelect;
type BlockRow = typeof calendarBlocks.$inferSelect;

/** The columns a host's input sets (the payout's currency defaults to the property's). */
export function toReservationWrite(values: ReservationValues, propertyCurrency: string) {
  return {
    kind: values.kind,
    checkInDate: values.checkInDate,
    checkOutDate: values.checkOutDate,
    checkInTime: values.checkInTime,
    checkOutTime: values.checkOutTime,
    guestName: values.guestName,
    guestEmail: values.guestEmail,
    guestPhone: values.guestPhone,
    guests: values.guests,
    payoutCents: values.payoutCents,
    currency: values.payoutCents === null ? values.currency : (values.currency ?? propertyCurrency),
    notes: values.notes,
  };
}

export function toReservation(row: ReservationRow, property: PropertyFacts): Reservation {
  const { checkInAt, checkOutAt } = stayInstants(row, property);
  return {
    id: row.id,
    propertyId: row.propertyId,
    kind: row.kind,
    source: row.source,
    feedId: row.feedId,
    status: row.status,
    checkInDate: row.checkInDate,
    checkOutDate: row.checkOutDate,
    checkInTime: row.checkInTime,
    checkOutTime: row.checkOutTime,
    checkInAt: checkInAt.toISOString(),
    checkOutAt: checkOutAt.toISOString(),
    nights: daysBetween(row.checkInDate, row.checkOutDate),
    guestName: row.guestName,
    guestEmail: row.guestEmail,
    guestPhone: row.guestPhone,
    phoneLast4: row.phoneLast4,
    reservationUrl: row.reservationUrl,
    guests: row.guests,
    payoutCents: row.payoutCents,
    currency: row.currency,
    notes: row.notes,
    missingSince: row.missingSince?.toISOString() ?? null,
    cancelledAt: row.cancelledAt?.toISOString() ?? null,
    cancelReason: row.cancelReason,
    createdAt: row.createdAt.toISOString(),
    updatedAt: row.updatedAt.toISOString(),
  };
}

export function toBlock(row: BlockRow, isEcho: boolean): CalendarBlock {
  return {
    id: row.id,
    propertyId: row.propertyId,
    feedId: row.feedId,
    source: row.source,
    startDate: row.startDate,
    endDate: row.endDate,
    summary: row.summary,
    isEcho,
  };
}

/** How a stay reads in alerts and on the timeline. */
export function stayLabel(row: Pick<ReservationRow, 'kind' | 'guestName' | 'source'>): string {
  if (row.kind === 'owner') return 'Owner stay';
  if (row.kind === 'maintenance') return 'Maintenance';
  if (row.guestName) return row.guestName;
  return row.source === 'airbnb' ? 'Airbnb guest' : row.source === 'vrbo' ? 'Vrbo guest' : row.source === 'booking' ? 'Booking.com guest' : 'Guest';
}
