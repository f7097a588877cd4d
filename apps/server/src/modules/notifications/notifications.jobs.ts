import { z } from 'zod';
import { defineJob } from '../../platform/jobs/define-job';
import type { JobQueue } from '../../platform/jobs/job-queue';
import { DELIVERY_RETRIES, DELIVERY_RETRY_DELAY_SECONDS } from './notifications.constants';
import type { NotificationsDeps } from './notifications.deps';
import { deliverNotification } from './use-cases/deliver-notification';
import { deliverPushJob } from './notifications.job-definitions';
import { deliverPush } from './use-cases/deliver-push';

export const deliverNotificationJob = defineJob({
  name: 'notifications.deliver',
  schema: z.object({ outboxId: z.uuid() }),
  retries: DELIVERY_RETRIES,
  retryDelaySeconds: DELIVERY_RETRY_DELAY_SECONDS,
  backoff: true,
  concurrency: 4,
  // A backlog (a bulk send) drains as fast as the provider answers, not one fetch per poll.
  batchSize: 10,
});

/** Attaches the delivery handler (tests pass a copy of the job with shorter retry delays). */
export async function registerNotificationsJobs(
  queue: JobQueue,
  deps: NotificationsDeps,
  job: typeof deliverNotificationJob = deliverNotificationJob,
  pushJob: typeof deliverPushJob = deliverPushJob,
): Promise<void> {
  await queue.work(job, ({ outboxId }, { attempt }) =>
    deliverNotification(deps, outboxId, { isLastAttempt: attempt >= job.retries }),
  );
  await queue.work(pushJob, async (payload) => void (await deliverPush(deps, payload)));
}
