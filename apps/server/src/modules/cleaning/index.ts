import type { AppModule, ModuleContext } from '../../platform/module';
import { cleaningPortalRoutes } from './cleaning.portal-routes';
import { connectPortalPorts, createPortalDeps, type PortalUses } from './cleaning.portal-deps';

/**
 * Cleaning (issue 20). Placeholder face until the core helper's module lands (branch
 * cleaning-core): on merge, take core's index.ts and mount `cleaningPortalRoutes` in it.
 */
export function createCleaningModule(context: ModuleContext, config: { secret: string }, uses: PortalUses) {
  return {
    name: 'cleaning',
    kind: 'product',
    routes: cleaningPortalRoutes(createPortalDeps(context, config, connectPortalPorts(uses))),
  } satisfies AppModule & Record<string, unknown>;
}
