import { z } from 'zod';
import { defineJob } from '../../platform/jobs/define-job';
import type { JobQueue } from '../../platform/jobs/job-queue';
import type { SystemDeps } from './system.deps';
import { pruneWorkerHeartbeats } from './use-cases/prune-worker-heartbeats';
import { refreshDatabaseStatistics } from './use-cases/refresh-database-statistics';

export const pruneWorkerHeartbeatsJob = defineJob({
  name: 'system.prune-worker-heartbeats',
  schema: z.object({}),
  cron: { schedule: '17 3 * * *', payload: {} },
});

/** The embedded database's planner statistics, kept fresh (it has no autovacuum); PostgreSQL's own autovacuum does this there. */
export const refreshStatisticsJob = defineJob({
  name: 'system.refresh-statistics',
  schema: z.object({}),
  cron: { schedule: '*/30 * * * *', payload: {} },
  expireInSeconds: 600,
});

export async function registerSystemJobs(queue: JobQueue, deps: SystemDeps): Promise<void> {
  if (deps.driver === 'pglite') {
    await queue.work(refreshStatisticsJob, async () => {
      const { ms } = await refreshDatabaseStatistics(deps);
      deps.log.debug({ ms }, 'refreshed the planner statistics');
    });
  }
  await queue.work(pruneWorkerHeartbeatsJob, async () => {
    const removed = await pruneWorkerHeartbeats(deps);
    if (removed > 0) deps.log.info({ removed }, 'pruned worker heartbeats');
  });
}
