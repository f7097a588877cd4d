import type { Property } from '@cohost/shared';
import type { Actor } from '../../accounts';
import { assertCanManageProperties, isPropertyId } from '../domain/property-access';
import { toProperty } from '../domain/property-mapping';
import type { PropertiesDeps } from '../properties.deps';
import { propertiesErrors } from '../properties.errors';
import { archiveProperty as archivePropertyRow } from '../properties.repo';

/** Soft delete: the row stays for history, but leaves lists and the plan's count (freeing a slot). */
export async function archiveProperty(deps: PropertiesDeps, actor: Actor, propertyId: string): Promise<Property> {
  assertCanManageProperties(actor);
  if (!isPropertyId(propertyId)) throw propertiesErrors.notFound();
  const row = await archivePropertyRow(deps.db, actor.workspaceId, propertyId, deps.clock.now());
  if (!row) throw propertiesErrors.notFound();
  deps.log.info({ workspaceId: actor.workspaceId, propertyId }, 'property archived');
  return toProperty(row);
}
