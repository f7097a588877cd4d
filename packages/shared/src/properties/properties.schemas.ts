import { z } from 'zod';

export const PROPERTY_TYPES = ['house', 'apartment', 'cabin', 'condo', 'villa', 'room', 'other'] as const;
export type PropertyType = (typeof PROPERTY_TYPES)[number];
export const PROPERTY_STATUSES = ['active', 'maintenance'] as const;
export type PropertyStatus = (typeof PROPERTY_STATUSES)[number];

export const PROPERTY_NAME_MAX = 120;
export const DEFAULT_CHECK_IN_TIME = '16:00';
export const DEFAULT_CHECK_OUT_TIME = '11:00';
/** Long enough for a real house manual section, short enough to keep the co-host's prompt sane. */
export const KNOWLEDGE_TEXT_MAX = 5000;
export const FAQ_MAX = 100;

/** The knowledge-base topics, in the order the property page shows them. */
export const KNOWLEDGE_BASE_FIELDS = [
  'wifiName',
  'wifiPassword',
  'checkIn',
  'earlyCheckIn',
  'checkOut',
  'lateCheckOut',
  'directions',
  'parking',
  'houseRules',
  'pets',
  'bedsAndMaxGuests',
  'trash',
  'heatingCooling',
  'tv',
  'kitchen',
  'laundryLinens',
  'poolHotTub',
  'localTips',
  'emergencyContacts',
  'shutOffs',
  'checkoutInstructions',
] as const;
export type KnowledgeBaseField = (typeof KNOWLEDGE_BASE_FIELDS)[number];

/** Whether the runtime knows this IANA time zone (e.g. 'America/New_York'). */
export function isValidTimeZone(value: string): boolean {
  try {
    new Intl.DateTimeFormat('en-US', { timeZone: value });
    return true;
  } catch {
    return false;
  }
}

const text = (max: number, label: string) => z.string().trim().max(max, `Keep ${label} under ${max} characters.`);
const knowledgeText = z.string().trim().max(KNOWLEDGE_TEXT_MAX, `Keep each answer under ${KNOWLEDGE_TEXT_MAX} characters.`).optional();
const timeOfDay = (label: string) =>
  z.string().regex(/^([01]\d|2[0-3]):[0-5]\d$/, `Enter the ${label} time as HH:MM in 24-hour time, e.g. 16:00.`);
const count = (label: string, max: number) =>
  z
    .number({ error: `Enter the number of ${label}.` })
    .int(`The number of ${label} must be a whole number.`)
    .min(0, `The number of ${label} cannot be negative.`)
    .max(max, `The number of ${label} cannot be more than ${max}.`);

/** ISO 4217, upper-cased: the currency of an amount in cents. */
export const CurrencyCodeSchema = z
  .string()
  .trim()
  .toUpperCase()
  .regex(/^[A-Z]{3}$/, 'Enter the currency as a three-letter code, e.g. USD.');

export const PropertyAddressSchema = z
  .object({
    line1: text(200, 'the street address').default(''),
    line2: text(200, 'the second address line').default(''),
    city: text(120, 'the city').default(''),
    region: text(120, 'the state or region').default(''),
    postalCode: text(20, 'the postal code').default(''),
    /** ISO 3166-1 alpha-2, or empty when not given. */
    country: z
      .string()
      .trim()
      .toUpperCase()
      .regex(/^([A-Z]{2})?$/, 'Enter the country as a two-letter code, e.g. US.')
      .default(''),
  })
  .meta({ id: 'PropertyAddress' });
export type PropertyAddress = z.infer<typeof PropertyAddressSchema>;

export const PropertyFaqEntrySchema = z
  .object({
    question: z.string().trim().min(1, 'Enter the question.').max(500, 'Keep the question under 500 characters.'),
    answer: z.string().trim().min(1, 'Enter the answer.').max(KNOWLEDGE_TEXT_MAX, `Keep the answer under ${KNOWLEDGE_TEXT_MAX} characters.`),
  })
  .meta({ id: 'PropertyFaqEntry' });

/** What the co-host answers guests from: one optional text per topic, plus free Q&A. */
export const KnowledgeBaseSchema = z
  .object({
    ...(Object.fromEntries(KNOWLEDGE_BASE_FIELDS.map((field) => [field, knowledgeText])) as Record<KnowledgeBaseField, typeof knowledgeText>),
    faq: z.array(PropertyFaqEntrySchema).max(FAQ_MAX, `Keep the questions and answers to ${FAQ_MAX} entries.`).default([]),
  })
  .meta({ id: 'KnowledgeBase' });
export type KnowledgeBase = z.infer<typeof KnowledgeBaseSchema>;

