import { z } from 'zod';
import { isEmailAddress } from '../email';
import { CurrencyCodeSchema } from '../properties/properties.schemas';

/** Where a stay came from: typed in by a host, or imported from a platform's calendar feed. */
export const RESERVATION_SOURCES = ['manual', 'airbnb', 'vrbo', 'booking', 'other'] as const;
export type ReservationSource = (typeof RESERVATION_SOURCES)[number];
/** The platforms a calendar feed can come from ('other' for any iCal feed). */
export const FEED_SOURCES = ['airbnb', 'vrbo', 'booking', 'other'] as const;
export type FeedSourceName = (typeof FEED_SOURCES)[number];
/** Guest stays run guest automations; owner and maintenance stays (internal) never do. */
export const RESERVATION_KINDS = ['guest', 'owner', 'maintenance'] as const;
export type ReservationKind = (typeof RESERVATION_KINDS)[number];
export const RESERVATION_STATUSES = ['confirmed', 'cancelled'] as const;
export type ReservationStatus = (typeof RESERVATION_STATUSES)[number];

export const SOURCE_LABELS: Record<ReservationSource, string> = {
  manual: 'Direct',
  airbnb: 'Airbnb',
  vrbo: 'Vrbo',
  booking: 'Booking.com',
  other: 'Other calendar',
};
/** A platform's calendar as a host reads it ("Airbnb calendar"); the label of 'other' already says calendar. */
export function sourceCalendarName(source: ReservationSource): string {
  return source === 'other' ? SOURCE_LABELS.other : `${SOURCE_LABELS[source]} calendar`;
}
export const KIND_LABELS: Record<ReservationKind, string> = { guest: 'Guest stay', owner: 'Owner stay', maintenance: 'Maintenance' };

/** How often a feed is fetched unless the host sets another interval (minutes). */
export const DEFAULT_FEED_INTERVAL_MINUTES = 15;
/** A feed that has not synced for this many intervals raises an alarm. */
export const FEED_STALE_INTERVALS = 3;
export const FEEDS_PER_PROPERTY_MAX = 20;
/**
 * What one feed may hold. Events ending before a year ago or starting more than two years ahead
 * are ignored; a feed listing more than `FEED_EVENTS_MAX` stays and blocks within that window is
 * refused as a sync error (nothing changes), so one feed cannot swamp the server.
 */
export const FEED_WINDOW_PAST_DAYS = 365;
export const FEED_WINDOW_AHEAD_DAYS = 730;
export const FEED_EVENTS_MAX = 3000;
export const RESERVATION_NOTES_MAX = 5000;

const isoDate = (label: string) =>
  z
    .string({ error: `Enter the ${label} date.` })
    .regex(/^\d{4}-\d{2}-\d{2}$/, `Enter the ${label} date as YYYY-MM-DD.`)
    .refine((value) => !Number.isNaN(Date.parse(`${value}T00:00:00Z`)) && new Date(`${value}T00:00:00Z`).toISOString().startsWith(value), `The ${label} date is not a real date.`);
const timeOfDay = (label: string) =>
  z.string().regex(/^([01]\d|2[0-3]):[0-5]\d$/, `Enter the ${label} time as HH:MM in 24-hour time, e.g. 16:00.`);
const optionalText = (max: number, label: string) => z.string().trim().max(max, `Keep ${label} under ${max} characters.`).default('');

/**
 * Create and update of a reservation typed in by a host. Dates are the property's local
 * calendar days (check-out is the departure day); times default to the property's.
 */
