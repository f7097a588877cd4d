import { tableExportPart, type ExportPart, type ExportContext } from '../../platform/export/export-part';
import { and, asc, desc, eq, gt, gte, inArray, isNull, lt, lte, ne, notInArray, sql } from 'drizzle-orm';
import type { Database, Tx } from '../../platform/db/database';
import { isUuid } from '../../platform/runtime/is-uuid';
import {
  cleanerProfiles,
  cleaningChecklistTemplates,
  cleaningChecklistTicks,
  cleaningIssues,
  cleaningPhotos,
  cleaningPropertySettings,
  cleaningSupplyCounts,
  cleaningTaskAcks,
  cleaningTasks,
  cleaningWorkspaceSettings,
  type ChecklistTemplateRoom,
} from './cleaning.tables';

type Db = Database | Tx;
export type CleaningTaskRow = typeof cleaningTasks.$inferSelect;
export type CleaningTaskInsert = typeof cleaningTasks.$inferInsert;
export type CleanerProfileRow = typeof cleanerProfiles.$inferSelect;
export type CleaningPhotoRow = typeof cleaningPhotos.$inferSelect;
export type CleaningIssueRow = typeof cleaningIssues.$inferSelect;

// ── Tasks ──────────────────────────────────────────────────────────────────────────────────────

export async function insertTask(db: Db, values: CleaningTaskInsert): Promise<CleaningTaskRow> {
  const [row] = await db.insert(cleaningTasks).values(values).returning();
  return row!;
}

export async function findTask(db: Db, workspaceId: string, taskId: string): Promise<CleaningTaskRow | null> {
  if (!isUuid(taskId)) return null;
  const [row] = await db
    .select()
    .from(cleaningTasks)
    .where(and(eq(cleaningTasks.workspaceId, workspaceId), eq(cleaningTasks.id, taskId)))
    .limit(1);
  return row ?? null;
}

/** The task, locked for the rest of the transaction (writers of one task go one at a time). */
export async function lockTask(tx: Tx, workspaceId: string, taskId: string): Promise<CleaningTaskRow | null> {
  if (!isUuid(taskId)) return null;
  const [row] = await tx
    .select()
    .from(cleaningTasks)
    .where(and(eq(cleaningTasks.workspaceId, workspaceId), eq(cleaningTasks.id, taskId)))
    .limit(1)
    .for('update');
  return row ?? null;
}

/** Changes a task (its version goes up, `updatedAt` is now). */
export async function updateTask(db: Db, workspaceId: string, taskId: string, patch: Partial<CleaningTaskInsert>, now: Date): Promise<CleaningTaskRow> {
  const [row] = await db
    .update(cleaningTasks)
    .set({ ...patch, updatedAt: now, version: sql`${cleaningTasks.version} + 1` })
    .where(and(eq(cleaningTasks.workspaceId, workspaceId), eq(cleaningTasks.id, taskId)))
    .returning();
  return row!;
}

/** The stay's live turnover (one at most). */
export async function findLiveTurnover(db: Db, workspaceId: string, reservationId: string): Promise<CleaningTaskRow | null> {
  const [row] = await db
    .select()
    .from(cleaningTasks)
    .where(
      and(
        eq(cleaningTasks.workspaceId, workspaceId),
        eq(cleaningTasks.reservationId, reservationId),
        eq(cleaningTasks.kind, 'turnover'),
        ne(cleaningTasks.status, 'cancelled'),
      ),
    )
    .limit(1);
  return row ?? null;
}

/** Live turnovers whose window ends at this stay's check-in (the stay before it). */
export async function listTurnoversEndingAt(db: Db, workspaceId: string, nextReservationId: string): Promise<CleaningTaskRow[]> {
  return db
    .select()
    .from(cleaningTasks)
    .where(
      and(
        eq(cleaningTasks.workspaceId, workspaceId),
        eq(cleaningTasks.nextReservationId, nextReservationId),
        eq(cleaningTasks.kind, 'turnover'),
        ne(cleaningTasks.status, 'cancelled'),
      ),
    );
}

