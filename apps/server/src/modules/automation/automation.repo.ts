import { tableExportPart, type ExportPart } from '../../platform/export/export-part';
import { and, asc, count, desc, eq, gte, inArray, isNull, lt, lte, or, sql, type SQL } from 'drizzle-orm';
import type { Database, Tx } from '../../platform/db/database';
import { activityLog, approvals, autonomySettings, scheduledSteps } from './automation.tables';
import type { ActionKind, ActivityEntry, AutonomySettings, AutonomySettingsView } from '@cohost/shared';
import { isUuid } from '../../platform/runtime/is-uuid';
import type { Actor } from '../accounts';
import type { AutomationDeps } from './automation.deps';
import { automationErrors } from './automation.errors';
import { alreadyDecided } from './domain/approval-decision';
import { readSettings } from './domain/autonomy-settings';

export type SettingsRow = typeof autonomySettings.$inferSelect;
export type ApprovalRow = typeof approvals.$inferSelect;
export type ApprovalInsert = typeof approvals.$inferInsert;
export type ActivityRow = typeof activityLog.$inferSelect;
export type ActivityInsert = typeof activityLog.$inferInsert;
export type StepRow = typeof scheduledSteps.$inferSelect;

export const WORKSPACE_SCOPE = 'workspace';

// ——— Settings ———

export async function findSettingsRows(db: Database | Tx, workspaceId: string, scopes: string[]): Promise<SettingsRow[]> {
  return db.select().from(autonomySettings).where(and(eq(autonomySettings.workspaceId, workspaceId), inArray(autonomySettings.scope, scopes)));
}

export async function listOverriddenPropertyIds(db: Database | Tx, workspaceId: string): Promise<string[]> {
  const rows = await db
    .select({ propertyId: autonomySettings.propertyId })
    .from(autonomySettings)
    .where(and(eq(autonomySettings.workspaceId, workspaceId), sql`${autonomySettings.propertyId} is not null`));
  return rows.map((row) => row.propertyId!);
}

export async function upsertSettings(db: Database | Tx, row: Omit<typeof autonomySettings.$inferInsert, 'id'>): Promise<SettingsRow> {
  const [saved] = await db
    .insert(autonomySettings)
    .values(row)
    .onConflictDoUpdate({ target: [autonomySettings.workspaceId, autonomySettings.scope], set: { settings: row.settings, updatedAt: row.updatedAt, updatedBy: row.updatedBy } })
    .returning();
  return saved!;
}

export async function deleteSettings(db: Database | Tx, workspaceId: string, scope: string): Promise<boolean> {
  const rows = await db
    .delete(autonomySettings)
    .where(and(eq(autonomySettings.workspaceId, workspaceId), eq(autonomySettings.scope, scope)))
    .returning({ id: autonomySettings.id });
  return rows.length > 0;
}

// ——— Approvals ———

/** Inserts a pending action, or returns the one proposed earlier under the same dedupe key. */
export async function insertApproval(db: Database | Tx, row: ApprovalInsert): Promise<{ row: ApprovalRow; created: boolean }> {
  const [inserted] = await db.insert(approvals).values(row).onConflictDoNothing().returning();
  if (inserted) return { row: inserted, created: true };
  const [existing] = await db
    .select()
    .from(approvals)
    .where(and(eq(approvals.workspaceId, row.workspaceId), eq(approvals.dedupeKey, row.dedupeKey!)))
    .limit(1);
  return { row: existing!, created: false };
}

export async function findApproval(db: Database | Tx, workspaceId: string, id: string): Promise<ApprovalRow | null> {
  const [row] = await db.select().from(approvals).where(and(eq(approvals.workspaceId, workspaceId), eq(approvals.id, id))).limit(1);
  return row ?? null;
}

/** Where some actions stand (a module showing its own waiting actions, e.g. reply suggestions). */
export async function listApprovalStates(db: Database | Tx, workspaceId: string, ids: string[]) {
  if (ids.length === 0) return [];
  return db
    .select({ id: approvals.id, version: approvals.version, status: approvals.status, reason: approvals.reason, urgency: approvals.urgency })
    .from(approvals)
    .where(and(eq(approvals.workspaceId, workspaceId), inArray(approvals.id, ids)));
}

