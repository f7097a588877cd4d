import { z } from 'zod';

/**
 * Complaints and damage claims as the host sees them (/claims, /claims/:caseId, the dashboard's
 * deadlines card, the property's Claims tab). The server's routes:
 * apps/server/src/modules/claims/claims.routes.ts. Deadline rules: domain notes C1.
 */

const Iso = z.string();

/** A guest's complaint (from the co-host's escalations or the host) or damage to the property. */
export const CLAIM_CASE_KINDS = ['complaint', 'damage'] as const;
export type ClaimCaseKind = (typeof CLAIM_CASE_KINDS)[number];
export const CLAIM_CASE_KIND_LABELS: Record<ClaimCaseKind, string> = { complaint: 'Complaint', damage: 'Damage' };

export const CLAIM_CATEGORIES = ['cleanliness', 'noise', 'broken', 'missing', 'amenities', 'access', 'refund', 'damage', 'other'] as const;
export type ClaimCategory = (typeof CLAIM_CATEGORIES)[number];
export const CLAIM_CATEGORY_LABELS: Record<ClaimCategory, string> = {
  cleanliness: 'Cleanliness',
  noise: 'Noise',
  broken: 'Something broken',
  missing: 'Something missing',
  amenities: 'Amenities',
  access: 'Getting in',
  refund: 'Refund request',
  damage: 'Damage',
  other: 'Other',
};

/** Where the case came from. */
export const CLAIM_SOURCES = ['guest-message', 'cleaner-report', 'host', 'photo-comparison'] as const;
export type ClaimSource = (typeof CLAIM_SOURCES)[number];
export const CLAIM_SOURCE_LABELS: Record<ClaimSource, string> = {
  'guest-message': "From the guest's message",
  'cleaner-report': "From the cleaner's report",
  host: 'Opened by the host',
  'photo-comparison': 'Found comparing before and after photos',
};

/**
 * Where a case is: open (being assessed), the guest asked to pay (their 24 hours), filed with the
 * platform, filed with an insurer, closed.
 */
export const CLAIM_CASE_STATUSES = ['open', 'asking-guest', 'with-platform', 'with-insurer', 'closed'] as const;
export type ClaimCaseStatus = (typeof CLAIM_CASE_STATUSES)[number];
export const CLAIM_CASE_STATUS_LABELS: Record<ClaimCaseStatus, string> = {
  open: 'Open',
  'asking-guest': 'Guest asked',
  'with-platform': 'Filed with the platform',
  'with-insurer': 'Filed with the insurer',
  closed: 'Closed',
};

/** The escalation steps, in the order the rules allow them. */
export const CLAIM_STEPS = ['ask-guest', 'platform', 'insurer'] as const;
export type ClaimStep = (typeof CLAIM_STEPS)[number];
export const CLAIM_STEP_LABELS: Record<ClaimStep, string> = {
  'ask-guest': 'Ask the guest',
  platform: 'File with the platform',
  insurer: 'File with the insurer',
};

/** How a case ended. */
export const CLAIM_OUTCOMES = ['paid-by-guest', 'reimbursed-by-platform', 'reimbursed-by-insurer', 'credit-given', 'repaired', 'absorbed', 'no-action'] as const;
export type ClaimOutcome = (typeof CLAIM_OUTCOMES)[number];
export const CLAIM_OUTCOME_LABELS: Record<ClaimOutcome, string> = {
  'paid-by-guest': 'Paid by the guest',
  'reimbursed-by-platform': 'Reimbursed by the platform',
  'reimbursed-by-insurer': 'Reimbursed by the insurer',
  'credit-given': 'Credit or refund given',
  repaired: 'Repaired',
  absorbed: 'Absorbed by the host',
  'no-action': 'Nothing to do',
};

