import { can } from '@cohost/shared';
import type { Actor } from '../../accounts';
import { locksErrors } from '../locks.errors';

/** Locks open doors: hosts only (`locks.read`, `locks.manage` in the permission matrix). */
export function assertCanReadLocks(actor: Actor): void {
  if (!can(actor.role, 'locks.read')) throw locksErrors.hostsOnly();
}

export function assertCanManageLocks(actor: Actor): void {
  if (!can(actor.role, 'locks.manage')) throw locksErrors.hostsOnly();
}
