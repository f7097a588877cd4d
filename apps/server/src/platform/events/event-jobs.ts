import { z } from 'zod';
import { defineJob } from '../jobs/define-job';

/**
 * The safety net of event delivery: a pass every minute on one worker. Workers also run a pass
 * as soon as an event commits (a wake-up over LISTEN/NOTIFY), so events rarely wait for it.
 */
export const deliverEventsJob = defineJob({
  name: 'events.deliver',
  schema: z.object({}),
  retries: 0,
  expireInSeconds: 10 * 60,
  cron: { schedule: '* * * * *', payload: {} },
});