export const CLAIM_REPAIR_STATUSES = ['not-started', 'scheduled', 'repaired', 'replaced', 'not-needed'] as const;
export type ClaimRepairStatus = (typeof CLAIM_REPAIR_STATUSES)[number];
export const CLAIM_REPAIR_STATUS_LABELS: Record<ClaimRepairStatus, string> = {
  'not-started': 'Not started',
  scheduled: 'Scheduled',
  repaired: 'Repaired',
  replaced: 'Replaced',
  'not-needed': 'Not needed',
};

/** The claim programme of the responsible stay's platform (from the stay's source). */
export const CLAIM_PLATFORMS = ['airbnb', 'vrbo', 'booking', 'direct', 'other'] as const;
export type ClaimPlatform = (typeof CLAIM_PLATFORMS)[number];

/** The insurer a workspace files with beyond the platform (Truvi's rules are built in). */
export const CLAIM_INSURERS = ['none', 'truvi', 'other'] as const;
export type ClaimInsurer = (typeof CLAIM_INSURERS)[number];

/** The rules (domain notes C1), in days after the responsible guest's checkout, local time. */
export const AIRBNB_CLAIM_DAYS = 14;
export const VRBO_CLAIM_DAYS = 14;
export const INSURER_CLAIM_DAYS = 30;
/** Airbnb: the guest has this long to pay before Airbnb can be involved. */
export const GUEST_RESPONSE_HOURS = 24;
/** Airbnb Support, when the guest declines or does not answer: within 30 days of the damage. */
export const AIRBNB_SUPPORT_DAYS = 30;
/** Warnings before each deadline (email and the dashboard). */
export const CLAIM_WARNING_HOURS = [72, 24] as const;
/** Truvi's exclusions, shown beside the insurer step. */
export const TRUVI_EXCLUSIONS = ['Wear and tear', 'Cosmetic damage', 'Loss of income', 'Acts of nature'] as const;
/** AirCover for Hosts' exclusions, shown beside the Airbnb step. */
export const AIRCOVER_EXCLUSIONS = ['Wear and tear', 'Acts of nature', 'Theft of cash', 'Pets or livestock', 'Liability'] as const;
/** Refunds and credits under this the co-host may offer alone when autonomy allows (the FAQ's example). */
export const DEFAULT_CLAIM_REFUND_THRESHOLD_CENTS = 10_000;

/** One of a case's clocks. */
export const CLAIM_DEADLINE_KEYS = ['guest-response', 'airbnb', 'airbnb-support', 'vrbo', 'insurer'] as const;
export type ClaimDeadlineKey = (typeof CLAIM_DEADLINE_KEYS)[number];
/**
 * `waiting`: not yet reachable (Airbnb before the guest's 24 hours end: `opensAt`); `open`;
 * `due-soon`: inside 72 hours; `urgent`: inside 24 hours; `passed`; `met`: the step was taken.
 */
export const CLAIM_DEADLINE_STATES = ['waiting', 'open', 'due-soon', 'urgent', 'passed', 'met'] as const;
export type ClaimDeadlineState = (typeof CLAIM_DEADLINE_STATES)[number];

// No OpenAPI id on purpose: the case's `nextDeadline` is nullable, and a named schema used both
// nullable and not is generated as nullable everywhere (every deadline in a list typed `| null`).
export const ClaimDeadlineSchema = z
  .object({
    key: z.enum(CLAIM_DEADLINE_KEYS),
    /** "File with Airbnb (AirCover)", "The guest's 24 hours to pay"… */
    label: z.string(),
    /** When it can first be taken (Airbnb: after the guest's 24 hours), null when at once. */
    opensAt: Iso.nullable(),
    dueAt: Iso,
    state: z.enum(CLAIM_DEADLINE_STATES),
    /** The rule in a sentence, and what can still be done once passed. */
    note: z.string(),
  });
export type ClaimDeadline = z.infer<typeof ClaimDeadlineSchema>;

