import { FEED_STALE_INTERVALS, type Feed, type SyncRun } from '@cohost/shared';
import type { calendarFeeds, calendarSyncRuns } from '../reservations.tables';

type FeedRow = typeof calendarFeeds.$inferSelect;
type SyncRunRow = typeof calendarSyncRuns.$inferSelect;
import { describeSyncChange } from './sync-change';

/**
 * A feed is stale when it has not synced for three intervals: since its last success, or since
 * it was added when it never succeeded. An error on the last attempt shows as 'error' first. A
 * sync running now, or the first one still queued, is 'syncing'.
 */
export function feedHealth(feed: Pick<FeedRow, 'lastSuccessAt' | 'lastAttemptAt' | 'lastErrorAt' | 'createdAt' | 'intervalMinutes' | 'syncStartedAt'>, now: Date): { health: Feed['health']; isStale: boolean } {
  const since = feed.lastSuccessAt ?? feed.createdAt;
  const isStale = now.getTime() - since.getTime() > FEED_STALE_INTERVALS * feed.intervalMinutes * 60_000;
  const failedLast = feed.lastErrorAt !== null && (feed.lastSuccessAt === null || feed.lastErrorAt > feed.lastSuccessAt);
  if (isStale) return { health: 'stale', isStale };
  if (feed.syncStartedAt || !feed.lastAttemptAt) return { health: 'syncing', isStale };
  if (failedLast) return { health: 'error', isStale };
  return { health: 'ok', isStale };
}

export function toSyncRun(row: SyncRunRow): SyncRun {
  return {
    id: row.id,
    startedAt: row.startedAt.toISOString(),
    finishedAt: row.finishedAt.toISOString(),
    outcome: row.outcome,
    added: row.added,
    changed: row.changed,
    cancelled: row.cancelled,
    candidates: row.candidates,
    blocksAdded: row.blocksAdded,
    blocksRemoved: row.blocksRemoved,
    changes: row.changes.map(describeSyncChange),
    error: row.error,
  };
}

export function toFeed(row: FeedRow, runs: SyncRunRow[], now: Date): Feed {
  const { health, isStale } = feedHealth(row, now);
  return {
    id: row.id,
    propertyId: row.propertyId,
    url: row.url,
    source: row.source,
    sourceSetting: row.sourceSetting,
    label: row.label,
    intervalMinutes: row.intervalMinutes,
    lastAttemptAt: row.lastAttemptAt?.toISOString() ?? null,
    lastSuccessAt: row.lastSuccessAt?.toISOString() ?? null,
    lastError: row.lastError,
    lastErrorAt: row.lastErrorAt?.toISOString() ?? null,
    consecutiveFailures: row.consecutiveFailures,
    reservationsCount: row.reservationsCount,
    blocksCount: row.blocksCount,
    nextSyncAt: row.nextSyncAt.toISOString(),
    isStale,
    health,
    recentRuns: runs.filter((run) => run.feedId === row.id).map(toSyncRun),
    createdAt: row.createdAt.toISOString(),
  };
}
