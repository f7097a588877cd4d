import { sql } from 'drizzle-orm';
import { boolean, check, date, index, integer, jsonb, pgTable, primaryKey, text, timestamp, uniqueIndex, uuid } from 'drizzle-orm/pg-core';

/** What a cleaning is for: after a stay (turnover), or one the host asks for. */
export type CleaningTaskKind = 'turnover' | 'deep-clean' | 'inspection' | 'mid-stay';
/**
 * Where a task stands: `scheduled` (no cleaner yet, or a proposal waits for the host), `pending`
 * (a cleaner is assigned), `in-progress` (started), `completed`, `cancelled`.
 */
export type CleaningTaskStatus = 'scheduled' | 'pending' | 'in-progress' | 'completed' | 'cancelled';
/**
 * Whether the assigned cleaner has said they will do it: `none` (no cleaner, or not asked yet),
 * `requested` (told, waiting), `acknowledged`, `escalated` (the deadline passed; the host was told).
 */
export type CleaningAckState = 'none' | 'requested' | 'acknowledged' | 'escalated';
/** When a task's photo was taken in the clean: before, after, or of a problem reported. */
export type CleaningPhotoPhase = 'before' | 'after' | 'issue';
/** A problem a cleaner reports. */
export type CleaningIssueKind = 'damage' | 'missing' | 'maintenance';

/** An item of a checklist template: short words, whether it needs a photo. */
export interface ChecklistTemplateItem {
  /** Stable within the template (kept when the host edits the words). */
  key: string;
  label: string;
  requiresPhoto: boolean;
}
/** A room of a checklist template and its items. */
export interface ChecklistTemplateRoom {
  key: string;
  name: string;
  items: ChecklistTemplateItem[];
}

/**
 * The cleanings: turnovers made from stays, and the host's own (deep clean, inspection, mid-stay).
 * A turnover's window runs from its stay's checkout to the next check-in less the AI settings'
 * buffer (or the property's window when no stay follows).
 */
export const cleaningTasks = pgTable(
  'cleaning_tasks',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    workspaceId: text('workspace_id').notNull(),
    propertyId: uuid('property_id').notNull(),
    /** The stay it follows (turnover) or falls in (mid-stay); null for the host's other tasks. */
    reservationId: uuid('reservation_id'),
    /** The stay whose check-in ends the window (null when none follows). */
    nextReservationId: uuid('next_reservation_id'),
    kind: text('kind').$type<CleaningTaskKind>().notNull(),
    windowStart: timestamp('window_start', { withTimezone: true }).notNull(),
    windowEnd: timestamp('window_end', { withTimezone: true }).notNull(),
    /** The next guest arrives the day this one leaves. */
    sameDay: boolean('same_day').notNull().default(false),
    status: text('status').$type<CleaningTaskStatus>().notNull(),
    /** The cleaner assigned (a user of the workspace with the cleaner role). */
    cleanerUserId: uuid('cleaner_user_id'),
    /** The cleaner proposed to the host (Beginner) while the approval waits. */
    proposedCleanerUserId: uuid('proposed_cleaner_user_id'),
    /** The approval waiting for the host, if any. */
    approvalId: text('approval_id'),
    assignedAt: timestamp('assigned_at', { withTimezone: true }),
    ackState: text('ack_state').$type<CleaningAckState>().notNull().default('none'),
    /** When the cleaner was told (24 h before, or at once when assigned later). */
    notifiedAt: timestamp('notified_at', { withTimezone: true }),
    /** An unacknowledged task escalates to the host after this. */
    ackDeadline: timestamp('ack_deadline', { withTimezone: true }),
    acknowledgedAt: timestamp('acknowledged_at', { withTimezone: true }),
    escalatedAt: timestamp('escalated_at', { withTimezone: true }),
    /** The task changed (moved, shortened) after the cleaner was told: they must acknowledge again. */
    changeNeedsAck: boolean('change_needs_ack').notNull().default(false),
    changeReason: text('change_reason'),
    /** Notes from the host for the cleaner. */
    notes: text('notes').notNull().default(''),
    startedAt: timestamp('started_at', { withTimezone: true }),
    completedAt: timestamp('completed_at', { withTimezone: true }),
    cancelledAt: timestamp('cancelled_at', { withTimezone: true }),
    cancelReason: text('cancel_reason'),
    /** The cleaner's report ('Submit Report'). */
    reportNotes: text('report_notes'),
    reportedAt: timestamp('reported_at', { withTimezone: true }),
    /** The host's rating of a completed task, 1–5. */
    rating: integer('rating'),
    ratingComment: text('rating_comment'),
    ratedAt: timestamp('rated_at', { withTimezone: true }),
    /** The door code the locks module issued for the window, while one is live. */
    doorCodeTaskId: text('door_code_task_id'),
    /** The checklist the task was made with (copied from the property's template when created). */
    checklist: jsonb('checklist').$type<ChecklistTemplateRoom[]>().notNull().default([]),
    createdBy: uuid('created_by'),
    version: integer('version').notNull().default(1),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull(),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull(),
  },
  (table) => [
    index('cleaning_tasks_window_idx').on(table.workspaceId, table.windowStart),
    index('cleaning_tasks_property_idx').on(table.workspaceId, table.propertyId, table.windowStart),
    index('cleaning_tasks_cleaner_idx').on(table.workspaceId, table.cleanerUserId, table.windowStart),
    // One live turnover per stay.
    uniqueIndex('cleaning_tasks_turnover_idx')
      .on(table.workspaceId, table.reservationId)
      .where(sql`${table.kind} = 'turnover' and ${table.status} <> 'cancelled'`),
    index('cleaning_tasks_next_stay_idx').on(table.workspaceId, table.nextReservationId),
    index('cleaning_tasks_ack_due_idx').on(table.ackDeadline).where(sql`${table.ackState} = 'requested'`),
    index('cleaning_tasks_notify_due_idx').on(table.windowStart).where(sql`${table.notifiedAt} is null and ${table.status} = 'pending'`),
    check('cleaning_tasks_kind_check', sql`${table.kind} in ('turnover', 'deep-clean', 'inspection', 'mid-stay')`),
    check('cleaning_tasks_status_check', sql`${table.status} in ('scheduled', 'pending', 'in-progress', 'completed', 'cancelled')`),
    check('cleaning_tasks_ack_check', sql`${table.ackState} in ('none', 'requested', 'acknowledged', 'escalated')`),
    check('cleaning_tasks_rating_check', sql`${table.rating} between 1 and 5`),
    check('cleaning_tasks_window_check', sql`${table.windowEnd} > ${table.windowStart}`),
  ],
);

