import fs from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { CalendarFeedError, parseCalendarFeed } from './parse-calendar-feed';

const fixture = (name: string) => fs.readFileSync(path.join(import.meta.dirname, 'fixtures', name), 'utf8');

function calendar(prodId: string, ...events: string[][]): string {
  const lines = ['BEGIN:VCALENDAR', 'VERSION:2.0', `PRODID:${prodId}`];
  for (const event of events) lines.push('BEGIN:VEVENT', ...event, 'END:VEVENT');
  lines.push('END:VCALENDAR');
  return lines.join('\r\n');
}

function parseError(text: string): CalendarFeedError {
  try {
    parseCalendarFeed(text);
  } catch (error) {
    if (error instanceof CalendarFeedError) return error;
    throw error;
  }
  throw new Error('expected a CalendarFeedError');
}

describe('parseCalendarFeed', () => {
  it('reads Airbnb: Reserved is a stay with its reservation URL and phone digits, Not available a block', () => {
    // CRLF line endings and a DESCRIPTION folded across lines, as Airbnb sends them.
    const feed = fixture('airbnb.ics');
    expect(feed).toContain('\r\n etails/');
    const parsed = parseCalendarFeed(feed);
    expect(parsed.warnings).toEqual([]);
    expect(parsed.reservations).toEqual([
      {
        uid: '1418fb94e984-3f1c2a7be0d54c6a9e2f7b1d8c4a5e60@airbnb.com',
        start: '2026-12-01',
        end: '2026-12-05',
        summary: 'Reserved',
        phoneLast4: '4821',
        reservationUrl: 'https://www.airbnb.com/hosting/reservations/details/HMQ4X2ZK9T',
      },
      {
        uid: '1418fb94e984-9b7d0e3c2f1a4b58a6c7d9e0f1a2b3c4@airbnb.com',
        start: '2026-12-05',
        end: '2026-12-08',
        summary: 'Reserved',
        phoneLast4: '0077',
        reservationUrl: 'https://www.airbnb.com/hosting/reservations/details/HM8PW3RTYB',
      },
    ]);
    // Same-day turnover: the first stay's checkout day is the next one's check-in day.
    expect(parsed.reservations[0]!.end).toBe(parsed.reservations[1]!.start);
    expect(parsed.blocks.map(({ start, end, summary }) => ({ start, end, summary }))).toEqual([
      { start: '2026-12-20', end: '2026-12-24', summary: 'Airbnb (Not available)' },
      { start: '2027-01-12', end: '2027-03-01', summary: 'Airbnb (Not available)' },
    ]);
  });

  it('reads Vrbo: Reserved - Name is a stay with the guest name, Blocked a block', () => {
    const parsed = parseCalendarFeed(fixture('vrbo.ics'));
    expect(parsed.warnings).toEqual([]);
    expect(parsed.reservations.map(({ guestName, start, end }) => ({ guestName, start, end }))).toEqual([
      { guestName: 'Jane', start: '2026-12-03', end: '2026-12-07' },
      { guestName: 'Maria Gonzalez', start: '2026-12-07', end: '2026-12-10' },
    ]);
    expect(parsed.blocks).toEqual([
      { uid: 'b1f0c9d8-7e6a-4b5c-a3d2-e1f0a9b8c7d6', start: '2026-12-15', end: '2026-12-18', summary: 'Blocked' },
    ]);
  });

  it('reads Booking.com: CLOSED - Not available is a block, since bookings and closures look alike', () => {
    const parsed = parseCalendarFeed(fixture('booking.ics'));
    expect(parsed).toEqual({
      source: 'booking',
      reservations: [],
      blocks: [
        { uid: '9a1c5e3f7b2d4e6a8c0e2f4a6b8d0e1f@booking.com', start: '2026-12-10', end: '2026-12-12', summary: 'CLOSED - Not available' },
        { uid: '3b5d7f9a1c3e5a7c9e1b3d5f7a9c1e3b@booking.com', start: '2026-12-26', end: '2027-01-02', summary: 'CLOSED - Not available' },
      ],
      warnings: [],
    });
  });

  it('takes the source from the options over PRODID', () => {
    const feed = calendar('-//Somebody//EN', ['UID:v1', 'DTSTART;VALUE=DATE:20261203', 'DTEND;VALUE=DATE:20261207', 'SUMMARY:Reserved - Jane']);
    expect(parseCalendarFeed(feed).reservations[0]!.guestName).toBeUndefined();
    expect(parseCalendarFeed(feed, { source: 'vrbo' }).reservations[0]!.guestName).toBe('Jane');
    expect(parseCalendarFeed(feed, { source: 'booking' }).blocks).toHaveLength(1);
  });

  it('reads other feeds by SUMMARY: blocked, not available and closed are blocks, anything else a stay', () => {
    const event = (uid: string, summary: string) => [`UID:${uid}`, 'DTSTART;VALUE=DATE:20261201', 'DTEND;VALUE=DATE:20261202', `SUMMARY:${summary}`];
    const parsed = parseCalendarFeed(
      calendar('-//Example//EN', event('a', 'Owner Blocked'), event('b', 'Not available'), event('c', 'closed'), event('d', 'Guest: Kim'), event('e', '')),
    );
    expect(parsed.blocks.map((block) => block.uid)).toEqual(['a', 'b', 'c']);
    expect(parsed.reservations.map((stay) => stay.uid)).toEqual(['d', 'e']);
    expect(parsed.reservations[1]!.summary).toBe('');
  });

  it('keeps the dates of DATE-TIME values, with a warning, and skips events it cannot use', () => {
    const parsed = parseCalendarFeed(fixture('date-time.ics'));
    expect(parsed.reservations.map(({ uid, start, end }) => ({ uid, start, end }))).toEqual([
      { uid: 'stay-1001@example-pms.com', start: '2026-12-01', end: '2026-12-04' },
      { uid: 'stay-1002@example-pms.com', start: '2026-12-04', end: '2026-12-06' },
    ]);
    expect(parsed.blocks.map((block) => block.uid)).toEqual(['owner-hold-7@example-pms.com']);
    expect(parsed.warnings).toEqual([
      'Event 1 (UID stay-1001@example-pms.com) has a date-time; only its dates are used.',
      'Event 2 (UID stay-1002@example-pms.com) has a date-time; only its dates are used.',
      'Skipped event 4: it has no UID.',
      'Skipped event 5 (UID no-start@example-pms.com): it has no DTSTART.',
      'Skipped event 6 (UID backwards@example-pms.com): it ends (2026-12-18) on or before it starts (2026-12-20).',
      'Event 7 (UID same-day@example-pms.com) has a date-time; only its dates are used.',
      'Skipped event 7 (UID same-day@example-pms.com): it ends (2026-12-22) on or before it starts (2026-12-22).',
      'Skipped event 8 (UID forever@example-pms.com): 730 nights is longer than 365.',
    ]);
  });

  it('accepts a stay of exactly 365 nights and one night from a DATE start without DTEND', () => {
    const parsed = parseCalendarFeed(
      calendar(
        '-//Example//EN',
        ['UID:year', 'DTSTART;VALUE=DATE:20270101', 'DTEND;VALUE=DATE:20280101', 'SUMMARY:Long let'],
        ['UID:night', 'DTSTART;VALUE=DATE:20261231', 'SUMMARY:One night'],
      ),
    );
    expect(parsed.warnings).toEqual([]);
    expect(parsed.reservations.map(({ start, end }) => `${start}..${end}`)).toEqual(['2027-01-01..2028-01-01', '2026-12-31..2027-01-01']);
  });

  it('skips repeated UIDs and cancelled events with a warning', () => {
    const stay = ['DTSTART;VALUE=DATE:20261201', 'DTEND;VALUE=DATE:20261203', 'SUMMARY:Reserved'];
    const parsed = parseCalendarFeed(
      calendar('-//Airbnb Inc//Hosting Calendar 1.0//EN', ['UID:same', ...stay], ['UID:same', ...stay], ['UID:gone', 'STATUS:CANCELLED', ...stay]),
    );
    expect(parsed.reservations.map((event) => event.uid)).toEqual(['same']);
    expect(parsed.warnings).toEqual([
      'Skipped event 2 (UID same): the UID appears more than once; the first one is kept.',
      'Skipped event 3 (UID gone): it is marked cancelled.',
    ]);
  });

  it('reads LF-only feeds and a leading byte-order mark', () => {
    const feed = `\uFEFF${fixture('vrbo.ics').replaceAll('\r\n', '\n')}`;
    expect(parseCalendarFeed(feed).reservations).toHaveLength(2);
  });

  it('returns empty lists for an empty but whole calendar', () => {
    expect(parseCalendarFeed(fixture('empty.ics'))).toEqual({ source: 'airbnb', reservations: [], blocks: [], warnings: [] });
  });

  it('refuses a truncated feed instead of reading it as fewer stays', () => {
    const error = parseError(fixture('truncated.ics'));
    expect(error.reason).toBe('truncated');
    expect(error.message).toBe('The iCal feed is truncated: it does not end with END:VCALENDAR.');
    // Cut right after a whole event: still not the whole calendar.
    const airbnb = fixture('airbnb.ics');
    expect(parseError(airbnb.slice(0, airbnb.lastIndexOf('END:VCALENDAR'))).reason).toBe('truncated');
  });

  it('refuses what is not a calendar: an HTML error page, an empty body, plain text', () => {
    const html = parseError(fixture('html-error-page.ics'));
    expect(html.reason).toBe('not-a-calendar');
    expect(html.message).toMatch(/^This is not an iCal feed: it does not start with BEGIN:VCALENDAR \(it starts with "<!DOCTYPE html>/);
    expect(parseError('').message).toBe('This is not an iCal feed: it is empty.');
    expect(parseError('   \r\n').reason).toBe('not-a-calendar');
    expect(parseError('Rate limit exceeded').reason).toBe('not-a-calendar');
  });

  it('refuses a calendar that cannot be parsed', () => {
    const unclosedEvent = ['BEGIN:VCALENDAR', 'BEGIN:VEVENT', 'UID:x', 'DTSTART;VALUE=DATE:20261201', 'END:VCALENDAR'].join('\r\n');
    expect(parseError(unclosedEvent).reason).toBe('malformed');
    expect(parseError(unclosedEvent).message).toMatch(/^The iCal feed cannot be parsed: /);
    const garbage = ['BEGIN:VCALENDAR', '<p>oops</p>', 'END:VCALENDAR'].join('\r\n');
    expect(parseError(garbage).reason).toBe('malformed');
    const twoCalendars = `${fixture('empty.ics')}${fixture('empty.ics')}`;
    expect(parseError(twoCalendars).reason).toBe('malformed');
  });
});
