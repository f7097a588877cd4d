import type { ActionKind, ActivityEntry, ApprovalStatus, Decision } from '@cohost/shared';
import { sql } from 'drizzle-orm';
import { bigserial, boolean, check, index, integer, jsonb, pgTable, text, timestamp, uniqueIndex, uuid } from 'drizzle-orm/pg-core';

/**
 * Autonomy settings: one row for the workspace (`scope` 'workspace') and one per property that
 * has its own (`scope` the property id). A property without a row follows the workspace.
 */
export const autonomySettings = pgTable(
  'autonomy_settings',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    workspaceId: text('workspace_id').notNull(),
    scope: text('scope').notNull(),
    propertyId: uuid('property_id'),
    settings: jsonb('settings').$type<Record<string, unknown>>().notNull(),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull(),
    updatedBy: text('updated_by'),
  },
  (table) => [uniqueIndex('autonomy_settings_scope_idx').on(table.workspaceId, table.scope)],
);

/**
 * Actions waiting for the host (or escalated to them), and what became of them. `version`
 * grows with every change: an approval names the version the host saw, so a second click or
 * a stale screen changes nothing.
 */
export const approvals = pgTable(
  'approvals',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    workspaceId: text('workspace_id').notNull(),
    propertyId: uuid('property_id'),
    reservationId: uuid('reservation_id'),
    kind: text('kind').$type<ActionKind>().notNull(),
    urgency: text('urgency').$type<'approval' | 'escalate'>().notNull(),
    status: text('status').$type<ApprovalStatus>().notNull(),
    title: text('title').notNull(),
    reason: text('reason').notNull(),
    emergency: text('emergency'),
    /** What Expert mode would have done (shadow mode). */
    shadowDecision: text('shadow_decision').$type<Decision>().notNull(),
    /** The facts the policy decided on. */
    policyInput: jsonb('policy_input').$type<Record<string, unknown>>().notNull(),
    payload: jsonb('payload').$type<Record<string, unknown>>().notNull(),
    version: integer('version').notNull().default(1),
    /** A module proposing the same action twice (a retried job) finds the first one. */
    dedupeKey: text('dedupe_key'),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull(),
    expiresAt: timestamp('expires_at', { withTimezone: true }),
    decidedAt: timestamp('decided_at', { withTimezone: true }),
    decidedBy: text('decided_by'),
    decidedByName: text('decided_by_name'),
    decisionNote: text('decision_note'),
    edited: boolean('edited').notNull().default(false),
    result: text('result'),
    executedAt: timestamp('executed_at', { withTimezone: true }),
    /** The last reminder or repeated page (an escalation's first alert is not counted). */
    reminderSentAt: timestamp('reminder_sent_at', { withTimezone: true }),
    /**
     * A page: a safety message or a possible danger. The owner gets a text message and an email at
     * once and again every 15 minutes until someone acknowledges it or decides the action.
     */
    page: boolean('page').notNull().default(false),
    /** How many times the page was repeated (each repeat has its own idempotency key). */
    pageRepeats: integer('page_repeats').notNull().default(0),
    /** A host said "I've seen it" (the Acknowledge button): the paging stops; the action still waits. */
    acknowledgedAt: timestamp('acknowledged_at', { withTimezone: true }),
    acknowledgedBy: text('acknowledged_by'),
    acknowledgedByName: text('acknowledged_by_name'),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull(),
  },
  (table) => [
    index('approvals_workspace_status_idx').on(table.workspaceId, table.status, table.createdAt),
    index('approvals_pending_idx').on(table.status, table.createdAt),
    uniqueIndex('approvals_dedupe_idx').on(table.workspaceId, table.dedupeKey),
    check('approvals_status_check', sql`${table.status} in ('pending', 'approved', 'denied', 'expired', 'executed', 'failed')`),
    check('approvals_urgency_check', sql`${table.urgency} in ('approval', 'escalate')`),
  ],
);

/**
 * Everything Cohost and the people of a workspace did, why, and with what result. Each row
 * knows until when it is kept (financial actions 7 years, the rest 3: the legal pages).
 */
export const activityLog = pgTable(
  'activity_log',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    /** Order of writing: entries of one instant stay in the order they happened. */
    seq: bigserial('seq', { mode: 'number' }).notNull(),
    workspaceId: text('workspace_id').notNull(),
    occurredAt: timestamp('occurred_at', { withTimezone: true }).notNull(),
    actorType: text('actor_type').$type<ActivityEntry['actorType']>().notNull(),
    actorUserId: text('actor_user_id'),
    actorName: text('actor_name').notNull(),
    kind: text('kind').notNull(),
    summary: text('summary').notNull(),
    reason: text('reason'),
    decision: text('decision').$type<Decision>(),
    result: text('result').$type<ActivityEntry['result']>().notNull(),
    propertyId: uuid('property_id'),
    reservationId: uuid('reservation_id'),
    approvalId: uuid('approval_id'),
    detail: jsonb('detail').$type<Record<string, unknown>>(),
    retainUntil: timestamp('retain_until', { withTimezone: true }).notNull(),
  },
  (table) => [
    index('activity_log_workspace_time_idx').on(table.workspaceId, table.occurredAt, table.seq),
    index('activity_log_retain_idx').on(table.retainUntil),
  ],
);

/**
 * Time-based work tied to a stay ("24 hours before check-in", "after checkout + buffer"), one
 * row per reservation and step: a changed stay moves it, a cancelled one cancels it, and the
 * run that marks it done is the only one that does its work.
 */
export const scheduledSteps = pgTable(
  'scheduled_steps',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    workspaceId: text('workspace_id').notNull(),
    reservationId: uuid('reservation_id').notNull(),
    propertyId: uuid('property_id').notNull(),
    step: text('step').notNull(),
    dueAt: timestamp('due_at', { withTimezone: true }).notNull(),
    status: text('status').notNull(),
    attempts: integer('attempts').notNull().default(0),
    lastError: text('last_error'),
    doneAt: timestamp('done_at', { withTimezone: true }),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull(),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull(),
  },
  (table) => [
    uniqueIndex('scheduled_steps_reservation_step_idx').on(table.reservationId, table.step),
    index('scheduled_steps_due_idx').on(table.status, table.dueAt),
    check('scheduled_steps_status_check', sql`${table.status} in ('pending', 'done', 'cancelled', 'failed')`),
  ],
);