/** What happened to a task's acknowledgement: told, acknowledged, changed, escalated, reassigned. */
export const cleaningTaskAcks = pgTable(
  'cleaning_task_acks',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    workspaceId: text('workspace_id').notNull(),
    taskId: uuid('task_id').notNull(),
    /** 'notified', 'acknowledged', 'changed', 'escalated', 'assigned', 'unassigned', 'cancelled'. */
    kind: text('kind').notNull(),
    cleanerUserId: uuid('cleaner_user_id'),
    /** How the cleaner was told ('email', 'sms'), or words for the host. */
    detail: text('detail').notNull().default(''),
    at: timestamp('at', { withTimezone: true }).notNull(),
  },
  (table) => [index('cleaning_task_acks_task_idx').on(table.workspaceId, table.taskId, table.at)],
);

/** The checklist each property's cleanings start from (short by default; the host edits it). */
export const cleaningChecklistTemplates = pgTable(
  'cleaning_checklist_templates',
  {
    workspaceId: text('workspace_id').notNull(),
    propertyId: uuid('property_id').notNull(),
    rooms: jsonb('rooms').$type<ChecklistTemplateRoom[]>().notNull(),
    updatedBy: uuid('updated_by'),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull(),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull(),
  },
  (table) => [primaryKey({ columns: [table.workspaceId, table.propertyId] })],
);

/** A task's checklist items as ticked: one row per item ticked (deleted when unticked). */
export const cleaningChecklistTicks = pgTable(
  'cleaning_checklist_ticks',
  {
    workspaceId: text('workspace_id').notNull(),
    taskId: uuid('task_id').notNull(),
    /** `<roomKey>/<itemKey>` from the task's checklist. */
    itemKey: text('item_key').notNull(),
    tickedBy: uuid('ticked_by').notNull(),
    tickedAt: timestamp('ticked_at', { withTimezone: true }).notNull(),
  },
  (table) => [primaryKey({ columns: [table.taskId, table.itemKey] }), index('cleaning_checklist_ticks_workspace_idx').on(table.workspaceId, table.taskId)],
);

/** Photos of a task (before, after, of a problem), kept in platform storage. */
export const cleaningPhotos = pgTable(
  'cleaning_photos',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    workspaceId: text('workspace_id').notNull(),
    taskId: uuid('task_id').notNull(),
    phase: text('phase').$type<CleaningPhotoPhase>().notNull(),
    /** The checklist item it proves (`<roomKey>/<itemKey>`), if any. */
    itemKey: text('item_key'),
    /** Keys in the platform FileStore. */
    fileKey: text('file_key').notNull(),
    thumbnailKey: text('thumbnail_key').notNull(),
    contentType: text('content_type').notNull().default('image/jpeg'),
    width: integer('width').notNull(),
    height: integer('height').notNull(),
    bytes: integer('bytes').notNull(),
    sha256: text('sha256').notNull(),
    /** The camera's clock as written (EXIF), its offset, and the moment when known. */
    capturedLocal: text('captured_local'),
    capturedOffset: text('captured_offset'),
    capturedAt: timestamp('captured_at', { withTimezone: true }),
    uploadedBy: uuid('uploaded_by').notNull(),
    uploadedAt: timestamp('uploaded_at', { withTimezone: true }).notNull(),
    removedAt: timestamp('removed_at', { withTimezone: true }),
  },
  (table) => [
    index('cleaning_photos_task_idx').on(table.workspaceId, table.taskId, table.phase),
    check('cleaning_photos_phase_check', sql`${table.phase} in ('before', 'after', 'issue')`),
  ],
);

