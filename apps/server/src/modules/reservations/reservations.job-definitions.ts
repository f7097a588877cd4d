import { z } from 'zod';
import { defineJob } from '../../platform/jobs/define-job';

/** Every minute: enqueue a sync for each feed whose next sync is due. */
export const scheduleFeedSyncsJob = defineJob({
  name: 'reservations.schedule-feed-syncs',
  schema: z.object({}),
  retries: 0,
  expireInSeconds: 60,
  cron: { schedule: '* * * * *', payload: {} },
});

/** One feed's fetch and diff; several run at once (they wait on the network). Within its own time budget (FEED_SYNC_BUDGET_SECONDS, at most 240). */
export const syncFeedJob = defineJob({
  name: 'reservations.sync-feed',
  schema: z.object({ feedId: z.string().uuid() }),
  retries: 0,
  expireInSeconds: 300,
  concurrency: 8,
});