/** The actions of one kind waiting for a person (a module keeping one open suggestion per subject). */
export async function listPendingOfKind(db: Database | Tx, workspaceId: string, kind: ActionKind) {
  return db
    .select({ id: approvals.id, propertyId: approvals.propertyId, payload: approvals.payload, dedupeKey: approvals.dedupeKey })
    .from(approvals)
    .where(and(eq(approvals.workspaceId, workspaceId), eq(approvals.kind, kind), eq(approvals.status, 'pending')));
}

/** Holds the approval's row until the transaction ends: one decision at a time. */
export async function lockApproval(tx: Tx, workspaceId: string, id: string): Promise<ApprovalRow | null> {
  const [row] = await tx.select().from(approvals).where(and(eq(approvals.workspaceId, workspaceId), eq(approvals.id, id))).for('update').limit(1);
  return row ?? null;
}

export async function updateApproval(db: Database | Tx, id: string, values: Partial<ApprovalInsert>): Promise<ApprovalRow> {
  const [row] = await db
    .update(approvals)
    .set({ ...values, version: sql`${approvals.version} + 1` })
    .where(eq(approvals.id, id))
    .returning();
  return row!;
}

export async function listApprovals(
  db: Database | Tx,
  workspaceId: string,
  filter: { decided: boolean; kind?: ActionKind; propertyId?: string; limit: number },
): Promise<ApprovalRow[]> {
  const conditions: SQL[] = [eq(approvals.workspaceId, workspaceId), filter.decided ? sql`${approvals.status} <> 'pending'` : eq(approvals.status, 'pending')];
  if (filter.kind) conditions.push(eq(approvals.kind, filter.kind));
  if (filter.propertyId) conditions.push(eq(approvals.propertyId, filter.propertyId));
  return db
    .select()
    .from(approvals)
    .where(and(...conditions))
    // Emergencies first, then the oldest waiting; decided ones newest first.
    .orderBy(...(filter.decided ? [desc(approvals.decidedAt), desc(approvals.id)] : [desc(sql`${approvals.urgency} = 'escalate'`), asc(approvals.createdAt), asc(approvals.id)]))
    .limit(filter.limit);
}

export async function countPending(db: Database | Tx, workspaceId: string): Promise<{ pending: number; escalated: number }> {
  const [row] = await db
    .select({ pending: count(), escalated: sql<number>`count(*) filter (where ${approvals.urgency} = 'escalate')`.mapWith(Number) })
    .from(approvals)
    .where(and(eq(approvals.workspaceId, workspaceId), eq(approvals.status, 'pending')));
  return { pending: row?.pending ?? 0, escalated: row?.escalated ?? 0 };
}

/** Per kind: decided suggestions that Expert mode would have run alone, and how the host decided. */
export async function shadowCounts(db: Database | Tx, workspaceId: string) {
  return db
    .select({
      kind: approvals.kind,
      suggested: count(),
      approvedUnchanged: sql<number>`count(*) filter (where ${approvals.status} in ('approved', 'executed', 'failed') and not ${approvals.edited})`.mapWith(Number),
      approvedEdited: sql<number>`count(*) filter (where ${approvals.status} in ('approved', 'executed', 'failed') and ${approvals.edited})`.mapWith(Number),
      denied: sql<number>`count(*) filter (where ${approvals.status} = 'denied')`.mapWith(Number),
    })
    .from(approvals)
    .where(and(eq(approvals.workspaceId, workspaceId), eq(approvals.shadowDecision, 'auto'), inArray(approvals.status, ['approved', 'executed', 'failed', 'denied'])))
    .groupBy(approvals.kind);
}

/** Pending actions past their expiry, any workspace (the sweep). */
export async function listExpiredPending(db: Database | Tx, now: Date, limit: number): Promise<ApprovalRow[]> {
  return db
    .select()
    .from(approvals)
    .where(and(eq(approvals.status, 'pending'), lte(approvals.expiresAt, now)))
    .limit(limit);
}

