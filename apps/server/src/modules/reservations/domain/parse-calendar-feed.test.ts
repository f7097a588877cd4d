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

  it('reads DATE-TIME values as days (in UTC when no zone is given), and skips events it cannot use', () => {
    const parsed = parseCalendarFeed(fixture('date-time.ics'));
    expect(parsed.reservations.map(({ uid, start, end }) => ({ uid, start, end }))).toEqual([
      { uid: 'stay-1001@example-pms.com', start: '2026-12-01', end: '2026-12-04' },
      { uid: 'stay-1002@example-pms.com', start: '2026-12-04', end: '2026-12-06' },
    ]);
    expect(parsed.blocks.map((block) => block.uid)).toEqual(['owner-hold-7@example-pms.com']);
    expect(parsed.warnings).toEqual([
      'Skipped event 4: it has no UID.',
      'Skipped event 5 (UID no-start@example-pms.com): it has no DTSTART.',
      'Skipped event 6 (UID backwards@example-pms.com): it ends (2026-12-18) on or before it starts (2026-12-20).',
      'Skipped event 7 (UID same-day@example-pms.com): it ends (2026-12-22) on or before it starts (2026-12-22).',
      'Skipped event 8 (UID forever@example-pms.com): 730 nights is longer than 365.',
    ]);
  });

  it('reads date-times in the property\'s time zone: a 22:00 New York arrival written in UTC is checked in that day', () => {
    // A direct-booking engine and a PMS export exact times: UTC (Z), an IANA TZID, and an Outlook
    // zone name defined by the feed's own VTIMEZONE. All-day dates stay as they are.
    const parsed = parseCalendarFeed(fixture('utc-arrivals.ics'), { timeZone: 'America/New_York' });
    expect(parsed.reservations.map(({ uid, start, end }) => ({ uid, start, end }))).toEqual([
      { uid: 'late-arrival-winter@example-direct.com', start: '2026-12-01', end: '2026-12-05' },
      { uid: 'late-arrival-summer@example-direct.com', start: '2026-07-03', end: '2026-07-06' },
      { uid: 'london-clock@example-pms.com', start: '2026-12-09', end: '2026-12-12' },
      { uid: 'outlook-zone@example-pms.com', start: '2026-12-15', end: '2026-12-18' },
    ]);
    expect(parsed.blocks.map(({ uid, start, end }) => ({ uid, start, end }))).toEqual([{ uid: 'owner-week@example-direct.com', start: '2026-12-20', end: '2026-12-27' }]);
    expect(parsed.warnings).toEqual([]);

    // The same instants at a property in Lisbon are other days; the all-day block is not moved.
    const lisbon = parseCalendarFeed(fixture('utc-arrivals.ics'), { timeZone: 'Europe/Lisbon' });
    expect(lisbon.reservations.map(({ start, end }) => [start, end])).toEqual([
      ['2026-12-02', '2026-12-05'],
      ['2026-07-04', '2026-07-06'],
      ['2026-12-10', '2026-12-12'],
      ['2026-12-16', '2026-12-18'],
    ]);
    expect(lisbon.blocks.map(({ start, end }) => [start, end])).toEqual([['2026-12-20', '2026-12-27']]);
  });

  it('reads a floating date-time as the property\'s clock, and a TZID it cannot resolve as written, with a warning', () => {
    const parsed = parseCalendarFeed(
      calendar(
        '-//Example//EN',
        ['UID:floating', 'DTSTART:20261201T230000', 'DTEND:20261203T100000', 'SUMMARY:Guest'],
        ['UID:unknown-zone', 'DTSTART;TZID=Mars/Olympus_Mons:20261205T230000', 'DTEND;TZID=Mars/Olympus_Mons:20261207T100000', 'SUMMARY:Guest'],
      ),
      { timeZone: 'Asia/Tokyo' },
    );
    expect(parsed.reservations.map(({ uid, start, end }) => ({ uid, start, end }))).toEqual([
      { uid: 'floating', start: '2026-12-01', end: '2026-12-03' },
      { uid: 'unknown-zone', start: '2026-12-05', end: '2026-12-07' },
    ]);
    expect(parsed.warnings).toEqual(['Event 2 (UID unknown-zone) names a time zone Cohost does not know (Mars/Olympus_Mons); its dates are used as written.']);
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

describe('parseCalendarFeed: feeds as each platform writes them', () => {
  const hasBareLf = (text: string) => /(^|[^\r])\n/.test(text);
  const airbnbUrl = (code: string) => `https://www.airbnb.com/hosting/reservations/details/${code}`;

  it('unfolds an Airbnb DESCRIPTION folded across lines, even inside a URL or between a backslash and its n', () => {
    const feed = fixture('airbnb-turnovers.ics');
    // The fixture as Airbnb sends it: CRLF only, folded at 75 octets with one leading space.
    expect(hasBareLf(feed)).toBe(false);
    expect(feed).toContain('reservations/de\r\n tails/HMTX4KQ82N');
    expect(feed).toContain('HMW7PL3DRC\\\r\n nPhone Number');
    expect(feed).toContain('itinerary?c\r\n ode=HMNP7D3WQ2');
    for (const line of feed.split('\r\n')) expect(Buffer.byteLength(line)).toBeLessThanOrEqual(75);

    const parsed = parseCalendarFeed(feed);
    expect(parsed).toEqual({
      source: 'airbnb',
      reservations: [
        {
          uid: '1418fb94e984-6c0e2a9d4b7f41e3a5d8c1f0b2e4a6c8@airbnb.com',
          start: '2026-12-29',
          end: '2027-01-02',
          summary: 'Reserved',
          phoneLast4: '3904',
          reservationUrl: airbnbUrl('HMTX4KQ82N'),
        },
        {
          uid: '1418fb94e984-0d7b3e5a9c1f4a2e8b6d0c4f2a8e6b1d@airbnb.com',
          start: '2027-01-02',
          end: '2027-01-05',
          summary: 'Reserved',
          phoneLast4: '0512',
          reservationUrl: airbnbUrl('HMW7PL3DRC'),
        },
        {
          uid: '1418fb94e984-a3c5e7f9b1d24c6e8a0b2d4f6e8a0c2e@airbnb.com',
          start: '2027-01-05',
          end: '2027-01-06',
          summary: 'Reserved',
          phoneLast4: '7781',
          // Airbnb's older itinerary link, folded inside its query string.
          reservationUrl: 'https://www.airbnb.com/reservation/itinerary?code=HMNP7D3WQ2',
        },
      ],
      blocks: [
        { uid: '6fec1092d3fa-2b4d6f8a0c2e4a6c8e0a2c4e6a8c0e2a@airbnb.com', start: '2027-01-06', end: '2027-01-09', summary: 'Airbnb (Not available)' },
        { uid: '6fec1092d3fa-9e7c5a3e1c9a7e5c3a1e9c7a5e3c1a9e@airbnb.com', start: '2027-06-01', end: '2027-12-15', summary: 'Airbnb (Not available)' },
      ],
      warnings: [],
    });
  });

  it('keeps every stay of a chain of same-day turnovers: each DTEND is the next DTSTART, exclusive', () => {
    const { reservations, blocks } = parseCalendarFeed(fixture('airbnb-turnovers.ics'));
    expect(reservations.map(({ start, end }) => [start, end])).toEqual([
      ['2026-12-29', '2027-01-02'], // 4 nights across the new year: 29, 30, 31 Dec and 1 Jan
      ['2027-01-02', '2027-01-05'],
      ['2027-01-05', '2027-01-06'], // one night
    ]);
    expect(reservations[0]!.end).toBe(reservations[1]!.start);
    expect(reservations[1]!.end).toBe(reservations[2]!.start);
    // The block after them starts on the last checkout day.
    expect(blocks[0]!.start).toBe(reservations[2]!.end);
    // Nowhere is DTEND read as the last night (one day earlier).
    expect(reservations.map((stay) => stay.end)).not.toContain('2027-01-01');
  });

  it('reads the same feed alike with CRLF or LF line endings, folded lines included', () => {
    const crlf = fixture('airbnb-turnovers.ics');
    const lf = crlf.replaceAll('\r\n', '\n');
    expect(lf).not.toContain('\r');
    expect(parseCalendarFeed(lf)).toEqual(parseCalendarFeed(crlf));

    const vrboLf = fixture('vrbo-rotation-before.ics');
    expect(vrboLf).not.toContain('\r');
    const vrboCrlf = vrboLf.replaceAll('\n', '\r\n');
    expect(parseCalendarFeed(vrboCrlf)).toEqual(parseCalendarFeed(vrboLf));
    expect(parseCalendarFeed(vrboCrlf).reservations).toHaveLength(2);
  });

  it('unfolds a continuation line that starts with a tab (RFC 5545 allows space or HTAB)', () => {
    const feed = calendar(
      '-//Airbnb Inc//Hosting Calendar 0.8.8//EN',
      [
        'DTEND;VALUE=DATE:20270305',
        'DTSTART;VALUE=DATE:20270301',
        'UID:1418fb94e984-tab@airbnb.com',
        'DESCRIPTION:Reservation URL: https://www.airbnb.com/hosting/reservations/d',
        '\tetails/HMTAB12345\\nPhone Number (Last 4 Digits): 6620',
        'SUMMARY:Reserved',
      ],
    );
    expect(parseCalendarFeed(feed).reservations).toEqual([
      {
        uid: '1418fb94e984-tab@airbnb.com',
        start: '2027-03-01',
        end: '2027-03-05',
        summary: 'Reserved',
        phoneLast4: '6620',
        reservationUrl: airbnbUrl('HMTAB12345'),
      },
    ]);
  });

  it('reads each platform’s blocks: Airbnb (Not available), Vrbo Blocked, Booking.com CLOSED - Not available', () => {
    const airbnb = parseCalendarFeed(fixture('airbnb-turnovers.ics'));
    expect(airbnb.blocks.map((block) => block.summary)).toEqual(['Airbnb (Not available)', 'Airbnb (Not available)']);
    expect(airbnb.reservations.every((stay) => stay.summary === 'Reserved')).toBe(true);

    const vrbo = parseCalendarFeed(fixture('vrbo-rotation-before.ics'));
    expect(vrbo.blocks).toEqual([{ uid: 'e4b7a2d9-6c1f-4835-b0e8-7a9d3c5f1b24', start: '2027-04-01', end: '2027-04-05', summary: 'Blocked' }]);

    const booking = fixture('booking-closures.ics');
    expect(hasBareLf(booking)).toBe(false);
    expect(parseCalendarFeed(booking)).toEqual({
      source: 'booking',
      reservations: [],
      blocks: [
        { uid: '4f6a8c0e2b4d6f8a0c2e4a6c8e0b2d4f@booking.com', start: '2027-02-14', end: '2027-02-17', summary: 'CLOSED - Not available' },
        // Back to back with the one before: both kept.
        { uid: '7b9d1f3a5c7e9b1d3f5a7c9e1b3d5f7a@booking.com', start: '2027-02-17', end: '2027-02-18', summary: 'CLOSED - Not available' },
        // Over the end of a non-leap February.
        { uid: 'c1e3a5c7e9b1d3f5a7c9e1b3d5f7a9c1@booking.com', start: '2027-02-28', end: '2027-03-02', summary: 'CLOSED - Not available' },
      ],
      warnings: [],
    });
  });

  it('reads Vrbo Reserved without a name as a stay with no guest name', () => {
    const feed = calendar('-//HomeAway.com, Inc.//EN', ['UID:vrbo-anon', 'DTSTART;VALUE=DATE:20270410', 'DTEND;VALUE=DATE:20270412', 'SUMMARY:Reserved']);
    expect(parseCalendarFeed(feed)).toEqual({
      source: 'vrbo',
      reservations: [{ uid: 'vrbo-anon', start: '2027-04-10', end: '2027-04-12', summary: 'Reserved' }],
      blocks: [],
      warnings: [],
    });
  });

  it('reads a Vrbo booking re-created under a new UID after a date change, in both versions of the feed', () => {
    const before = parseCalendarFeed(fixture('vrbo-rotation-before.ics'));
    const after = parseCalendarFeed(fixture('vrbo-rotation-after.ics'));
    expect(before.warnings).toEqual([]);
    expect(after.warnings).toEqual([]);
    expect(before.source).toBe('vrbo');
    expect(after.source).toBe('vrbo');
    expect(before.reservations).toEqual([
      { uid: '5c2f8e1a-3b7d-4e9f-a6c0-1d4b8e2f7a93', start: '2027-03-10', end: '2027-03-14', summary: 'Reserved - Sofia Martinez', guestName: 'Sofia Martinez' },
      { uid: 'a81d4c6e-9f2b-47a3-8e5d-0c3f6b9a2e71', start: '2027-03-20', end: '2027-03-23', summary: 'Reserved - Tom Baker', guestName: 'Tom Baker' },
    ]);
    expect(after.reservations).toEqual([
      { uid: 'a81d4c6e-9f2b-47a3-8e5d-0c3f6b9a2e71', start: '2027-03-20', end: '2027-03-23', summary: 'Reserved - Tom Baker', guestName: 'Tom Baker' },
      // Same guest, new UID, moved a day later and one night longer.
      { uid: 'f09c3e6b-2a5d-4f18-9b7e-4d1a8c6e3f50', start: '2027-03-11', end: '2027-03-16', summary: 'Reserved - Sofia Martinez', guestName: 'Sofia Martinez' },
    ]);
    expect(after.blocks).toEqual(before.blocks);
  });

  it('skips events carrying our own export UIDs (any case) with a warning and keeps the rest', () => {
    const parsed = parseCalendarFeed(fixture('own-export-reimported.ics'));
    expect(parsed).toEqual({
      source: 'other',
      reservations: [{ uid: 'booking-88213@example-pms.com', start: '2027-02-05', end: '2027-02-08', summary: 'Booked - Priya Shah' }],
      blocks: [{ uid: 'owner-hold-12@example-pms.com', start: '2027-02-20', end: '2027-02-22', summary: 'Owner blocked' }],
      warnings: [
        "Skipped event 1 (UID 0b6f2c1e-5d4a-4c3b-9a8f-7e6d5c4b3a21@export.cohost.invalid): it comes from Cohost's own export feed.",
        "Skipped event 3 (UID 9d8c7b6a-5f4e-4d3c-8b2a-1f0e9d8c7b6a@EXPORT.COHOST.INVALID): it comes from Cohost's own export feed.",
      ],
    });
  });

  it('reads leap days: 29 Feb 2028 exists, a stay over it counts it as a night', () => {
    const stay = (uid: string, start: string, end: string) => [`UID:${uid}`, `DTSTART;VALUE=DATE:${start}`, `DTEND;VALUE=DATE:${end}`, 'SUMMARY:Reserved'];
    const parsed = parseCalendarFeed(
      calendar(
        '-//Airbnb Inc//Hosting Calendar 0.8.8//EN',
        stay('over-leap', '20280228', '20280301'),
        stay('on-leap', '20280229', '20280301'),
        stay('into-leap', '20280225', '20280229'),
        stay('no-leap', '20270228', '20270301'),
      ),
    );
    expect(parsed.warnings).toEqual([]);
    expect(parsed.reservations.map(({ uid, start, end }) => ({ uid, start, end }))).toEqual([
      { uid: 'over-leap', start: '2028-02-28', end: '2028-03-01' },
      { uid: 'on-leap', start: '2028-02-29', end: '2028-03-01' },
      { uid: 'into-leap', start: '2028-02-25', end: '2028-02-29' },
      { uid: 'no-leap', start: '2027-02-28', end: '2027-03-01' },
    ]);
  });

  it('reads a two-year Airbnb feed of ~700 days of stays and blocks: every event, none lost, dates right across 29 Feb 2028', () => {
    const DAY = 86_400_000;
    const iso = (ms: number) => new Date(ms).toISOString().slice(0, 10);
    const compact = (date: string) => date.replaceAll('-', '');
    const first = Date.UTC(2027, 0, 4);
    const last = first + 700 * DAY;
    const nightsCycle = [3, 1, 4, 2, 5, 7, 2, 1];
    const gapCycle = [0, 0, 1, 0, 2, 0, 3];
    type Expected = { uid: string; start: string; end: string; kind: 'stay' | 'block'; phone: string; code: string };
    const expected: Expected[] = [];
    const lines = ['BEGIN:VCALENDAR', 'PRODID;X-RICAL-TZSOURCE=TZINFO:-//Airbnb Inc//Hosting Calendar 0.8.8//EN', 'CALSCALE:GREGORIAN', 'VERSION:2.0'];
    for (let day = first, i = 0; day < last; i++) {
      const nights = nightsCycle[i % nightsCycle.length]!;
      const start = iso(day);
      const end = iso(day + nights * DAY);
      const kind = i % 9 === 8 ? 'block' : 'stay';
      const uid = `1418fb94e984-${String(i).padStart(32, '0')}@airbnb.com`;
      const phone = String((i * 37) % 10_000).padStart(4, '0');
      const code = `HM${String(i).padStart(8, '0')}`;
      expected.push({ uid, start, end, kind, phone, code });
      lines.push('BEGIN:VEVENT', `DTEND;VALUE=DATE:${compact(end)}`, `DTSTART;VALUE=DATE:${compact(start)}`, `UID:${uid}`);
      if (kind === 'stay') {
        const description = `DESCRIPTION:Reservation URL: ${airbnbUrl(code)}\\nPhone Number (Last 4 Digits): ${phone}`;
        lines.push(description.slice(0, 75), ` ${description.slice(75)}`, 'SUMMARY:Reserved');
      } else {
        lines.push('SUMMARY:Airbnb (Not available)');
      }
      lines.push('END:VEVENT');
      day += (nights + gapCycle[i % gapCycle.length]!) * DAY;
    }
    lines.push('END:VCALENDAR');
    // 700 days from 4 Jan 2027 (to 4 Dec 2028) in 176 events, back to back or with short gaps.
    expect(expected).toHaveLength(176);
    expect(expected.at(-1)!.end >= iso(last)).toBe(true);

    const parsed = parseCalendarFeed(`${lines.join('\r\n')}\r\n`);
    expect(parsed.warnings).toEqual([]);
    expect(parsed.source).toBe('airbnb');
    const stays = expected.filter((event) => event.kind === 'stay');
    const blocks = expected.filter((event) => event.kind === 'block');
    expect(parsed.reservations).toHaveLength(stays.length);
    expect(parsed.blocks).toHaveLength(blocks.length);
    expect(parsed.reservations).toEqual(
      stays.map(({ uid, start, end, phone, code }) => ({ uid, start, end, summary: 'Reserved', phoneLast4: phone, reservationUrl: airbnbUrl(code) })),
    );
    expect(parsed.blocks).toEqual(blocks.map(({ uid, start, end }) => ({ uid, start, end, summary: 'Airbnb (Not available)' })));

    // The feed spans the leap day: whichever event holds the night of 29 Feb 2028 keeps its length.
    const all = [...parsed.reservations, ...parsed.blocks];
    expect(all[0]!.start).toBe('2027-01-04');
    expect(parsed.reservations.at(-1)!.end >= '2028-12-01').toBe(true);
    const leap = all.filter((event) => event.start <= '2028-02-29' && event.end > '2028-02-29');
    const leapExpected = expected.filter((event) => event.start <= '2028-02-29' && event.end > '2028-02-29');
    expect(leapExpected).toHaveLength(1);
    expect(leap.map(({ uid, start, end }) => ({ uid, start, end }))).toEqual(leapExpected.map(({ uid, start, end }) => ({ uid, start, end })));
    // No event starts or ends on a day that does not exist, and the days after the leap day are not shifted.
    expect(all.some((event) => /-02-(3[01])$/.test(event.start) || /-02-(3[01])$/.test(event.end))).toBe(false);
    const startsInMarch2028 = all.filter((event) => event.start.startsWith('2028-03')).map((event) => event.start).sort();
    expect(startsInMarch2028).toEqual(expected.filter((event) => event.start.startsWith('2028-03')).map((event) => event.start));
  });
});

describe('parseCalendarFeed: lenient where exporters bend the rules', () => {
  it('reads a date written without VALUE=DATE as a date, not as a broken date-time', () => {
    const feed = [
      'BEGIN:VCALENDAR',
      'PRODID:-//Airbnb Inc//Hosting Calendar 0.8.8//EN',
      'BEGIN:VEVENT',
      'DTSTART:20261201',
      'DTEND;TZID=UTC:20261205',
      'UID:bare@airbnb.com',
      'SUMMARY:Reserved',
      'END:VEVENT',
      'END:VCALENDAR',
    ].join('\r\n');
    expect(parseCalendarFeed(feed)).toEqual({
      source: 'airbnb',
      reservations: [{ uid: 'bare@airbnb.com', start: '2026-12-01', end: '2026-12-05', summary: 'Reserved' }],
      blocks: [],
      warnings: [],
    });
  });
});

describe('parseCalendarFeed: control characters', () => {
  it('drops them (PostgreSQL cannot store NUL), from the events and from an error quoting the feed', () => {
    const feed = calendar('-//Test//EN', ['UID:nul\u0000-1@test', 'DTSTART;VALUE=DATE:20260610', 'DTEND;VALUE=DATE:20260612', 'SUMMARY:Ann\u0000 Lee\u001b']);
    const parsed = parseCalendarFeed(feed);
    // JSON.stringify writes a control character as a \u00XX escape.
    expect(JSON.stringify(parsed)).not.toMatch(/\\u00[01]/);
    expect([...parsed.reservations, ...parsed.blocks].map((event) => event.uid)).toEqual(['nul-1@test']);
    expect(parseError('\u0000\u0001garbage').message).toBe('This is not an iCal feed: it does not start with BEGIN:VCALENDAR (it starts with "garbage").');
  });
});
