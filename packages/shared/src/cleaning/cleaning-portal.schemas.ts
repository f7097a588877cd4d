import { z } from 'zod';

/**
 * The cleaner's portal (/cleaner-dashboard): a cleaner's own assignments and what they send back
 * (checklist ticks, before/after photos, problems, supply counts, a report). The server's routes:
 * apps/server/src/modules/cleaning/cleaning.portal-routes.ts.
 */

/** What a cleaner sees of a task's state: `pending` until started. */
export const PORTAL_TASK_STATUSES = ['pending', 'in-progress', 'completed', 'cancelled'] as const;
export type PortalTaskStatus = (typeof PORTAL_TASK_STATUSES)[number];

export const PORTAL_PHOTO_PHASES = ['before', 'after'] as const;
export type PortalPhotoPhase = (typeof PORTAL_PHOTO_PHASES)[number];

export const CLEANING_ISSUE_KINDS = ['damage', 'missing', 'maintenance'] as const;
export type CleaningIssueKindName = (typeof CLEANING_ISSUE_KINDS)[number];
export const CLEANING_ISSUE_KIND_LABELS: Record<CleaningIssueKindName, string> = {
  damage: 'Damage',
  missing: 'Missing item',
  maintenance: 'Maintenance',
};

/** The supplies a cleaner counts at the end unless the property says otherwise (the supplies issue reads the counts). */
export const DEFAULT_SUPPLY_ITEMS = ['Toilet paper', 'Paper towels', 'Trash bags', 'Dish soap', 'Hand soap', 'Shampoo', 'Coffee'] as const;

export const REPORT_NOTES_MAX = 4000;
export const ISSUE_DESCRIPTION_MAX = 1000;
/** Photos attached to one problem at most. */
export const ISSUE_PHOTOS_MAX = 10;
export const SUPPLY_ITEMS_MAX = 50;

export const PortalPhotoSchema = z
  .object({
    id: z.string(),
    phase: z.enum(['before', 'after', 'issue']),
    /** Signed, expiring links (the workspace's members only). */
    url: z.string(),
    thumbnailUrl: z.string(),
    /** When the camera says it was taken (EXIF), else null. */
    takenAt: z.iso.datetime().nullable(),
    uploadedAt: z.iso.datetime(),
    /** The checklist item it proves (`<roomKey>/<itemKey>`), if any. */
    itemKey: z.string().nullable(),
  })
  .meta({ id: 'PortalPhoto' });
export type PortalPhoto = z.infer<typeof PortalPhotoSchema>;

export const PortalChecklistItemSchema = z.object({
  /** `<roomKey>/<itemKey>`: what a tick names. */
  key: z.string(),
  label: z.string(),
  needsPhoto: z.boolean(),
  isDone: z.boolean(),
});

export const PortalIssueSchema = z
  .object({
    id: z.string(),
    kind: z.enum(CLEANING_ISSUE_KINDS),
    description: z.string(),
    photos: z.array(PortalPhotoSchema),
    reportedAt: z.iso.datetime(),
  })
  .meta({ id: 'PortalIssue' });
export type PortalIssue = z.infer<typeof PortalIssueSchema>;

export const PortalTaskSchema = z
  .object({
    id: z.string(),
    kind: z.enum(['turnover', 'deep-clean', 'inspection', 'mid-stay']),
    status: z.enum(PORTAL_TASK_STATUSES),
    property: z.object({ id: z.string(), name: z.string(), address: z.string() }),
    timezone: z.string(),
    /** The window, as instants. */
    startsAt: z.iso.datetime(),
    endsAt: z.iso.datetime(),
    /** The window's day in the property's time zone (YYYY-MM-DD). */
    date: z.string(),
    isSameDay: z.boolean(),
    /** Whether the cleaner must say they will do it, and why: newly assigned, or the stay changed. */
    acknowledgement: z
      .object({ reason: z.enum(['assigned', 'changed']), change: z.string().nullable(), deadline: z.iso.datetime().nullable() })
      .nullable(),
    acknowledgedAt: z.iso.datetime().nullable(),
    /** The door code for the window once the lock confirmed it (`code` empty while it is on its way); null without a lock. */
    doorCode: z.object({ code: z.string(), isConfirmed: z.boolean(), startsAt: z.iso.datetime(), endsAt: z.iso.datetime() }).nullable(),
    hostNotes: z.string(),
    startedAt: z.iso.datetime().nullable(),
    completedAt: z.iso.datetime().nullable(),
    durationMinutes: z.number().int().nullable(),
    checklist: z.array(z.object({ key: z.string(), name: z.string(), items: z.array(PortalChecklistItemSchema) })),
    photos: z.array(PortalPhotoSchema),
    issues: z.array(PortalIssueSchema),
    supplies: z.array(z.object({ name: z.string(), quantity: z.number().int() })),
    /** The property's supply items to count at the end; `runningLow` asks the cleaner to bring or check it ("Notify cleaners of low stock"). */
    supplyItems: z.array(z.object({ name: z.string(), unit: z.string(), runningLow: z.boolean() })),
    report: z.object({ notes: z.string(), submittedAt: z.iso.datetime() }).nullable(),
    rating: z.number().int().nullable(),
  })
  .meta({ id: 'PortalTask' });
