import type { JobQueue } from '../../platform/jobs/job-queue';
import type { ReservationsDeps } from './reservations.deps';
import { scheduleFeedSyncsJob, syncFeedJob } from './reservations.job-definitions';
import { scheduleFeedSyncs } from './use-cases/schedule-feed-syncs';
import { syncFeed } from './use-cases/sync-feed';

export async function registerReservationsJobs(queue: JobQueue, deps: ReservationsDeps): Promise<void> {
  await queue.work(scheduleFeedSyncsJob, async () => {
    await scheduleFeedSyncs(deps);
  });
  await queue.work(syncFeedJob, async ({ feedId }) => {
    await syncFeed(deps, feedId);
  });
}
