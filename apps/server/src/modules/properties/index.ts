import type { AppModule } from '../../platform/module';
import type { PropertiesDeps } from './properties.deps';
import { countActiveProperties } from './properties.repo';
import { propertiesRoutes } from './properties.routes';

export type { PropertiesDeps } from './properties.deps';
export type { PropertiesPorts } from './properties.ports';

/** The rentals a workspace manages: everything else (reservations, guests, automations) hangs off them. */
export function createPropertiesModule(deps: PropertiesDeps) {
  return {
    name: 'properties',
    routes: propertiesRoutes(deps),
    /** Live (not archived) properties: the usage counted against the plan. */
    countProperties: (workspaceId: string) => countActiveProperties(deps.db, workspaceId),
  } satisfies AppModule & Record<string, unknown>;
}
