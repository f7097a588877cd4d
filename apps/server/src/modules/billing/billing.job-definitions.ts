import { z } from 'zod';
import { defineJob } from '../../platform/jobs/define-job';

// Job definitions apart from their handlers, so use cases can enqueue without importing the handlers.

export const refundFounderPaymentJob = defineJob({
  name: 'billing.refund-founder-payment',
  schema: z.object({ founderPaymentId: z.string().uuid() }),
  retries: 8,
  retryDelaySeconds: 30,
});

/** Sweeps what the moment-to-moment path may have missed: stale holds, refunds still owed. */
export const sweepFoundersJob = defineJob({
  name: 'billing.sweep-founders',
  schema: z.object({}),
  cron: { schedule: '* * * * *', payload: {} },
});

export const notifyLapsedTrialsJob = defineJob({
  name: 'billing.notify-lapsed-trials',
  schema: z.object({}),
  cron: { schedule: '17 * * * *', payload: {} },
});

export const renewLocalSubscriptionsJob = defineJob({
  name: 'billing.renew-local-subscriptions',
  schema: z.object({}),
  cron: { schedule: '*/5 * * * *', payload: {} },
});

export const applyBillingRetentionJob = defineJob({
  name: 'billing.apply-retention',
  schema: z.object({}),
  cron: { schedule: '41 3 * * *', payload: {} },
});
