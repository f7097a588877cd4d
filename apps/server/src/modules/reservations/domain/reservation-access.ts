import { isHost, type Actor } from '../../accounts';
import { reservationsErrors } from '../reservations.errors';

/** Reservations and calendars are run by the workspace's hosts; cleaners only read them. */
export function assertCanManageReservations(actor: Actor): void {
  if (!isHost(actor)) throw reservationsErrors.hostsOnly();
}

const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;

/** A malformed id is a missing object (404), checked before it reaches a uuid column. */
export function isUuid(value: string): boolean {
  return UUID.test(value);
}
