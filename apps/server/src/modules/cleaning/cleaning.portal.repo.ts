import { and, asc, avg, count, eq, gte, inArray, isNotNull, isNull, lt, ne, or, sql } from 'drizzle-orm';
import type { Database, Tx } from '../../platform/db/database';
import { cleaningChecklistTicks, cleaningIssues, cleaningPhotos, cleaningSupplyCounts, cleaningTasks } from './cleaning.tables';

/**
 * The cleaner portal's queries: always scoped by workspace and by the cleaner the task is
 * assigned to, so a task of another cleaner (or workspace) is simply not found.
 */
export type PortalTaskRow = typeof cleaningTasks.$inferSelect;
export type PortalPhotoRow = typeof cleaningPhotos.$inferSelect;
export type PortalIssueRow = typeof cleaningIssues.$inferSelect;
export type PortalSupplyRow = typeof cleaningSupplyCounts.$inferSelect;

/** Whose task it is: the signed-in cleaner in their workspace. */
export interface CleanerScope {
  workspaceId: string;
  userId: string;
}

/** A cleaner sees a task once it is theirs: assigned (not merely proposed), and not cancelled unless the cancellation waits for their acknowledgement. */
function assignedTo(scope: CleanerScope) {
  return and(
    eq(cleaningTasks.workspaceId, scope.workspaceId),
    eq(cleaningTasks.cleanerUserId, scope.userId),
    ne(cleaningTasks.status, 'scheduled'),
    or(ne(cleaningTasks.status, 'cancelled'), eq(cleaningTasks.changeNeedsAck, true)),
  );
}

export async function findCleanerTask(db: Database | Tx, scope: CleanerScope, taskId: string, options: { forUpdate?: boolean } = {}): Promise<PortalTaskRow | null> {
  const query = db.select().from(cleaningTasks).where(and(assignedTo(scope), eq(cleaningTasks.id, taskId)));
  const [row] = options.forUpdate ? await query.for('update') : await query;
  return row ?? null;
}

/** The cleaner's tasks whose window starts in [from, to), and any started and not finished. */
export async function listCleanerTasks(db: Database, scope: CleanerScope, from: Date, to: Date): Promise<PortalTaskRow[]> {
  return db
    .select()
    .from(cleaningTasks)
    .where(and(assignedTo(scope), or(and(gte(cleaningTasks.windowStart, from), lt(cleaningTasks.windowStart, to)), eq(cleaningTasks.status, 'in-progress'))))
    .orderBy(asc(cleaningTasks.windowStart));
}

export async function listTicksOfTasks(db: Database | Tx, workspaceId: string, taskIds: string[]): Promise<Array<{ taskId: string; itemKey: string }>> {
  if (taskIds.length === 0) return [];
  return db
    .select({ taskId: cleaningChecklistTicks.taskId, itemKey: cleaningChecklistTicks.itemKey })
    .from(cleaningChecklistTicks)
    .where(and(eq(cleaningChecklistTicks.workspaceId, workspaceId), inArray(cleaningChecklistTicks.taskId, taskIds)));
}

export async function listPhotosOfTasks(db: Database | Tx, workspaceId: string, taskIds: string[]): Promise<PortalPhotoRow[]> {
  if (taskIds.length === 0) return [];
  return db
    .select()
    .from(cleaningPhotos)
    .where(and(eq(cleaningPhotos.workspaceId, workspaceId), inArray(cleaningPhotos.taskId, taskIds), isNull(cleaningPhotos.removedAt)))
    .orderBy(asc(cleaningPhotos.uploadedAt), asc(cleaningPhotos.id));
}

export async function listIssuesOfTasks(db: Database | Tx, workspaceId: string, taskIds: string[]): Promise<PortalIssueRow[]> {
  if (taskIds.length === 0) return [];
  return db
    .select()
    .from(cleaningIssues)
    .where(and(eq(cleaningIssues.workspaceId, workspaceId), inArray(cleaningIssues.taskId, taskIds)))
    .orderBy(asc(cleaningIssues.reportedAt));
}

export async function listSupplyCountsOfTasks(db: Database | Tx, workspaceId: string, taskIds: string[]): Promise<PortalSupplyRow[]> {
  if (taskIds.length === 0) return [];
  return db
    .select()
    .from(cleaningSupplyCounts)
    .where(and(eq(cleaningSupplyCounts.workspaceId, workspaceId), inArray(cleaningSupplyCounts.taskId, taskIds)))
    .orderBy(asc(cleaningSupplyCounts.itemName));
}

/** Ticks an item (again: nothing changes) or unticks it. */
export async function setTick(tx: Tx, task: PortalTaskRow, itemKey: string, done: boolean, by: string, at: Date): Promise<void> {
  if (done) {
    await tx.insert(cleaningChecklistTicks).values({ workspaceId: task.workspaceId, taskId: task.id, itemKey, tickedBy: by, tickedAt: at }).onConflictDoNothing();
  } else {
    await tx
      .delete(cleaningChecklistTicks)
      .where(and(eq(cleaningChecklistTicks.workspaceId, task.workspaceId), eq(cleaningChecklistTicks.taskId, task.id), eq(cleaningChecklistTicks.itemKey, itemKey)));
  }
}

/** A photo of the workspace by id (the serving route checks the link, the caller's workspace scopes it). */
export async function findPhotoByKey(db: Database, workspaceId: string, fileKey: string): Promise<PortalPhotoRow | null> {
  const [row] = await db
    .select()
    .from(cleaningPhotos)
    .where(and(eq(cleaningPhotos.workspaceId, workspaceId), or(eq(cleaningPhotos.fileKey, fileKey), eq(cleaningPhotos.thumbnailKey, fileKey)), isNull(cleaningPhotos.removedAt)));
  return row ?? null;
}

/** The cleaner's figures: tasks completed since `weekStart`, average minutes from start to completion, the host's ratings. */
export async function portalCleanerStats(db: Database, scope: CleanerScope, weekStart: Date): Promise<{ completedThisWeek: number; averageMinutes: number | null; rating: number | null; ratingCount: number }> {
  const mine = and(eq(cleaningTasks.workspaceId, scope.workspaceId), eq(cleaningTasks.cleanerUserId, scope.userId), eq(cleaningTasks.status, 'completed'));
  const [week] = await db.select({ n: count() }).from(cleaningTasks).where(and(mine, gte(cleaningTasks.completedAt, weekStart)));
  const [duration] = await db
    .select({ minutes: avg(sql<number>`extract(epoch from (${cleaningTasks.completedAt} - ${cleaningTasks.startedAt})) / 60`) })
    .from(cleaningTasks)
    .where(and(mine, isNotNull(cleaningTasks.startedAt), isNotNull(cleaningTasks.completedAt)));
  const [rated] = await db.select({ rating: avg(cleaningTasks.rating), n: count(cleaningTasks.rating) }).from(cleaningTasks).where(and(mine, isNotNull(cleaningTasks.rating)));
  return {
    completedThisWeek: Number(week?.n ?? 0),
    averageMinutes: duration?.minutes == null ? null : Math.round(Number(duration.minutes)),
    rating: rated?.rating == null ? null : Math.round(Number(rated.rating) * 10) / 10,
    ratingCount: Number(rated?.n ?? 0),
  };
}
