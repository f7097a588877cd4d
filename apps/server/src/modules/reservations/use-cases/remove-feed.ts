import type { Actor } from '../../accounts';
import { assertCanManageReservations, isUuid } from '../domain/reservation-access';
import type { ReservationsDeps } from '../reservations.deps';
import { reservationsErrors } from '../reservations.errors';
import { deleteFeed, deleteFeedBlocks, detachFeedReservations, findFeed } from '../reservations.repo';

/**
 * Disconnects a feed. The stays it imported are kept (guests are still coming) as stays no
 * feed updates any more; its blocks and change log go with it.
 */
export async function removeFeed(deps: ReservationsDeps, actor: Actor, feedId: string): Promise<void> {
  assertCanManageReservations(actor);
  const feed = isUuid(feedId) ? await findFeed(deps.db, actor.workspaceId, feedId) : null;
  if (!feed) throw reservationsErrors.feedNotFound();
  const now = deps.clock.now();
  await deps.db.transaction(async (tx) => {
    await detachFeedReservations(tx, actor.workspaceId, feed.id, now);
    await deleteFeedBlocks(tx, actor.workspaceId, feed.id);
    await deleteFeed(tx, actor.workspaceId, feed.id);
  });
  deps.log.info({ workspaceId: actor.workspaceId, feedId: feed.id }, 'calendar feed removed');
}
