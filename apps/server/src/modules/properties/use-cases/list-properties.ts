import type { PropertyList } from '@cohost/shared';
import type { Actor } from '../../accounts';
import { toProperty } from '../domain/property-mapping';
import type { PropertiesDeps } from '../properties.deps';
import { listActiveProperties } from '../properties.repo';
import { assertCanReadProperties } from '../domain/property-access';

/** The workspace's live properties, by name, for its hosts (access details are not for cleaners). */
export async function listProperties(deps: PropertiesDeps, actor: Actor): Promise<PropertyList> {
  assertCanReadProperties(actor);
  return { properties: (await listActiveProperties(deps.db, actor.workspaceId)).map(toProperty) };
}
