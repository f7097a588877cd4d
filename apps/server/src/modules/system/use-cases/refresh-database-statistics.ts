import { refreshStatistics } from '../../../platform/db/database';
import type { SystemDeps } from '../system.deps';

/** `ANALYZE` of the whole database, timed (the scheduled job of the embedded database). */
export async function refreshDatabaseStatistics(deps: Pick<SystemDeps, 'db'>): Promise<{ ms: number }> {
  const started = performance.now();
  await refreshStatistics(deps.db);
  return { ms: Math.round(performance.now() - started) };
}
