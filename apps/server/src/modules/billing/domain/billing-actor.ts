import { can } from '@cohost/shared';
import type { Actor } from '../../accounts';
import { billingErrors } from '../billing.errors';

/** Billing is the workspace owner's (the permission matrix's `billing.manage`). */
export function assertCanManageBilling(actor: Actor): void {
  if (!can(actor.role, 'billing.manage')) throw billingErrors.ownerOnly();
}
