import { z } from 'zod';
import { defineJob } from '../../platform/jobs/define-job';
import type { JobQueue } from '../../platform/jobs/job-queue';
import type { SystemDeps } from './system.deps';
import { pruneWorkerHeartbeats } from './use-cases/prune-worker-heartbeats';

export const pruneWorkerHeartbeatsJob = defineJob({
  name: 'system.prune-worker-heartbeats',
  schema: z.object({}),
  cron: { schedule: '17 3 * * *', payload: {} },
});

export async function registerSystemJobs(queue: JobQueue, deps: SystemDeps): Promise<void> {
  await queue.work(pruneWorkerHeartbeatsJob, async () => {
    const removed = await pruneWorkerHeartbeats(deps);
    if (removed > 0) deps.log.info({ removed }, 'pruned worker heartbeats');
  });
}
