import { z } from 'zod';
import { defineJob } from '../../platform/jobs/define-job';

/** Every 5 minutes: tasks coming within 60 days get Cohost's proposed cleaner; assigned cleaners whose task starts within 24 hours are told (once). */
export const notifyCleanersJob = defineJob({
  name: 'cleaning.notify-cleaners',
  schema: z.object({}),
  retries: 0,
  expireInSeconds: 240,
  cron: { schedule: '*/5 * * * *', payload: {} },
});

/** Every 5 minutes: tasks not acknowledged by their deadline escalate to the host (and, per settings, the next cleaner). */
export const escalateUnacknowledgedJob = defineJob({
  name: 'cleaning.escalate-unacknowledged',
  schema: z.object({}),
  retries: 0,
  expireInSeconds: 240,
  cron: { schedule: '*/5 * * * *', payload: {} },
});