/** Tasks whose window overlaps [from, to), optionally of one property or one cleaner; cancelled ones only when asked. */
export async function listTasksInWindow(
  db: Db,
  workspaceId: string,
  range: { from: Date; to: Date },
  filter: { propertyId?: string; cleanerUserId?: string; withCancelled?: boolean } = {},
): Promise<CleaningTaskRow[]> {
  return db
    .select()
    .from(cleaningTasks)
    .where(
      and(
        eq(cleaningTasks.workspaceId, workspaceId),
        lt(cleaningTasks.windowStart, range.to),
        gt(cleaningTasks.windowEnd, range.from),
        filter.propertyId ? eq(cleaningTasks.propertyId, filter.propertyId) : undefined,
        filter.cleanerUserId ? eq(cleaningTasks.cleanerUserId, filter.cleanerUserId) : undefined,
        filter.withCancelled ? undefined : ne(cleaningTasks.status, 'cancelled'),
      ),
    )
    .orderBy(asc(cleaningTasks.windowStart))
    .limit(5000);
}

/** The latest completed tasks. */
export async function listRecentCompletions(db: Db, workspaceId: string, limit: number): Promise<CleaningTaskRow[]> {
  return db
    .select()
    .from(cleaningTasks)
    .where(and(eq(cleaningTasks.workspaceId, workspaceId), eq(cleaningTasks.status, 'completed')))
    .orderBy(desc(cleaningTasks.completedAt))
    .limit(limit);
}

/** Live tasks that need the host: escalated, waiting for a proposal, or without a cleaner soon. */
export async function listTasksNeedingAttention(db: Db, workspaceId: string, before: Date): Promise<CleaningTaskRow[]> {
  return db
    .select()
    .from(cleaningTasks)
    .where(
      and(
        eq(cleaningTasks.workspaceId, workspaceId),
        inArray(cleaningTasks.status, ['scheduled', 'pending']),
        lt(cleaningTasks.windowStart, before),
        sql`(${cleaningTasks.ackState} = 'escalated' or ${cleaningTasks.cleanerUserId} is null or ${cleaningTasks.changeNeedsAck})`,
      ),
    )
    .orderBy(asc(cleaningTasks.windowStart))
    .limit(100);
}

/** Assigned tasks starting before `before` whose cleaner was not told yet (every workspace: the notify job). */
export async function listTasksToNotify(db: Db, before: Date, now: Date, limit: number): Promise<CleaningTaskRow[]> {
  return db
    .select()
    .from(cleaningTasks)
    .where(and(eq(cleaningTasks.status, 'pending'), isNull(cleaningTasks.notifiedAt), lte(cleaningTasks.windowStart, before), gt(cleaningTasks.windowEnd, now)))
    .orderBy(asc(cleaningTasks.windowStart))
    .limit(limit);
}

/** Tasks without a cleaner or a proposal starting before `before` (every workspace: Cohost proposes one as they come close). */
export async function listTasksToPropose(db: Db, before: Date, now: Date, limit: number): Promise<CleaningTaskRow[]> {
  return db
    .select()
    .from(cleaningTasks)
    .where(
      and(
        eq(cleaningTasks.status, 'scheduled'),
        isNull(cleaningTasks.cleanerUserId),
        isNull(cleaningTasks.approvalId),
        lte(cleaningTasks.windowStart, before),
        gt(cleaningTasks.windowEnd, now),
      ),
    )
    .orderBy(asc(cleaningTasks.windowStart))
    .limit(limit);
}

/** Tasks whose cleaner was asked and has not acknowledged by the deadline (every workspace: the escalation job). */
export async function listUnacknowledgedPastDeadline(db: Db, now: Date, limit: number): Promise<CleaningTaskRow[]> {
  return db
    .select()
    .from(cleaningTasks)
    .where(and(eq(cleaningTasks.ackState, 'requested'), lte(cleaningTasks.ackDeadline, now), inArray(cleaningTasks.status, ['pending'])))
    .orderBy(asc(cleaningTasks.ackDeadline))
    .limit(limit);
}

