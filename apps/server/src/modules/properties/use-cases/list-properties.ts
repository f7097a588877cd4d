import type { PropertyList } from '@cohost/shared';
import type { Actor } from '../../accounts';
import { toProperty } from '../domain/property-mapping';
import type { PropertiesDeps } from '../properties.deps';
import { listActiveProperties } from '../properties.repo';

/** The workspace's live properties, by name; every member (cleaners too) may read them. */
export async function listProperties(deps: PropertiesDeps, actor: Actor): Promise<PropertyList> {
  return { properties: (await listActiveProperties(deps.db, actor.workspaceId)).map(toProperty) };
}
