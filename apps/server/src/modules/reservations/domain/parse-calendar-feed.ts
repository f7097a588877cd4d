import ICAL from 'ical.js';
import { DateTime, IANAZone } from 'luxon';
import { stripControlCharacters } from '../../../platform/text/control-characters';
import { isOwnExportUid } from './export-calendar';

/** Where a feed comes from; decides how its SUMMARY lines are read (DESIGN §4). */
export type FeedSource = 'airbnb' | 'vrbo' | 'booking' | 'other';

/** One stay or block as the feed states it: all-day dates, `end` is the checkout day (DTEND, exclusive). */
export type FeedEvent = {
  uid: string;
  start: string;
  end: string;
  summary: string;
  guestName?: string;
  phoneLast4?: string;
  reservationUrl?: string;
};

export type ParsedCalendarFeed = {
  /** The platform the events were read as (given, or detected from PRODID). */
  source: FeedSource;
  reservations: FeedEvent[];
  blocks: FeedEvent[];
  warnings: string[];
};

export type CalendarFeedErrorReason = 'not-a-calendar' | 'truncated' | 'malformed' | 'too-many-events';

/**
 * A feed we cannot trust. The caller must treat it as a sync error, never as an empty calendar:
 * an HTML error page or a cut-off download must not cancel anybody's stay.
 */
export class CalendarFeedError extends Error {
  constructor(
    readonly reason: CalendarFeedErrorReason,
    message: string,
  ) {
    super(message);
    this.name = 'CalendarFeedError';
  }
}

// Longer than a year is no stay a platform would export; such an event is a feed bug.
const MAX_NIGHTS = 365;
const DAY_MS = 86_400_000;

export interface ParseCalendarFeedOptions {
  source?: FeedSource;
  /**
   * The property's IANA time zone: a date-time (UTC or with a TZID) is the day it falls on
   * there. The sync always passes it; without it (the `ical` command) days are read in UTC.
   */
  timeZone?: string;
  /** Slices of one feed (`parseCalendarFeedInSlices`): the number of this text's first event, and the UIDs earlier slices kept. */
  firstEventNumber?: number;
  seenUids?: Set<string>;
}

/**
 * Reads an iCal feed into reservations and blocks. Pure: no I/O, no clock. Events it cannot
 * use are skipped with a warning; a document that is not a whole VCALENDAR throws
 * `CalendarFeedError`.
 */
export function parseCalendarFeed(text: string, options: ParseCalendarFeedOptions = {}): ParsedCalendarFeed {
  const calendar = readCalendar(text);
  const source = options.source ?? detectSource(calendar);
  const timeZone = options.timeZone ?? 'UTC';
  const result: ParsedCalendarFeed = { source, reservations: [], blocks: [], warnings: [] };
  const seen = options.seenUids ?? new Set<string>();
  const firstNumber = options.firstEventNumber ?? 1;

  calendar.getAllSubcomponents('vevent').forEach((component, index) => {
    const label = `event ${index + firstNumber}`;
    const uid = textProperty(component, 'uid');
    if (!uid) {
      result.warnings.push(`Skipped ${label}: it has no UID.`);
      return;
    }
    const described = `${label} (UID ${uid})`;
    if (isOwnExportUid(uid)) {
      // Our own export, imported back (directly, or through a platform that keeps UIDs): not a new stay.
      result.warnings.push(`Skipped ${described}: it comes from Cohost's own export feed.`);
      return;
    }
    if (seen.has(uid)) {
      result.warnings.push(`Skipped ${described}: the UID appears more than once; the first one is kept.`);
      return;
    }
    if (textProperty(component, 'status')?.toUpperCase() === 'CANCELLED') {
      result.warnings.push(`Skipped ${described}: it is marked cancelled.`);
      return;
    }
    if (component.hasProperty('rrule')) {
      result.warnings.push(`${capitalize(described)} repeats (RRULE); only its first occurrence is used.`);
    }

    let dates: { start: string; end: string } | undefined;
    try {
      dates = readDates(component, timeZone, described, result.warnings);
    } catch {
      result.warnings.push(`Skipped ${described}: its dates cannot be read.`);
      return;
    }
    if (!dates) return;
    const nights = (Date.parse(dates.end) - Date.parse(dates.start)) / DAY_MS;
    if (!(nights > 0)) {
      result.warnings.push(`Skipped ${described}: it ends (${dates.end}) on or before it starts (${dates.start}).`);
      return;
    }
    if (nights > MAX_NIGHTS) {
      result.warnings.push(`Skipped ${described}: ${nights} nights is longer than ${MAX_NIGHTS}.`);
      return;
    }

    seen.add(uid);
    const summary = textProperty(component, 'summary') ?? '';
    const description = textProperty(component, 'description') ?? '';
    const { kind, guestName } = classify(source, summary);
    const event: FeedEvent = { uid, start: dates.start, end: dates.end, summary };
    if (kind === 'reservation') {
      if (guestName) event.guestName = guestName;
      const phoneLast4 = /Phone Number \(Last 4 Digits\):\s*(\d{4})\b/i.exec(description)?.[1];
      if (phoneLast4) event.phoneLast4 = phoneLast4;
      const reservationUrl = /Reservation URL:\s*(https?:\/\/\S+)/i.exec(description)?.[1];
      if (reservationUrl) event.reservationUrl = reservationUrl;
      result.reservations.push(event);
    } else {
      result.blocks.push(event);
    }
  });

  return result;
}

