import { tableExportPart, type ExportPart, type ExportContext } from '../../platform/export/export-part';
import { and, asc, desc, eq, inArray, isNull, sql } from 'drizzle-orm';
import { DEFAULT_CLAIM_REFUND_THRESHOLD_CENTS } from '@cohost/shared';
import type { Database, Tx } from '../../platform/db/database';
import { isUuid } from '../../platform/runtime/is-uuid';
import { claimCases, claimCredits, claimDeadlineWarnings, claimItems, claimPackets, claimReceipts, claimSettings, claimSteps, claimTimeline } from './claims.tables';

type Db = Database | Tx;
export type ClaimCaseRow = typeof claimCases.$inferSelect;
export type ClaimItemRow = typeof claimItems.$inferSelect;
export type ClaimReceiptRow = typeof claimReceipts.$inferSelect;
export type ClaimStepRow = typeof claimSteps.$inferSelect;
export type ClaimCreditRow = typeof claimCredits.$inferSelect;
export type ClaimTimelineRow = typeof claimTimeline.$inferSelect;
export type ClaimSettingsRow = typeof claimSettings.$inferSelect;
export type ClaimPacketRow = typeof claimPackets.$inferSelect;

/** The workspace's settings, or the defaults before it saved any. */
export async function findClaimSettings(db: Db, workspaceId: string): Promise<Pick<ClaimSettingsRow, 'refundThresholdCents' | 'insurer' | 'insurerName'>> {
  const [row] = await db.select().from(claimSettings).where(eq(claimSettings.workspaceId, workspaceId));
  return row ?? { refundThresholdCents: DEFAULT_CLAIM_REFUND_THRESHOLD_CENTS, insurer: 'none', insurerName: '' };
}

export async function saveClaimSettings(db: Db, workspaceId: string, values: Pick<ClaimSettingsRow, 'refundThresholdCents' | 'insurer' | 'insurerName'>, now: Date): Promise<void> {
  await db
    .insert(claimSettings)
    .values({ workspaceId, ...values, updatedAt: now })
    .onConflictDoUpdate({ target: claimSettings.workspaceId, set: { ...values, updatedAt: now } });
}

/** The workspace's next case number (one row lock: two cases opened at once get two numbers). */
export async function takeCaseNumber(tx: Tx, workspaceId: string, now: Date): Promise<number> {
  const [row] = await tx
    .insert(claimSettings)
    .values({ workspaceId, lastCaseNumber: 1, updatedAt: now })
    .onConflictDoUpdate({ target: claimSettings.workspaceId, set: { lastCaseNumber: sql`${claimSettings.lastCaseNumber} + 1` } })
    .returning({ number: claimSettings.lastCaseNumber });
  return row!.number;
}

/** The case, or null when it already exists under its origin key. */
export async function insertCase(tx: Tx, values: typeof claimCases.$inferInsert): Promise<ClaimCaseRow | null> {
  const [row] = await tx.insert(claimCases).values(values).onConflictDoNothing().returning();
  return row ?? null;
}

export async function findCase(db: Db, workspaceId: string, caseId: string): Promise<ClaimCaseRow | null> {
  if (!isUuid(caseId)) return null;
  const [row] = await db.select().from(claimCases).where(and(eq(claimCases.workspaceId, workspaceId), eq(claimCases.id, caseId)));
  return row ?? null;
}

/** The case under a row lock (changes to one case run one at a time). */
export async function lockCase(tx: Tx, workspaceId: string, caseId: string): Promise<ClaimCaseRow | null> {
  if (!isUuid(caseId)) return null;
  const [row] = await tx.select().from(claimCases).where(and(eq(claimCases.workspaceId, workspaceId), eq(claimCases.id, caseId))).for('update');
  return row ?? null;
}

export async function findCaseByOrigin(db: Db, workspaceId: string, originKey: string): Promise<ClaimCaseRow | null> {
  const [row] = await db.select().from(claimCases).where(and(eq(claimCases.workspaceId, workspaceId), eq(claimCases.originKey, originKey)));
  return row ?? null;
}

/** The open case about a conversation, if any (a later message joins it). */
export async function findOpenCaseOfConversation(db: Db, workspaceId: string, conversationId: string): Promise<ClaimCaseRow | null> {
  const [row] = await db
    .select()
    .from(claimCases)
    .where(and(eq(claimCases.workspaceId, workspaceId), eq(claimCases.conversationId, conversationId), isNull(claimCases.closedAt)))
    .orderBy(desc(claimCases.openedAt))
    .limit(1);
  return row ?? null;
}

