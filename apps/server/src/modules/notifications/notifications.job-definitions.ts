import { z } from 'zod';
import { defineJob } from '../../platform/jobs/define-job';
import { DELIVERY_RETRIES, DELIVERY_RETRY_DELAY_SECONDS } from './notifications.constants';

/** One push to one device (see use-cases/deliver-push.ts). */
export const deliverPushJob = defineJob({
  name: 'notifications.deliver-push',
  schema: z.object({
    subscriptionId: z.uuid(),
    title: z.string().min(1).max(200),
    body: z.string().max(1000),
    url: z.string().startsWith('/').max(500),
    tag: z.string().min(1).max(200),
    urgent: z.boolean(),
  }),
  retries: DELIVERY_RETRIES,
  retryDelaySeconds: DELIVERY_RETRY_DELAY_SECONDS,
  backoff: true,
  concurrency: 2,
  batchSize: 10,
});
