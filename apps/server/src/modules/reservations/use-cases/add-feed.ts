import { FEEDS_PER_PROPERTY_MAX, type AddedFeed, type FeedValues } from '@cohost/shared';
import type { Actor } from '../../accounts';
import { toFeed } from '../domain/feed-health';
import { assertCanManageReservations } from '../domain/reservation-access';
import type { ReservationsDeps } from '../reservations.deps';
import { reservationsErrors } from '../reservations.errors';
import { insertFeed, listPropertyFeeds } from '../reservations.repo';
import { loadProperty } from './load-property';
import { enqueueFeedSync } from './schedule-feed-syncs';
import { normaliseFeedUrl } from '../domain/feed-url';
import { fetchNewLink } from './fetch-new-link';

/**
 * Connects a platform's calendar to a property and queues its first sync as a job at once
 * (`reservations.sync-feed`): the answer comes straight away with the feed `syncing`, and open
 * screens read it again when the sync ends (a big feed takes a while). A first sync that fails
 * still keeps the feed: the error is on it, and the next scheduled sync tries again. A link the
 * SSRF guard refuses is a 400 on `url`, and nothing is saved.
 */
export async function addFeed(deps: ReservationsDeps, actor: Actor, propertyId: string, values: FeedValues): Promise<AddedFeed> {
  assertCanManageReservations(actor);
  const property = await loadProperty(deps, actor, propertyId);
  const url = normaliseFeedUrl(values.url);
  const existing = await listPropertyFeeds(deps.db, actor.workspaceId, property.id);
  if (existing.some((feed) => feed.url === url)) throw reservationsErrors.duplicateFeed();
  if (existing.length >= FEEDS_PER_PROPERTY_MAX) throw reservationsErrors.tooManyFeeds();
  await fetchNewLink(deps, url);
  const now = deps.clock.now();
  const feed = await insertFeed(deps.db, {
    workspaceId: actor.workspaceId,
    propertyId: property.id,
    url,
    sourceSetting: values.source,
    source: values.source === 'auto' ? 'other' : values.source,
    label: values.label,
    intervalMinutes: values.intervalMinutes,
    nextSyncAt: now,
    createdAt: now,
    updatedAt: now,
  });
  await enqueueFeedSync(deps, feed, now);
  deps.log.info({ workspaceId: actor.workspaceId, feedId: feed.id }, 'calendar feed added');
  return { feed: toFeed(feed, [], now) };
}
