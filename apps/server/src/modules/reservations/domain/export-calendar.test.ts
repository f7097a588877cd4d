import ICAL from 'ical.js';
import { describe, expect, it } from 'vitest';
import { buildExportCalendar, EXPORT_PRODID, EXPORT_UID_DOMAIN, isOwnExportUid, type ExportItem } from './export-calendar';
import { parseCalendarFeed } from './parse-calendar-feed';

const NOW = new Date('2026-11-20T10:11:12.345Z');

const ITEMS: ExportItem[] = [
  { id: '0b6f2c1e-5d4a-4c3b-9a8f-7e6d5c4b3a21', type: 'reservation', start: '2026-12-01', end: '2026-12-05' },
  // A same-day turnover after it, then a block over the 2028 leap day.
  { id: '7d1e9a3c-2b8f-4e6d-a5c0-9f3b1e7d2a64', type: 'reservation', start: '2026-12-05', end: '2026-12-08' },
  { id: 'c4a2e8f6-1d3b-4a5c-9e7f-0b2d4f6a8c1e', type: 'block', start: '2028-02-28', end: '2028-03-01' },
];

describe('buildExportCalendar', () => {
  it('writes exactly this calendar: all-day events, DTEND the checkout day, UIDs in our export domain', () => {
    expect(buildExportCalendar('Ocean View Cottage', ITEMS, NOW)).toBe(
      [
        'BEGIN:VCALENDAR',
        'PRODID:-//Cohost//Calendar Export 1.0//EN',
        'VERSION:2.0',
        'CALSCALE:GREGORIAN',
        'X-WR-CALNAME:Ocean View Cottage (Cohost)',
        'BEGIN:VEVENT',
        'UID:0b6f2c1e-5d4a-4c3b-9a8f-7e6d5c4b3a21@export.cohost.invalid',
        'DTSTAMP:20261120T101112Z',
        'DTSTART;VALUE=DATE:20261201',
        'DTEND;VALUE=DATE:20261205',
        'SUMMARY:Reserved (Cohost)',
        'X-COHOST-ORIGIN:export',
        'END:VEVENT',
        'BEGIN:VEVENT',
        'UID:7d1e9a3c-2b8f-4e6d-a5c0-9f3b1e7d2a64@export.cohost.invalid',
        'DTSTAMP:20261120T101112Z',
        'DTSTART;VALUE=DATE:20261205',
        'DTEND;VALUE=DATE:20261208',
        'SUMMARY:Reserved (Cohost)',
        'X-COHOST-ORIGIN:export',
        'END:VEVENT',
        'BEGIN:VEVENT',
        'UID:c4a2e8f6-1d3b-4a5c-9e7f-0b2d4f6a8c1e@export.cohost.invalid',
        'DTSTAMP:20261120T101112Z',
        'DTSTART;VALUE=DATE:20280228',
        'DTEND;VALUE=DATE:20280301',
        'SUMMARY:Not available (Cohost)',
        'X-COHOST-ORIGIN:export',
        'END:VEVENT',
        'END:VCALENDAR',
        '',
      ].join('\r\n'),
    );
  });

  it('uses CRLF line endings only, ends with one, and keeps lines within 75 octets (folding long names)', () => {
    const name = 'The Very Long Name Of A Seaside Cottage With A Garden, A Pool And A View Of The Bay — 海辺の家';
    const text = buildExportCalendar(name, ITEMS, NOW);
    expect(text.endsWith('END:VCALENDAR\r\n')).toBe(true);
    expect(/(^|[^\r])\n/.test(text)).toBe(false);
    expect(/\r(?!\n)/.test(text)).toBe(false);
    const lines = text.slice(0, -2).split('\r\n');
    for (const line of lines) expect(Buffer.byteLength(line, 'utf8')).toBeLessThanOrEqual(75);
    expect(lines.some((line) => line.startsWith(' '))).toBe(true);
    // Unfolded, the name is whole.
    const calendar = new ICAL.Component(ICAL.parse(text));
    expect(calendar.getFirstPropertyValue('x-wr-calname')).toBe(`${name} (Cohost)`);
  });

  it('writes DATE values, never date-times, so the platforms read whole days', () => {
    const text = buildExportCalendar('Loft', ITEMS, NOW);
    const dtLines = text.split('\r\n').filter((line) => /^DT(START|END)/.test(line));
    expect(dtLines).toEqual([
      'DTSTART;VALUE=DATE:20261201',
      'DTEND;VALUE=DATE:20261205',
      'DTSTART;VALUE=DATE:20261205',
      'DTEND;VALUE=DATE:20261208',
      'DTSTART;VALUE=DATE:20280228',
      'DTEND;VALUE=DATE:20280301',
    ]);
    const events = new ICAL.Component(ICAL.parse(text)).getAllSubcomponents('vevent');
    expect(events).toHaveLength(3);
    for (const event of events) {
      expect((event.getFirstPropertyValue('dtstart') as ICAL.Time).isDate).toBe(true);
      expect((event.getFirstPropertyValue('dtend') as ICAL.Time).isDate).toBe(true);
    }
  });

  it('parses back, as any source, to no stays and no blocks: each event skipped as our own, with a warning', () => {
    const text = buildExportCalendar('Ocean View Cottage', ITEMS, NOW);
    const expected = {
      source: 'other',
      reservations: [],
      blocks: [],
      warnings: [
        "Skipped event 1 (UID 0b6f2c1e-5d4a-4c3b-9a8f-7e6d5c4b3a21@export.cohost.invalid): it comes from Cohost's own export feed.",
        "Skipped event 2 (UID 7d1e9a3c-2b8f-4e6d-a5c0-9f3b1e7d2a64@export.cohost.invalid): it comes from Cohost's own export feed.",
        "Skipped event 3 (UID c4a2e8f6-1d3b-4a5c-9e7f-0b2d4f6a8c1e@export.cohost.invalid): it comes from Cohost's own export feed.",
      ],
    };
    expect(parseCalendarFeed(text, { source: 'other' })).toEqual(expected);
    // Detected from PRODID, our export reads as 'other' too.
    expect(parseCalendarFeed(text)).toEqual(expected);
    // Set up by mistake as an Airbnb or Vrbo feed: still nothing imported.
    expect(parseCalendarFeed(text, { source: 'airbnb' })).toMatchObject({ reservations: [], blocks: [] });
    expect(parseCalendarFeed(text, { source: 'vrbo' })).toMatchObject({ reservations: [], blocks: [] });
  });

  it('carries no guest details, whatever the items hold', () => {
    const stays = [
      { id: 'r1', type: 'reservation' as const, start: '2026-12-01', end: '2026-12-05', guestName: 'Sofia Martinez', guestEmail: 'sofia@example.com', phoneLast4: '4821', notes: 'Late arrival' },
      { id: 'r2', type: 'reservation' as const, start: '2026-12-10', end: '2026-12-12', guestName: 'Tom Baker', guestEmail: 'tom@example.com', phoneLast4: '0077', notes: 'Dog' },
    ];
    const text = buildExportCalendar('Harbor Studio', stays, NOW);
    for (const secret of ['Sofia', 'Martinez', 'Tom', 'Baker', 'example.com', '4821', '0077', 'Late arrival', 'Dog']) expect(text).not.toContain(secret);
    expect(text.match(/^SUMMARY:.*$/gm)).toEqual(['SUMMARY:Reserved (Cohost)', 'SUMMARY:Reserved (Cohost)']);
    expect(text).not.toMatch(/^(DESCRIPTION|ATTENDEE|ORGANIZER|CONTACT|LOCATION)/m);
  });

  it('writes an empty calendar for a property with nothing booked, which parses to nothing and no warnings', () => {
    const text = buildExportCalendar('Blue Ridge Cabin', [], NOW);
    expect(text).toBe(
      ['BEGIN:VCALENDAR', `PRODID:${EXPORT_PRODID}`, 'VERSION:2.0', 'CALSCALE:GREGORIAN', 'X-WR-CALNAME:Blue Ridge Cabin (Cohost)', 'END:VCALENDAR', ''].join('\r\n'),
    );
    expect(parseCalendarFeed(text)).toEqual({ source: 'other', reservations: [], blocks: [], warnings: [] });
  });

  it('stamps every event with the time of the build, in UTC to the second', () => {
    const text = buildExportCalendar('Loft', ITEMS, new Date('2027-01-01T23:59:59.999Z'));
    expect(text.match(/^DTSTAMP:.*$/gm)).toEqual(['DTSTAMP:20270101T235959Z', 'DTSTAMP:20270101T235959Z', 'DTSTAMP:20270101T235959Z']);
  });

  it('gives the same text for the same input (the platforms see no change when nothing changed but the stamp)', () => {
    expect(buildExportCalendar('Loft', ITEMS, NOW)).toBe(buildExportCalendar('Loft', ITEMS, NOW));
  });
});

