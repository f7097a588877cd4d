import type { FeedSyncResult } from '@cohost/shared';
import type { Actor } from '../../accounts';
import { toFeed, toSyncRun } from '../domain/feed-health';
import { assertCanManageReservations, isUuid } from '../domain/reservation-access';
import type { ReservationsDeps } from '../reservations.deps';
import { reservationsErrors } from '../reservations.errors';
import { findFeed, listRecentRuns } from '../reservations.repo';
import { FEED_BUSY, syncFeed } from './sync-feed';

/** 'Sync now': the same sync as the scheduled one, while the host waits for its result; 409 while another sync of it runs (the first one, queued when it was added, included). */
export async function syncFeedNow(deps: ReservationsDeps, actor: Actor, feedId: string): Promise<FeedSyncResult> {
  assertCanManageReservations(actor);
  const feed = isUuid(feedId) ? await findFeed(deps.db, actor.workspaceId, feedId) : null;
  if (!feed) throw reservationsErrors.feedNotFound();
  const synced = await syncFeed(deps, feed.id);
  if (synced === FEED_BUSY) throw reservationsErrors.feedSyncing();
  if (!synced) throw reservationsErrors.feedNotFound();
  const runs = await listRecentRuns(deps.db, actor.workspaceId, [feed.id], 10);
  return { feed: toFeed(synced.feed, runs, deps.clock.now()), run: toSyncRun(synced.run) };
}
