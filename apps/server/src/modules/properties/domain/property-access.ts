import { isHost, type Actor } from '../../accounts';
import { propertiesErrors } from '../properties.errors';

// Ids are UUIDs: anything else answers 404 before a query (one check for every module).
export { isUuid as isPropertyId } from '../../../platform/runtime/is-uuid';

/** Properties are set up by the workspace's hosts (owner, manager); cleaners only read them. */
export function assertCanManageProperties(actor: Actor): void {
  if (!isHost(actor)) throw propertiesErrors.hostsOnly();
}
