import type { RemovedFeedStays } from '@cohost/shared';
import type { Actor } from '../../accounts';
import { assertCanManageReservations, isUuid } from '../domain/reservation-access';
import { localToday } from '../domain/stay-times';
import type { ReservationsDeps } from '../reservations.deps';
import { reservationsErrors } from '../reservations.errors';
import { deleteFeed, deleteFeedBlocks, detachFeedReservations, findFeed, listFeedReservations, lockFeed } from '../reservations.repo';
import { cancelStayInTransaction } from './cancel-reservation';
import { loadProperty } from './load-property';

const REMOVED_FEED_CANCEL_REASON = 'Its calendar feed was removed.';

/**
 * Disconnects a feed; the host chooses what becomes of the stays it imported. `keep`: they stay
 * as stays the host manages (no feed updates them, their dates can be changed here). `cancel`:
 * its stays that have not ended are cancelled the normal way (one `reservations.cancelled` each),
 * in the same transaction; stays that ended are history and are kept. Its blocks and change log
 * go with it either way.
 */
export async function removeFeed(deps: ReservationsDeps, actor: Actor, feedId: string, importedStays: RemovedFeedStays): Promise<void> {
  assertCanManageReservations(actor);
  const feed = isUuid(feedId) ? await findFeed(deps.db, actor.workspaceId, feedId) : null;
  if (!feed) throw reservationsErrors.feedNotFound();
  const property = await loadProperty(deps, actor, feed.propertyId, { archivedToo: true });
  const now = deps.clock.now();
  const today = localToday(now, property.timezone);
  let cancelled = 0;
  await deps.db.transaction(async (tx) => {
    // Under the feed's lock, so a sync running now cannot bring stays in behind this.
    if (!(await lockFeed(tx, feed.id))) throw reservationsErrors.feedNotFound();
    if (importedStays === 'cancel') {
      for (const stay of await listFeedReservations(tx, feed.id)) {
        if (stay.status !== 'confirmed' || stay.checkOutDate < today) continue;
        const row = await cancelStayInTransaction(deps, tx, actor, stay.id, property, REMOVED_FEED_CANCEL_REASON, now);
        if (row && row !== 'already-cancelled') cancelled++;
      }
    }
    await detachFeedReservations(tx, actor.workspaceId, feed.id, now);
    await deleteFeedBlocks(tx, actor.workspaceId, feed.id);
    await deleteFeed(tx, actor.workspaceId, feed.id);
  });
  deps.log.info({ workspaceId: actor.workspaceId, feedId: feed.id, importedStays, cancelled }, 'calendar feed removed');
}
