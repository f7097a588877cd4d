import { addDays } from './stay-times';

/**
 * The demo portfolio's sample calendars, written the way each platform writes its feed
 * (Airbnb's summaries and description lines, Vrbo's names and blocks, Booking.com's closures).
 * Dates are offsets from the day the demo was seeded (its anchor), so a new installation always
 * shows stays around today, and the same link always serves the same calendar.
 */
type SampleEvent = { from: number; nights: number; summary: string; description?: string };
type SampleFeed = { prodId: string; uidDomain: string; events: SampleEvent[] };

const airbnb = (code: string, phone: string) =>
  `Reservation URL: https://www.airbnb.com/hosting/reservations/details/${code}\nPhone Number (Last 4 Digits): ${phone}`;

export const DEMO_FEEDS: Record<string, SampleFeed> = {
  'ocean-view-airbnb': {
    prodId: '-//Airbnb Inc//Hosting Calendar 0.8.8//EN',
    uidDomain: 'airbnb.com',
    events: [
      { from: -9, nights: 4, summary: 'Reserved', description: airbnb('HMQ4TZ8RXA', '4417') },
      { from: -2, nights: 4, summary: 'Reserved', description: airbnb('HM8CWN2KPE', '0921') },
      { from: 2, nights: 4, summary: 'Reserved', description: airbnb('HMZT5Q1BVD', '7730') },
      // Airbnb blocks the Vrbo stay it imported from Cohost's export: an echo, not a clash.
      { from: 6, nights: 3, summary: 'Airbnb (Not available)' },
      { from: 10, nights: 4, summary: 'Reserved', description: airbnb('HMR2LK7YSN', '5586') },
      { from: 14, nights: 2, summary: 'Airbnb (Not available)' },
      { from: 20, nights: 7, summary: 'Reserved', description: airbnb('HMD9FX3WQT', '1204') },
      { from: 35, nights: 3, summary: 'Reserved', description: airbnb('HMV6BJ4NHC', '3368') },
    ],
  },
  'ocean-view-vrbo': {
    prodId: '-//HomeAway.com, Inc.//NONSGML HomeAway iCal Export 1.0//EN',
    uidDomain: 'vrbo.com',
    events: [
      { from: 6, nights: 3, summary: 'Reserved - Sofia Martinez' },
      { from: 40, nights: 5, summary: 'Blocked' },
    ],
  },
  'downtown-loft-airbnb': {
    prodId: '-//Airbnb Inc//Hosting Calendar 0.8.8//EN',
    uidDomain: 'airbnb.com',
    events: [
      { from: -4, nights: 4, summary: 'Reserved', description: airbnb('HM2PJX6TRB', '8852') },
      { from: 0, nights: 3, summary: 'Reserved', description: airbnb('HMK7DS9QLA', '6140') },
      { from: 5, nights: 3, summary: 'Reserved', description: airbnb('HMW3YV5CNE', '2297') },
      { from: 12, nights: 1, summary: 'Reserved', description: airbnb('HMF8NR2GUP', '9015') },
      { from: 15, nights: 4, summary: 'Reserved', description: airbnb('HMB4QH7ZKS', '4473') },
    ],
  },
  'downtown-loft-booking': {
    prodId: '-//Booking.com//NONSGML Booking.com Calendar//EN',
    uidDomain: 'booking.com',
    events: [
      { from: 8, nights: 3, summary: 'CLOSED - Not available' },
      // Overlaps the Airbnb stay from day 15 to 19: the demo's double booking to resolve.
      { from: 18, nights: 3, summary: 'CLOSED - Not available' },
    ],
  },
  'blue-ridge-vrbo': {
    prodId: '-//HomeAway.com, Inc.//NONSGML HomeAway iCal Export 1.0//EN',
    uidDomain: 'vrbo.com',
    events: [
      { from: -1, nights: 5, summary: 'Reserved - Daniel Thompson' },
      { from: 4, nights: 1, summary: 'Blocked' },
      { from: 7, nights: 7, summary: 'Reserved - Linh Nguyen' },
      { from: 21, nights: 4, summary: 'Reserved - Chidi Okafor' },
    ],
  },
};

export function isDemoFeed(name: string): boolean {
  return Object.hasOwn(DEMO_FEEDS, name);
}

/** The path of a sample feed under the API (the fetcher answers it without a request). */
export function demoFeedPath(name: string, anchor: string): string {
  return `/api/demo-feeds/${anchor}/${name}.ics`;
}

/** A sample feed as iCal text, CRLF and folded lines as the platforms send it. */
export function renderDemoFeed(name: string, anchor: string): string {
  const feed = DEMO_FEEDS[name]!;
  const day = (offset: number) => addDays(anchor, offset).replaceAll('-', '');
  const lines = ['BEGIN:VCALENDAR', `PRODID:${feed.prodId}`, 'VERSION:2.0', 'CALSCALE:GREGORIAN', 'METHOD:PUBLISH'];
  feed.events.forEach((event, index) => {
    lines.push(
      'BEGIN:VEVENT',
      `DTSTAMP:${day(0)}T080000Z`,
      `DTSTART;VALUE=DATE:${day(event.from)}`,
      `DTEND;VALUE=DATE:${day(event.from + event.nights)}`,
      `UID:${name}-${anchor}-${index + 1}@${feed.uidDomain}`,
      `SUMMARY:${event.summary}`,
    );
    if (event.description) lines.push(...fold(`DESCRIPTION:${event.description.replaceAll('\n', '\\n')}`));
    lines.push('END:VEVENT');
  });
  lines.push('END:VCALENDAR');
  return `${lines.join('\r\n')}\r\n`;
}

/** RFC 5545 folding at 75 octets (the sample text is ASCII). */
function fold(line: string): string[] {
  const parts = [line.slice(0, 75)];
  for (let i = 75; i < line.length; i += 74) parts.push(` ${line.slice(i, i + 74)}`);
  return parts;
}