export async function listCases(db: Db, workspaceId: string, filter: { propertyId?: string; kind?: ClaimCaseRow['kind']; open?: boolean }): Promise<ClaimCaseRow[]> {
  return db
    .select()
    .from(claimCases)
    .where(
      and(
        eq(claimCases.workspaceId, workspaceId),
        filter.propertyId ? eq(claimCases.propertyId, filter.propertyId) : undefined,
        filter.kind ? eq(claimCases.kind, filter.kind) : undefined,
        filter.open === undefined ? undefined : filter.open ? isNull(claimCases.closedAt) : sql`${claimCases.closedAt} is not null`,
      ),
    )
    .orderBy(desc(claimCases.openedAt));
}

/** Every workspace's open damage cases (the deadline warnings). */
export async function listOpenDamageCases(db: Db): Promise<ClaimCaseRow[]> {
  return db.select().from(claimCases).where(and(eq(claimCases.kind, 'damage'), isNull(claimCases.closedAt)));
}

export async function updateCase(db: Db, workspaceId: string, caseId: string, patch: Partial<typeof claimCases.$inferInsert>): Promise<void> {
  await db.update(claimCases).set(patch).where(and(eq(claimCases.workspaceId, workspaceId), eq(claimCases.id, caseId)));
}

/** A change: the case's revision goes up (its packet is stale) and its time is now. */
export async function touchCase(db: Db, workspaceId: string, caseId: string, now: Date): Promise<number> {
  const [row] = await db
    .update(claimCases)
    .set({ updatedAt: now, revision: sql`${claimCases.revision} + 1` })
    .where(and(eq(claimCases.workspaceId, workspaceId), eq(claimCases.id, caseId)))
    .returning({ revision: claimCases.revision });
  return row?.revision ?? 0;
}

export async function listItems(db: Db, workspaceId: string, caseIds: string[]): Promise<ClaimItemRow[]> {
  if (caseIds.length === 0) return [];
  return db.select().from(claimItems).where(and(eq(claimItems.workspaceId, workspaceId), inArray(claimItems.caseId, caseIds))).orderBy(asc(claimItems.position));
}

export async function replaceItems(tx: Tx, workspaceId: string, caseId: string, items: Array<Omit<typeof claimItems.$inferInsert, 'workspaceId' | 'caseId' | 'position'>>): Promise<void> {
  await tx.delete(claimItems).where(and(eq(claimItems.workspaceId, workspaceId), eq(claimItems.caseId, caseId)));
  if (items.length) await tx.insert(claimItems).values(items.map((item, position) => ({ ...item, workspaceId, caseId, position })));
}

export async function insertReceipt(db: Db, values: typeof claimReceipts.$inferInsert): Promise<void> {
  await db.insert(claimReceipts).values(values);
}

export async function listReceipts(db: Db, workspaceId: string, caseId: string): Promise<ClaimReceiptRow[]> {
  return db.select().from(claimReceipts).where(and(eq(claimReceipts.workspaceId, workspaceId), eq(claimReceipts.caseId, caseId))).orderBy(asc(claimReceipts.uploadedAt));
}

export async function deleteReceipt(db: Db, workspaceId: string, caseId: string, receiptId: string): Promise<ClaimReceiptRow | null> {
  if (!isUuid(receiptId)) return null;
  const [row] = await db.delete(claimReceipts).where(and(eq(claimReceipts.workspaceId, workspaceId), eq(claimReceipts.caseId, caseId), eq(claimReceipts.id, receiptId))).returning();
  return row ?? null;
}

export async function insertStep(db: Db, values: typeof claimSteps.$inferInsert): Promise<ClaimStepRow> {
  const [row] = await db.insert(claimSteps).values(values).returning();
  return row!;
}

export async function listSteps(db: Db, workspaceId: string, caseIds: string[]): Promise<ClaimStepRow[]> {
  if (caseIds.length === 0) return [];
  return db.select().from(claimSteps).where(and(eq(claimSteps.workspaceId, workspaceId), inArray(claimSteps.caseId, caseIds))).orderBy(asc(claimSteps.proposedAt));
}

export async function findStep(db: Db, workspaceId: string, stepId: string): Promise<ClaimStepRow | null> {
  if (!isUuid(stepId)) return null;
  const [row] = await db.select().from(claimSteps).where(and(eq(claimSteps.workspaceId, workspaceId), eq(claimSteps.id, stepId)));
  return row ?? null;
}

export async function updateStep(db: Db, workspaceId: string, stepId: string, patch: Partial<typeof claimSteps.$inferInsert>): Promise<void> {
  await db.update(claimSteps).set(patch).where(and(eq(claimSteps.workspaceId, workspaceId), eq(claimSteps.id, stepId)));
}

export async function insertCredit(db: Db, values: typeof claimCredits.$inferInsert): Promise<ClaimCreditRow> {
  const [row] = await db.insert(claimCredits).values(values).returning();
  return row!;
}

export async function listCredits(db: Db, workspaceId: string, caseIds: string[]): Promise<ClaimCreditRow[]> {
  if (caseIds.length === 0) return [];
  return db.select().from(claimCredits).where(and(eq(claimCredits.workspaceId, workspaceId), inArray(claimCredits.caseId, caseIds))).orderBy(asc(claimCredits.createdAt));
}

