import type { FeedList } from '@cohost/shared';
import type { Actor } from '../../accounts';
import { toFeed } from '../domain/feed-health';
import { assertCanManageReservations } from '../domain/reservation-access';
import type { ReservationsDeps } from '../reservations.deps';
import { listPropertyFeeds, listRecentRuns } from '../reservations.repo';
import { findOrCreateExportToken } from './find-or-create-export-token';
import { exportUrlFor } from '../domain/export-calendar';
import { loadProperty } from './load-property';

/** A property's feeds with their health and change log, and its own export link (hosts only: the links are secrets). */
export async function listFeeds(deps: ReservationsDeps, actor: Actor, propertyId: string): Promise<FeedList> {
  assertCanManageReservations(actor);
  const property = await loadProperty(deps, actor, propertyId, { archivedToo: true });
  const feeds = await listPropertyFeeds(deps.db, actor.workspaceId, property.id);
  const runs = await listRecentRuns(deps.db, actor.workspaceId, feeds.map((feed) => feed.id), 10);
  const token = await findOrCreateExportToken(deps, actor.workspaceId, property.id);
  const now = deps.clock.now();
  return { feeds: feeds.map((feed) => toFeed(feed, runs, now)), exportUrl: exportUrlFor(deps.publicUrl, token) };
}
