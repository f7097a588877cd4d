import { createHash } from 'node:crypto';
import http from 'node:http';
import type { AddressInfo } from 'node:net';

export const AIRBNB_PRODID = '-//Airbnb Inc//Hosting Calendar 1.0//EN';
export const VRBO_PRODID = '-//HomeAway.com, Inc.//NONSGML HomeAway iCal Export 1.0//EN';

export interface IcsEvent {
  uid: string;
  /** YYYY-MM-DD; `end` is the checkout day (DTEND, exclusive). */
  start: string;
  end: string;
  summary: string;
  description?: string;
}

/** Seeded, so every run measures the same feeds. */
export function random(seed: number): () => number {
  let state = seed >>> 0 || 1;
  return () => {
    state ^= state << 13;
    state ^= state >>> 17;
    state ^= state << 5;
    return (state >>> 0) / 0x1_0000_0000;
  };
}

/**
 * Whole numbers below `below`, drawn from `seed` (mulberry32: 32-bit integer steps, as a float
 * generator loses its low bits): the same seed gives the same portfolio in every run.
 */
export function seededIntegers(seed: number): (below: number) => number {
  let state = seed;
  return (below) => {
    state = (state + 0x6d2b79f5) | 0;
    let mixed = Math.imul(state ^ (state >>> 15), state | 1);
    mixed ^= mixed + Math.imul(mixed ^ (mixed >>> 7), mixed | 61);
    return ((mixed ^ (mixed >>> 14)) >>> 0) % below;
  };
}

export function addDays(date: string, days: number): string {
  return new Date(Date.parse(`${date}T00:00:00Z`) + days * 86_400_000).toISOString().slice(0, 10);
}

/** RFC 5545 line folding at 75 octets (the lines here are ASCII), as Airbnb folds DESCRIPTION. */
function fold(line: string): string {
  if (line.length <= 75) return line;
  const parts = [line.slice(0, 75)];
  for (let index = 75; index < line.length; index += 74) parts.push(` ${line.slice(index, index + 74)}`);
  return parts.join('\r\n');
}

/** An iCal feed the way the platforms write it: all-day events, CRLF, folded lines. */
export function icsFeed(prodId: string, events: IcsEvent[]): string {
  const day = (date: string) => date.replaceAll('-', '');
  const lines = ['BEGIN:VCALENDAR', `PRODID;X-RICAL-TZSOURCE=TZINFO:${prodId}`, 'CALSCALE:GREGORIAN', 'VERSION:2.0'];
  for (const event of events) {
    lines.push('BEGIN:VEVENT', `DTEND;VALUE=DATE:${day(event.end)}`, `DTSTART;VALUE=DATE:${day(event.start)}`, `UID:${event.uid}`);
    if (event.description) lines.push(fold(`DESCRIPTION:${event.description.replaceAll('\n', '\\n')}`));
    lines.push(`SUMMARY:${event.summary}`, 'END:VEVENT');
  }
  lines.push('END:VCALENDAR');
  return `${lines.join('\r\n')}\r\n`;
}

const CODE_CHARS = 'ABCDEFGHJKLMNPQRSTUVWXYZ0123456789';

/** An Airbnb stay: `Reserved`, with the reservation link and the guest's phone digits in DESCRIPTION. */
export function airbnbStay(next: () => number, uidPrefix: string, index: number, start: string, end: string): IcsEvent {
  const code = Array.from({ length: 8 }, () => CODE_CHARS[Math.floor(next() * CODE_CHARS.length)]).join('');
  const phone = String(Math.floor(next() * 10_000)).padStart(4, '0');
  return {
    uid: `${uidPrefix}-${index.toString(16).padStart(8, '0')}@airbnb.com`,
    start,
    end,
    summary: 'Reserved',
    description: `Reservation URL: https://www.airbnb.com/hosting/reservations/details/HM${code}\nPhone Number (Last 4 Digits): ${phone}`,
  };
}

export function airbnbBlock(uidPrefix: string, index: number, start: string, end: string): IcsEvent {
  return { uid: `${uidPrefix}-${index.toString(16).padStart(8, '0')}@airbnb.com`, start, end, summary: 'Airbnb (Not available)' };
}

const GUESTS = ['Maria Lopez', 'James Smith', 'Aiko Tanaka', 'Olivia Brown', 'Noah Martin', 'Emma Dubois', 'Liam Murphy', 'Sofia Rossi'];

/** A Vrbo stay (`Reserved - <guest>`) or block (`Blocked`). */
export function vrboEvent(next: () => number, uidPrefix: string, index: number, start: string, end: string, block: boolean): IcsEvent {
  const guest = GUESTS[Math.floor(next() * GUESTS.length)]!;
  return { uid: `${uidPrefix}-${index}@vrbo.com`, start, end, summary: block ? 'Blocked' : `Reserved - ${guest}` };
}

/**
 * Calendar feeds on 127.0.0.1, each at its own path with a strong ETag: a conditional GET whose
 * If-None-Match still matches gets 304 Not Modified, as from the platforms. Counts answers.
 */
export class FeedServer {
  private readonly feeds = new Map<string, { body: string; etag: string }>();
  private server: http.Server | null = null;
  readonly answered = { ok: 0, notModified: 0, notFound: 0 };
  url = '';

  serve(path: string, body: string): string {
    this.feeds.set(path, { body, etag: `"${createHash('sha1').update(body).digest('hex').slice(0, 20)}"` });
    return `${this.url}${path}`;
  }

  async start(): Promise<void> {
    this.server = http.createServer((request, response) => {
      const feed = this.feeds.get(new URL(request.url ?? '/', 'http://feeds.invalid').pathname);
      if (!feed) {
        this.answered.notFound++;
        response.writeHead(404, { 'content-type': 'text/plain' }).end('no calendar here');
        return;
      }
      if (request.headers['if-none-match'] === feed.etag) {
        this.answered.notModified++;
        response.writeHead(304, { etag: feed.etag }).end();
        return;
      }
      this.answered.ok++;
      response.writeHead(200, { 'content-type': 'text/calendar; charset=utf-8', etag: feed.etag, 'last-modified': 'Mon, 01 Jun 2026 00:00:00 GMT' }).end(feed.body);
    });
    const server = this.server;
    await new Promise<void>((resolve, reject) => {
      server.once('error', reject);
      server.listen(0, '127.0.0.1', resolve);
    });
    this.url = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
  }

  resetCounts(): void {
    Object.assign(this.answered, { ok: 0, notModified: 0, notFound: 0 });
  }

  async stop(): Promise<void> {
    const server = this.server;
    if (!server) return;
    this.server = null;
    server.closeAllConnections();
    await new Promise<void>((resolve) => server.close(() => resolve()));
  }
}
