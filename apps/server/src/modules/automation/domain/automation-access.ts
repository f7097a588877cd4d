import { can } from '@cohost/shared';
import type { Actor } from '../../accounts';
import { automationErrors } from '../automation.errors';

/** Autonomy and decisions are the hosts' (owner, managers): the permission matrix's `automation.manage`; cleaners neither see nor change them. */
export function assertHost(actor: Actor): void {
  if (!can(actor.role, 'automation.manage')) throw automationErrors.hostsOnly();
}