/** Approved actions whose run never finished (a crash between approval and execution). */
export async function listUnexecuted(db: Database | Tx, before: Date, limit: number): Promise<ApprovalRow[]> {
  return db
    .select()
    .from(approvals)
    .where(and(eq(approvals.status, 'approved'), lt(approvals.decidedAt, before)))
    .limit(limit);
}

/** Pending actions waiting since before `before` that no one was reminded of yet (pages and acknowledged ones aside: they have their own rule). */
export async function listNeedingReminder(db: Database | Tx, urgency: 'approval' | 'escalate', before: Date, limit: number): Promise<ApprovalRow[]> {
  return db
    .select()
    .from(approvals)
    .where(
      and(
        eq(approvals.status, 'pending'),
        eq(approvals.urgency, urgency),
        eq(approvals.page, false),
        isNull(approvals.acknowledgedAt),
        lt(approvals.createdAt, before),
        isNull(approvals.reminderSentAt),
      ),
    )
    .orderBy(asc(approvals.createdAt))
    .limit(limit);
}

/** Pages nobody acknowledged or decided, last sent before `before` (any workspace: the sweep). */
export async function listPagesDue(db: Database | Tx, before: Date, limit: number): Promise<ApprovalRow[]> {
  return db
    .select()
    .from(approvals)
    .where(
      and(
        eq(approvals.status, 'pending'),
        eq(approvals.page, true),
        isNull(approvals.acknowledgedAt),
        lt(sql`coalesce(${approvals.reminderSentAt}, ${approvals.createdAt})`, before),
      ),
    )
    .orderBy(asc(approvals.createdAt))
    .limit(limit);
}

/** Records that repeat `repeat` of a page went out; false when another sweep recorded it, or it was acknowledged or decided meanwhile. */
export async function markPageRepeated(db: Database | Tx, id: string, repeat: number, at: Date): Promise<boolean> {
  const rows = await db
    .update(approvals)
    .set({ reminderSentAt: at, pageRepeats: repeat })
    .where(and(eq(approvals.id, id), eq(approvals.pageRepeats, repeat - 1)))
    .returning({ id: approvals.id });
  return rows.length > 0;
}

/** Sets who acknowledged an escalation (not a decision: the version stays, an open approval form still works). */
export async function markAcknowledged(db: Database | Tx, id: string, by: { userId: string; name: string }, at: Date): Promise<ApprovalRow> {
  const [row] = await db
    .update(approvals)
    .set({ acknowledgedAt: at, acknowledgedBy: by.userId, acknowledgedByName: by.name, updatedAt: at })
    .where(eq(approvals.id, id))
    .returning();
  return row!;
}

export async function markReminded(db: Database | Tx, ids: string[], at: Date): Promise<void> {
  if (ids.length) await db.update(approvals).set({ reminderSentAt: at }).where(inArray(approvals.id, ids));
}

// ——— Activity ———

export async function insertActivity(db: Database | Tx, row: ActivityInsert): Promise<ActivityRow> {
  const [saved] = await db.insert(activityLog).values(row).returning();
  return saved!;
}

export async function listActivity(
  db: Database | Tx,
  workspaceId: string,
  filter: { propertyId?: string; kind?: string; actorType?: ActivityEntry['actorType']; result?: ActivityEntry['result']; before?: { at: Date; seq: number }; limit: number },
): Promise<ActivityRow[]> {
  const conditions: SQL[] = [eq(activityLog.workspaceId, workspaceId)];
  if (filter.propertyId) conditions.push(eq(activityLog.propertyId, filter.propertyId));
  if (filter.kind) conditions.push(eq(activityLog.kind, filter.kind));
  if (filter.actorType) conditions.push(eq(activityLog.actorType, filter.actorType));
  if (filter.result) conditions.push(eq(activityLog.result, filter.result));
  if (filter.before) {
    conditions.push(or(lt(activityLog.occurredAt, filter.before.at), and(eq(activityLog.occurredAt, filter.before.at), lt(activityLog.seq, filter.before.seq)))!);
  }
  return db
    .select()
    .from(activityLog)
    .where(and(...conditions))
    .orderBy(desc(activityLog.occurredAt), desc(activityLog.seq))
    .limit(filter.limit);
}

