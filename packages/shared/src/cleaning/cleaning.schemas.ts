import { z } from 'zod';

/**
 * Cleanings as the host sees them (/cleaners, the task drawer, the checklist and cleaner
 * editors). The server's routes: apps/server/src/modules/cleaning/cleaning.routes.ts.
 */

export const CLEANING_TASK_KINDS = ['turnover', 'deep-clean', 'inspection', 'mid-stay'] as const;
export type CleaningTaskKindName = (typeof CLEANING_TASK_KINDS)[number];
/** The kinds a host creates by hand (turnovers come from stays). */
export const MANUAL_CLEANING_TASK_KINDS = ['deep-clean', 'inspection', 'mid-stay'] as const;
export const CLEANING_TASK_KIND_LABELS: Record<CleaningTaskKindName, string> = {
  turnover: 'Turnover',
  'deep-clean': 'Deep clean',
  inspection: 'Inspection',
  'mid-stay': 'Mid-stay clean',
};
export const CLEANING_TASK_STATUSES = ['scheduled', 'pending', 'in-progress', 'completed', 'cancelled'] as const;
export const CLEANING_ACK_STATES = ['none', 'requested', 'acknowledged', 'escalated'] as const;
export const CLEANER_STATUSES = ['available', 'working', 'scheduled'] as const;

const Iso = z.iso.datetime();
const Day = (label: string) =>
  z
    .string({ error: `Enter the ${label} date.` })
    .regex(/^\d{4}-\d{2}-\d{2}$/, `Enter the ${label} date as YYYY-MM-DD.`)
    .refine((value) => !Number.isNaN(Date.parse(`${value}T00:00:00Z`)) && new Date(`${value}T00:00:00Z`).toISOString().startsWith(value), `The ${label} date is not a real date.`);

/** `GET /api/cleaning/tasks`: the host's calendar days [from, to] (at most 92), optionally one property. */
export const CleaningTasksQuerySchema = z
  .object({
    from: Day('from'),
    to: Day('to'),
    propertyId: z.string().max(100).optional(),
    /** 'true' to include cancelled tasks. */
    withCancelled: z.enum(['true', 'false']).optional(),
  })
  .refine((query) => query.to >= query.from, { path: ['to'], error: 'The end date must not be before the start date.' })
  .refine((query) => (Date.parse(query.to) - Date.parse(query.from)) / 86_400_000 <= 92, { path: ['to'], error: 'Show at most 92 days at once.' });
const Person = z.object({ id: z.string(), name: z.string() });

export const CleaningTaskSummarySchema = z
  .object({
    id: z.string(),
    kind: z.enum(CLEANING_TASK_KINDS),
    /** `scheduled`: no cleaner yet (or a proposal waits for the host); `pending`: a cleaner is assigned. */
    status: z.enum(CLEANING_TASK_STATUSES),
    propertyId: z.string(),
    propertyName: z.string(),
    timezone: z.string(),
    /** The window (the stay's checkout to the next check-in less the buffer, for a turnover). */
    startsAt: Iso,
    endsAt: Iso,
    isSameDay: z.boolean(),
    cleaner: Person.nullable(),
    /** The cleaner Cohost proposed while the host has not approved (Beginner). */
    proposedCleaner: Person.nullable(),
    acknowledgement: z.enum(CLEANING_ACK_STATES),
    /** The cleaner was told (or told of a change) and has not acknowledged yet (`requested` or `escalated`). */
    needsAcknowledgement: z.boolean(),
    /** Why the cleaner must acknowledge again (the stay moved…), while they have not. */
    changeReason: z.string().nullable(),
    acknowledgedAt: Iso.nullable(),
    escalatedAt: Iso.nullable(),
    startedAt: Iso.nullable(),
    completedAt: Iso.nullable(),
    durationMinutes: z.number().int().nullable(),
    rating: z.number().int().min(1).max(5).nullable(),
    photoCount: z.number().int(),
    issueCount: z.number().int(),
    reservationId: z.string().nullable(),
    /** The guest leaving before it (its stay), and the one arriving after it (a turnover's next stay); null when none or unnamed. */
    outgoingGuestName: z.string().nullable(),
    nextGuestName: z.string().nullable(),
    notes: z.string(),
  })
  .meta({ id: 'CleaningTaskSummary' });