export type PortalTask = z.infer<typeof PortalTaskSchema>;

export const PortalStatsSchema = z
  .object({
    completedThisWeek: z.number().int(),
    averageMinutes: z.number().int().nullable(),
    /** Average of the host's ratings, one decimal; null before any. */
    rating: z.number().nullable(),
    ratingCount: z.number().int(),
  })
  .meta({ id: 'PortalStats' });
export type PortalStats = z.infer<typeof PortalStatsSchema>;

export const PortalOverviewSchema = z
  .object({
    /** Today's tasks (the cleaner's today), completed ones included. */
    today: z.array(PortalTaskSchema),
    /** From tomorrow, the next 14 days. */
    upcoming: z.array(PortalTaskSchema),
    /** Completed in the last 7 days before today, newest first (their rating; a forgotten photo can still be added). */
    recent: z.array(PortalTaskSchema),
    stats: PortalStatsSchema,
  })
  .meta({ id: 'PortalOverview' });
export type PortalOverview = z.infer<typeof PortalOverviewSchema>;

export const TickChecklistItemInputSchema = z
  .object({
    itemKey: z.string({ error: 'Name the checklist item.' }).min(1).max(200),
    done: z.boolean({ error: 'Say whether the item is done.' }),
  })
  .meta({ id: 'TickChecklistItemInput' });
export type TickChecklistItemInput = z.infer<typeof TickChecklistItemInputSchema>;

export const AttachPhotoInputSchema = z
  .object({
    uploadId: z.string({ error: 'Send the photo first.' }).min(1).max(100),
    phase: z.enum(PORTAL_PHOTO_PHASES, { error: 'Say whether the photo is from before or after.' }),
    /** The checklist item the photo proves (items that need a photo). */
    itemKey: z.string().min(1).max(200).optional(),
  })
  .meta({ id: 'AttachPhotoInput' });
export type AttachPhotoInput = z.infer<typeof AttachPhotoInputSchema>;

export const ReportIssueInputSchema = z
  .object({
    kind: z.enum(CLEANING_ISSUE_KINDS, { error: 'Choose damage, a missing item or maintenance.' }),
    description: z
      .string({ error: 'Say what is wrong.' })
      .trim()
      .min(3, { error: 'Say what is wrong.' })
      .max(ISSUE_DESCRIPTION_MAX, { error: `At most ${ISSUE_DESCRIPTION_MAX} characters.` }),
    /** Uploads finished with the photo upload routes, attached to the problem. */
    uploadIds: z.array(z.string().min(1).max(100)).max(ISSUE_PHOTOS_MAX, { error: `At most ${ISSUE_PHOTOS_MAX} photos.` }).default([]),
  })
  .meta({ id: 'ReportIssueInput' });
export type ReportIssueInput = z.infer<typeof ReportIssueInputSchema>;

export const CountSuppliesInputSchema = z
  .object({
    items: z
      .array(
        z.object({
          name: z.string({ error: 'Name the item.' }).trim().min(1, { error: 'Name the item.' }).max(80, { error: 'At most 80 characters.' }),
          quantity: z.number({ error: 'Enter how many are left.' }).int({ error: 'Enter a whole number.' }).min(0, { error: 'Cannot be negative.' }).max(10_000),
        }),
      )
      .min(1, { error: 'Count at least one item.' })
      .max(SUPPLY_ITEMS_MAX),
  })
  .meta({ id: 'CountSuppliesInput' });
export type CountSuppliesInput = z.infer<typeof CountSuppliesInputSchema>;

export const SubmitReportInputSchema = z
  .object({
    notes: z.string({ error: 'Write your notes.' }).trim().max(REPORT_NOTES_MAX, { error: `At most ${REPORT_NOTES_MAX} characters.` }),
  })
  .meta({ id: 'SubmitReportInput' });
export type SubmitReportInput = z.infer<typeof SubmitReportInputSchema>;
