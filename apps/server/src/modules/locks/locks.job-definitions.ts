import { z } from 'zod';
import { defineJob } from '../../platform/jobs/define-job';

/** Every minute: door codes move on (sent at T−24 h, confirmed, retried, backed up, checked, removed). */
export const advanceDoorCodesJob = defineJob({
  name: 'locks.advance-codes',
  schema: z.object({}),
  retries: 0,
  expireInSeconds: 120,
  cron: { schedule: '* * * * *', payload: {} },
});