export type CleaningTaskSummary = z.infer<typeof CleaningTaskSummarySchema>;

export const CleaningTaskListSchema = z.object({ tasks: z.array(CleaningTaskSummarySchema) }).meta({ id: 'CleaningTaskList' });

export const CleaningPhotoSchema = z
  .object({
    id: z.string(),
    phase: z.enum(['before', 'after', 'issue']),
    /** Signed, expiring links, opened only by the workspace's members. */
    url: z.string(),
    thumbnailUrl: z.string(),
    takenAt: Iso.nullable(),
    uploadedAt: Iso,
    /** The checklist item it proves (`<roomKey>/<itemKey>`). */
    checklistItemId: z.string().nullable(),
  })
  .meta({ id: 'CleaningPhoto' });

export const CleaningTaskDetailSchema = CleaningTaskSummarySchema.extend({
  checklist: z.array(
    z.object({
      room: z.string(),
      roomKey: z.string(),
      items: z.array(
        z.object({
          /** `<roomKey>/<itemKey>`. */
          id: z.string(),
          label: z.string(),
          needsPhoto: z.boolean(),
          isDone: z.boolean(),
          doneAt: Iso.nullable(),
          doneBy: z.string().nullable(),
        }),
      ),
    }),
  ),
  photos: z.array(CleaningPhotoSchema),
  report: z.object({ notes: z.string(), submittedAt: Iso }).nullable(),
  issues: z.array(
    z.object({
      id: z.string(),
      kind: z.enum(['damage', 'missing', 'maintenance']),
      description: z.string(),
      photos: z.array(CleaningPhotoSchema),
      reportedAt: Iso,
      reportedBy: z.string().nullable(),
    }),
  ),
  supplies: z.array(z.object({ itemKey: z.string(), itemName: z.string(), quantity: z.number().int() })),
  history: z.array(z.object({ at: Iso, kind: z.string(), cleanerName: z.string().nullable(), detail: z.string().nullable() })),
  ratingDetail: z.object({ stars: z.number().int(), comment: z.string().nullable(), ratedAt: Iso }).nullable(),
  canAssign: z.boolean(),
  canCancel: z.boolean(),
  canRate: z.boolean(),
}).meta({ id: 'CleaningTaskDetail' });
export type CleaningTaskDetail = z.infer<typeof CleaningTaskDetailSchema>;

const HHMM = z.string().regex(/^([01]\d|2[0-3]):[0-5]\d$/, { error: 'Use a time like 09:00.' });
export const CleanerAvailabilitySchema = z
  .object({
    /** ISO weekdays they work: 1 = Monday … 7 = Sunday. */
    weekdays: z.array(z.number().int().min(1).max(7)).max(7),
    startTime: HHMM,
    endTime: HHMM,
  })
  .meta({ id: 'CleanerAvailability' });

export const CleanerSchema = z
  .object({
    id: z.string(),
    name: z.string(),
    email: z.string().nullable(),
    phone: z.string().nullable(),
    /** `working`: a task in progress now; `scheduled`: a task later today; else `available`. */
    status: z.enum(CLEANER_STATUSES),
    rating: z.number().nullable(),
    completedCount: z.number().int(),
    specialty: z.string().nullable(),
    availability: CleanerAvailabilitySchema,
    /** Properties they work; empty means every property. */
    propertyIds: z.array(z.string()),
    notifyBy: z.enum(['email', 'sms']),
    lastCompletedAt: Iso.nullable(),
  })
  .meta({ id: 'Cleaner' });
