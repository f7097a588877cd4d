import { afterEach, describe, expect, it, vi } from 'vitest';
import { DEMO_FEEDS, demoFeedPath, isDemoFeed, renderDemoFeed } from './demo-feeds';
import { findOverlaps, isEchoBlock, type OccupyingItem } from './double-bookings';
import { parseCalendarFeed, type FeedEvent, type FeedSource } from './parse-calendar-feed';

const ANCHOR = '2026-06-15';
const NAMES = Object.keys(DEMO_FEEDS);

// Offsets counted with plain UTC arithmetic, independently of the module's own date helper.
const day = (anchor: string, offset: number) => new Date(Date.parse(`${anchor}T00:00:00Z`) + offset * 86_400_000).toISOString().slice(0, 10);

const SOURCES: Record<string, FeedSource> = {
  'ocean-view-airbnb': 'airbnb',
  'ocean-view-vrbo': 'vrbo',
  'downtown-loft-airbnb': 'airbnb',
  'downtown-loft-booking': 'booking',
  'blue-ridge-vrbo': 'vrbo',
};

const airbnbUrl = (code: string) => `https://www.airbnb.com/hosting/reservations/details/${code}`;

describe('demo feeds', () => {
  it('has the five sample feeds of the demo portfolio', () => {
    expect(NAMES.sort()).toEqual(Object.keys(SOURCES).sort());
  });

  it.each(Object.entries(SOURCES))('renders %s so that it parses cleanly as %s, every event kept', (name, source) => {
    const parsed = parseCalendarFeed(renderDemoFeed(name, ANCHOR));
    expect(parsed.warnings).toEqual([]);
    expect(parsed.source).toBe(source);
    const feed = DEMO_FEEDS[name]!;
    expect(parsed.reservations.length + parsed.blocks.length).toBe(feed.events.length);
    // Every event at its offset from the anchor, in order, DTEND the checkout day.
    const all = [...parsed.reservations, ...parsed.blocks].sort((a, b) => Number(a.uid.split('-').at(-1)!.split('@')[0]) - Number(b.uid.split('-').at(-1)!.split('@')[0]));
    expect(all.map(({ start, end, summary }) => ({ start, end, summary }))).toEqual(
      feed.events.map((event) => ({ start: day(ANCHOR, event.from), end: day(ANCHOR, event.from + event.nights), summary: event.summary })),
    );
  });

  it('renders the Ocean View Airbnb feed: stays with phone digits and reservation links, blocks without', () => {
    const parsed = parseCalendarFeed(renderDemoFeed('ocean-view-airbnb', ANCHOR));
    const stay = (n: number, start: string, end: string, code: string, phone: string): FeedEvent => ({
      uid: `ocean-view-airbnb-2026-06-15-${n}@airbnb.com`,
      start,
      end,
      summary: 'Reserved',
      phoneLast4: phone,
      reservationUrl: airbnbUrl(code),
    });
    expect(parsed).toEqual({
      source: 'airbnb',
      reservations: [
        stay(1, '2026-06-06', '2026-06-10', 'HMQ4TZ8RXA', '4417'),
        stay(2, '2026-06-13', '2026-06-17', 'HM8CWN2KPE', '0921'),
        // Same-day turnover: checks in the day the one before checks out.
        stay(3, '2026-06-17', '2026-06-21', 'HMZT5Q1BVD', '7730'),
        stay(5, '2026-06-25', '2026-06-29', 'HMR2LK7YSN', '5586'),
        stay(7, '2026-07-05', '2026-07-12', 'HMD9FX3WQT', '1204'),
        stay(8, '2026-07-20', '2026-07-23', 'HMV6BJ4NHC', '3368'),
      ],
      blocks: [
        { uid: 'ocean-view-airbnb-2026-06-15-4@airbnb.com', start: '2026-06-21', end: '2026-06-24', summary: 'Airbnb (Not available)' },
        { uid: 'ocean-view-airbnb-2026-06-15-6@airbnb.com', start: '2026-06-29', end: '2026-07-01', summary: 'Airbnb (Not available)' },
      ],
      warnings: [],
    });
  });

  it('gives every Airbnb stay its phone digits and reservation link, and reads Vrbo guest names', () => {
    for (const name of ['ocean-view-airbnb', 'downtown-loft-airbnb']) {
      const { reservations } = parseCalendarFeed(renderDemoFeed(name, ANCHOR));
      expect(reservations.length).toBeGreaterThan(0);
      for (const stay of reservations) {
        expect(stay.phoneLast4).toMatch(/^\d{4}$/);
        expect(stay.reservationUrl).toMatch(/^https:\/\/www\.airbnb\.com\/hosting\/reservations\/details\/HM[A-Z0-9]{8}$/);
        expect(stay.guestName).toBeUndefined();
      }
    }
    expect(parseCalendarFeed(renderDemoFeed('downtown-loft-airbnb', ANCHOR)).reservations.map((stay) => [stay.phoneLast4, stay.reservationUrl])).toEqual([
      ['8852', airbnbUrl('HM2PJX6TRB')],
      ['6140', airbnbUrl('HMK7DS9QLA')],
      ['2297', airbnbUrl('HMW3YV5CNE')],
      ['9015', airbnbUrl('HMF8NR2GUP')],
      ['4473', airbnbUrl('HMB4QH7ZKS')],
    ]);
    expect(parseCalendarFeed(renderDemoFeed('blue-ridge-vrbo', ANCHOR))).toMatchObject({
      reservations: [
        { start: '2026-06-14', end: '2026-06-19', guestName: 'Daniel Thompson', summary: 'Reserved - Daniel Thompson' },
        { start: '2026-06-22', end: '2026-06-29', guestName: 'Linh Nguyen' },
        { start: '2026-07-06', end: '2026-07-10', guestName: 'Chidi Okafor' },
      ],
      blocks: [{ start: '2026-06-19', end: '2026-06-20', summary: 'Blocked' }],
    });
    expect(parseCalendarFeed(renderDemoFeed('downtown-loft-booking', ANCHOR))).toMatchObject({
      reservations: [],
      blocks: [
        { start: '2026-06-23', end: '2026-06-26', summary: 'CLOSED - Not available' },
        { start: '2026-07-03', end: '2026-07-06', summary: 'CLOSED - Not available' },
      ],
    });
  });

  it('writes the text the way the platforms do: CRLF only, lines within 75 octets, Airbnb descriptions folded', () => {
    for (const name of NAMES) {
      const text = renderDemoFeed(name, ANCHOR);
      expect(text.startsWith('BEGIN:VCALENDAR\r\n')).toBe(true);
      expect(text.endsWith('\r\nEND:VCALENDAR\r\n')).toBe(true);
      expect(/(^|[^\r])\n/.test(text)).toBe(false);
      for (const line of text.slice(0, -2).split('\r\n')) expect(Buffer.byteLength(line)).toBeLessThanOrEqual(75);
      expect(text).toContain(`PRODID:${DEMO_FEEDS[name]!.prodId}\r\n`);
      expect(text.match(/^DTSTART;VALUE=DATE:\d{8}\r$/gm)).toHaveLength(DEMO_FEEDS[name]!.events.length);
      expect(text.match(/^DTEND;VALUE=DATE:\d{8}\r$/gm)).toHaveLength(DEMO_FEEDS[name]!.events.length);
    }
    const airbnb = renderDemoFeed('ocean-view-airbnb', ANCHOR);
    expect(airbnb).toContain('DESCRIPTION:Reservation URL: https://www.airbnb.com/hosting/reservations/de\r\n tails/HMQ4TZ8RXA\\nPhone Number (Last 4 Digits): 4417\r\n');
  });

  afterEach(() => {
    vi.useRealTimers();
  });

  it('renders byte-identical text for the same anchor, whenever it is asked, and shifts every date with the anchor', () => {
    for (const name of NAMES) {
      vi.useFakeTimers();
      vi.setSystemTime(new Date('2026-06-15T08:00:00Z'));
      const first = renderDemoFeed(name, ANCHOR);
      vi.setSystemTime(new Date('2027-03-02T17:45:31Z'));
      expect(renderDemoFeed(name, ANCHOR)).toBe(first);
      vi.useRealTimers();
      expect(renderDemoFeed(name, ANCHOR)).toBe(first);
      // Stamped on the anchor day, not at the time of the request.
      expect(first.match(/^DTSTAMP:.*\r$/gm)).toEqual(DEMO_FEEDS[name]!.events.map(() => 'DTSTAMP:20260615T080000Z\r'));
      const today = parseCalendarFeed(renderDemoFeed(name, ANCHOR));
      const tomorrow = parseCalendarFeed(renderDemoFeed(name, day(ANCHOR, 1)));
      const dates = (feed: typeof today) => [...feed.reservations, ...feed.blocks].map((event) => [event.start, event.end]);
      expect(dates(tomorrow)).toEqual(dates(today).map(([start, end]) => [day(start!, 1), day(end!, 1)]));
      expect(renderDemoFeed(name, day(ANCHOR, 1))).not.toBe(renderDemoFeed(name, ANCHOR));
    }
  });

  it('counts offsets over month ends, year ends and the 2028 leap day', () => {
    expect(parseCalendarFeed(renderDemoFeed('downtown-loft-airbnb', '2028-02-27')).reservations.map(({ start, end }) => [start, end])).toEqual([
      ['2028-02-23', '2028-02-27'],
      ['2028-02-27', '2028-03-01'], // 27, 28 and 29 Feb: three nights
      ['2028-03-03', '2028-03-06'],
      ['2028-03-10', '2028-03-11'],
      ['2028-03-13', '2028-03-17'],
    ]);
    expect(parseCalendarFeed(renderDemoFeed('blue-ridge-vrbo', '2026-12-30')).reservations.map(({ start, end }) => [start, end])).toEqual([
      ['2026-12-29', '2027-01-03'],
      ['2027-01-06', '2027-01-13'],
      ['2027-01-20', '2027-01-24'],
    ]);
  });

  it('gives each event a UID unique across the sample feeds, and a new one for another anchor', () => {
    const uids = (anchor: string) => NAMES.flatMap((name) => {
      const parsed = parseCalendarFeed(renderDemoFeed(name, anchor));
      return [...parsed.reservations, ...parsed.blocks].map((event) => event.uid);
    });
    const today = uids(ANCHOR);
    expect(new Set(today).size).toBe(today.length);
    expect(today.length).toBe(NAMES.reduce((sum, name) => sum + DEMO_FEEDS[name]!.events.length, 0));
    const later = new Set(uids('2026-06-16'));
    expect(today.some((uid) => later.has(uid))).toBe(false);
  });

  it('tells the demo story: a same-day turnover, an echo block, and one double booking to resolve', () => {
    const items = (name: string, propertyId: string): OccupyingItem[] => {
      const parsed = parseCalendarFeed(renderDemoFeed(name, ANCHOR));
      const source = parsed.source;
      return [
        ...parsed.reservations.map((event) => ({ id: event.uid, type: 'reservation' as const, propertyId, source, feedId: name, start: event.start, end: event.end, label: event.summary })),
        ...parsed.blocks.map((event) => ({ id: event.uid, type: 'block' as const, propertyId, source, feedId: name, start: event.start, end: event.end, label: event.summary })),
      ];
    };
    // Ocean View: the Airbnb block over the Vrbo stay is its echo; no clash.
    const ocean = [...items('ocean-view-airbnb', 'ocean'), ...items('ocean-view-vrbo', 'ocean')];
    const sofia = ocean.find((item) => item.label === 'Reserved - Sofia Martinez')!;
    const echo = ocean.find((item) => item.type === 'block' && item.feedId === 'ocean-view-airbnb' && item.start === sofia.start)!;
    expect([echo.start, echo.end]).toEqual([sofia.start, sofia.end]);
    expect(isEchoBlock(echo, ocean.filter((item) => item.type === 'reservation'))).toBe(true);
    expect(findOverlaps(ocean)).toEqual([]);
    // A same-day turnover at Ocean View.
    const oceanStays = ocean.filter((item) => item.type === 'reservation').sort((a, b) => a.start.localeCompare(b.start));
    expect(oceanStays.some((stay, i) => i > 0 && oceanStays[i - 1]!.end === stay.start)).toBe(true);
    // Downtown Loft: the Booking.com closure from day 18 overlaps the Airbnb stay of days 15 to 19.
    const loft = [...items('downtown-loft-airbnb', 'loft'), ...items('downtown-loft-booking', 'loft')];
    const overlaps = findOverlaps(loft);
    expect(overlaps.map((overlap) => ({ start: overlap.start, end: overlap.end, ids: overlap.items.map((item) => item.id) }))).toEqual([
      { start: '2026-07-03', end: '2026-07-04', ids: ['downtown-loft-airbnb-2026-06-15-5@airbnb.com', 'downtown-loft-booking-2026-06-15-2@booking.com'] },
    ]);
    expect(findOverlaps(items('blue-ridge-vrbo', 'cabin'))).toEqual([]);
  });
});

describe('demoFeedPath and isDemoFeed', () => {
  it('builds the path the fetcher answers in-process', () => {
    expect(demoFeedPath('ocean-view-airbnb', ANCHOR)).toBe('/api/demo-feeds/2026-06-15/ocean-view-airbnb.ics');
  });

  it('knows the sample feeds and nothing else, inherited names included', () => {
    for (const name of NAMES) expect(isDemoFeed(name)).toBe(true);
    for (const name of ['unknown', 'toString', 'constructor', '__proto__', 'hasOwnProperty', 'ocean-view', 'OCEAN-VIEW-AIRBNB', '']) expect(isDemoFeed(name)).toBe(false);
  });
});