function readCalendar(text: string): ICAL.Component {
  // Servers prepend a BOM or blank lines now and then; anything else first is not iCal. Control
  // characters are no text a calendar means (and PostgreSQL cannot store NUL): dropped.
  const body = stripControlCharacters(text).replace(/^\uFEFF/, '').trim();
  if (!/^BEGIN:VCALENDAR\r?(\n|$)/i.test(body)) {
    const start = body.slice(0, 40).replace(/\s+/g, ' ');
    throw new CalendarFeedError(
      'not-a-calendar',
      body ? `This is not an iCal feed: it does not start with BEGIN:VCALENDAR (it starts with "${start}").` : 'This is not an iCal feed: it is empty.',
    );
  }
  // A download cut off mid-way ends without END:VCALENDAR; whatever it holds is not the whole calendar.
  if (!/(^|\n)END:VCALENDAR$/i.test(body)) {
    throw new CalendarFeedError('truncated', 'The iCal feed is truncated: it does not end with END:VCALENDAR.');
  }
  let parsed: unknown;
  try {
    parsed = ICAL.parse(markBareDates(body));
  } catch (error) {
    const detail = error instanceof Error ? error.message : String(error);
    throw new CalendarFeedError('malformed', `The iCal feed cannot be parsed: ${detail}.`);
  }
  // Several top-level components (e.g. two calendars glued together) are no feed we understand.
  if (!Array.isArray(parsed) || parsed[0] !== 'vcalendar') {
    throw new CalendarFeedError('malformed', 'The iCal feed cannot be parsed: it must hold exactly one VCALENDAR.');
  }
  return new ICAL.Component(parsed as unknown[]);
}

/**
 * `DTSTART:20261201` (a date without `VALUE=DATE`) breaks RFC 5545, but some exporters write it;
 * read as written it fails, and every stay of such a feed would look cancelled. Mark it a date.
 */
function markBareDates(body: string): string {
  return body.replace(/^(DTSTART|DTEND)((?:;(?!VALUE=)[^:\r\n]*)*):(\d{8})(\r?)$/gim, '$1$2;VALUE=DATE:$3$4');
}

/** Platform from PRODID, e.g. `-//Airbnb Inc//Hosting Calendar 0.8.8//EN`, `-//HomeAway.com, Inc.//EN`. */
export function detectSource(calendar: ICAL.Component): FeedSource {
  const prodId = textProperty(calendar, 'prodid') ?? '';
  if (/airbnb/i.test(prodId)) return 'airbnb';
  if (/vrbo|homeaway/i.test(prodId)) return 'vrbo';
  if (/booking\.com/i.test(prodId)) return 'booking';
  return 'other';
}

