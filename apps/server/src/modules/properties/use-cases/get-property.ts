import type { Property } from '@cohost/shared';
import type { Actor } from '../../accounts';
import { isPropertyId } from '../domain/property-access';
import { toProperty } from '../domain/property-mapping';
import type { PropertiesDeps } from '../properties.deps';
import { propertiesErrors } from '../properties.errors';
import { findProperty } from '../properties.repo';
import { assertCanReadProperties } from '../domain/property-access';

/** One property of the workspace, archived ones included (links from past stays keep working). */
export async function getProperty(deps: PropertiesDeps, actor: Actor, propertyId: string): Promise<Property> {
  assertCanReadProperties(actor);
  if (!isPropertyId(propertyId)) throw propertiesErrors.notFound();
  const row = await findProperty(deps.db, actor.workspaceId, propertyId);
  if (!row) throw propertiesErrors.notFound();
  return toProperty(row);
}