const StayRefSchema = z
  .object({
    id: z.string(),
    guestName: z.string(),
    platform: z.enum(CLAIM_PLATFORMS),
    /** The platform's label ("Airbnb", "Direct"). */
    platformLabel: z.string(),
    checkInDate: z.string(),
    checkOutDate: z.string(),
    /** The checkout instant the clocks start from. */
    checkOutAt: Iso,
    confirmationCode: z.string().nullable(),
  })
  .meta({ id: 'ClaimStay' });

export const ClaimCaseSummarySchema = z
  .object({
    id: z.string(),
    /** A short number for people: "C-0007". */
    reference: z.string(),
    kind: z.enum(CLAIM_CASE_KINDS),
    category: z.enum(CLAIM_CATEGORIES),
    source: z.enum(CLAIM_SOURCES),
    status: z.enum(CLAIM_CASE_STATUSES),
    outcome: z.enum(CLAIM_OUTCOMES).nullable(),
    title: z.string(),
    property: z.object({ id: z.string(), name: z.string(), timeZone: z.string() }),
    /** The stay it is about (the responsible guest for damage), null when none could be found. */
    stay: StayRefSchema.nullable(),
    /** Sum of the items' costs. */
    estimateCents: z.number().int(),
    /** The earliest deadline not met nor passed; null when none runs. */
    nextDeadline: ClaimDeadlineSchema.nullable(),
    /** True when a deadline passed with its step not taken. */
    overdue: z.boolean(),
    /** What the host should do next, in a sentence. */
    nextStep: z.string(),
    /** Actions waiting in /approvals for this case. */
    waitingApprovals: z.number().int(),
    openedAt: Iso,
    updatedAt: Iso,
    closedAt: Iso.nullable(),
  })
  .meta({ id: 'ClaimCaseSummary' });
export type ClaimCaseSummary = z.infer<typeof ClaimCaseSummarySchema>;

export const ClaimItemSchema = z
  .object({
    id: z.string(),
    name: z.string(),
    description: z.string(),
    costCents: z.number().int(),
    /** The item's age (AirCover asks for it), null when unknown. */
    ageMonths: z.number().int().nullable(),
    /** A link to a comparable product (the cost basis). */
    comparableUrl: z.string().nullable(),
  })
  .meta({ id: 'ClaimItem' });
export type ClaimItem = z.infer<typeof ClaimItemSchema>;

/** A photo in evidence, with its provenance. */
export const ClaimPhotoSchema = z
  .object({
    id: z.string(),
    /** `before`: the turnover before the stay; `after`: the one after it; `issue`: the report's. */
    role: z.enum(['before', 'after', 'issue']),
    url: z.string(),
    thumbnailUrl: z.string(),
    /** The device's capture time (EXIF), null when the file carried none. */
    takenAt: Iso.nullable(),
    uploadedAt: Iso,
    takenBy: z.string(),
    /** SHA-256 of the file as uploaded (hex). */
    sha256: z.string(),
    /** The checklist item it shows, e.g. "Living room: lamp". */
    itemLabel: z.string().nullable(),
    /** Provenance warnings: no capture time, capture after upload, replaced by a later upload, edited. */
    marks: z.array(z.string()),
  })
  .meta({ id: 'ClaimPhoto' });
export type ClaimPhoto = z.infer<typeof ClaimPhotoSchema>;

export const ClaimReceiptSchema = z
  .object({
    id: z.string(),
    fileName: z.string(),
    contentType: z.string(),
    bytes: z.number().int(),
    sha256: z.string(),
    url: z.string(),
    uploadedAt: Iso,
    uploadedBy: z.string(),
  })
  .meta({ id: 'ClaimReceipt' });
export type ClaimReceipt = z.infer<typeof ClaimReceiptSchema>;

export const ClaimTimelineEntrySchema = z
  .object({
    at: Iso,
    /** `stay`, `message`, `cleaning`, `case`, `step`, `approval`, `warning`, `packet`… */
    kind: z.string(),
    actor: z.string(),
    text: z.string(),
  })
  .meta({ id: 'ClaimTimelineEntry' });

