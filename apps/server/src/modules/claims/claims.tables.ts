import { sql } from 'drizzle-orm';
import { check, index, integer, pgTable, primaryKey, text, timestamp, uniqueIndex, uuid } from 'drizzle-orm/pg-core';
import type { ClaimCaseKind, ClaimCaseStatus, ClaimCategory, ClaimDeadlineKey, ClaimInsurer, ClaimOutcome, ClaimRepairStatus, ClaimSource, ClaimStep } from '@cohost/shared';

/**
 * A complaint or damage case: about a property and (when found) the responsible stay, whose
 * checkout starts the clocks. `number` is the workspace's own count ("C-0007"); `origin_key`
 * makes a case opened from an event once (`issue:<id>`, `compare:<taskId>`, `conversation:<id>`).
 */
export const claimCases = pgTable(
  'claim_cases',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    workspaceId: text('workspace_id').notNull(),
    number: integer('number').notNull(),
    kind: text('kind').$type<ClaimCaseKind>().notNull(),
    category: text('category').$type<ClaimCategory>().notNull(),
    source: text('source').$type<ClaimSource>().notNull(),
    status: text('status').$type<ClaimCaseStatus>().notNull(),
    outcome: text('outcome').$type<ClaimOutcome>(),
    title: text('title').notNull(),
    description: text('description').notNull().default(''),
    propertyId: uuid('property_id').notNull(),
    reservationId: uuid('reservation_id'),
    conversationId: text('conversation_id'),
    cleaningTaskId: uuid('cleaning_task_id'),
    cleaningIssueId: uuid('cleaning_issue_id'),
    originKey: text('origin_key'),
    guestRequest: text('guest_request').notNull().default(''),
    guestRequestCents: integer('guest_request_cents'),
    decision: text('decision').notNull().default(''),
    repairStatus: text('repair_status').$type<ClaimRepairStatus>().notNull().default('not-started'),
    recoveredCents: integer('recovered_cents').notNull().default(0),
    /** When the damage was reported (Airbnb Support's 30 days run from it). */
    reportedAt: timestamp('reported_at', { withTimezone: true }).notNull(),
    /** When the payment request reached the guest: their 24 hours start here. */
    guestAskedAt: timestamp('guest_asked_at', { withTimezone: true }),
    /** One more at every change (a packet built from an earlier revision is stale). */
    revision: integer('revision').notNull().default(0),
    openedAt: timestamp('opened_at', { withTimezone: true }).notNull(),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull(),
    closedAt: timestamp('closed_at', { withTimezone: true }),
  },
  (table) => [
    uniqueIndex('claim_cases_number_idx').on(table.workspaceId, table.number),
    uniqueIndex('claim_cases_origin_idx').on(table.workspaceId, table.originKey),
    index('claim_cases_property_idx').on(table.workspaceId, table.propertyId),
    index('claim_cases_open_idx').on(table.workspaceId).where(sql`${table.closedAt} is null`),
    check('claim_cases_kind_check', sql`${table.kind} in ('complaint', 'damage')`),
    check('claim_cases_status_check', sql`${table.status} in ('open', 'asking-guest', 'with-platform', 'with-insurer', 'closed')`),
  ],
);

/** What was damaged or is claimed: the cost table (the estimate is their sum). */
export const claimItems = pgTable(
  'claim_items',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    workspaceId: text('workspace_id').notNull(),
    caseId: uuid('case_id').notNull(),
    position: integer('position').notNull(),
    name: text('name').notNull(),
    description: text('description').notNull().default(''),
    costCents: integer('cost_cents').notNull(),
    ageMonths: integer('age_months'),
    comparableUrl: text('comparable_url'),
  },
  (table) => [index('claim_items_case_idx').on(table.workspaceId, table.caseId)],
);

/** Receipts and invoices the host attached, in platform storage, hashed at upload. */
export const claimReceipts = pgTable(
  'claim_receipts',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    workspaceId: text('workspace_id').notNull(),
    caseId: uuid('case_id').notNull(),
    fileKey: text('file_key').notNull(),
    fileName: text('file_name').notNull(),
    contentType: text('content_type').notNull(),
    bytes: integer('bytes').notNull(),
    sha256: text('sha256').notNull(),
    uploadedBy: text('uploaded_by').notNull(),
    uploadedByName: text('uploaded_by_name').notNull(),
    uploadedAt: timestamp('uploaded_at', { withTimezone: true }).notNull(),
  },
  (table) => [index('claim_receipts_case_idx').on(table.workspaceId, table.caseId)],
);

