import { can } from '@cohost/shared';
import type { Actor } from '../../accounts';
import { messagingErrors } from '../messaging.errors';

/** Guest conversations are the hosts' (owner, managers): the permission matrix's `messaging.manage`; cleaners neither read nor answer them. */
export function assertHost(actor: Actor): void {
  if (!can(actor.role, 'messaging.manage')) throw messagingErrors.hostsOnly();
}
