import { z } from 'zod';

/**
 * Beginner: every action waits for the host. Expert: everything runs on its own. Custom: the
 * slider and the toggles decide. Emergencies reach a human in every mode.
 */
export const AUTONOMY_MODES = ['beginner', 'expert', 'custom'] as const;
export type AutonomyMode = (typeof AUTONOMY_MODES)[number];
export const AUTONOMY_MODE_LABELS: Record<AutonomyMode, string> = { beginner: 'Beginner', expert: 'Expert', custom: 'Custom' };
export const AUTONOMY_MODE_DESCRIPTIONS: Record<AutonomyMode, string> = {
  beginner: 'Cohost prepares every action and waits for your approval.',
  expert: 'Cohost handles everything on its own. Emergencies still come to you.',
  custom: 'The slider and the toggles below decide what Cohost does alone.',
};

export const RESPONSE_TONES = ['professional', 'friendly', 'casual'] as const;
export type ResponseTone = (typeof RESPONSE_TONES)[number];
export const CODE_LENGTHS = [4, 6, 8] as const;
export const ORDER_THRESHOLD_PERCENTS = [10, 25, 50] as const;
/** Budget per supply order, in dollars (the brief's $50 / $100 / $200). */
export const BUDGET_PER_ORDER_DOLLARS = [50, 100, 200] as const;
export const CLEANING_BUFFER_HOURS = [1, 2, 3] as const;
export const CLEANER_ASSIGNMENTS = ['auto', 'rotation', 'manual'] as const;

/** Orders and other spending over this always reach a human (the 'large expenses' override). */
export const LARGE_EXPENSE_THRESHOLD_CENTS = 20_000;
/** Refunds and credits over this wait for the host whatever the settings (the FAQ's example). */
export const REFUND_APPROVAL_THRESHOLD_CENTS = 10_000;
/** Check-in instructions and door codes go out this long before check-in (hours). */
export const HOURS_BEFORE_CHECK_IN = 24;

/** Everything Cohost may do for a host; each module proposes its actions under one of these. */
export const ACTION_KINDS = [
  'guest.reply',
  'guest.check-in-instructions',
  'guest.scheduled-message',
  'locks.issue-code',
  'locks.send-backup-code',
  'supplies.order',
  'cleaning.schedule',
  'cleaning.assign',
  'claims.file',
  'listing.apply-change',
  'knowledge.add-answer',
  'listing.fix-problem',
  'listing.improve-content',
  'listing.pricing-change',
  'guest.refund',
] as const;
export type ActionKind = (typeof ACTION_KINDS)[number];
export const ACTION_KIND_LABELS: Record<ActionKind, { one: string; many: string }> = {
  'guest.reply': { one: 'Reply to a guest', many: 'replies to guests' },
  'guest.check-in-instructions': { one: 'Send check-in instructions', many: 'check-in instructions' },
  'guest.scheduled-message': { one: 'Send a scheduled message', many: 'scheduled messages' },
  'locks.issue-code': { one: 'Issue and send a door code', many: 'door codes' },
  'locks.send-backup-code': { one: 'Give a guest a backup door code', many: 'backup door codes' },
  'supplies.order': { one: 'Place a supply order', many: 'supply orders' },
  'cleaning.schedule': { one: 'Schedule a cleaning', many: 'cleanings scheduled' },
  'cleaning.assign': { one: 'Assign a cleaner', many: 'cleaner assignments' },
  'claims.file': { one: 'File a claim', many: 'claims' },
  'listing.apply-change': { one: 'Apply a listing change', many: 'listing changes' },
  'knowledge.add-answer': { one: 'Add an answer to the knowledge base', many: 'knowledge-base answers' },
  'listing.fix-problem': { one: 'Fix a problem guests keep reporting', many: 'recurring problems' },
  'listing.improve-content': { one: 'Improve the listing', many: 'listing improvements' },
  'listing.pricing-change': { one: 'Change a price or the minimum stay', many: 'pricing changes' },
  'guest.refund': { one: 'Offer a refund or credit', many: 'refunds and credits' },
};

