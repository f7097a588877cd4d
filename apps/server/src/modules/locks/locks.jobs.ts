import type { JobQueue } from '../../platform/jobs/job-queue';
import type { LocksDeps } from './locks.deps';
import { advanceDoorCodesJob } from './locks.job-definitions';
import { advanceDoorCodes } from './use-cases/advance-door-codes';

export async function registerLocksJobs(queue: JobQueue, deps: LocksDeps): Promise<void> {
  await queue.work(advanceDoorCodesJob, async () => {
    await advanceDoorCodes(deps);
  });
}
