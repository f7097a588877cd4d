import { can } from '@cohost/shared';
import type { Actor } from '../../accounts';
import { propertiesErrors } from '../properties.errors';

// Ids are UUIDs: anything else answers 404 before a query (one check for every module).
export { isUuid as isPropertyId } from '../../../platform/runtime/is-uuid';

/** Properties are set up by the workspace's hosts (the permission matrix's `properties.manage`). */
export function assertCanManageProperties(actor: Actor): void {
  if (!can(actor.role, 'properties.manage')) throw propertiesErrors.hostsOnly();
}

/** Properties carry access details (wifi, door instructions): read by hosts only (`properties.read`). */
export function assertCanReadProperties(actor: Actor): void {
  if (!can(actor.role, 'properties.read')) throw propertiesErrors.hostsOnly();
}