/** How many live tasks each cleaner has with a window in [from, to) (fairness). */
export async function countTasksByCleaner(db: Db, workspaceId: string, range: { from: Date; to: Date }): Promise<Map<string, number>> {
  const rows = await db
    .select({ userId: cleaningTasks.cleanerUserId, count: sql<number>`count(*)::int` })
    .from(cleaningTasks)
    .where(
      and(
        eq(cleaningTasks.workspaceId, workspaceId),
        notInArray(cleaningTasks.status, ['cancelled']),
        gt(cleaningTasks.windowEnd, range.from),
        lt(cleaningTasks.windowStart, range.to),
        sql`${cleaningTasks.cleanerUserId} is not null`,
      ),
    )
    .groupBy(cleaningTasks.cleanerUserId);
  return new Map(rows.map((row) => [row.userId!, row.count]));
}

/** Cleaners with a live task overlapping [from, to) (availability: one cleaning at a time). */
export async function listCleanerCoverage(db: Db, workspaceId: string, range: { from: Date; to: Date }, exceptTaskId: string | null): Promise<Set<string>> {
  const rows = await db
    .selectDistinct({ userId: cleaningTasks.cleanerUserId })
    .from(cleaningTasks)
    .where(
      and(
        eq(cleaningTasks.workspaceId, workspaceId),
        inArray(cleaningTasks.status, ['pending', 'in-progress']),
        lt(cleaningTasks.windowStart, range.to),
        gt(cleaningTasks.windowEnd, range.from),
        exceptTaskId ? ne(cleaningTasks.id, exceptTaskId) : undefined,
        sql`${cleaningTasks.cleanerUserId} is not null`,
      ),
    );
  return new Set(rows.map((row) => row.userId!));
}

/** Per cleaner: completed count, average rating, last completion. */
export async function cleanerStats(db: Db, workspaceId: string): Promise<Map<string, { completed: number; rating: number | null; lastCompletedAt: Date | null }>> {
  const rows = await db
    .select({
      userId: cleaningTasks.cleanerUserId,
      completed: sql<number>`count(*)::int`,
      rating: sql<number | null>`avg(${cleaningTasks.rating})::float8`,
      last: sql<string | null>`max(${cleaningTasks.completedAt})`,
    })
    .from(cleaningTasks)
    .where(and(eq(cleaningTasks.workspaceId, workspaceId), eq(cleaningTasks.status, 'completed'), sql`${cleaningTasks.cleanerUserId} is not null`))
    .groupBy(cleaningTasks.cleanerUserId);
  return new Map(rows.map((row) => [row.userId!, { completed: row.completed, rating: row.rating === null ? null : Math.round(row.rating * 10) / 10, lastCompletedAt: row.last ? new Date(row.last) : null }]));
}

// ── History ────────────────────────────────────────────────────────────────────────────────────

export async function insertAck(db: Db, row: { workspaceId: string; taskId: string; kind: string; cleanerUserId: string | null; detail?: string; at: Date }): Promise<void> {
  await db.insert(cleaningTaskAcks).values({ ...row, detail: row.detail ?? '' });
}

export async function listAcks(db: Db, workspaceId: string, taskId: string) {
  return db
    .select()
    .from(cleaningTaskAcks)
    .where(and(eq(cleaningTaskAcks.workspaceId, workspaceId), eq(cleaningTaskAcks.taskId, taskId)))
    .orderBy(asc(cleaningTaskAcks.at));
}

// ── What the cleaner sent back ─────────────────────────────────────────────────────────────────

export async function listTicks(db: Db, workspaceId: string, taskId: string) {
  return db
    .select()
    .from(cleaningChecklistTicks)
    .where(and(eq(cleaningChecklistTicks.workspaceId, workspaceId), eq(cleaningChecklistTicks.taskId, taskId)));
}