/** What a guest's message is about, as the co-host reads it. */
export const GUEST_INTENTS = [
  'faq',
  'check-in',
  'check-out',
  'amenities',
  'local-tips',
  'booking-change',
  'early-late',
  'complaint',
  'damage',
  'refund',
  'safety',
  'possible-danger',
  'identity-claim',
  'lockout',
  'talk-to-human',
  'other',
] as const;
export type GuestIntent = (typeof GUEST_INTENTS)[number];

export const EMERGENCIES = ['guest-complaint', 'damage-report', 'large-expense', 'system-malfunction'] as const;
export type Emergency = (typeof EMERGENCIES)[number];

export const DECISIONS = ['auto', 'approval', 'escalate'] as const;
export type Decision = (typeof DECISIONS)[number];

// One literal per value (a multi-value literal loses all but its first value in the OpenAPI document).
const choice = <const T extends readonly [number, ...number[]]>(values: T, what: string) =>
  z.union(values.map((value) => z.literal(value)) as unknown as [z.ZodLiteral<T[number]>, ...z.ZodLiteral<T[number]>[]], {
    error: `Choose ${what}: ${values.join(', ')}.`,
  });
const toggle = (label: string) => z.boolean({ error: `Set '${label}' to on or off.` });

export const AutonomySettingsSchema = z
  .object({
    mode: z.enum(AUTONOMY_MODES, { error: 'Choose a mode: Beginner, Expert or Custom.' }),
    autonomyLevel: z
      .number({ error: 'Set the autonomy level with the slider (0 to 100).' })
      .int('The autonomy level is a whole number from 0 to 100.')
      .min(0, 'The autonomy level is a whole number from 0 to 100.')
      .max(100, 'The autonomy level is a whole number from 0 to 100.'),
    messages: z.object({
      autoRespondFaqs: toggle('Auto-respond to FAQs'),
      sendCheckInInstructions: toggle('Send check-in instructions'),
      followUpAfterCheckout: toggle('Follow up after checkout'),
      responseTone: z.enum(RESPONSE_TONES, { error: 'Choose a response tone: professional, friendly or casual.' }),
    }),
    locks: z.object({
      autoGenerateCodes: toggle('Auto-generate door codes'),
      sendCodesBeforeCheckIn: toggle('Send codes 24 hours before check-in'),
      autoExpireCodes: toggle('Auto-expire codes after checkout'),
      codeLength: choice(CODE_LENGTHS, 'a code length (digits)'),
    }),
    supplies: z.object({
      autoOrder: toggle('Auto-order supplies'),
      notifyCleanersLowStock: toggle('Notify cleaners of low stock'),
      orderThresholdPercent: choice(ORDER_THRESHOLD_PERCENTS, 'an order threshold (percent remaining)'),
      budgetPerOrderDollars: choice(BUDGET_PER_ORDER_DOLLARS, 'a budget per order (dollars)'),
    }),
    cleaning: z.object({
      autoSchedule: toggle('Auto-schedule between turnovers'),
      notifyCleaners: toggle('Cleaner notifications'),
      bufferHours: choice(CLEANING_BUFFER_HOURS, 'a buffer time (hours)'),
      assignment: z.enum(CLEANER_ASSIGNMENTS, { error: 'Choose how cleaners are assigned: auto, rotation or manual.' }),
    }),
    emergency: z.object({
      guestComplaints: toggle('Guest complaints'),
      damageReports: toggle('Property damage reports'),
      largeExpenses: toggle('Large expenses'),
      systemMalfunctions: toggle('System malfunctions'),
    }),
    /** Kinds the host promoted to automatic from what they approved unchanged (Custom mode). */
    promotedKinds: z.array(z.enum(ACTION_KINDS, { error: 'Unknown action kind.' })).max(ACTION_KINDS.length).default([]),
  })
  .meta({ id: 'AutonomySettings' });
export type AutonomySettings = z.output<typeof AutonomySettingsSchema>;

