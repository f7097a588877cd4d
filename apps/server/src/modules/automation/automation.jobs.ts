import type { JobQueue } from '../../platform/jobs/job-queue';
import type { AutomationDeps } from './automation.deps';
import { pruneActivityJob, runScheduleJob, sendDailyDigestsJob, sweepApprovalsJob } from './automation.job-definitions';
import { sendDailyDigests } from './use-cases/send-daily-digests';
import { runDueSteps } from './use-cases/run-due-steps';
import { sweepApprovals } from './use-cases/sweep-approvals';
import { pruneActivity } from './use-cases/prune-activity';

export async function registerAutomationJobs(queue: JobQueue, deps: AutomationDeps): Promise<void> {
  await queue.work(runScheduleJob, async () => {
    await runDueSteps(deps);
  });
  await queue.work(sweepApprovalsJob, async () => {
    await sweepApprovals(deps);
  });
  await queue.work(pruneActivityJob, async () => {
    await pruneActivity(deps);
  });
  await queue.work(sendDailyDigestsJob, async () => {
    await sendDailyDigests(deps);
  });
}