/** A minimum stay the host can set (nights). */
export const MIN_STAY_NIGHTS_MIN = 1;
export const MIN_STAY_NIGHTS_MAX = 365;

export const PropertyListingSchema = z
  .object({
    title: text(200, 'the listing title').default(''),
    description: text(10_000, 'the listing description').default(''),
    amenities: z
      .array(z.string().trim().min(1, 'An amenity cannot be empty.').max(100, 'Keep each amenity under 100 characters.'))
      .max(200, 'Keep the amenities to 200 entries.')
      .default([]),
    photosCount: count('photos', 1000).default(0),
    /** In the currency's minor unit (cents), never a float. */
    baseNightlyPriceCents: z
      .number({ error: 'Enter the base nightly price.' })
      .int('The base nightly price must be a whole number of cents.')
      .min(0, 'The base nightly price cannot be negative.')
      .max(100_000_000, 'The base nightly price is too high.')
      .nullable()
      .default(null),
    currency: CurrencyCodeSchema.default('USD'),
    /** The minimum stay in nights as the host has it on the platform; null: not known to Cohost. */
    minStayNights: z
      .number({ error: 'Enter the minimum stay in nights.' })
      .int('The minimum stay must be a whole number of nights.')
      .min(MIN_STAY_NIGHTS_MIN, `The minimum stay is at least ${MIN_STAY_NIGHTS_MIN} night.`)
      .max(MIN_STAY_NIGHTS_MAX, `The minimum stay cannot be more than ${MIN_STAY_NIGHTS_MAX} nights.`)
      .nullable()
      .default(null),
  })
  .meta({ id: 'PropertyListing' });
export type PropertyListing = z.infer<typeof PropertyListingSchema>;

/** Create and update (PUT: the whole property). The web form uses the same rules. */
export const PropertyInputSchema = z
  .object({
    name: z.string().trim().min(1, 'Enter a name for the property.').max(PROPERTY_NAME_MAX, `Keep the name under ${PROPERTY_NAME_MAX} characters.`),
    address: PropertyAddressSchema.default({ line1: '', line2: '', city: '', region: '', postalCode: '', country: '' }),
    type: z.enum(PROPERTY_TYPES, { error: `Choose a property type: ${PROPERTY_TYPES.join(', ')}.` }).default('house'),
    maxGuests: count('guests', 100).min(1, 'A property hosts at least 1 guest.').default(2),
    bedrooms: count('bedrooms', 100).default(1),
    bathrooms: z
      .number({ error: 'Enter the number of bathrooms.' })
      .min(0, 'The number of bathrooms cannot be negative.')
      .max(100, 'The number of bathrooms cannot be more than 100.')
      .multipleOf(0.5, 'Bathrooms go in half steps, e.g. 1.5.')
      .default(1),
    timezone: z
      .string()
      .trim()
      .refine(isValidTimeZone, 'Choose a time zone from the list, e.g. America/New_York.')
      // Left out: a new property takes its zone from its address (else UTC), a saved one keeps its own.
      .optional(),
    checkInTime: timeOfDay('check-in').default(DEFAULT_CHECK_IN_TIME),
    checkOutTime: timeOfDay('check-out').default(DEFAULT_CHECK_OUT_TIME),
    status: z.enum(PROPERTY_STATUSES, { error: 'Choose Active or Maintenance.' }).default('active'),
    listing: PropertyListingSchema.default({ title: '', description: '', amenities: [], photosCount: 0, baseNightlyPriceCents: null, currency: 'USD', minStayNights: null }),
    knowledgeBase: KnowledgeBaseSchema.default({ faq: [] }),
  })
  .meta({ id: 'PropertyInput' });
export type PropertyInput = z.input<typeof PropertyInputSchema>;
export type PropertyValues = z.output<typeof PropertyInputSchema>;

export const PropertySchema = z
  .object({
    id: z.string(),
    name: z.string(),
    address: PropertyAddressSchema,
    type: z.enum(PROPERTY_TYPES),
    maxGuests: z.number().int(),
    bedrooms: z.number().int(),
    bathrooms: z.number(),
    timezone: z.string(),
    checkInTime: z.string(),
    checkOutTime: z.string(),
    status: z.enum(PROPERTY_STATUSES),
    listing: PropertyListingSchema,
    knowledgeBase: KnowledgeBaseSchema,
    archivedAt: z.iso.datetime().nullable(),
    createdAt: z.iso.datetime(),
    updatedAt: z.iso.datetime(),
  })
  .meta({ id: 'Property' });
export type Property = z.infer<typeof PropertySchema>;

export const PropertyListSchema = z.object({ properties: z.array(PropertySchema) }).meta({ id: 'PropertyList' });
export type PropertyList = z.infer<typeof PropertyListSchema>;