export async function listPhotos(db: Db, workspaceId: string, taskId: string): Promise<CleaningPhotoRow[]> {
  return db
    .select()
    .from(cleaningPhotos)
    .where(and(eq(cleaningPhotos.workspaceId, workspaceId), eq(cleaningPhotos.taskId, taskId), isNull(cleaningPhotos.removedAt)))
    .orderBy(asc(cleaningPhotos.uploadedAt));
}

export async function insertPhoto(db: Db, values: typeof cleaningPhotos.$inferInsert): Promise<CleaningPhotoRow> {
  const [row] = await db.insert(cleaningPhotos).values(values).returning();
  return row!;
}

export async function listIssues(db: Db, workspaceId: string, taskId: string): Promise<CleaningIssueRow[]> {
  return db
    .select()
    .from(cleaningIssues)
    .where(and(eq(cleaningIssues.workspaceId, workspaceId), eq(cleaningIssues.taskId, taskId)))
    .orderBy(asc(cleaningIssues.reportedAt));
}

export async function insertIssue(db: Db, values: typeof cleaningIssues.$inferInsert): Promise<CleaningIssueRow> {
  const [row] = await db.insert(cleaningIssues).values(values).returning();
  return row!;
}

export async function listSupplyCounts(db: Db, workspaceId: string, taskId: string) {
  return db
    .select()
    .from(cleaningSupplyCounts)
    .where(and(eq(cleaningSupplyCounts.workspaceId, workspaceId), eq(cleaningSupplyCounts.taskId, taskId)))
    .orderBy(asc(cleaningSupplyCounts.itemName));
}

/** Replaces a task's supply counts with these. */
export async function replaceSupplyCounts(tx: Tx, workspaceId: string, taskId: string, rows: Array<typeof cleaningSupplyCounts.$inferInsert>): Promise<void> {
  await tx.delete(cleaningSupplyCounts).where(and(eq(cleaningSupplyCounts.workspaceId, workspaceId), eq(cleaningSupplyCounts.taskId, taskId)));
  if (rows.length > 0) await tx.insert(cleaningSupplyCounts).values(rows);
}

/** Photo and issue counts for many tasks at once (lists). */
export async function countEvidence(db: Db, workspaceId: string, taskIds: string[]): Promise<Map<string, { photos: number; issues: number }>> {
  const counts = new Map<string, { photos: number; issues: number }>();
  if (taskIds.length === 0) return counts;
  for (const id of taskIds) counts.set(id, { photos: 0, issues: 0 });
  const photos = await db
    .select({ taskId: cleaningPhotos.taskId, count: sql<number>`count(*)::int` })
    .from(cleaningPhotos)
    .where(and(eq(cleaningPhotos.workspaceId, workspaceId), inArray(cleaningPhotos.taskId, taskIds), isNull(cleaningPhotos.removedAt)))
    .groupBy(cleaningPhotos.taskId);
  for (const row of photos) counts.get(row.taskId)!.photos = row.count;
  const issues = await db
    .select({ taskId: cleaningIssues.taskId, count: sql<number>`count(*)::int` })
    .from(cleaningIssues)
    .where(and(eq(cleaningIssues.workspaceId, workspaceId), inArray(cleaningIssues.taskId, taskIds)))
    .groupBy(cleaningIssues.taskId);
  for (const row of issues) counts.get(row.taskId)!.issues = row.count;
  return counts;
}

// ── Cleaners, checklists, settings ─────────────────────────────────────────────────────────────

export async function listCleanerProfiles(db: Db, workspaceId: string): Promise<CleanerProfileRow[]> {
  return db.select().from(cleanerProfiles).where(eq(cleanerProfiles.workspaceId, workspaceId));
}

