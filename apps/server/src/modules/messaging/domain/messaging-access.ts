import { isHost, type Actor } from '../../accounts';
import { messagingErrors } from '../messaging.errors';

/** Guest conversations are the hosts' (owner, managers): cleaners neither read nor answer them. */
export function assertHost(actor: Actor): void {
  if (!isHost(actor)) throw messagingErrors.hostsOnly();
}