export async function findCredit(db: Db, workspaceId: string, creditId: string): Promise<ClaimCreditRow | null> {
  if (!isUuid(creditId)) return null;
  const [row] = await db.select().from(claimCredits).where(and(eq(claimCredits.workspaceId, workspaceId), eq(claimCredits.id, creditId)));
  return row ?? null;
}

export async function updateCredit(db: Db, workspaceId: string, creditId: string, patch: Partial<typeof claimCredits.$inferInsert>): Promise<void> {
  await db.update(claimCredits).set(patch).where(and(eq(claimCredits.workspaceId, workspaceId), eq(claimCredits.id, creditId)));
}

export async function addTimeline(db: Db, values: typeof claimTimeline.$inferInsert): Promise<void> {
  await db.insert(claimTimeline).values(values);
}

export async function listTimeline(db: Db, workspaceId: string, caseId: string): Promise<ClaimTimelineRow[]> {
  return db.select().from(claimTimeline).where(and(eq(claimTimeline.workspaceId, workspaceId), eq(claimTimeline.caseId, caseId))).orderBy(asc(claimTimeline.at));
}

/** True when this warning had not been sent (it is now recorded as sent). */
export async function recordWarning(db: Db, values: typeof claimDeadlineWarnings.$inferInsert): Promise<boolean> {
  const rows = await db.insert(claimDeadlineWarnings).values(values).onConflictDoNothing().returning({ caseId: claimDeadlineWarnings.caseId });
  return rows.length > 0;
}

export async function findPacket(db: Db, workspaceId: string, caseId: string): Promise<ClaimPacketRow | null> {
  const [row] = await db.select().from(claimPackets).where(and(eq(claimPackets.workspaceId, workspaceId), eq(claimPackets.caseId, caseId)));
  return row ?? null;
}

export async function savePacket(db: Db, values: typeof claimPackets.$inferInsert): Promise<void> {
  const { caseId: _caseId, ...rest } = values;
  await db.insert(claimPackets).values(values).onConflictDoUpdate({ target: claimPackets.caseId, set: rest });
}

/** Claims' parts of the workspace export: cases with their items, steps, credits and timeline, receipts as links, claim settings. */
export function claimsExportParts(db: Database, signLink: (key: string, context: ExportContext) => string): ExportPart[] {
  const part = (name: string, description: string, table: typeof claimItems | typeof claimSteps | typeof claimCredits | typeof claimTimeline) =>
    tableExportPart(db, { name, description, table, scope: table.workspaceId, orderBy: [table.caseId, table.id] });
  return [
    tableExportPart(db, {
      name: 'claims/cases',
      description: 'Complaint and damage cases: what happened, the stay, the guest\'s request, your decision, amounts recovered, open and closed.',
      table: claimCases,
      scope: claimCases.workspaceId,
      orderBy: [claimCases.openedAt, claimCases.id],
    }),
    part('claims/items', 'Damaged or missing items of each case with their costs.', claimItems),
    part('claims/steps', 'The steps taken on each case (asking the guest, the platform, the insurer) and their results.', claimSteps),
    part('claims/credits', 'Credits offered to guests on cases.', claimCredits),
    part('claims/timeline', 'Everything that happened on each case, in order.', claimTimeline),
    tableExportPart(db, {
      name: 'claims/receipts',
      description: 'Receipts attached to cases: file name, size, who uploaded them, and a link to each.',
      redacted: ['receipts are links, not files: each opens until the export expires, and only for someone signed in to this workspace'],
      table: claimReceipts,
      scope: claimReceipts.workspaceId,
      orderBy: [claimReceipts.uploadedAt, claimReceipts.id],
      map: ({ fileKey, ...row }, context) => ({ ...row, url: signLink(String(fileKey), context) }),
    }),
    tableExportPart(db, {
      name: 'claims/settings',
      description: 'Claim settings: refund threshold and insurer.',
      table: claimSettings,
      scope: claimSettings.workspaceId,
      orderBy: [claimSettings.workspaceId],
    }),
  ];
}

/** Complaints and damage cases reported since a moment (the optimizer's recurring problems): no guest details. */
export async function listReportedProblems(db: Db, workspaceId: string, since: Date) {
  return db
    .select({ id: claimCases.id, number: claimCases.number, kind: claimCases.kind, category: claimCases.category, propertyId: claimCases.propertyId, reservationId: claimCases.reservationId, cleaningIssueId: claimCases.cleaningIssueId, reportedAt: claimCases.reportedAt })
    .from(claimCases)
    .where(and(eq(claimCases.workspaceId, workspaceId), sql`${claimCases.reportedAt} >= ${since}`))
    .orderBy(desc(claimCases.reportedAt))
    .limit(5000);
}
