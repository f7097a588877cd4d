import { z } from 'zod';
import { defineEvent } from '../../platform/events/define-event';

/**
 * A workspace's subscription changed at the payment provider (a plan or interval change, a
 * renewal, a failed payment, a cancellation): subscribers re-read what they need (billing's
 * `areAutomationsActive`, the plan's limits) through the face.
 */
export const subscriptionChanged = defineEvent(
  'billing.subscription-changed',
  z.object({
    workspaceId: z.string(),
    plan: z.string().nullable(),
    status: z.string(),
    cancelAtPeriodEnd: z.boolean(),
  }),
);
