import type { Feed, FeedValues } from '@cohost/shared';
import type { Actor } from '../../accounts';
import { toFeed } from '../domain/feed-health';
import { assertCanManageReservations, isUuid } from '../domain/reservation-access';
import type { ReservationsDeps } from '../reservations.deps';
import { reservationsErrors } from '../reservations.errors';
import { findFeed, listPropertyFeeds, listRecentRuns, updateFeedRow } from '../reservations.repo';
import { normaliseFeedUrl } from '../domain/feed-url';
import { fetchNewLink } from './fetch-new-link';

/**
 * Changes a feed's link, platform, label or interval. A new link forgets the old validators
 * (its server is another) and is fetched on the next run; stays keep their UIDs. A new link the
 * SSRF guard refuses is a 400 on `url`, and the feed stays as it was.
 */
export async function updateFeed(deps: ReservationsDeps, actor: Actor, feedId: string, values: FeedValues): Promise<Feed> {
  assertCanManageReservations(actor);
  const feed = isUuid(feedId) ? await findFeed(deps.db, actor.workspaceId, feedId) : null;
  if (!feed) throw reservationsErrors.feedNotFound();
  const url = normaliseFeedUrl(values.url);
  const siblings = await listPropertyFeeds(deps.db, actor.workspaceId, feed.propertyId);
  if (siblings.some((other) => other.id !== feed.id && other.url === url)) throw reservationsErrors.duplicateFeed();
  const urlChanged = url !== feed.url;
  // A new link is fetched once before it is saved, so a refused address is a 400 (the next run fetches it again).
  if (urlChanged) await fetchNewLink(deps, url);
  const now = deps.clock.now();
  const updated = await updateFeedRow(deps.db, feed.id, {
    url,
    sourceSetting: values.source,
    source: values.source === 'auto' ? feed.source : values.source,
    label: values.label,
    intervalMinutes: values.intervalMinutes,
    ...(urlChanged ? { etag: null, lastModified: null, nextSyncAt: now } : {}),
    nextSyncAt: urlChanged ? now : new Date(Math.min(feed.nextSyncAt.getTime(), (feed.lastAttemptAt ?? now).getTime() + values.intervalMinutes * 60_000)),
    updatedAt: now,
  });
  return toFeed(updated!, await listRecentRuns(deps.db, actor.workspaceId, [feed.id], 10), now);
}
