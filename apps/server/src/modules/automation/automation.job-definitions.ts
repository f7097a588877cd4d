import { z } from 'zod';
import { defineJob } from '../../platform/jobs/define-job';

/** Every minute: the stays' steps that are due run (stays are rescheduled as their events arrive). */
export const runScheduleJob = defineJob({
  name: 'automation.run-schedule',
  schema: z.object({}),
  retries: 0,
  expireInSeconds: 120,
  cron: { schedule: '* * * * *', payload: {} },
});

/** Every 5 minutes: expire stale actions, run approved ones a crash left, remind hosts. */
export const sweepApprovalsJob = defineJob({
  name: 'automation.sweep-approvals',
  schema: z.object({}),
  retries: 0,
  expireInSeconds: 240,
  cron: { schedule: '*/5 * * * *', payload: {} },
});

/** Daily: the activity log keeps what the retention rules say, no longer. */
export const pruneActivityJob = defineJob({
  name: 'automation.prune-activity',
  schema: z.object({}),
  retries: 1,
  expireInSeconds: 600,
  cron: { schedule: '17 3 * * *', payload: {} },
});

/** Hourly: the daily digest of what the co-host did, for owners whose local digest hour it is. */
export const sendDailyDigestsJob = defineJob({
  name: 'automation.send-daily-digests',
  schema: z.object({}),
  retries: 1,
  expireInSeconds: 600,
  cron: { schedule: '7 * * * *', payload: {} },
});