export const ReservationInputSchema = z
  .object({
    kind: z.enum(RESERVATION_KINDS, { error: 'Choose a guest, owner or maintenance stay.' }).default('guest'),
    checkInDate: isoDate('check-in'),
    checkOutDate: isoDate('check-out'),
    /** Overrides the property's default times for this stay; null uses the default. */
    checkInTime: timeOfDay('check-in').nullable().default(null),
    checkOutTime: timeOfDay('check-out').nullable().default(null),
    guestName: optionalText(200, 'the guest name'),
    guestEmail: z
      .string()
      .trim()
      .max(320, 'Keep the email under 320 characters.')
      .refine((value) => value === '' || isEmailAddress(value), 'Enter a valid email address, e.g. guest@example.com.')
      .default(''),
    guestPhone: z
      .string()
      .trim()
      .max(40, 'Keep the phone number under 40 characters.')
      .refine((value) => value === '' || /^\+?[0-9 ().-]{6,}$/.test(value), 'Enter the phone number with digits only, e.g. +1 415 555 0100.')
      .default(''),
    guests: z.number({ error: 'Enter the number of guests.' }).int('The number of guests must be a whole number.').min(0).max(100, 'The number of guests cannot be more than 100.').default(1),
    /** Channel: manual reservations are 'manual'; a host may note where a direct booking came from in notes. */
    payoutCents: z
      .number({ error: 'Enter the payout in cents.' })
      .int('The payout must be a whole number of cents.')
      .min(0, 'The payout cannot be negative.')
      .max(1_000_000_000, 'The payout is too high.')
      .nullable()
      .default(null),
    currency: CurrencyCodeSchema.nullable().default(null),
    notes: optionalText(RESERVATION_NOTES_MAX, 'the notes'),
  })
  .superRefine((value, ctx) => {
    if (value.checkOutDate <= value.checkInDate) {
      ctx.addIssue({ code: 'custom', path: ['checkOutDate'], message: 'The check-out date must be after the check-in date.' });
    }
    const nights = (Date.parse(value.checkOutDate) - Date.parse(value.checkInDate)) / 86_400_000;
    if (nights > 365) ctx.addIssue({ code: 'custom', path: ['checkOutDate'], message: 'A stay cannot be longer than 365 nights.' });
  })
  .meta({ id: 'ReservationInput' });
export type ReservationInput = z.input<typeof ReservationInputSchema>;
export type ReservationValues = z.output<typeof ReservationInputSchema>;
/** A direct guest stay needs the guest's name; imported stays may have none (Airbnb's feed carries no names). */
export const GUEST_NAME_REQUIRED = "Enter the guest's name.";

export const CancelReservationInputSchema = z
  .object({ reason: z.string().trim().max(500, 'Keep the reason under 500 characters.').default('') })
  .meta({ id: 'CancelReservationInput' });

export const ReservationSchema = z
  .object({
    id: z.string(),
    propertyId: z.string(),
    kind: z.enum(RESERVATION_KINDS),
    source: z.enum(RESERVATION_SOURCES),
    /** The calendar feed it was imported from; null for manual stays or a feed since removed. */
    feedId: z.string().nullable(),
    status: z.enum(RESERVATION_STATUSES),
    checkInDate: z.string(),
    checkOutDate: z.string(),
    checkInTime: z.string().nullable(),
    checkOutTime: z.string().nullable(),
    /** The instants the stay starts and ends: the dates at the effective times in the property's time zone. */
    checkInAt: z.iso.datetime(),
    checkOutAt: z.iso.datetime(),
    nights: z.number().int(),
    guestName: z.string(),
    guestEmail: z.string(),
    guestPhone: z.string(),
    phoneLast4: z.string().nullable(),
    reservationUrl: z.string().nullable(),
    guests: z.number().int(),
    payoutCents: z.number().int().nullable(),
    currency: z.string().nullable(),
    notes: z.string(),
    /** Set while an imported stay has vanished from its feed once: a candidate cancellation awaiting the next fetch. */
    missingSince: z.iso.datetime().nullable(),
    cancelledAt: z.iso.datetime().nullable(),
    cancelReason: z.string().nullable(),
    createdAt: z.iso.datetime(),
    updatedAt: z.iso.datetime(),
  })
  .meta({ id: 'Reservation' });
export type Reservation = z.infer<typeof ReservationSchema>;

