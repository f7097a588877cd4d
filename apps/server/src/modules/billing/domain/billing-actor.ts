import { isHost, type Actor } from '../../accounts';
import { billingErrors } from '../billing.errors';

/** Billing belongs to the workspace's hosts (owner, manager); cleaners never see or change it. */
export function assertCanManageBilling(actor: Actor): void {
  if (!isHost(actor)) throw billingErrors.hostsOnly();
}
