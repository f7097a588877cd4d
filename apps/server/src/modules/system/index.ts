import type { AppModule, ModuleContext } from '../../platform/module';
import { AdjustableClock } from '../../platform/runtime/clock';
import { memoizeFor } from '../../platform/runtime/memoize-for';
import { directRead } from '../../platform/http/direct-reads';
import { HEALTH_CACHE_MS, HEARTBEAT_INTERVAL_MS } from './system.constants';
import type { SystemDeps } from './system.deps';
import { registerSystemJobs } from './system.jobs';
import { devClockPages } from './system.pages';
import { healthStatusCode, systemRoutes } from './system.routes';
import { getHealth } from './use-cases/get-health';
import { recordWorkerHeartbeat } from './use-cases/record-worker-heartbeat';
import { retireWorkerHeartbeat } from './use-cases/retire-worker-heartbeat';
import { findInstallationFact } from './use-cases/find-installation-fact';
import { recordInstallationFact } from './use-cases/record-installation-fact';

export type { SystemDeps } from './system.deps';
export { ensureInstallationSecret } from './use-cases/ensure-installation-secret';
export { findInstallationFact } from './use-cases/find-installation-fact';
export { isDemoSeeded } from './use-cases/is-demo-seeded';
export { markDemoSeeded } from './use-cases/mark-demo-seeded';

/** The process and installation: health, worker heartbeats, installation facts and secrets, the developer clock. */
export function createSystemModule(context: ModuleContext, config: Pick<SystemDeps, 'driver' | 'instance' | 'role'>) {
  const deps: SystemDeps = { ...context, ...config };
  const health = memoizeFor(HEALTH_CACHE_MS, () => getHealth(deps), () => deps.clock.now().getTime());
  let heartbeat: NodeJS.Timeout | undefined;
  const beat = () =>
    recordWorkerHeartbeat(deps).catch((error: unknown) => deps.log.warn({ err: error }, 'heartbeat not recorded'));

  return {
    name: 'system',
    kind: 'core',
    routes: systemRoutes(health),
    // Polled by load balancers and monitors every few seconds: answered before the app's routing.
    directReads: { '/api/health': directRead(health, healthStatusCode) },
    // Only a clock made movable (DEV_CLOCK, never in production) can be moved.
    ...(deps.clock instanceof AdjustableClock ? { pages: devClockPages(deps.clock, deps.jobs) } : {}),
    registerJobs: (queue) => registerSystemJobs(queue, deps),
    start: async () => {
      if (!deps.jobs.works) return;
      await beat();
      heartbeat = setInterval(() => void beat(), HEARTBEAT_INTERVAL_MS);
      heartbeat.unref();
    },
    stop: async () => {
      if (!heartbeat) return;
      clearInterval(heartbeat);
      await retireWorkerHeartbeat(deps).catch((error: unknown) => deps.log.warn({ err: error }, 'heartbeat not retired'));
    },
    /** Keeps a fact about this installation (written once, e.g. the demo login) for later starts. */
    recordInstallationFact: (key: string, value: unknown) => recordInstallationFact(deps, key, value),
    findInstallationFact: <T>(key: string) => findInstallationFact<T>(deps, key),
  } satisfies AppModule & Record<string, unknown>;
}