export async function upsertCleanerProfile(db: Db, values: typeof cleanerProfiles.$inferInsert): Promise<void> {
  const { workspaceId: _w, userId: _u, createdAt: _c, ...set } = values;
  await db
    .insert(cleanerProfiles)
    .values(values)
    .onConflictDoUpdate({ target: [cleanerProfiles.workspaceId, cleanerProfiles.userId], set });
}

export async function findChecklistTemplate(db: Db, workspaceId: string, propertyId: string): Promise<ChecklistTemplateRoom[] | null> {
  const [row] = await db
    .select({ rooms: cleaningChecklistTemplates.rooms })
    .from(cleaningChecklistTemplates)
    .where(and(eq(cleaningChecklistTemplates.workspaceId, workspaceId), eq(cleaningChecklistTemplates.propertyId, propertyId)))
    .limit(1);
  return row?.rooms ?? null;
}

export async function saveChecklistTemplate(db: Db, values: { workspaceId: string; propertyId: string; rooms: ChecklistTemplateRoom[]; updatedBy: string | null; now: Date }): Promise<void> {
  await db
    .insert(cleaningChecklistTemplates)
    .values({ workspaceId: values.workspaceId, propertyId: values.propertyId, rooms: values.rooms, updatedBy: values.updatedBy, createdAt: values.now, updatedAt: values.now })
    .onConflictDoUpdate({
      target: [cleaningChecklistTemplates.workspaceId, cleaningChecklistTemplates.propertyId],
      set: { rooms: values.rooms, updatedBy: values.updatedBy, updatedAt: values.now },
    });
}

export async function findPropertySettings(db: Db, workspaceId: string, propertyId: string) {
  const [row] = await db
    .select()
    .from(cleaningPropertySettings)
    .where(and(eq(cleaningPropertySettings.workspaceId, workspaceId), eq(cleaningPropertySettings.propertyId, propertyId)))
    .limit(1);
  return row ?? null;
}

export async function savePropertySettings(db: Db, values: typeof cleaningPropertySettings.$inferInsert): Promise<void> {
  await db
    .insert(cleaningPropertySettings)
    .values(values)
    .onConflictDoUpdate({
      target: [cleaningPropertySettings.workspaceId, cleaningPropertySettings.propertyId],
      set: { openWindowHours: values.openWindowHours, expectedMinutes: values.expectedMinutes, updatedAt: values.updatedAt },
    });
}

export async function findWorkspaceSettings(db: Db, workspaceId: string) {
  const [row] = await db.select().from(cleaningWorkspaceSettings).where(eq(cleaningWorkspaceSettings.workspaceId, workspaceId)).limit(1);
  return row ?? null;
}

export async function saveWorkspaceSettings(db: Db, workspaceId: string, set: Partial<Omit<typeof cleaningWorkspaceSettings.$inferInsert, 'workspaceId'>>, now: Date): Promise<void> {
  await db
    .insert(cleaningWorkspaceSettings)
    .values({ workspaceId, ...set, updatedAt: now })
    .onConflictDoUpdate({ target: cleaningWorkspaceSettings.workspaceId, set: { ...set, updatedAt: now } });
}

/** The last completed cleaning at a property that ended at or before `at` (the turnover before a stay). */
export async function findLastCompletedBefore(db: Db, workspaceId: string, propertyId: string, at: Date): Promise<CleaningTaskRow | null> {
  const [row] = await db
    .select()
    .from(cleaningTasks)
    .where(and(eq(cleaningTasks.workspaceId, workspaceId), eq(cleaningTasks.propertyId, propertyId), eq(cleaningTasks.status, 'completed'), lte(cleaningTasks.completedAt, at)))
    .orderBy(desc(cleaningTasks.completedAt))
    .limit(1);
  return row ?? null;
}

