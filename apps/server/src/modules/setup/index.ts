import type { AppModule, ModuleContext } from '../../platform/module';
import type { SetupDeps } from './setup.deps';
import { connectSetupPorts, type SetupUses } from './setup.ports';
import { setupRoutes } from './setup.routes';

export type { SetupUses } from './setup.ports';

/**
 * The setup checklist on the dashboard: seven steps (property, knowledge base, calendar,
 * platform mailbox, lock, cleaner, autonomy mode), each computed from its module's own data
 * through that module's face; only who hid the checklist is stored here.
 */
export function createSetupModule(context: ModuleContext, uses: SetupUses) {
  const deps: SetupDeps = { db: context.db, clock: context.clock, ports: connectSetupPorts(uses) };
  return {
    name: 'setup',
    kind: 'product',
    routes: setupRoutes(deps),
  } satisfies AppModule & Record<string, unknown>;
}
