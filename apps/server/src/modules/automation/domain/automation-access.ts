import { isHost, type Actor } from '../../accounts';
import { automationErrors } from '../automation.errors';

/** Autonomy and decisions are the hosts' (owner, managers): cleaners neither see nor change them. */
export function assertHost(actor: Actor): void {
  if (!isHost(actor)) throw automationErrors.hostsOnly();
}