/** The brief's defaults (point 2 and 9): autonomy 75, the toggles as listed, every emergency override on. */
export const DEFAULT_AUTONOMY_SETTINGS: AutonomySettings = {
  mode: 'custom',
  autonomyLevel: 75,
  messages: { autoRespondFaqs: true, sendCheckInInstructions: true, followUpAfterCheckout: false, responseTone: 'friendly' },
  locks: { autoGenerateCodes: true, sendCodesBeforeCheckIn: true, autoExpireCodes: true, codeLength: 6 },
  supplies: { autoOrder: true, notifyCleanersLowStock: true, orderThresholdPercent: 25, budgetPerOrderDollars: 100 },
  cleaning: { autoSchedule: true, notifyCleaners: true, bufferHours: 2, assignment: 'auto' },
  emergency: { guestComplaints: true, damageReports: true, largeExpenses: true, systemMalfunctions: true },
  promotedKinds: [],
};

/**
 * Choosing a mode sets the controls: Beginner asks for everything (level 0), Expert turns every
 * automation on (level 100); both keep every emergency override on. Custom keeps what is there.
 */
export function applyAutonomyMode(settings: AutonomySettings, mode: AutonomyMode): AutonomySettings {
  const emergency = { guestComplaints: true, damageReports: true, largeExpenses: true, systemMalfunctions: true };
  if (mode === 'beginner') return { ...DEFAULT_AUTONOMY_SETTINGS, mode, autonomyLevel: 0, emergency, promotedKinds: [] };
  if (mode === 'expert') {
    return {
      ...settings,
      mode,
      autonomyLevel: 100,
      messages: { ...settings.messages, autoRespondFaqs: true, sendCheckInInstructions: true, followUpAfterCheckout: true },
      locks: { ...settings.locks, autoGenerateCodes: true, sendCodesBeforeCheckIn: true, autoExpireCodes: true },
      supplies: { ...settings.supplies, autoOrder: true, notifyCleanersLowStock: true },
      cleaning: { ...settings.cleaning, autoSchedule: true, notifyCleaners: true },
      emergency,
    };
  }
  return { ...settings, mode };
}

/** The words under the slider for a level ('High Autonomy' at the default 75). */
export function autonomyLevelLabel(level: number): string {
  if (level >= 100) return 'Full Autonomy';
  if (level >= 75) return 'High Autonomy';
  if (level >= 50) return 'Moderate Autonomy';
  if (level >= 25) return 'Low Autonomy';
  return 'Minimal Autonomy';
}

export const SaveAutonomySettingsInputSchema = z
  .object({
    /** Absent: the workspace's settings. A property id: that property's own settings. */
    propertyId: z.string().min(1).max(100).optional(),
    settings: AutonomySettingsSchema,
  })
  .meta({ id: 'SaveAutonomySettingsInput' });

export const AutonomySettingsViewSchema = z
  .object({
    /** Whose settings these are. */
    scope: z.enum(['workspace', 'property']),
    propertyId: z.string().nullable(),
    /** A property without its own settings follows the workspace's (`inherited` true). */
    inherited: z.boolean(),
    settings: AutonomySettingsSchema,
    /** Properties with their own settings, for the scope picker. */
    overriddenPropertyIds: z.array(z.string()),
    updatedAt: z.iso.datetime().nullable(),
    updatedBy: z.string().nullable(),
  })
  .meta({ id: 'AutonomySettingsView' });
export type AutonomySettingsView = z.infer<typeof AutonomySettingsViewSchema>;

export const AutonomySettingsQuerySchema = z.object({ propertyId: z.string().min(1).max(100).optional() });

// ——— Approvals ———

export const APPROVAL_STATUSES = ['pending', 'approved', 'denied', 'expired', 'executed', 'failed'] as const;
export type ApprovalStatus = (typeof APPROVAL_STATUSES)[number];

