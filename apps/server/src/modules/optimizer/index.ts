import type { AppModule, ModuleContext } from '../../platform/module';
import type { OptimizerDeps } from './optimizer.deps';
import { connectOptimizerPorts, type OptimizerUses } from './optimizer.ports';
import { optimizerRoutes } from './optimizer.routes';

export type { OptimizerUses } from './optimizer.ports';

/**
 * The optimizer: what the host's own calendar says about each property, month by month
 * (occupancy, average daily rate and revenue from payouts, gap nights, lead times, weekends),
 * read from the reservations face for the months asked for.
 */
export function createOptimizerModule(_context: ModuleContext, uses: OptimizerUses) {
  const deps: OptimizerDeps = { ports: connectOptimizerPorts(uses) };
  return {
    name: 'optimizer',
    kind: 'product',
    // Kept per caller until the workspace changes (platform/http/read-cache.ts): stays and blocks announce their writes.
    cachedReads: ['/api/optimizer/figures'],
    routes: optimizerRoutes(deps),
  } satisfies AppModule & Record<string, unknown>;
}