export const ClaimCaseDetailSchema = ClaimCaseSummarySchema.extend({
  description: z.string(),
  /** What the guest asked for, in words, and the amount when money. */
  guestRequest: z.string(),
  guestRequestCents: z.number().int().nullable(),
  /** The host's decision, in words. */
  decision: z.string(),
  repairStatus: z.enum(CLAIM_REPAIR_STATUSES),
  conversationId: z.string().nullable(),
  cleaningTaskId: z.string().nullable(),
  items: z.array(ClaimItemSchema),
  receipts: z.array(ClaimReceiptSchema),
  deadlines: z.array(ClaimDeadlineSchema),
  /** Steps allowed now, each with why not when it is not. */
  steps: z.array(z.object({ step: z.enum(CLAIM_STEPS), allowed: z.boolean(), reason: z.string(), exclusions: z.array(z.string()) })),
  /** Steps taken: when, the amount asked, the reference given by the platform or insurer. */
  history: z.array(z.object({ step: z.enum(CLAIM_STEPS), at: Iso, by: z.string(), amountCents: z.number().int(), reference: z.string().nullable(), message: z.string() })),
  /** Credits and refunds offered to the guest (proposed through the policy). */
  credits: z.array(z.object({ id: z.string(), amountCents: z.number().int(), status: z.enum(['waiting', 'given', 'denied']), note: z.string(), at: Iso, approvalId: z.string().nullable() })),
  /** Drafts waiting for the host (the follow-up to the guest, a payment request, a claim). */
  drafts: z.array(z.object({ approvalId: z.string(), kind: z.string(), /** The escalation step a `claims.file` draft is for. */ step: z.enum(CLAIM_STEPS).nullable(), title: z.string(), body: z.string(), amountCents: z.number().int().nullable(), createdAt: Iso })),
  /** The guest's messages about the stay (newest last). */
  messages: z.array(z.object({ id: z.string(), author: z.string(), authorName: z.string(), body: z.string(), at: Iso })),
  evidence: z.object({ before: z.array(ClaimPhotoSchema), after: z.array(ClaimPhotoSchema), issue: z.array(ClaimPhotoSchema), missingBefore: z.boolean() }),
  packet: z.object({ builtAt: Iso, pdfUrl: z.string(), zipUrl: z.string(), pdfSha256: z.string(), photoCount: z.number().int(), stale: z.boolean() }).nullable(),
  timeline: z.array(ClaimTimelineEntrySchema),
}).meta({ id: 'ClaimCaseDetail' });
export type ClaimCaseDetail = z.infer<typeof ClaimCaseDetailSchema>;

export const ClaimCaseListSchema = z
  .object({
    cases: z.array(ClaimCaseSummarySchema),
    counts: z.object({ open: z.number().int(), overdue: z.number().int(), dueSoon: z.number().int(), closed: z.number().int() }),
  })
  .meta({ id: 'ClaimCaseList' });
export type ClaimCaseList = z.infer<typeof ClaimCaseListSchema>;

/** The dashboard's card: deadlines inside 72 hours and passed ones still open. */
export const ClaimDeadlineAlertsSchema = z
  .object({
    alerts: z.array(z.object({ caseId: z.string(), reference: z.string(), title: z.string(), propertyName: z.string(), deadline: ClaimDeadlineSchema })),
    openCases: z.number().int(),
  })
  .meta({ id: 'ClaimDeadlineAlerts' });
export type ClaimDeadlineAlerts = z.infer<typeof ClaimDeadlineAlertsSchema>;

export const ClaimSettingsSchema = z
  .object({
    refundThresholdCents: z.number().int(),
    insurer: z.enum(CLAIM_INSURERS),
    insurerName: z.string(),
  })
  .meta({ id: 'ClaimSettings' });
