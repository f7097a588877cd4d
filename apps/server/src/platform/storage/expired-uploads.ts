import { z } from 'zod';
import { defineJob } from '../jobs/define-job';
import type { Logger } from '../log/logger';
import type { AppModule } from '../module';
import type { Clock } from '../runtime/clock';
import type { FileStore } from './file-store';
import { deleteExpiredUploads } from './resumable-uploads';

/** Uploads left unfinished are deleted once expired (a day after they started), whichever module started them. */
const deleteExpiredUploadsJob = defineJob({
  name: 'files.delete-expired-uploads',
  schema: z.object({}),
  retries: 1,
  expireInSeconds: 30 * 60,
  cron: { schedule: '23 * * * *', payload: {} },
});

/** The hourly sweep of expired uploads, in the composition root's module list (as the event bus is). */
export function expiredUploadsSweep(options: { files: FileStore; clock: Clock; log: Logger }): AppModule {
  return {
    name: 'files',
    kind: 'core',
    registerJobs: (queue) =>
      queue.work(deleteExpiredUploadsJob, async () => {
        const deleted = await deleteExpiredUploads(options.files, options.clock.now());
        if (deleted > 0) options.log.info({ deleted }, 'expired uploads deleted');
      }),
  };
}