export const ApprovalSchema = z
  .object({
    id: z.string(),
    kind: z.enum(ACTION_KINDS),
    kindLabel: z.string(),
    /** 'escalate': an emergency, the host was alerted at once. */
    urgency: z.enum(['approval', 'escalate']),
    status: z.enum(APPROVAL_STATUSES),
    title: z.string(),
    /** Why it waits: the policy's reason, in words. */
    reason: z.string(),
    /** What Expert mode would have done (shadow mode). */
    shadowDecision: z.enum(DECISIONS),
    propertyId: z.string().nullable(),
    propertyName: z.string().nullable(),
    reservationId: z.string().nullable(),
    /** What the action will do, as label/value lines for the inbox. */
    details: z.array(z.object({ label: z.string(), value: z.string() })),
    payload: z.record(z.string(), z.unknown()),
    /** Payload fields the host may change before approving, with how to show them. */
    editable: z.array(z.object({ field: z.string(), label: z.string(), multiline: z.boolean() })),
    /**
     * The two answers in the kind's own words, when it has them ('Send backup code' / "I'll handle
     * it"): the second denies in one tap, with its words as the reason. Null: Approve / Deny.
     */
    choices: z.object({ approve: z.string(), deny: z.string() }).nullable(),
    /**
     * The words this action sends to a guest, when it sends any (a reply, a scheduled message, a
     * payment request): every card shows them before anyone approves, and `field` is the
     * editable payload field that holds them (approving with it edited sends the edited text).
     */
    guestWords: z.object({ field: z.string(), label: z.string(), text: z.string() }).nullable(),
    /** Bumped by every change: an approval must name the version the host saw. */
    version: z.number().int(),
    createdAt: z.iso.datetime(),
    expiresAt: z.iso.datetime().nullable(),
    decidedAt: z.iso.datetime().nullable(),
    decidedBy: z.string().nullable(),
    decisionNote: z.string().nullable(),
    edited: z.boolean(),
    result: z.string().nullable(),
    /** A page (a safety message, a possible danger): text message and email every 15 minutes until acknowledged or decided. */
    page: z.boolean(),
    /** When a host acknowledged this escalation ("I've seen it"): paging stopped; it still waits for a decision. */
    acknowledgedAt: z.iso.datetime().nullable(),
    /** Who acknowledged it (their name). */
    acknowledgedBy: z.string().nullable(),
  })
  .meta({ id: 'Approval' });
export type Approval = z.infer<typeof ApprovalSchema>;

export const ApprovalListQuerySchema = z.object({
  status: z.enum(['pending', 'decided'], { error: "Choose 'pending' or 'decided'." }).default('pending'),
  kind: z.enum(ACTION_KINDS, { error: 'Unknown action kind.' }).optional(),
  propertyId: z.string().min(1).max(100).optional(),
  limit: z.coerce.number().int().min(1).max(200).default(50),
});
export const ApprovalListSchema = z
  .object({
    items: z.array(ApprovalSchema),
    pendingCount: z.number().int(),
    escalatedCount: z.number().int(),
  })
  .meta({ id: 'ApprovalList' });
export type ApprovalList = z.infer<typeof ApprovalListSchema>;

const version = z.number({ error: 'Send the version of the action you saw.' }).int().min(1);
export const ApproveInputSchema = z
  .object({
    version,
    /** Changed payload fields (edit-then-approve); only the action's editable fields. */
    edits: z.record(z.string(), z.unknown()).optional(),
  })
  .meta({ id: 'ApproveInput' });
export type ApproveInput = z.infer<typeof ApproveInputSchema>;
export const DenyInputSchema = z
  .object({
    version,
    reason: z.string().trim().min(1, 'Say why you deny it: Cohost learns from it.').max(1000, 'Keep the reason under 1000 characters.'),
  })
  .meta({ id: 'DenyInput' });
export const BulkApproveInputSchema = z
  .object({
    items: z
      .array(z.object({ id: z.string().min(1).max(100), version }))
      .min(1, 'Choose at least one action to approve.')
      .max(100, 'Approve at most 100 actions at once.'),
  })
  .meta({ id: 'BulkApproveInput' });
export const BulkApproveResultSchema = z
  .object({
    results: z.array(
      // A union, not `.nullable()`: the document generator writes a nullable reference as `allOf`
      // with the referenced object, which no null can match.
      z.object({ id: z.string(), ok: z.boolean(), approval: z.union([ApprovalSchema, z.null()]), error: z.object({ code: z.string(), message: z.string() }).nullable() }),
    ),
  })
  .meta({ id: 'BulkApproveResult' });

export const ShadowStatsSchema = z
  .object({
    kinds: z.array(
      z.object({
        kind: z.enum(ACTION_KINDS),
        label: z.string(),
        /** Decided suggestions that Expert mode would have run alone. */
        suggested: z.number().int(),
        approvedUnchanged: z.number().int(),
        approvedEdited: z.number().int(),
        denied: z.number().int(),
        /** 'You approved 48 of 50 suggested replies unchanged'. */
        summary: z.string(),
        /** Already automatic for the workspace (mode, slider or a promotion). */
        automatic: z.boolean(),
        /** Enough agreement to offer a one-click promotion. */
        canPromote: z.boolean(),
      }),
    ),
  })
  .meta({ id: 'ShadowStats' });
