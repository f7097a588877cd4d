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

/** Every minute: each platform mailbox whose IMAP IDLE connection is not up in this process is read (new mail since the last UID). */
export const pollPlatformMailboxesJob = defineJob({
  name: 'messaging.platform-mail-poll',
  schema: z.object({}),
  retries: 0,
  expireInSeconds: 600,
  cron: { schedule: '* * * * *', payload: {} },
});

/** Replies to platform relays leave through the workspace's SMTP: enqueued at once by a new reply, and every minute for retries. */
export const sendPlatformMailJob = defineJob({
  name: 'messaging.platform-mail-send',
  schema: z.object({}),
  retries: 0,
  expireInSeconds: 300,
  cron: { schedule: '* * * * *', payload: {} },
});
