import type { AppModule } from '../../platform/module';
import type { PropertiesDeps } from './properties.deps';
import { countActiveProperties } from './properties.repo';
import { propertiesRoutes } from './properties.routes';
import { seedDemoProperties } from './use-cases/seed-demo-properties';
import { listingChangeHandler } from './use-cases/listing-change-handler';
import { demoListingSuggestions } from './use-cases/demo-listing-suggestions';

export type { PropertiesDeps } from './properties.deps';
export type { PropertiesPorts } from './properties.ports';
export type { GuestFacingProperty, PropertyFacts } from './properties.repo';
// Read by the other core modules (reservations) with their own workspace scoping.
export { findGuestFacingProperty, findPropertyFacts, findPropertyFactsById, listPropertyFacts } from './properties.repo';

/** The rentals a workspace manages: everything else (reservations, guests, automations) hangs off them. */
export function createPropertiesModule(deps: PropertiesDeps) {
  return {
    name: 'properties',
    kind: 'core',
    routes: propertiesRoutes(deps),
    /** Live (not archived) properties: the usage counted against the plan. */
    countProperties: (workspaceId: string) => countActiveProperties(deps.db, workspaceId),
    /** The 'Apply a listing change' action, for the automation module's registry. */
    listingChangeHandler: () => listingChangeHandler(deps),
    /** The demo workspace's suggested listing changes (payloads for 'listing.apply-change'). */
    demoListingSuggestions: (workspaceId: string) => demoListingSuggestions(deps, workspaceId),
    seedDemo: async () => {
      const actor = await deps.ports.findDemoActor();
      if (actor) await seedDemoProperties(deps, actor);
    },
  } satisfies AppModule & Record<string, unknown>;
}