export type ShadowStats = z.infer<typeof ShadowStatsSchema>;
export const PromoteKindInputSchema = z.object({ kind: z.enum(ACTION_KINDS, { error: 'Unknown action kind.' }) }).meta({ id: 'PromoteKindInput' });

// ——— Activity ———

export const ACTIVITY_ACTORS = ['cohost', 'host', 'system'] as const;
export const ACTIVITY_RESULTS = ['done', 'waiting', 'approved', 'denied', 'expired', 'failed'] as const;
export const ActivityEntrySchema = z
  .object({
    id: z.string(),
    occurredAt: z.iso.datetime(),
    actorType: z.enum(ACTIVITY_ACTORS),
    actorName: z.string(),
    kind: z.string(),
    kindLabel: z.string(),
    summary: z.string(),
    /** The policy's reason, or the host's note. */
    reason: z.string().nullable(),
    decision: z.enum(DECISIONS).nullable(),
    result: z.enum(ACTIVITY_RESULTS),
    propertyId: z.string().nullable(),
    propertyName: z.string().nullable(),
    reservationId: z.string().nullable(),
    approvalId: z.string().nullable(),
  })
  .meta({ id: 'ActivityEntry' });
export type ActivityEntry = z.infer<typeof ActivityEntrySchema>;
export const ActivityQuerySchema = z.object({
  propertyId: z.string().min(1).max(100).optional(),
  kind: z.enum(ACTION_KINDS, { error: 'Unknown action kind.' }).optional(),
  actorType: z.enum(ACTIVITY_ACTORS, { error: 'Choose cohost, host or system.' }).optional(),
  result: z.enum(ACTIVITY_RESULTS, { error: `Choose a result: ${ACTIVITY_RESULTS.join(', ')}.` }).optional(),
  /** The `nextCursor` of the previous page. */
  cursor: z.string().max(200).optional(),
  limit: z.coerce.number().int().min(1).max(200).default(50),
});
export const ActivityPageSchema = z
  .object({ items: z.array(ActivityEntrySchema), nextCursor: z.string().nullable() })
  .meta({ id: 'ActivityPage' });
export type ActivityPage = z.infer<typeof ActivityPageSchema>;

/** Realtime (server-sent) events a dashboard listens to. */
export const REALTIME_EVENT_TYPES = ['approvals.changed', 'activity.recorded', 'reservations.changed', 'settings.changed', 'alerts.changed', 'messaging.changed', 'locks.door-code-changed', 'locks.lock-changed', 'cleaning.changed', 'supplies.changed', 'claims.changed'] as const;
export type RealtimeEventType = (typeof REALTIME_EVENT_TYPES)[number];
/** The brief's reconnect delays for realtime, in milliseconds (the last repeats). */
export const REALTIME_RECONNECT_DELAYS_MS = [1000, 2000, 5000, 10_000] as const;

/** A domain event one of the workspace's modules could not handle: still retrying, or given up ('dead'). */
export const FailedEventSchema = z
  .object({
    id: z.string().meta({ description: 'The delivery (what Replay sends again)' }),
    eventId: z.string(),
    type: z.string().meta({ description: 'The event, e.g. reservations.created' }),
    subscriber: z.string().meta({ description: 'Who could not handle it, e.g. automation.schedule-stay-steps' }),
    status: z.enum(['retrying', 'dead']),
    attempts: z.number().int(),
    lastError: z.string().nullable(),
    nextAttemptAt: z.iso.datetime().nullable().meta({ description: 'When it is tried again (retrying only)' }),
    occurredAt: z.iso.datetime(),
  })
  .meta({ id: 'FailedEvent' });
export type FailedEvent = z.infer<typeof FailedEventSchema>;

export const FailedEventListSchema = z.object({ items: z.array(FailedEventSchema) }).meta({ id: 'FailedEventList' });
export type FailedEventList = z.infer<typeof FailedEventListSchema>;