function classify(source: FeedSource, rawSummary: string): { kind: 'reservation' | 'block'; guestName?: string } {
  const summary = rawSummary.trim();
  switch (source) {
    case 'airbnb':
      if (/^reserved$/i.test(summary)) return { kind: 'reservation' };
      if (/^airbnb \(not available\)$/i.test(summary)) return { kind: 'block' };
      break;
    case 'vrbo': {
      const reserved = /^reserved(?:\s*-\s*(.*))?$/i.exec(summary);
      if (reserved) {
        const name = reserved[1]?.trim();
        return name ? { kind: 'reservation', guestName: name } : { kind: 'reservation' };
      }
      if (/^blocked$/i.test(summary)) return { kind: 'block' };
      break;
    }
    case 'booking':
      // Booking.com exports its bookings and the host's closed dates alike as
      // `CLOSED - Not available`: nothing tells them apart, so they are blocks (dates taken,
      // no guest we could message).
      return { kind: 'block' };
    case 'other':
      break;
  }
  return /blocked|not available|unavailable|closed/i.test(summary) ? { kind: 'block' } : { kind: 'reservation' };
}

function readDates(component: ICAL.Component, timeZone: string, described: string, warnings: string[]): { start: string; end: string } | undefined {
  const startProperty = component.getFirstProperty('dtstart');
  const start = startProperty?.getFirstValue();
  if (!startProperty || !(start instanceof ICAL.Time)) {
    warnings.push(`Skipped ${described}: it has no DTSTART.`);
    return undefined;
  }
  // ICAL.Event fills a missing DTEND from DURATION, or one day for an all-day start (RFC 5545).
  const end = new ICAL.Event(component).endDate;
  const endProperty = component.getFirstProperty('dtend') ?? startProperty;
  const unknownZones = new Set<string>();
  const dates = {
    start: localDate(start, startProperty, timeZone, unknownZones),
    end: localDate(end, endProperty, timeZone, unknownZones),
  };
  for (const zone of unknownZones) {
    warnings.push(`${capitalize(described)} names a time zone Cohost does not know (${zone}); its dates are used as written.`);
  }
  return dates;
}

/**
 * The property's calendar day of a DTSTART or DTEND. An all-day DATE is that day. A date-time
 * is an instant: direct-booking engines and PMSs write a 22:00 New York arrival as 03:00Z the
 * next day, so a UTC time or one with a TZID (an IANA name, or a zone the feed defines in a
 * VTIMEZONE) is converted to the property's zone first. A floating time is the property's clock.
 */
function localDate(time: ICAL.Time, property: ICAL.Property, timeZone: string, unknownZones: Set<string>): string {
  if (time.isDate) return isoDate(time);
  const written = { year: time.year, month: time.month, day: time.day, hour: time.hour, minute: time.minute, second: time.second };
  const tzid = property.getParameter('tzid');
  let instant: DateTime | undefined;
  if (time.zone === ICAL.Timezone.utcTimezone) {
    instant = DateTime.fromObject(written, { zone: 'UTC' });
  } else if (typeof tzid === 'string' && tzid !== '') {
    if (IANAZone.isValidZone(tzid)) instant = DateTime.fromObject(written, { zone: tzid });
    else if (time.zone && time.zone !== ICAL.Timezone.localTimezone && time.zone.tzid === tzid) instant = DateTime.fromSeconds(time.toUnixTime(), { zone: 'UTC' });
    else unknownZones.add(tzid);
  }
  if (!instant) return isoDate(time);
  const day = instant.setZone(timeZone).toISODate();
  if (!instant.isValid || !day) throw new Error(`Invalid date-time ${time.toString()}`);
  return day;
}

function isoDate(time: ICAL.Time): string {
  const pad = (value: number, width: number) => String(value).padStart(width, '0');
  const date = `${pad(time.year, 4)}-${pad(time.month, 2)}-${pad(time.day, 2)}`;
  if (Number.isNaN(Date.parse(date)) || time.month < 1 || time.month > 12 || time.day < 1 || time.day > 31) {
    throw new Error(`Invalid date ${date}`);
  }
  return date;
}

function textProperty(component: ICAL.Component, name: string): string | undefined {
  const value = component.getFirstPropertyValue(name);
  if (value === null || value === undefined) return undefined;
  const text = String(value).trim();
  return text === '' ? undefined : text;
}

function capitalize(text: string): string {
  return text.charAt(0).toUpperCase() + text.slice(1);
}