/** Dates a feed marks unavailable without a stay we could run (host blocks, Booking.com closures). */
export const CalendarBlockSchema = z
  .object({
    id: z.string(),
    propertyId: z.string(),
    feedId: z.string().nullable(),
    source: z.enum(FEED_SOURCES),
    startDate: z.string(),
    endDate: z.string(),
    summary: z.string(),
    /** The block mirrors one of our own stays exported to that platform (no conflict). */
    isEcho: z.boolean(),
  })
  .meta({ id: 'CalendarBlock' });
export type CalendarBlock = z.infer<typeof CalendarBlockSchema>;

/** Two stays (or a stay and a Booking.com closure) on the same nights of one property. */
export const DoubleBookingSchema = z
  .object({
    propertyId: z.string(),
    propertyName: z.string(),
    /** The overlapping nights: first night and the day after the last. */
    startDate: z.string(),
    endDate: z.string(),
    items: z.array(z.object({ id: z.string(), type: z.enum(['reservation', 'block']), source: z.enum(RESERVATION_SOURCES), label: z.string() })),
  })
  .meta({ id: 'DoubleBooking' });
export type DoubleBooking = z.infer<typeof DoubleBookingSchema>;

export const ReservationListSchema = z
  .object({ reservations: z.array(ReservationSchema), blocks: z.array(CalendarBlockSchema), doubleBookings: z.array(DoubleBookingSchema) })
  .meta({ id: 'ReservationList' });
export type ReservationList = z.infer<typeof ReservationListSchema>;

export const ReservationResultSchema = z
  .object({ reservation: ReservationSchema, doubleBookings: z.array(DoubleBookingSchema) })
  .meta({ id: 'ReservationResult' });
export type ReservationResult = z.infer<typeof ReservationResultSchema>;

export const ListReservationsQuerySchema = z.object({
  from: isoDate('from').optional(),
  to: isoDate('to').optional(),
  includeCancelled: z.enum(['true', 'false']).optional(),
});

// ---- Calendar feeds ----