describe('isOwnExportUid', () => {
  it('recognises our export domain after an @, in any case, and nothing else', () => {
    expect(EXPORT_UID_DOMAIN).toBe('export.cohost.invalid');
    expect(isOwnExportUid('r1@export.cohost.invalid')).toBe(true);
    expect(isOwnExportUid('R1@EXPORT.COHOST.INVALID')).toBe(true);
    expect(isOwnExportUid('r1@Export.Cohost.Invalid')).toBe(true);
    expect(isOwnExportUid('export.cohost.invalid')).toBe(false);
    expect(isOwnExportUid('r1@notexport.cohost.invalid')).toBe(false);
    expect(isOwnExportUid('r1@export.cohost.invalid.example.com')).toBe(false);
    expect(isOwnExportUid('r1@airbnb.com')).toBe(false);
    expect(isOwnExportUid('')).toBe(false);
  });
});

describe('export calendar: the property name is the host’s free text', () => {
  it('keeps line breaks in the name from breaking the feed or adding events', () => {
    const text = buildExportCalendar('Beach House\nBEGIN:VEVENT\nUID:evil\nDTSTART;VALUE=DATE:20261201\nDTEND;VALUE=DATE:20261210\nEND:VEVENT\nX-A:', [], new Date('2026-06-01T00:00:00Z'));
    const parsed = parseCalendarFeed(text);
    expect(parsed.reservations).toEqual([]);
    expect(parsed.blocks).toEqual([]);
    expect(text.match(/^X-WR-CALNAME/gm)).toHaveLength(1);
    expect(text).not.toMatch(/^UID:evil/m);
  });
});