/** Deletes entries past their retention, a batch at a time; returns how many went. */
export async function deleteExpiredActivity(db: Database | Tx, now: Date, batch: number): Promise<number> {
  const rows = await db
    .delete(activityLog)
    .where(inArray(activityLog.id, db.select({ id: activityLog.id }).from(activityLog).where(lt(activityLog.retainUntil, now)).limit(batch)))
    .returning({ id: activityLog.id });
  return rows.length;
}

// ——— Scheduled steps ———

export async function listStepsOf(db: Database | Tx, reservationId: string): Promise<StepRow[]> {
  return db.select().from(scheduledSteps).where(eq(scheduledSteps.reservationId, reservationId));
}

export async function upsertStep(db: Database | Tx, row: Omit<typeof scheduledSteps.$inferInsert, 'id'>): Promise<void> {
  await db
    .insert(scheduledSteps)
    .values(row)
    .onConflictDoUpdate({
      target: [scheduledSteps.reservationId, scheduledSteps.step],
      set: { dueAt: row.dueAt, status: row.status, attempts: 0, lastError: null, doneAt: null, updatedAt: row.updatedAt },
    });
}

export async function cancelSteps(db: Database | Tx, ids: string[], now: Date): Promise<void> {
  if (ids.length) await db.update(scheduledSteps).set({ status: 'cancelled', updatedAt: now }).where(inArray(scheduledSteps.id, ids));
}

/** Due steps, oldest first (read without locks: each is locked when it runs). */
export async function listDueSteps(db: Database | Tx, now: Date, limit: number): Promise<StepRow[]> {
  return db
    .select()
    .from(scheduledSteps)
    .where(and(eq(scheduledSteps.status, 'pending'), lte(scheduledSteps.dueAt, now)))
    .orderBy(asc(scheduledSteps.dueAt))
    .limit(limit);
}

/** A step still pending and due, locked until the transaction ends; null when another worker holds it or did it. */
export async function lockDueStep(tx: Tx, id: string, now: Date): Promise<StepRow | null> {
  const [row] = await tx
    .select()
    .from(scheduledSteps)
    .where(and(eq(scheduledSteps.id, id), eq(scheduledSteps.status, 'pending'), lte(scheduledSteps.dueAt, now)))
    .limit(1)
    .for('update', { skipLocked: true });
  return row ?? null;
}

export async function updateStep(db: Database | Tx, id: string, values: Partial<typeof scheduledSteps.$inferInsert>): Promise<void> {
  await db.update(scheduledSteps).set(values).where(eq(scheduledSteps.id, id));
}

/** The settings that govern a property (its own, else the workspace's, else the defaults). */
export async function loadEffectiveSettings(db: Database | Tx, workspaceId: string, propertyId: string | null): Promise<AutonomySettings> {
  const scopes = propertyId ? [WORKSPACE_SCOPE, propertyId] : [WORKSPACE_SCOPE];
  const rows = await findSettingsRows(db, workspaceId, scopes);
  const own = propertyId ? rows.find((row) => row.scope === propertyId) : undefined;
  return readSettings(own ?? rows.find((row) => row.scope === WORKSPACE_SCOPE));
}

export async function assertPropertyInWorkspace(deps: AutomationDeps, workspaceId: string, propertyId: string): Promise<void> {
  if (!isUuid(propertyId)) throw automationErrors.propertyNotFound();
  const properties = await deps.ports.listProperties(workspaceId);
  if (!properties.some((property) => property.id === propertyId)) throw automationErrors.propertyNotFound();
}

export async function loadSettingsView(deps: AutomationDeps, workspaceId: string, propertyId: string | null): Promise<AutonomySettingsView> {
  const scopes = propertyId ? [WORKSPACE_SCOPE, propertyId] : [WORKSPACE_SCOPE];
  const [rows, overriddenPropertyIds] = await Promise.all([findSettingsRows(deps.db, workspaceId, scopes), listOverriddenPropertyIds(deps.db, workspaceId)]);
  const own = propertyId ? rows.find((row) => row.scope === propertyId) : rows.find((row) => row.scope === WORKSPACE_SCOPE);
  const shown = own ?? rows.find((row) => row.scope === WORKSPACE_SCOPE);
  return {
    scope: propertyId ? 'property' : 'workspace',
    propertyId,
    inherited: Boolean(propertyId) && !own,
    settings: readSettings(shown),
    overriddenPropertyIds,
    updatedAt: shown?.updatedAt.toISOString() ?? null,
    updatedBy: shown?.updatedBy ? await deps.ports.findUserName(shown.updatedBy) : null,
  };
}

