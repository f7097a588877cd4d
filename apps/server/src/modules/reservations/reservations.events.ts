import { z } from 'zod';
import { defineEvent } from '../../platform/events/define-event';

/**
 * The events reservations publishes (its public face re-exports them for subscribers).
 * A stay's events carry what a subscriber needs to decide whether to act without reading it
 * back: its kind (owner and maintenance stays run no guest automations), status, calendar days
 * and instants, where it came from; subscribers re-read anything else through the face.
 */
const StayChange = z.looseObject({
  workspaceId: z.string(),
  reservationId: z.string(),
  propertyId: z.string(),
  kind: z.enum(['guest', 'owner', 'maintenance']),
  source: z.string(),
  status: z.enum(['confirmed', 'cancelled']),
  checkInDate: z.string(),
  checkOutDate: z.string(),
  checkInAt: z.string(),
  checkOutAt: z.string(),
  /** Imported from a calendar feed (true) or done by a person (false). */
  isFromSync: z.boolean(),
  /** The person who did it (absent for a sync). */
  by: z.string().optional(),
  feedId: z.string().optional(),
  /** A stay found by its feed's first successful sync (the calendar's existing bookings, not news). */
  firstSync: z.boolean().optional(),
});

const byStay = (payload: { reservationId: string }) => payload.reservationId;

/** A stay was booked (by hand, by a feed, or listed again after a sync cancelled it). */
export const reservationCreated = defineEvent('reservations.created', StayChange, byStay);
/** A stay's dates, times, guest or details changed; `previous` holds the dates before, `timesChanged` whether they moved. */
export const reservationChanged = defineEvent('reservations.changed', StayChange, byStay);
/** A stay was cancelled (by a person, or left its feed on two fetches). */
export const reservationCancelled = defineEvent('reservations.cancelled', StayChange, byStay);

/** Two or more stays or blocks of a property now overlap (only overlaps that were not there before). */
export const doubleBooked = defineEvent(
  'reservations.double-booked',
  z.looseObject({
    workspaceId: z.string(),
    propertyId: z.string(),
    reservationId: z.string().nullable(),
    startDate: z.string(),
    endDate: z.string(),
    items: z.array(z.looseObject({ type: z.string(), id: z.string() })),
    isFromSync: z.boolean(),
  }),
  (payload) => payload.propertyId,
);

const StayMoment = z.object({
  workspaceId: z.string(),
  reservationId: z.string(),
  propertyId: z.string(),
  kind: z.enum(['guest', 'owner', 'maintenance']),
  /** The moment as scheduled (the stay's time in its property's zone). */
  at: z.string(),
});

/** The day before check-in at check-in time (guest stays): check-in instructions and door codes go out. */
export const stayCheckingIn = defineEvent('reservations.checking-in', StayMoment, byStay);
/** Check-in time came. */
export const stayCheckedIn = defineEvent('reservations.checked-in', StayMoment, byStay);
/** Check-out time came: turnovers start, door codes end. */
export const stayCheckedOut = defineEvent('reservations.checked-out', StayMoment, byStay);
