import { PropertyInputSchema } from '@cohost/shared';
import type { Actor } from '../../accounts';
import { DEMO_PROPERTIES } from '../domain/demo-properties';
import type { PropertiesDeps } from '../properties.deps';
import { listActiveProperties } from '../properties.repo';
import { createProperty } from './create-property';

/** The demo workspace's rentals, through the same use case as a host's; a property already there is skipped. */
export async function seedDemoProperties(deps: PropertiesDeps, actor: Actor): Promise<void> {
  const existing = new Set((await listActiveProperties(deps.db, actor.workspaceId)).map((property) => property.name));
  for (const input of DEMO_PROPERTIES) {
    if (existing.has(input.name)) continue;
    await createProperty(deps, actor, PropertyInputSchema.parse(input));
  }
}
