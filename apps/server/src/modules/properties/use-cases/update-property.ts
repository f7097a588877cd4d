import type { Property, PropertyValues } from '@cohost/shared';
import type { Actor } from '../../accounts';
import { assertCanManageProperties, isPropertyId } from '../domain/property-access';
import { toProperty, toPropertyWrite } from '../domain/property-mapping';
import type { PropertiesDeps } from '../properties.deps';
import { propertiesErrors } from '../properties.errors';
import { updateProperty as updatePropertyRow } from '../properties.repo';

/** Replaces a live property's fields (PUT); an archived one is read-only. */
export async function updateProperty(deps: PropertiesDeps, actor: Actor, propertyId: string, values: PropertyValues): Promise<Property> {
  assertCanManageProperties(actor);
  if (!isPropertyId(propertyId)) throw propertiesErrors.notFound();
  const row = await updatePropertyRow(deps.db, actor.workspaceId, propertyId, toPropertyWrite(values, deps.clock.now()));
  if (!row) throw propertiesErrors.notFound();
  return toProperty(row);
}
