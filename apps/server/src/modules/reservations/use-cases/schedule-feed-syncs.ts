import type { ReservationsDeps } from '../reservations.deps';
import { listDueFeeds } from '../reservations.repo';
import { syncFeedJob } from '../reservations.job-definitions';

/** How many feeds one scheduling pass hands to the workers; the rest wait for the next minute. */
const BATCH = 1000;

/**
 * Enqueues a sync for each due feed. The key names the feed and the due time, so a pass that
 * runs twice (or overlaps a slow one) enqueues each sync once; a sync moves the due time on.
 */
export async function scheduleFeedSyncs(deps: ReservationsDeps): Promise<number> {
  const due = await listDueFeeds(deps.db, deps.clock.now(), BATCH);
  let enqueued = 0;
  for (const feed of due) {
    const id = await deps.jobs.enqueue(syncFeedJob, { feedId: feed.id }, { idempotencyKey: `sync:${feed.id}:${feed.nextSyncAt.toISOString()}` });
    if (id) enqueued++;
  }
  return enqueued;
}
