import { z } from 'zod';
import { defineJob } from '../../platform/jobs/define-job';

/** Every minute: scheduled messages whose moment came (or whose door code arrived) go out. */
export const sendScheduledMessagesJob = defineJob({
  name: 'messaging.send-scheduled',
  schema: z.object({}),
  retries: 0,
  expireInSeconds: 120,
  cron: { schedule: '* * * * *', payload: {} },
});

/** Every minute: guest messages a stopped process left unanswered are answered. */
export const answerUnansweredJob = defineJob({
  name: 'messaging.answer-unanswered',
  schema: z.object({}),
  retries: 0,
  expireInSeconds: 120,
  cron: { schedule: '* * * * *', payload: {} },
});
