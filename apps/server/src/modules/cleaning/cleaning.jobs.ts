import type { JobQueue } from '../../platform/jobs/job-queue';
import type { CleaningDeps } from './cleaning.deps';
import { escalateUnacknowledgedJob, notifyCleanersJob } from './cleaning.job-definitions';
import { escalateUnacknowledged } from './use-cases/escalate-unacknowledged';
import { notifyDueCleaners } from './use-cases/notify-cleaners';
import { proposeDueAssignments } from './use-cases/propose-due-assignments';

export async function registerCleaningJobs(queue: JobQueue, deps: CleaningDeps): Promise<void> {
  await queue.work(notifyCleanersJob, async () => {
    await proposeDueAssignments(deps);
    await notifyDueCleaners(deps);
  });
  await queue.work(escalateUnacknowledgedJob, async () => {
    await escalateUnacknowledged(deps);
  });
}
