import { isHost, type Actor } from '../../accounts';
import { reservationsErrors } from '../reservations.errors';

// Ids are UUIDs: anything else answers 404 before a query (one check for every module).
export { isUuid } from '../../../platform/runtime/is-uuid';

/** Reservations and calendars are run by the workspace's hosts; cleaners only read them. */
export function assertCanManageReservations(actor: Actor): void {
  if (!isHost(actor)) throw reservationsErrors.hostsOnly();
}
