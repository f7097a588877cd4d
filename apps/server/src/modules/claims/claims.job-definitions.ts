import { z } from 'zod';
import { defineJob } from '../../platform/jobs/define-job';

/** Every 15 minutes: claim deadlines crossing T−72 h and T−24 h warn the host once each. */
export const warnDeadlinesJob = defineJob({
  name: 'claims.warn-deadlines',
  schema: z.object({}),
  retries: 0,
  expireInSeconds: 600,
  cron: { schedule: '*/15 * * * *', payload: {} },
});