export const FeedInputSchema = z
  .object({
    url: z
      .string({ error: 'Enter the calendar link (iCal URL).' })
      .trim()
      .min(1, 'Enter the calendar link (iCal URL).')
      .max(2000, 'The calendar link is too long.')
      .refine((value) => {
        try {
          const url = new URL(value.replace(/^webcals?:\/\//i, 'https://'));
          return url.protocol === 'https:' || url.protocol === 'http:';
        } catch {
          return false;
        }
      }, 'Enter a calendar link starting with https://, as copied from Airbnb, Vrbo or Booking.com.'),
    /** 'auto' reads the platform from the feed itself (PRODID). */
    source: z.enum(['auto', ...FEED_SOURCES], { error: 'Choose Airbnb, Vrbo, Booking.com, Other or Detect automatically.' }).default('auto'),
    label: z.string().trim().max(100, 'Keep the label under 100 characters.').default(''),
    intervalMinutes: z
      .number({ error: 'Enter the sync interval in minutes.' })
      .int('The sync interval must be a whole number of minutes.')
      .min(5, 'Sync at most every 5 minutes.')
      .max(1440, 'Sync at least once a day.')
      .default(DEFAULT_FEED_INTERVAL_MINUTES),
  })
  .meta({ id: 'FeedInput' });
export type FeedInput = z.input<typeof FeedInputSchema>;
export type FeedValues = z.output<typeof FeedInputSchema>;

/** What removing a feed does with the stays it imported: the host chooses, there is no default. */
export const REMOVED_FEED_STAYS = ['keep', 'cancel'] as const;
export type RemovedFeedStays = (typeof REMOVED_FEED_STAYS)[number];
export const RemoveFeedQuerySchema = z.object({
  /** `keep`: they stay, as stays the host manages (no feed updates them); `cancel`: its stays that have not ended are cancelled. */
  importedStays: z.enum(REMOVED_FEED_STAYS, { error: "Choose what happens to this calendar's stays: keep or cancel." }),
});

export const SYNC_OUTCOMES = ['changed', 'unchanged', 'not-modified', 'error'] as const;
export type SyncOutcome = (typeof SYNC_OUTCOMES)[number];

/** One fetch of a feed: what it found and what it changed (the feed's change log). */
export const SyncRunSchema = z
  .object({
    id: z.string(),
    startedAt: z.iso.datetime(),
    finishedAt: z.iso.datetime(),
    outcome: z.enum(SYNC_OUTCOMES),
    added: z.number().int(),
    changed: z.number().int(),
    cancelled: z.number().int(),
    /** Stays that vanished for the first time: cancelled only if still missing on a later fetch. */
    candidates: z.number().int(),
    blocksAdded: z.number().int(),
    blocksRemoved: z.number().int(),
    /** Human-readable lines: "New stay 12–15 Dec (Reserved)", "Cancelled: …", warnings. */
    changes: z.array(z.string()),
    error: z.string().nullable(),
  })
  .meta({ id: 'SyncRun' });
export type SyncRun = z.infer<typeof SyncRunSchema>;

export const FeedSchema = z
  .object({
    id: z.string(),
    propertyId: z.string(),
    url: z.string(),
    source: z.enum(FEED_SOURCES),
    /** What the host chose ('auto' lets the feed tell). */
    sourceSetting: z.enum(['auto', ...FEED_SOURCES]),
    label: z.string(),
    intervalMinutes: z.number().int(),
    lastAttemptAt: z.iso.datetime().nullable(),
    lastSuccessAt: z.iso.datetime().nullable(),
    lastError: z.string().nullable(),
    lastErrorAt: z.iso.datetime().nullable(),
    consecutiveFailures: z.number().int(),
    reservationsCount: z.number().int(),
    blocksCount: z.number().int(),
    nextSyncAt: z.iso.datetime(),
    /** Not synced for three intervals (or never, three intervals after it was added). */
    isStale: z.boolean(),
    /** `syncing`: a sync is running (or the first one is queued); the list reads again when it is done. */
    health: z.enum(['ok', 'syncing', 'error', 'stale']),
    recentRuns: z.array(SyncRunSchema),
    createdAt: z.iso.datetime(),
  })
  .meta({ id: 'Feed' });
export type Feed = z.infer<typeof FeedSchema>;

export const FeedListSchema = z
  .object({
    feeds: z.array(FeedSchema),
    /** Our own feed of this property's stays and blocks, to import into Airbnb, Vrbo or Booking.com (secret link). */
    exportUrl: z.string(),
  })
  .meta({ id: 'FeedList' });
export type FeedList = z.infer<typeof FeedListSchema>;

export const FeedSyncResultSchema = z.object({ feed: FeedSchema, run: SyncRunSchema }).meta({ id: 'FeedSyncResult' });
export type FeedSyncResult = z.infer<typeof FeedSyncResultSchema>;

/** A feed just added: saved, its first sync queued (`health: 'syncing'`). */
export const AddedFeedSchema = z.object({ feed: FeedSchema }).meta({ id: 'AddedFeed' });
export type AddedFeed = z.infer<typeof AddedFeedSchema>;

export const CalendarExportSchema = z.object({ exportUrl: z.string() }).meta({ id: 'CalendarExport' });

// ---- Portfolio dashboard and timeline ----

export const MoneySchema = z.object({ cents: z.number().int(), currency: z.string() }).meta({ id: 'Money' });
export type Money = z.infer<typeof MoneySchema>;

export const DashboardStaySchema = z
  .object({
    reservationId: z.string(),
    propertyId: z.string(),
    propertyName: z.string(),
    /** The property's zone, to show the times as the guest lives them. */
    timezone: z.string(),
    kind: z.enum(RESERVATION_KINDS),
    source: z.enum(RESERVATION_SOURCES),
    guestName: z.string(),
    guests: z.number().int(),
    checkInDate: z.string(),
    checkOutDate: z.string(),
    checkInAt: z.iso.datetime(),
    checkOutAt: z.iso.datetime(),
  })
  .meta({ id: 'DashboardStay' });
export type DashboardStay = z.infer<typeof DashboardStaySchema>;

export const TurnoverSchema = z
  .object({
    propertyId: z.string(),
    propertyName: z.string(),
    timezone: z.string(),
    /** The day the previous stay checks out. */
    date: z.string(),
    checkOutAt: z.iso.datetime(),
    outgoingGuest: z.string(),
    /** The next arrival, if any (null: nobody booked next yet). */
    nextCheckInAt: z.iso.datetime().nullable(),
    nextGuest: z.string().nullable(),
    /** The next guest arrives the same day: the cleaning window is tight. */
    isSameDay: z.boolean(),
    /** Hours between checkout and the next check-in (null without a next stay). */
    windowHours: z.number().nullable(),
  })
  .meta({ id: 'Turnover' });
export type Turnover = z.infer<typeof TurnoverSchema>;

export const DashboardAlertSchema = z
  .object({
    kind: z.enum(['double-booking', 'feed-error', 'feed-stale', 'candidate-cancellation']),
    severity: z.enum(['critical', 'warning']),
    propertyId: z.string(),
    propertyName: z.string(),
    message: z.string(),
    /** The feed or reservation concerned, to link to. */
    feedId: z.string().nullable(),
    reservationIds: z.array(z.string()),
  })
  .meta({ id: 'DashboardAlert' });
export type DashboardAlert = z.infer<typeof DashboardAlertSchema>;

export const PropertyStatsSchema = z
  .object({
    propertyId: z.string(),
    name: z.string(),
    status: z.enum(['active', 'maintenance']),
    /** Share of this month's nights booked (guest, owner and maintenance stays), 0 to 1. */
    occupancyThisMonth: z.number(),
    /** Payouts of this month's guest nights, prorated per night. */
    revenueThisMonth: MoneySchema,
    isOccupied: z.boolean(),
    nextCheckInDate: z.string().nullable(),
    feeds: z.number().int(),
    feedProblems: z.number().int(),
  })
  .meta({ id: 'PropertyStats' });
export type PropertyStats = z.infer<typeof PropertyStatsSchema>;

/**
 * How many rows of each list the dashboard sends: what fits a glance, whatever the portfolio's
 * size. The counts come whole (`totals`); the rest of a list is read a page at a time.
 */
export const DASHBOARD_LIST_ROWS = 8;
/** The dashboard's lists that can be read a page at a time (`GET /api/dashboard/{list}`). */
export const DASHBOARD_LISTS = ['check-ins-today', 'check-outs-today', 'in-house', 'upcoming', 'turnovers', 'alerts'] as const;
export type DashboardListName = (typeof DASHBOARD_LISTS)[number];
export const DASHBOARD_PAGE_MAX = 100;

export const PortfolioDashboardSchema = z
  .object({
    /** Today in the workspace's first property's time zone is not enough: each list uses each property's own today. */
    generatedAt: z.iso.datetime(),
    month: z.string().meta({ description: 'YYYY-MM of the figures below (UTC month of generatedAt)' }),
    propertiesCount: z.number().int(),
    /** The first `DASHBOARD_LIST_ROWS` of each list below; `totals` counts them all. */
    checkInsToday: z.array(DashboardStaySchema),
    checkOutsToday: z.array(DashboardStaySchema),
    inHouse: z.array(DashboardStaySchema),
    /** Arrivals in the next 7 days (after today). */
    upcoming: z.array(DashboardStaySchema),
    /** Checkouts from today through the next 7 days, with the next arrival. */
    turnovers: z.array(TurnoverSchema),
    occupancyThisMonth: z.number(),
    /** One amount per currency the properties use. */
    revenueThisMonth: z.array(MoneySchema),
    /** Critical first, then by property. */
    alerts: z.array(DashboardAlertSchema),
    /** How many rows each list has in all (the lists above hold the first few). */
    totals: z
      .object({ checkInsToday: z.number().int(), checkOutsToday: z.number().int(), inHouse: z.number().int(), upcoming: z.number().int(), turnovers: z.number().int(), alerts: z.number().int() })
      .meta({ id: 'DashboardTotals' }),
  })
  .meta({ id: 'PortfolioDashboard' });
export type PortfolioDashboard = z.infer<typeof PortfolioDashboardSchema>;

/** `offset` and `limit` of a page read; `limit` defaults to `rows`. */
const pageQuery = (rows: number) => ({
  offset: z.coerce.number({ error: 'Give the offset as a number.' }).int('Give a whole offset.').min(0, 'The offset cannot be negative.').max(100_000, 'The offset is too large.').default(0),
  limit: z.coerce.number({ error: 'Give the limit as a number.' }).int('Give a whole limit.').min(1, 'Ask for at least 1 row.').max(DASHBOARD_PAGE_MAX, `Ask for at most ${DASHBOARD_PAGE_MAX} rows at once.`).default(rows),
});

export const DashboardPageQuerySchema = z.object(pageQuery(25));

/** A page of one of the dashboard's lists, in the dashboard's order; `nextOffset` is null on the last page. */
export const DashboardListPageSchema = z
  .object({
    list: z.enum(DASHBOARD_LISTS),
    offset: z.number().int(),
    total: z.number().int(),
    nextOffset: z.number().int().nullable(),
    /** The stays of a stay list (check-ins, check-outs, in house, upcoming); empty otherwise. */
    stays: z.array(DashboardStaySchema),
    turnovers: z.array(TurnoverSchema),
    alerts: z.array(DashboardAlertSchema),
  })
  .meta({ id: 'DashboardListPage' });
export type DashboardListPage = z.infer<typeof DashboardListPageSchema>;

export const PropertyStatsQuerySchema = z.object({ ...pageQuery(DASHBOARD_PAGE_MAX), propertyId: z.string().max(100).optional() });

/** A page of the properties' figures, in the properties' order (or the one property asked for). */
export const PropertyStatsPageSchema = z
  .object({ properties: z.array(PropertyStatsSchema), offset: z.number().int(), total: z.number().int(), nextOffset: z.number().int().nullable() })
  .meta({ id: 'PropertyStatsPage' });
export type PropertyStatsPage = z.infer<typeof PropertyStatsPageSchema>;

export const TimelineQuerySchema = z.object({
  from: isoDate('from'),
  days: z.coerce.number({ error: 'Give the number of days.' }).int('Give a whole number of days.').min(1, 'Show at least 1 day.').max(62, 'Show at most 62 days at once.').default(7),
  propertyId: z.string().max(100).optional(),
  /** A page of the properties (in the properties' order): the rows a screen shows. */
  ...pageQuery(DASHBOARD_PAGE_MAX),
});

export const TimelineItemSchema = z
  .object({
    id: z.string(),
    type: z.enum(['reservation', 'block']),
    kind: z.enum([...RESERVATION_KINDS, 'block']),
    source: z.enum(RESERVATION_SOURCES),
    startDate: z.string(),
    endDate: z.string(),
    label: z.string(),
    /** The stay's checkout day is another stay's check-in day. */
    hasSameDayTurnover: z.boolean(),
    isDoubleBooked: z.boolean(),
    isCandidateCancellation: z.boolean(),
  })
  .meta({ id: 'TimelineItem' });
export type TimelineItem = z.infer<typeof TimelineItemSchema>;

export const TimelineSchema = z
  .object({
    from: z.string(),
    /** The day after the last day shown. */
    to: z.string(),
    properties: z.array(z.object({ id: z.string(), name: z.string(), timezone: z.string(), status: z.enum(['active', 'maintenance']), items: z.array(TimelineItemSchema) })),
    /** Where this page of properties starts, how many there are in all, and where the next page starts (null: none). */
    offset: z.number().int(),
    total: z.number().int(),
    nextOffset: z.number().int().nullable(),
  })
  .meta({ id: 'Timeline' });
export type Timeline = z.infer<typeof TimelineSchema>;