export async function findPropertyName(deps: AutomationDeps, workspaceId: string, propertyId: string | null): Promise<string | null> {
  if (!propertyId) return null;
  const properties = await deps.ports.listProperties(workspaceId);
  return properties.find((property) => property.id === propertyId)?.name ?? null;
}

export async function findPendingApproval(deps: AutomationDeps, actor: Actor, id: string, version: number): Promise<ApprovalRow> {
  const row = isUuid(id) ? await findApproval(deps.db, actor.workspaceId, id) : null;
  if (!row) throw automationErrors.approvalNotFound();
  if (row.status !== 'pending') throw alreadyDecided(row);
  if (row.version !== version) throw automationErrors.staleVersion();
  return row;
}

/** The pending row under its lock for a decision: refused if decided meanwhile or changed since the host read it. */
export async function lockPending(tx: Tx, actor: Actor, row: ApprovalRow, version: number): Promise<void> {
  const locked = await lockApproval(tx, actor.workspaceId, row.id);
  if (!locked || locked.status !== 'pending') throw alreadyDecided(locked ?? row);
  if (locked.version !== version) throw automationErrors.staleVersion();
}

/** Automation's parts of the workspace export: the autonomy settings, every approval and the activity log. */
export function automationExportParts(db: Database): ExportPart[] {
  return [
    tableExportPart(db, {
      name: 'automation/settings',
      description: "The co-host's AI and autonomy settings, the workspace's and each property's own: mode, autonomy level, messages, locks, supplies, cleaning and emergency overrides. Settings never saved follow the defaults and have no row.",
      table: autonomySettings,
      scope: autonomySettings.workspaceId,
      orderBy: [autonomySettings.scope, autonomySettings.id],
    }),
    tableExportPart(db, {
      name: 'automation/approvals',
      description: "Everything the co-host asked you to approve, with what it proposed, your decision, who made it and what happened.",
      table: approvals,
      scope: approvals.workspaceId,
      orderBy: [approvals.createdAt, approvals.id],
    }),
    tableExportPart(db, {
      name: 'automation/activity',
      description: 'The activity log: what Cohost and your team did, when and why (as long as its retention keeps it).',
      table: activityLog,
      scope: activityLog.workspaceId,
      orderBy: [activityLog.occurredAt, activityLog.seq],
    }),
  ];
}

/** The autonomy mode a person saved for the whole workspace, or null while nobody has chosen one (the setup checklist). */
export async function findAutonomyChoice(db: Database | Tx, workspaceId: string): Promise<{ mode: AutonomySettings['mode']; chosenAt: Date } | null> {
  const [row] = await findSettingsRows(db, workspaceId, [WORKSPACE_SCOPE]);
  return row ? { mode: readSettings(row).mode, chosenAt: row.updatedAt } : null;
}

/** Workspaces where the co-host did something since `since` (the daily digest's candidates). */
export async function listWorkspacesWithCohostActivity(db: Database | Tx, since: Date): Promise<string[]> {
  const rows = await db
    .selectDistinct({ workspaceId: activityLog.workspaceId })
    .from(activityLog)
    .where(and(eq(activityLog.actorType, 'cohost'), gte(activityLog.occurredAt, since)));
  return rows.map((row) => row.workspaceId);
}

/** What the co-host did in a workspace between two instants, oldest first. */
export async function listCohostActivityBetween(db: Database | Tx, workspaceId: string, from: Date, to: Date): Promise<ActivityRow[]> {
  return db
    .select()
    .from(activityLog)
    .where(and(eq(activityLog.workspaceId, workspaceId), eq(activityLog.actorType, 'cohost'), gte(activityLog.occurredAt, from), lte(activityLog.occurredAt, to)))
    .orderBy(activityLog.occurredAt, activityLog.seq);
}
