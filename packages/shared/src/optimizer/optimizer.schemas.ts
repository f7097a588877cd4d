import { z } from 'zod';

/** The longest period the optimizer's figures cover in one read. */
export const OPTIMIZER_MAX_MONTHS = 24;

const MONTH = /^\d{4}-(0[1-9]|1[0-2])$/;
const monthField = (name: string) => z.string({ error: `Give ${name} as a month, YYYY-MM.` }).regex(MONTH, { error: `Give ${name} as a month, YYYY-MM.` });

/** How many months [from, to] spans, both included. */
export function monthsInPeriod(from: string, to: string): number {
  const [fromYear, fromMonth] = from.split('-').map(Number) as [number, number];
  const [toYear, toMonth] = to.split('-').map(Number) as [number, number];
  return (toYear - fromYear) * 12 + (toMonth - fromMonth) + 1;
}

export const OptimizerFiguresQuerySchema = z
  .object({
    from: monthField("'from'"),
    to: monthField("'to'"),
    propertyId: z.uuid({ error: 'Choose a property of this workspace.' }).optional(),
  })
  .superRefine((query, context) => {
    // A field that is not a month has its own problem already.
    if (!MONTH.test(query.from) || !MONTH.test(query.to)) return;
    const months = monthsInPeriod(query.from, query.to);
    if (months < 1) context.addIssue({ code: 'custom', path: ['to'], message: "'to' must not be before 'from'." });
    else if (months > OPTIMIZER_MAX_MONTHS) context.addIssue({ code: 'custom', path: ['to'], message: `A period covers at most ${OPTIMIZER_MAX_MONTHS} months.` });
  });
export type OptimizerFiguresQuery = z.infer<typeof OptimizerFiguresQuerySchema>;

/** An amount in integer cents of one currency. */
const MoneySchema = z.object({ currency: z.string(), cents: z.number().int() }).meta({ id: 'OptimizerMoney' });
export type OptimizerMoney = z.infer<typeof MoneySchema>;

/** One property's month: nights on its own calendar, money from its guest stays' payouts (prorated by night). */
export const OptimizerMonthRowSchema = z
  .object({
    propertyId: z.string(),
    propertyName: z.string(),
    month: z.string(),
    /** Nights in the month less the nights blocked (calendar blocks, owner and maintenance stays) with no guest stay. */
    availableNights: z.number().int(),
    blockedNights: z.number().int(),
    /** Nights with a live guest stay (each night once, a double booking included). */
    bookedNights: z.number().int(),
    /** bookedNights / availableNights, null when nothing was available. */
    occupancy: z.number().nullable(),
    /** The property's currency: revenue and ADR count the stays paid in it. */
    currency: z.string(),
    revenueCents: z.number().int(),
    /** Nights of the stays whose payout is known (the ADR's divisor). */
    paidNights: z.number().int(),
    /** Average daily rate: revenue / paid nights, null without a paid night. */
    adrCents: z.number().int().nullable(),
    /** Stays paid in another currency than the property's: left out of revenue and ADR. */
    otherCurrencyStays: z.number().int(),
    /** Free nights in runs of at most OPTIMIZER_GAP_NIGHTS between unavailable nights. */
    gapNights: z.number().int(),
    /** Friday and Saturday nights. */
    weekendNights: z.object({ booked: z.number().int(), available: z.number().int() }),
    weekdayNights: z.object({ booked: z.number().int(), available: z.number().int() }),
  })
  .meta({ id: 'OptimizerMonthRow' });
export type OptimizerMonthRow = z.infer<typeof OptimizerMonthRowSchema>;

/** The longest free run counted as gap nights (the data holds no minimum stay). */
export const OPTIMIZER_GAP_NIGHTS = 2;

export const LEAD_TIME_BUCKETS = ['0-3', '4-14', '15-30', '31-90', '91+'] as const;

export const OptimizerTotalsSchema = z
  .object({
    availableNights: z.number().int(),
    bookedNights: z.number().int(),
    occupancy: z.number().nullable(),
    /** Per currency, largest first. */
    revenue: z.array(MoneySchema),
    adr: z.array(MoneySchema),
    gapNights: z.number().int(),
    weekendOccupancy: z.number().nullable(),
    weekdayOccupancy: z.number().nullable(),
  })
  .meta({ id: 'OptimizerTotals' });
export type OptimizerTotals = z.infer<typeof OptimizerTotalsSchema>;

// Inline rather than the named money schema: a nullable reference would come out as a broken type in the web client.
const MonthFactSchema = z.object({ month: z.string(), occupancy: z.number().nullable(), revenue: z.object({ currency: z.string(), cents: z.number().int() }).nullable() });

export const OptimizerFiguresSchema = z
  .object({
    period: z.object({ from: z.string(), to: z.string() }),
    /** The same months a year earlier. */
    previousPeriod: z.object({ from: z.string(), to: z.string() }),
    /** The workspace's live properties, whichever is chosen (the filter's choices). */
    properties: z.array(z.object({ id: z.string(), name: z.string(), currency: z.string() })),
    /** Whether any night of the period or of the one a year earlier is booked. */
    hasStays: z.boolean(),
    totals: OptimizerTotalsSchema,
    previousTotals: OptimizerTotalsSchema,
    /** Revenue now against a year earlier, in percent, per currency; null where there was none a year earlier. */
    revenueChange: z.array(z.object({ currency: z.string(), percent: z.number().nullable() })),
    rows: z.array(OptimizerMonthRowSchema),
    /** Guest stays arriving in the period by days from when Cohost first recorded them to check-in. */
    leadTime: z.object({
      buckets: z.array(z.object({ days: z.enum(LEAD_TIME_BUCKETS), stays: z.number().int() })),
      /** Stays first recorded after their check-in (history typed in or imported afterwards): no lead time known. */
      unknown: z.number().int(),
    }),
    insights: z.object({
      /** Across the chosen properties, by revenue in the main currency; null with fewer than two months. */
      bestRevenueMonth: MonthFactSchema.nullable(),
      worstRevenueMonth: MonthFactSchema.nullable(),
      bestOccupancyMonth: MonthFactSchema.nullable(),
      worstOccupancyMonth: MonthFactSchema.nullable(),
      gapNights: z.object({
        nights: z.number().int(),
        /** An estimate: each gap night at its property's ADR over the period (properties without one are left out). */
        estimatedValue: z.array(MoneySchema),
        isEstimate: z.literal(true),
        /** Free runs of at most this many nights are gaps where a property's minimum stay is not known. */
        maxRunNights: z.number().int(),
        /** Properties whose minimum stay decided their gaps (runs shorter than it). */
        minStayProperties: z.number().int(),
      }),
      /** The question topics guests asked most in the period's months (UTC), by stays that asked: at most 5. */
      topQuestions: z.array(z.object({ topic: z.string(), stays: z.number().int(), messages: z.number().int() })),
    }),
  })
  .meta({ id: 'OptimizerFigures' });
export type OptimizerFigures = z.infer<typeof OptimizerFiguresSchema>;