/** The turnover after a stay: its own completed task, else the first completed cleaning after `at`. */
export async function findCompletedAfterStay(db: Db, workspaceId: string, propertyId: string, reservationId: string, at: Date): Promise<CleaningTaskRow | null> {
  const scope = and(eq(cleaningTasks.workspaceId, workspaceId), eq(cleaningTasks.propertyId, propertyId), eq(cleaningTasks.status, 'completed'));
  const [own] = await db.select().from(cleaningTasks).where(and(scope, eq(cleaningTasks.reservationId, reservationId))).orderBy(asc(cleaningTasks.completedAt)).limit(1);
  if (own) return own;
  const [next] = await db.select().from(cleaningTasks).where(and(scope, sql`${cleaningTasks.completedAt} >= ${at}`)).orderBy(asc(cleaningTasks.completedAt)).limit(1);
  return next ?? null;
}

/** Every photo of some tasks, removed ones too (evidence shows what was replaced). */
export async function listAllPhotosOfTasks(db: Db, workspaceId: string, taskIds: string[]): Promise<CleaningPhotoRow[]> {
  if (taskIds.length === 0) return [];
  return db.select().from(cleaningPhotos).where(and(eq(cleaningPhotos.workspaceId, workspaceId), inArray(cleaningPhotos.taskId, taskIds))).orderBy(asc(cleaningPhotos.uploadedAt));
}

/** Of some photos' hashes, the first upload of each in the workspace (a later same file is a re-upload). */
export async function firstUploadsOf(db: Db, workspaceId: string, hashes: string[]): Promise<Map<string, { id: string; uploadedAt: Date }>> {
  if (hashes.length === 0) return new Map();
  const rows = await db
    .select({ id: cleaningPhotos.id, sha256: cleaningPhotos.sha256, uploadedAt: cleaningPhotos.uploadedAt })
    .from(cleaningPhotos)
    .where(and(eq(cleaningPhotos.workspaceId, workspaceId), inArray(cleaningPhotos.sha256, hashes)))
    .orderBy(asc(cleaningPhotos.uploadedAt), asc(cleaningPhotos.id));
  const first = new Map<string, { id: string; uploadedAt: Date }>();
  for (const row of rows) if (!first.has(row.sha256)) first.set(row.sha256, { id: row.id, uploadedAt: row.uploadedAt });
  return first;
}

export async function findIssue(db: Db, workspaceId: string, issueId: string): Promise<CleaningIssueRow | null> {
  if (!isUuid(issueId)) return null;
  const [row] = await db.select().from(cleaningIssues).where(and(eq(cleaningIssues.workspaceId, workspaceId), eq(cleaningIssues.id, issueId)));
  return row ?? null;
}

export async function findPhoto(db: Db, workspaceId: string, photoId: string): Promise<CleaningPhotoRow | null> {
  if (!isUuid(photoId)) return null;
  const [row] = await db.select().from(cleaningPhotos).where(and(eq(cleaningPhotos.workspaceId, workspaceId), eq(cleaningPhotos.id, photoId)));
  return row ?? null;
}

/** A workspace's reported problems, newest first. */
export async function listWorkspaceIssues(db: Db, workspaceId: string): Promise<CleaningIssueRow[]> {
  return db.select().from(cleaningIssues).where(eq(cleaningIssues.workspaceId, workspaceId)).orderBy(desc(cleaningIssues.reportedAt));
}

/** Signs a stored file's link for the workspace's members until a moment (the export's expiry), as an absolute URL. */
type SignExportLink = (key: string, context: ExportContext) => string;

