import { z } from 'zod';
import { defineJob } from '../../platform/jobs/define-job';
import type { JobQueue } from '../../platform/jobs/job-queue';
import type { AccountsDeps } from './accounts.deps';
import { purgeClosedAccount } from './use-cases/purge-closed-account';

export const purgeClosedAccountJob = defineJob({
  name: 'accounts.purge-closed-account',
  schema: z.object({ userId: z.string().uuid() }),
});

export async function registerAccountsJobs(queue: JobQueue, deps: AccountsDeps): Promise<void> {
  await queue.work(purgeClosedAccountJob, async ({ userId }) => {
    if (await purgeClosedAccount(deps, userId)) deps.log.info({ userId }, 'purged closed account');
  });
}
