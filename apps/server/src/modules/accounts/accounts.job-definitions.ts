import { z } from 'zod';
import { defineJob } from '../../platform/jobs/define-job';

/** Builds one workspace export (its row names the workspace); retried twice, then the export is marked failed. */
export const buildWorkspaceExportJob = defineJob({
  name: 'accounts.build-export',
  schema: z.object({ exportId: z.uuid() }),
  retries: 2,
  retryDelaySeconds: 30,
  expireInSeconds: 15 * 60,
});

/** Every hour: expired exports are deleted (file and row); exports whose process died are marked failed. */
export const deleteExpiredExportsJob = defineJob({
  name: 'accounts.delete-expired-exports',
  schema: z.object({}),
  cron: { schedule: '17 * * * *', payload: {} },
});
