import type { JobQueue } from '../../platform/jobs/job-queue';
import type { ClaimsDeps } from './claims.deps';
import { warnDeadlinesJob } from './claims.job-definitions';
import { warnDeadlines } from './use-cases/warn-deadlines';

export async function registerClaimsJobs(queue: JobQueue, deps: ClaimsDeps): Promise<void> {
  await queue.work(warnDeadlinesJob, async () => {
    await warnDeadlines(deps);
  });
}
