import { can } from '@cohost/shared';
import type { Actor } from '../../accounts';
import { suppliesErrors } from '../supplies.errors';

export function assertCanReadSupplies(actor: Actor): void {
  if (!can(actor.role, 'supplies.read')) throw suppliesErrors.hostsOnly();
}

export function assertCanManageSupplies(actor: Actor): void {
  if (!can(actor.role, 'supplies.manage')) throw suppliesErrors.hostsOnly();
}
