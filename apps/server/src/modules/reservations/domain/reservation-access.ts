import { can, type Permission } from '@cohost/shared';
import type { Actor } from '../../accounts';
import { reservationsErrors } from '../reservations.errors';

// Ids are UUIDs: anything else answers 404 before a query (one check for every module).
export { isUuid } from '../../../platform/runtime/is-uuid';

/** Reservations and calendars are run by the workspace's hosts (the permission matrix's `reservations.manage`). */
export function assertCanManageReservations(actor: Actor, permission: Extract<Permission, 'reservations.manage' | 'calendars.manage'> = 'reservations.manage'): void {
  if (!can(actor.role, permission)) throw reservationsErrors.hostsOnly();
}

/** Stays carry guests' contacts and payouts: read by hosts only (`reservations.read`, `portfolio.read`). */
export function assertCanReadReservations(actor: Actor, permission: Extract<Permission, 'reservations.read' | 'portfolio.read'> = 'reservations.read'): void {
  if (!can(actor.role, permission)) throw reservationsErrors.hostsOnly();
}