export type Cleaner = z.infer<typeof CleanerSchema>;
export const CleanerListSchema = z.object({ cleaners: z.array(CleanerSchema) }).meta({ id: 'CleanerList' });

export const UpdateCleanerInputSchema = z
  .object({
    specialty: z.string().trim().max(80, { error: 'Keep the specialty under 80 characters.' }).optional(),
    availability: CleanerAvailabilitySchema.optional(),
    propertyIds: z.array(z.string()).max(500).optional(),
    notifyBy: z.enum(['email', 'sms']).optional(),
  })
  .meta({ id: 'UpdateCleanerInput' });

export const CleaningOverviewSchema = z
  .object({
    today: z.array(CleaningTaskSummarySchema),
    upcoming: z.array(CleaningTaskSummarySchema),
    recentCompletions: z.array(CleaningTaskSummarySchema),
    needsAttention: z.array(CleaningTaskSummarySchema),
    cleaners: z.array(CleanerSchema),
  })
  .meta({ id: 'CleaningOverview' });

export const CreateCleaningTaskInputSchema = z
  .object({
    propertyId: z.string({ error: 'Choose a property.' }).min(1, { error: 'Choose a property.' }),
    kind: z.enum(MANUAL_CLEANING_TASK_KINDS, { error: 'Choose deep clean, inspection or mid-stay clean.' }),
    startsAt: Iso,
    endsAt: Iso,
    cleanerId: z.string().nullable().optional(),
    notes: z.string().max(2000).optional(),
  })
  .refine((input) => new Date(input.endsAt) > new Date(input.startsAt), { path: ['endsAt'], error: 'The end must be after the start.' })
  .meta({ id: 'CreateCleaningTaskInput' });

export const AssignCleanerInputSchema = z.object({ cleanerId: z.string().min(1, { error: 'Choose a cleaner.' }) }).meta({ id: 'AssignCleanerInput' });
export const CancelCleaningTaskInputSchema = z.object({ reason: z.string().max(500).optional() }).meta({ id: 'CancelCleaningTaskInput' });
export const RateCleaningInputSchema = z
  .object({ stars: z.number().int().min(1, { error: 'Give 1 to 5 stars.' }).max(5, { error: 'Give 1 to 5 stars.' }), comment: z.string().max(1000).nullable().optional() })
  .meta({ id: 'RateCleaningInput' });

export const ChecklistTemplateSchema = z
  .object({
    rooms: z
      .array(
        z.object({
          /** Kept when renaming; a new room may leave it out. */
          key: z.string().optional(),
          name: z.string().trim().min(1, { error: 'Name the room.' }).max(60),
          items: z
            .array(
              z.object({
                key: z.string().optional(),
                label: z.string().trim().min(1, { error: 'Write the item.' }).max(120, { error: 'Keep items short (120 characters).' }),
                needsPhoto: z.boolean(),
              }),
            )
            .max(30, { error: 'At most 30 items in a room: keep the checklist short.' }),
        }),
      )
      .max(20, { error: 'At most 20 rooms.' }),
  })
  .meta({ id: 'ChecklistTemplate' });
export type ChecklistTemplate = z.infer<typeof ChecklistTemplateSchema>;

export const CleaningPropertySettingsSchema = z
  .object({
    /** Hours after checkout a turnover with no next check-in may take. */
    openWindowHours: z.number().int().min(1, { error: 'Between 1 and 72 hours.' }).max(72, { error: 'Between 1 and 72 hours.' }),
    expectedMinutes: z.number().int().min(15).max(24 * 60),
  })
  .meta({ id: 'CleaningPropertySettings' });

export const CleaningWorkspaceSettingsSchema = z
  .object({
    /** Hours a cleaner has to acknowledge once told, before the host is alerted. */
    ackHours: z.number().int().min(1).max(48),
    /** On escalation, also offer the task to the next available cleaner. */
    escalateToNextCleaner: z.boolean(),
  })
  .meta({ id: 'CleaningWorkspaceSettings' });
