import ICAL from 'ical.js';
import { randomBytes } from 'node:crypto';

/** The UID domain of events in our export feed: importing them back is recognised and skipped. */
export const EXPORT_UID_DOMAIN = 'export.cohost.invalid';
export const EXPORT_PRODID = '-//Cohost//Calendar Export 1.0//EN';

export interface ExportItem {
  id: string;
  type: 'reservation' | 'block';
  start: string;
  end: string;
}

/** Whether a feed event is one of ours, come back through another platform or imported directly. */
export function isOwnExportUid(uid: string): boolean {
  return uid.toLowerCase().endsWith(`@${EXPORT_UID_DOMAIN}`);
}

/**
 * A property's own iCal feed for the platforms to import: all-day events, DTEND = checkout day,
 * no guest details (the link may be shared with a platform, not with the world's eyes in mind).
 */
export function buildExportCalendar(propertyName: string, items: ExportItem[], now: Date): string {
  const calendar = new ICAL.Component(['vcalendar', [], []]);
  calendar.addPropertyWithValue('prodid', EXPORT_PRODID);
  calendar.addPropertyWithValue('version', '2.0');
  calendar.addPropertyWithValue('calscale', 'GREGORIAN');
  // A name is the host's free text: control characters (line breaks above all) would break the
  // line, or smuggle in events of their own.
  calendar.addPropertyWithValue('x-wr-calname', `${propertyName.replace(/\p{Cc}+/gu, ' ').trim()} (Cohost)`);
  const stamp = ICAL.Time.fromJSDate(now, true);
  for (const item of items) {
    const event = new ICAL.Component('vevent');
    event.addPropertyWithValue('uid', `${item.id}@${EXPORT_UID_DOMAIN}`);
    event.addPropertyWithValue('dtstamp', stamp);
    event.addPropertyWithValue('dtstart', ICAL.Time.fromDateString(item.start));
    event.addPropertyWithValue('dtend', ICAL.Time.fromDateString(item.end));
    event.addPropertyWithValue('summary', item.type === 'reservation' ? 'Reserved (Cohost)' : 'Not available (Cohost)');
    event.addPropertyWithValue('x-cohost-origin', 'export');
    calendar.addSubcomponent(event);
  }
  return calendar.toString().replace(/\r?\n/g, '\r\n') + '\r\n';
}

export const newToken = () => randomBytes(24).toString('base64url');

export function exportUrlFor(publicUrl: string, token: string): string {
  return `${publicUrl.replace(/\/$/, '')}/api/calendar-export/${token}.ics`;
}
