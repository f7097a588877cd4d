import { isHost, type Actor } from '../../accounts';
import { propertiesErrors } from '../properties.errors';

/** Properties are set up by the workspace's hosts (owner, manager); cleaners only read them. */
export function assertCanManageProperties(actor: Actor): void {
  if (!isHost(actor)) throw propertiesErrors.hostsOnly();
}

const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;

/** A malformed id is a missing property (404), checked before it reaches the uuid column. */
export function isPropertyId(value: string): boolean {
  return UUID.test(value);
}