export type ClaimSettings = z.infer<typeof ClaimSettingsSchema>;

const cents = (what: string) =>
  z
    .number({ error: `Enter the ${what} in cents.` })
    .int({ error: `Enter the ${what} in whole cents.` })
    .min(0, { error: `The ${what} cannot be negative.` })
    .max(10_000_000, { error: `At most $100,000 for the ${what}.` });
const text = (what: string, max: number) => z.string({ error: `Enter the ${what}.` }).trim().max(max, { error: `Keep the ${what} under ${max} characters.` });

export const ClaimItemInputSchema = z.object({
  name: text('item name', 120).min(1, { error: 'Name the item.' }),
  description: text('description', 2_000).default(''),
  costCents: cents('cost'),
  ageMonths: z.number().int().min(0).max(1_200).nullable().default(null),
  comparableUrl: z.url({ error: 'Enter a link starting with https://.' }).max(2_000).nullable().default(null),
});

export const CreateClaimCaseSchema = z.object({
  kind: z.enum(CLAIM_CASE_KINDS, { error: 'Choose complaint or damage.' }),
  propertyId: z.string({ error: 'Choose the property.' }).min(1, { error: 'Choose the property.' }),
  /** The stay; omitted: the last checkout at the property before now. */
  reservationId: z.string().min(1).nullable().default(null),
  category: z.enum(CLAIM_CATEGORIES, { error: 'Choose a category.' }),
  title: text('title', 140).min(1, { error: 'Give the case a title.' }),
  description: text('description', 5_000).default(''),
  items: z.array(ClaimItemInputSchema).max(50).default([]),
});

export const UpdateClaimCaseSchema = z.object({
  title: text('title', 140).min(1, { error: 'Give the case a title.' }).optional(),
  description: text('description', 5_000).optional(),
  category: z.enum(CLAIM_CATEGORIES, { error: 'Choose a category.' }).optional(),
  guestRequest: text("guest's request", 2_000).optional(),
  guestRequestCents: cents("guest's request").nullable().optional(),
  decision: text('decision', 2_000).optional(),
  repairStatus: z.enum(CLAIM_REPAIR_STATUSES, { error: 'Choose a repair status.' }).optional(),
  /** Re-link the responsible stay (the clocks follow it). */
  reservationId: z.string().min(1).optional(),
});

export const PutClaimItemsSchema = z.object({ items: z.array(ClaimItemInputSchema).max(50, { error: 'At most 50 items.' }) });

export const TakeClaimStepSchema = z.object({
  step: z.enum(CLAIM_STEPS, { error: 'Choose the step.' }),
  amountCents: cents('amount'),
  /** To the guest (ask-guest); notes for the platform or insurer otherwise. */
  message: text('message', 4_000).default(''),
  /** The platform's or insurer's claim number once filed. */
  reference: text('reference', 120).nullable().default(null),
});

export const OfferClaimCreditSchema = z.object({
  amountCents: cents('amount').min(1, { error: 'Enter an amount above $0.' }),
  note: text('note', 1_000).default(''),
});

export const CloseClaimCaseSchema = z.object({
  outcome: z.enum(CLAIM_OUTCOMES, { error: 'Choose how the case ended.' }),
  recoveredCents: cents('amount recovered').default(0),
  note: text('note', 2_000).default(''),
});

export const PutClaimSettingsSchema = z.object({
  refundThresholdCents: cents('refund threshold').max(100_000, { error: 'At most $1,000 for the refund threshold.' }),
  insurer: z.enum(CLAIM_INSURERS, { error: 'Choose the insurer.' }),
  insurerName: text('insurer name', 80).default(''),
});

/** Receipts a host attaches: images and PDFs up to 10 MB. */
export const CLAIM_RECEIPT_TYPES = ['image/jpeg', 'image/png', 'application/pdf'] as const;
export const CLAIM_RECEIPT_MAX_BYTES = 10 * 1024 * 1024;
