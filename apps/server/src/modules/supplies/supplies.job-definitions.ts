import { z } from 'zod';
import { defineJob } from '../../platform/jobs/define-job';

/** Every minute: orders at the simulated vendor move on (In Transit, Delivered → stock). */
export const advanceSupplyOrdersJob = defineJob({
  name: 'supplies.advance-orders',
  schema: z.object({}),
  retries: 0,
  expireInSeconds: 120,
  cron: { schedule: '* * * * *', payload: {} },
});
