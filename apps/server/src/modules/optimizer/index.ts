import type { AppModule, ModuleContext } from '../../platform/module';
import type { OptimizerDeps } from './optimizer.deps';
import { registerOptimizerJobs } from './optimizer.jobs';
import { connectOptimizerPorts, type OptimizerUses } from './optimizer.ports';
import { optimizerRoutes } from './optimizer.routes';
import { refreshAllSuggestions, refreshSuggestions } from './use-cases/refresh-inbox-suggestions';
import { refreshPricingSuggestions } from './use-cases/refresh-pricing-suggestions';

export type { OptimizerUses } from './optimizer.ports';

/**
 * The optimizer: what the host's own calendar says about each property, month by month
 * (occupancy, average daily rate and revenue from payouts, gap nights, lead times, weekends),
 * read from the reservations face for the months asked for; what guests keep asking, proposed
 * through the policy engine as answers to add to the knowledge base; problems guests and
 * cleaners keep reporting, and gaps in the listing's content, as checklists and texts to apply;
 * and what the calendar says about prices and the minimum stay.
 */
export function createOptimizerModule(context: ModuleContext, uses: OptimizerUses) {
  const deps: OptimizerDeps = { clock: context.clock, log: context.log, ports: connectOptimizerPorts(uses) };
  return {
    name: 'optimizer',
    kind: 'product',
    // Kept per caller until the workspace changes (platform/http/read-cache.ts): stays and blocks announce their writes.
    cachedReads: ['/api/optimizer/figures'],
    routes: optimizerRoutes(deps),
    registerJobs: (queue) => registerOptimizerJobs(queue, deps),
    // The demo's suggestions come from its seeded conversations and stays, through the same code as everyone's.
    seedDemo: async () => {
      const actor = await deps.ports.findDemoActor();
      if (actor) await refreshSuggestions(deps, actor.workspaceId);
    },
    /** One workspace's suggestions (guest questions, recurring problems, listing content, calendar and prices), proposed now (tests). */
    refreshSuggestions: (workspaceId: string) => refreshSuggestions(deps, workspaceId),
    /** One workspace's suggestions from its calendar (prices, minimum stay) only, proposed now (tests). */
    refreshPricingSuggestions: (workspaceId: string) => refreshPricingSuggestions(deps, workspaceId),
    /** One pass of the hourly job (tests and benchmarks). */
    refreshAllSuggestions: () => refreshAllSuggestions(deps),
  } satisfies AppModule & Record<string, unknown>;
}