/** Problems a cleaner reports (damage, a missing item, maintenance), with photos. */
export const cleaningIssues = pgTable(
  'cleaning_issues',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    workspaceId: text('workspace_id').notNull(),
    taskId: uuid('task_id').notNull(),
    propertyId: uuid('property_id').notNull(),
    kind: text('kind').$type<CleaningIssueKind>().notNull(),
    description: text('description').notNull(),
    /** Ids of `cleaning_photos` (phase `issue`). */
    photoIds: jsonb('photo_ids').$type<string[]>().notNull().default([]),
    reportedBy: uuid('reported_by').notNull(),
    reportedAt: timestamp('reported_at', { withTimezone: true }).notNull(),
    resolvedAt: timestamp('resolved_at', { withTimezone: true }),
  },
  (table) => [
    index('cleaning_issues_task_idx').on(table.workspaceId, table.taskId),
    index('cleaning_issues_property_idx').on(table.workspaceId, table.propertyId, table.reportedAt),
    check('cleaning_issues_kind_check', sql`${table.kind} in ('damage', 'missing', 'maintenance')`),
  ],
);

/** Supplies counted at the end of a clean (for the supplies module): one row per item per task. */
export const cleaningSupplyCounts = pgTable(
  'cleaning_supply_counts',
  {
    workspaceId: text('workspace_id').notNull(),
    taskId: uuid('task_id').notNull(),
    propertyId: uuid('property_id').notNull(),
    itemKey: text('item_key').notNull(),
    itemName: text('item_name').notNull(),
    quantity: integer('quantity').notNull(),
    countedBy: uuid('counted_by').notNull(),
    countedAt: timestamp('counted_at', { withTimezone: true }).notNull(),
  },
  (table) => [
    primaryKey({ columns: [table.taskId, table.itemKey] }),
    index('cleaning_supply_counts_property_idx').on(table.workspaceId, table.propertyId, table.countedAt),
    check('cleaning_supply_counts_quantity_check', sql`${table.quantity} >= 0`),
  ],
);

/** A weekly availability: ISO weekdays (1 = Monday … 7 = Sunday) and hours, in the workspace's time. */
export interface CleanerAvailability {
  weekdays: number[];
  /** 'HH:MM'. */
  startTime: string;
  endTime: string;
}

/** A cleaner as the cleaning module knows them: when they work, where, what they are best at. */
export const cleanerProfiles = pgTable(
  'cleaner_profiles',
  {
    workspaceId: text('workspace_id').notNull(),
    userId: uuid('user_id').notNull(),
    availability: jsonb('availability').$type<CleanerAvailability>().notNull(),
    /** Properties they work; empty means every property. */
    propertyIds: jsonb('property_ids').$type<string[]>().notNull().default([]),
    specialty: text('specialty').notNull().default(''),
    /** Their place in the rotation (assignment mode `rotation`). */
    rotationOrder: integer('rotation_order').notNull().default(0),
    /** 'email' or 'sms': how they are told. */
    notifyBy: text('notify_by').notNull().default('email'),
    active: boolean('active').notNull().default(true),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull(),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull(),
  },
  (table) => [primaryKey({ columns: [table.workspaceId, table.userId] }), check('cleaner_profiles_notify_check', sql`${table.notifyBy} in ('email', 'sms')`)],
);

/** Each property's cleaning settings: the window of a turnover with no next check-in. */
export const cleaningPropertySettings = pgTable(
  'cleaning_property_settings',
  {
    workspaceId: text('workspace_id').notNull(),
    propertyId: uuid('property_id').notNull(),
    /** Hours after checkout a turnover with no next stay may take. */
    openWindowHours: integer('open_window_hours').notNull().default(6),
    /** Usual length of a clean there, in minutes (for scheduling between turnovers). */
    expectedMinutes: integer('expected_minutes').notNull().default(180),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull(),
  },
  (table) => [
    primaryKey({ columns: [table.workspaceId, table.propertyId] }),
    check('cleaning_property_settings_window_check', sql`${table.openWindowHours} between 1 and 72`),
  ],
);

/**
 * The workspace's cleaning settings beyond the AI settings' Cleaning card: how long a cleaner has
 * to acknowledge, whether an unacknowledged task also goes to the next cleaner, and the rotation's
 * last pick (assignment mode `rotation`).
 */
export const cleaningWorkspaceSettings = pgTable(
  'cleaning_workspace_settings',
  {
    workspaceId: text('workspace_id').primaryKey(),
    /** Hours after being told a cleaner has to acknowledge before the task escalates. */
    ackHours: integer('ack_hours').notNull().default(4),
    /** On escalation, also offer the task to the next available cleaner. */
    escalateToNextCleaner: boolean('escalate_to_next_cleaner').notNull().default(false),
    rotationLastUserId: uuid('rotation_last_user_id'),
    /** The last day the "Auto-schedule between turnovers" pass ran. */
    lastAutoScheduleDay: date('last_auto_schedule_day', { mode: 'string' }),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull(),
  },
  (table) => [check('cleaning_workspace_settings_ack_check', sql`${table.ackHours} between 1 and 48`)],
);
