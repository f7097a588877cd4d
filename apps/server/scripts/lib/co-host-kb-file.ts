import fs from 'node:fs';
import { DEFAULT_CHECK_IN_TIME, DEFAULT_CHECK_OUT_TIME, KnowledgeBaseSchema, RESPONSE_TONES, isValidTimeZone } from '@cohost/shared';
import { z } from 'zod';
import { doorCodeAccess } from '../../src/modules/messaging/domain/door-code-access';
import type { ReplyFacts } from '../../src/modules/messaging/domain/engine-types';
import { isCalendarDate, localInstant } from '../../src/modules/reservations/domain/stay-times';

// The property export format that `npm run triage` and `npm run eval` read: each property's
// settings, knowledge base and (for trying the door-code rules) its current door code.
const timeOfDay = z.string().regex(/^([01]\d|2[0-3]):[0-5]\d$/, 'Use HH:MM in 24-hour time, e.g. 16:00.');

export const PropertyEntrySchema = z.object({
  id: z.string().trim().min(1, 'Give each property an id.'),
  name: z.string().trim().min(1, 'Give each property a name.'),
  timezone: z.string().refine(isValidTimeZone, 'Use an IANA time zone, e.g. America/New_York.'),
  address: z.string().optional(),
  country: z.string().regex(/^[A-Z]{2}$/, 'Use a two-letter country code, e.g. US.').optional(),
  checkInTime: timeOfDay.optional(),
  checkOutTime: timeOfDay.optional(),
  tone: z.enum(RESPONSE_TONES, { error: `Use one of: ${RESPONSE_TONES.join(', ')}.` }).optional(),
  hostName: z.string().optional(),
  kb: z.strictObject(KnowledgeBaseSchema.shape, { error: (issue) => (issue.code === 'unrecognized_keys' ? `Unknown knowledge-base field ${issue.keys.join(', ')}.` : undefined) }),
  doorCode: z.string().trim().min(1, 'Leave the door code out rather than empty.').optional(),
});
export type PropertyEntry = z.infer<typeof PropertyEntrySchema>;

export const KbFileSchema = z
  .object({ properties: z.array(PropertyEntrySchema).min(1, 'List at least one property.') })
  .refine((file) => new Set(file.properties.map((property) => property.id)).size === file.properties.length, { message: 'Property ids must be unique.', path: ['properties'] });

const isoDate = (label: string) =>
  z
    .string()
    .refine((value) => !Number.isNaN(Date.parse(value)) && /^\d{4}-\d{2}-\d{2}T/.test(value), `${label} must be an ISO date-time, e.g. 2025-07-10T16:00:00Z.`)
    .transform((value) => new Date(value));

/** A stay's day: a plain date (the property's own check-in or check-out time that day) or an ISO date-time. */
const stayMoment = (label: string) =>
  z.union([
    z
      .string()
      .regex(/^\d{4}-\d{2}-\d{2}$/)
      .refine(isCalendarDate, `${label} is not a calendar day.`),
    isoDate(label),
  ], { error: `${label} must be a date (2025-07-10) or an ISO date-time (2025-07-10T16:00:00Z).` });

/** When a message belongs to a reservation: its dates, and the moment the message is read. */
export const StayInputSchema = z
  .object({ checkIn: stayMoment('checkIn').optional(), checkOut: stayMoment('checkOut').optional(), now: isoDate('now').optional() })
  .refine((stay) => (stay.checkIn === undefined) === (stay.checkOut === undefined), { message: 'Give both checkIn and checkOut, or neither.', path: ['checkOut'] })
  // Plain dates are compared here; a date-time with a plain date once the property's zone is known.
  .refine((stay) => !stay.checkIn || !stay.checkOut || typeof stay.checkIn !== typeof stay.checkOut || stay.checkOut > stay.checkIn, {
    message: 'checkOut must be after checkIn.',
    path: ['checkOut'],
  });
export type StayInput = z.infer<typeof StayInputSchema>;

export class KbFileError extends Error {}

/** A line whose stay does not hold together once read in its property's zone. */
export class StayInputError extends Error {}

/** The stay's instants: a plain date is the property's check-in (or check-out) time that day, in its zone. */
function stayDates(property: PropertyEntry, stay: StayInput): { checkInAt: Date; checkOutAt: Date } | null {
  if (!stay.checkIn || !stay.checkOut) return null;
  const checkInAt = typeof stay.checkIn === 'string' ? localInstant(stay.checkIn, property.checkInTime ?? DEFAULT_CHECK_IN_TIME, property.timezone) : stay.checkIn;
  const checkOutAt = typeof stay.checkOut === 'string' ? localInstant(stay.checkOut, property.checkOutTime ?? DEFAULT_CHECK_OUT_TIME, property.timezone) : stay.checkOut;
  if (checkOutAt <= checkInAt) throw new StayInputError('checkOut: checkOut must be after checkIn.');
  return { checkInAt, checkOutAt };
}

/** One line per problem: where it is in the file and what to do. */
export function formatIssues(error: z.ZodError): string {
  return error.issues.map((issue) => `${issue.path.length ? issue.path.join('.') : '(root)'}: ${issue.message}`).join('\n');
}

/** Reads and checks a property export file; every problem is thrown as one KbFileError. */
export function readKbFile(file: string): Map<string, PropertyEntry> {
  let text: string;
  try {
    text = fs.readFileSync(file, 'utf8');
  } catch {
    throw new KbFileError(`Cannot read the knowledge-base file ${file}.`);
  }
  let json: unknown;
  try {
    json = JSON.parse(text);
  } catch (error) {
    throw new KbFileError(`The knowledge-base file ${file} is not valid JSON: ${(error as Error).message}`);
  }
  const parsed = KbFileSchema.safeParse(json);
  if (!parsed.success) throw new KbFileError(`The knowledge-base file ${file} is invalid:\n${formatIssues(parsed.error)}`);
  return new Map(parsed.data.properties.map((property) => [property.id, property]));
}

/**
 * What a reply may be grounded in, for one property and (optionally) one stay. With a stay the
 * asker is that reservation's guest unless `askerIsGuest` is false; the lock is taken as having
 * confirmed the code, which works from 24 h before check-in until checkout (no buffer).
 */
export function buildReplyFacts(property: PropertyEntry, stay: StayInput & { askerIsGuest?: boolean }, defaultNow: Date): ReplyFacts {
  const now = stay.now ?? defaultNow;
  const dates = stayDates(property, stay);
  const reservationId = 'cli-stay';
  return {
    tone: property.tone ?? 'friendly',
    knowledgeBase: property.kb,
    property: {
      name: property.name,
      timezone: property.timezone,
      address: property.address ?? '',
      country: property.country ?? '',
      checkInTime: property.checkInTime ?? DEFAULT_CHECK_IN_TIME,
      checkOutTime: property.checkOutTime ?? DEFAULT_CHECK_OUT_TIME,
    },
    stay: dates && { guestFirstName: '', ...dates },
    doorCode: doorCodeAccess({
      stay: dates && { id: reservationId, status: 'confirmed', kind: 'guest', ...dates },
      code: property.doorCode ? { code: property.doorCode, lockConfirmed: true } : null,
      askerReservationId: stay.askerIsGuest === false ? null : reservationId,
      bufferHours: 0,
      now,
    }),
    hostName: property.hostName ?? '',
    now,
  };
}
