import type { ReservationsDeps } from '../reservations.deps';
import { listDueFeeds } from '../reservations.repo';
import { syncFeedJob } from '../reservations.job-definitions';

/** How many feeds one scheduling pass hands to the workers; the rest wait for the next minute. */
const BATCH = 1000;

/** A feed whose sync crashed (its due time did not move) is enqueued again after this long. */
const STUCK_RETRY_MS = 5 * 60_000;

/**
 * Enqueues a sync for each due feed. The key names the feed, the due time and a 5-minute
 * window, so a pass that runs twice (or overlaps a slow one) enqueues each sync once, and a sync
 * that crashed before moving the due time on is tried again in the next window.
 */
export async function scheduleFeedSyncs(deps: ReservationsDeps): Promise<number> {
  const now = deps.clock.now();
  const due = await listDueFeeds(deps.db, now, BATCH);
  let enqueued = 0;
  for (const feed of due) {
    if (await enqueueFeedSync(deps, feed, now)) enqueued++;
  }
  return enqueued;
}

/** Enqueues one feed's sync, once per due time and 5-minute window (addFeed queues the first one so). */
export async function enqueueFeedSync(deps: ReservationsDeps, feed: { id: string; nextSyncAt: Date }, now: Date): Promise<boolean> {
  const window = Math.floor(now.getTime() / STUCK_RETRY_MS);
  return Boolean(await deps.jobs.enqueue(syncFeedJob, { feedId: feed.id }, { idempotencyKey: `sync:${feed.id}:${feed.nextSyncAt.toISOString()}:${window}` }));
}
