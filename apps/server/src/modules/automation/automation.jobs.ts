import type { JobQueue } from '../../platform/jobs/job-queue';
import type { AutomationDeps } from './automation.deps';
import { pruneActivityJob, runScheduleJob, sweepApprovalsJob } from './automation.job-definitions';
import { dispatchReservationEvents, runDueSteps } from './use-cases/scheduled-steps';
import { sweepApprovals } from './use-cases/sweep-approvals';
import { pruneActivity } from './use-cases/prune-activity';

export async function registerAutomationJobs(queue: JobQueue, deps: AutomationDeps): Promise<void> {
  await queue.work(runScheduleJob, async () => {
    // The outbox first, so a stay booked for tonight has its steps before due steps run.
    await dispatchReservationEvents(deps, 2000);
    await runDueSteps(deps);
  });
  await queue.work(sweepApprovalsJob, async () => {
    await sweepApprovals(deps);
  });
  await queue.work(pruneActivityJob, async () => {
    await pruneActivity(deps);
  });
}