/**
 * Escalation steps (ask the guest, the platform, the insurer): proposed through the policy
 * (`claims.file`), `waiting` in /approvals, `taken` once it ran, `denied`/`expired` otherwise.
 */
export const claimSteps = pgTable(
  'claim_steps',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    workspaceId: text('workspace_id').notNull(),
    caseId: uuid('case_id').notNull(),
    step: text('step').$type<ClaimStep>().notNull(),
    status: text('status').$type<'waiting' | 'taken' | 'denied'>().notNull(),
    approvalId: text('approval_id'),
    amountCents: integer('amount_cents').notNull(),
    message: text('message').notNull().default(''),
    reference: text('reference'),
    byName: text('by_name').notNull(),
    proposedAt: timestamp('proposed_at', { withTimezone: true }).notNull(),
    takenAt: timestamp('taken_at', { withTimezone: true }),
  },
  (table) => [
    index('claim_steps_case_idx').on(table.workspaceId, table.caseId),
    check('claim_steps_step_check', sql`${table.step} in ('ask-guest', 'platform', 'insurer')`),
    check('claim_steps_status_check', sql`${table.status} in ('waiting', 'taken', 'denied')`),
  ],
);

/** Credits and refunds offered to the guest (`guest.refund` through the policy). */
export const claimCredits = pgTable(
  'claim_credits',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    workspaceId: text('workspace_id').notNull(),
    caseId: uuid('case_id').notNull(),
    amountCents: integer('amount_cents').notNull(),
    note: text('note').notNull().default(''),
    status: text('status').$type<'waiting' | 'given' | 'denied'>().notNull(),
    approvalId: text('approval_id'),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull(),
    decidedAt: timestamp('decided_at', { withTimezone: true }),
  },
  (table) => [
    index('claim_credits_case_idx').on(table.workspaceId, table.caseId),
    check('claim_credits_status_check', sql`${table.status} in ('waiting', 'given', 'denied')`),
  ],
);

/** What happened to a case, as rows (opened, steps, approvals, warnings, the packet). */
export const claimTimeline = pgTable(
  'claim_timeline',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    workspaceId: text('workspace_id').notNull(),
    caseId: uuid('case_id').notNull(),
    at: timestamp('at', { withTimezone: true }).notNull(),
    kind: text('kind').notNull(),
    actor: text('actor').notNull(),
    text: text('text').notNull(),
  },
  (table) => [index('claim_timeline_case_idx').on(table.workspaceId, table.caseId, table.at)],
);

/** Deadline warnings sent (T−72 h, T−24 h): the key makes each one once. */
export const claimDeadlineWarnings = pgTable(
  'claim_deadline_warnings',
  {
    workspaceId: text('workspace_id').notNull(),
    caseId: uuid('case_id').notNull(),
    deadlineKey: text('deadline_key').$type<ClaimDeadlineKey>().notNull(),
    thresholdHours: integer('threshold_hours').notNull(),
    /** The deadline warned about (a re-linked stay moves it: a new deadline warns again). */
    dueAt: timestamp('due_at', { withTimezone: true }).notNull(),
    sentAt: timestamp('sent_at', { withTimezone: true }).notNull(),
  },
  (table) => [primaryKey({ columns: [table.caseId, table.deadlineKey, table.thresholdHours] }), index('claim_deadline_warnings_workspace_idx').on(table.workspaceId)],
);

/** A workspace's claims settings, and its case counter. */
export const claimSettings = pgTable('claim_settings', {
  workspaceId: text('workspace_id').primaryKey(),
  refundThresholdCents: integer('refund_threshold_cents').notNull().default(10_000),
  insurer: text('insurer').$type<ClaimInsurer>().notNull().default('none'),
  insurerName: text('insurer_name').notNull().default(''),
  /** The last case number given (the next case is one more). */
  lastCaseNumber: integer('last_case_number').notNull().default(0),
  updatedAt: timestamp('updated_at', { withTimezone: true }).notNull(),
});

/** The evidence packet last built for a case: PDF and ZIP in platform storage. */
export const claimPackets = pgTable('claim_packets', {
  caseId: uuid('case_id').primaryKey(),
  workspaceId: text('workspace_id').notNull(),
  pdfKey: text('pdf_key').notNull(),
  zipKey: text('zip_key').notNull(),
  pdfSha256: text('pdf_sha256').notNull(),
  photoCount: integer('photo_count').notNull(),
  /** The case's revision it was built from: a later change makes it stale. */
  caseRevision: integer('case_revision').notNull(),
  builtAt: timestamp('built_at', { withTimezone: true }).notNull(),
});