/** Cleaning's parts of the workspace export: cleanings with their checklists and reports, photos as links, issues, supply counts, cleaners and settings. */
export function cleaningExportParts(db: Database, signLink: SignExportLink): ExportPart[] {
  return [
    tableExportPart(db, {
      name: 'cleaning/cleanings',
      description: 'Every cleaning: property, stay, window, cleaner, status, checklist, report, rating and cancellations.',
      table: cleaningTasks,
      scope: cleaningTasks.workspaceId,
      orderBy: [cleaningTasks.windowStart, cleaningTasks.id],
      omit: ['doorCodeTaskId'],
    }),
    tableExportPart(db, {
      name: 'cleaning/photos',
      description: "Cleaners' before, after and issue photos: when taken and uploaded, and links to the photo and its thumbnail.",
      redacted: ["photos are links, not files: each opens until the export expires, and only for someone signed in to this workspace (the links are signed for it)"],
      table: cleaningPhotos,
      scope: cleaningPhotos.workspaceId,
      orderBy: [cleaningPhotos.uploadedAt, cleaningPhotos.id],
      map: ({ fileKey, thumbnailKey, ...row }, context) => ({ ...row, url: signLink(String(fileKey), context), thumbnailUrl: signLink(String(thumbnailKey), context) }),
    }),
    tableExportPart(db, {
      name: 'cleaning/issues',
      description: 'Problems cleaners reported (damage, missing items, maintenance), with the photos they attached (ids in cleaning/photos).',
      table: cleaningIssues,
      scope: cleaningIssues.workspaceId,
      orderBy: [cleaningIssues.reportedAt, cleaningIssues.id],
    }),
    tableExportPart(db, {
      name: 'cleaning/checklist-ticks',
      description: 'Checklist items ticked during cleanings, by whom and when.',
      table: cleaningChecklistTicks,
      scope: cleaningChecklistTicks.workspaceId,
      orderBy: [cleaningChecklistTicks.tickedAt, cleaningChecklistTicks.taskId, cleaningChecklistTicks.itemKey],
    }),
    tableExportPart(db, {
      name: 'cleaning/supply-counts',
      description: 'Supplies counted by cleaners at the end of cleanings.',
      table: cleaningSupplyCounts,
      scope: cleaningSupplyCounts.workspaceId,
      orderBy: [cleaningSupplyCounts.countedAt, cleaningSupplyCounts.taskId, cleaningSupplyCounts.itemKey],
    }),
    tableExportPart(db, {
      name: 'cleaning/cleaners',
      description: 'Your cleaners as the schedule knows them: availability, properties, specialty, rotation and how they are told.',
      table: cleanerProfiles,
      scope: cleanerProfiles.workspaceId,
      orderBy: [cleanerProfiles.createdAt, cleanerProfiles.userId],
    }),
    tableExportPart(db, {
      name: 'cleaning/checklist-templates',
      description: "Each property's cleaning checklist.",
      table: cleaningChecklistTemplates,
      scope: cleaningChecklistTemplates.workspaceId,
      orderBy: [cleaningChecklistTemplates.propertyId],
    }),
    tableExportPart(db, {
      name: 'cleaning/property-settings',
      description: "Each property's cleaning window and expected duration.",
      table: cleaningPropertySettings,
      scope: cleaningPropertySettings.workspaceId,
      orderBy: [cleaningPropertySettings.propertyId],
    }),
    tableExportPart(db, {
      name: 'cleaning/settings',
      description: "The workspace's cleaning settings.",
      table: cleaningWorkspaceSettings,
      scope: cleaningWorkspaceSettings.workspaceId,
      orderBy: [cleaningWorkspaceSettings.workspaceId],
    }),
  ];
}

/** Problems cleaners reported since a moment, with the stay the cleaning followed (the optimizer's recurring problems). */
export async function listIssuesSince(db: Db, workspaceId: string, since: Date) {
  return db
    .select({ id: cleaningIssues.id, taskId: cleaningIssues.taskId, propertyId: cleaningIssues.propertyId, kind: cleaningIssues.kind, reservationId: cleaningTasks.reservationId, reportedAt: cleaningIssues.reportedAt })
    .from(cleaningIssues)
    .innerJoin(cleaningTasks, and(eq(cleaningTasks.workspaceId, cleaningIssues.workspaceId), eq(cleaningTasks.id, cleaningIssues.taskId)))
    .where(and(eq(cleaningIssues.workspaceId, workspaceId), gte(cleaningIssues.reportedAt, since)))
    .orderBy(desc(cleaningIssues.reportedAt))
    .limit(5000);
}
