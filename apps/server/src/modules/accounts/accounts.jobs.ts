import { z } from 'zod';
import { defineJob } from '../../platform/jobs/define-job';
import type { JobQueue } from '../../platform/jobs/job-queue';
import type { AccountsDeps } from './accounts.deps';
import { buildWorkspaceExportJob, deleteExpiredExportsJob } from './accounts.job-definitions';
import { buildWorkspaceExport, failWorkspaceExport } from './use-cases/build-workspace-export';
import { deleteExpiredExports } from './use-cases/delete-expired-exports';
import { purgeClosedAccount } from './use-cases/purge-closed-account';

export const purgeClosedAccountJob = defineJob({
  name: 'accounts.purge-closed-account',
  schema: z.object({ userId: z.string().uuid() }),
});

export async function registerAccountsJobs(queue: JobQueue, deps: AccountsDeps): Promise<void> {
  await queue.work(purgeClosedAccountJob, async ({ userId }) => {
    if (await purgeClosedAccount(deps, userId)) deps.log.info({ userId }, 'purged closed account');
  });
  await queue.work(buildWorkspaceExportJob, async ({ exportId }, { attempt }) => {
    try {
      await buildWorkspaceExport(deps, exportId);
    } catch (error) {
      // The last attempt's failure is the export's: the screen says so and a new one may start.
      if (attempt >= buildWorkspaceExportJob.retries) await failWorkspaceExport(deps, exportId, error);
      throw error;
    }
  });
  await queue.work(deleteExpiredExportsJob, async () => {
    const { deleted, failed } = await deleteExpiredExports(deps);
    if (deleted > 0 || failed > 0) deps.log.info({ deleted, failed }, 'expired exports deleted');
  });
}
