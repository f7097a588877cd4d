import http from 'node:http';
import type { AddressInfo } from 'node:net';
import type { AddedFeed, FeedSyncResult } from '@cohost/shared';
import { expect } from 'vitest';
import type { TestClient } from './http-client';

type Handler = (request: http.IncomingMessage, response: http.ServerResponse) => void;

/**
 * A calendar server on 127.0.0.1 for sync tests: each path serves a body the test sets, with an
 * ETag and Last-Modified so conditional GETs get a 304, or a handler of its own (redirects, slow
 * or huge answers). Counts requests per path.
 */
export class FeedServer {
  private readonly bodies = new Map<string, { body: string; etag: string }>();
  private readonly handlers = new Map<string, Handler>();
  readonly requests = new Map<string, { count: number; conditional: number }>();
  private server!: http.Server;
  url = '';

  async start(): Promise<this> {
    this.server = http.createServer((request, response) => {
      const path = new URL(request.url ?? '/', 'http://x').pathname;
      const seen = this.requests.get(path) ?? { count: 0, conditional: 0 };
      seen.count++;
      if (request.headers['if-none-match']) seen.conditional++;
      this.requests.set(path, seen);
      const handler = this.handlers.get(path);
      if (handler) return handler(request, response);
      const feed = this.bodies.get(path);
      if (!feed) {
        response.writeHead(404).end('not found');
        return;
      }
      if (request.headers['if-none-match'] === feed.etag) {
        response.writeHead(304, { etag: feed.etag }).end();
        return;
      }
      response.writeHead(200, { 'content-type': 'text/calendar; charset=utf-8', etag: feed.etag, 'last-modified': new Date().toUTCString() }).end(feed.body);
    });
    await new Promise<void>((resolve) => this.server.listen(0, '127.0.0.1', resolve));
    this.url = `http://127.0.0.1:${(this.server.address() as AddressInfo).port}`;
    return this;
  }

  /** Serves `body` at `path` from now on (a new ETag each time it changes). */
  serve(path: string, body: string): string {
    const previous = this.bodies.get(path);
    const version = previous?.body === body ? previous.etag : `"v${Math.random().toString(36).slice(2)}"`;
    this.bodies.set(path, { body, etag: version });
    this.handlers.delete(path);
    return `${this.url}${path}`;
  }

  handle(path: string, handler: Handler): string {
    this.handlers.set(path, handler);
    return `${this.url}${path}`;
  }

  close(): Promise<void> {
    this.server.closeAllConnections();
    return new Promise((resolve) => this.server.close(() => resolve()));
  }
}

/** An iCal feed the way the platforms write it: all-day events, CRLF. */
export function icsFeed(prodId: string, events: { uid: string; start: string; end: string; summary: string; description?: string }[]): string {
  const day = (date: string) => date.replaceAll('-', '');
  const lines = ['BEGIN:VCALENDAR', `PRODID:${prodId}`, 'VERSION:2.0', 'CALSCALE:GREGORIAN'];
  for (const event of events) {
    lines.push('BEGIN:VEVENT', 'DTSTAMP:20260601T000000Z', `DTSTART;VALUE=DATE:${day(event.start)}`, `DTEND;VALUE=DATE:${day(event.end)}`, `UID:${event.uid}`, `SUMMARY:${event.summary}`);
    if (event.description) lines.push(`DESCRIPTION:${event.description.replaceAll('\n', '\\n')}`);
    lines.push('END:VEVENT');
  }
  lines.push('END:VCALENDAR');
  return `${lines.join('\r\n')}\r\n`;
}

export const AIRBNB_PRODID = '-//Airbnb Inc//Hosting Calendar 0.8.8//EN';
export const VRBO_PRODID = '-//HomeAway.com, Inc.//NONSGML HomeAway iCal Export 1.0//EN';
export const BOOKING_PRODID = '-//Booking.com//NONSGML Booking.com Calendar//EN';

/**
 * Adds a feed — 201 at once, `syncing`: its first sync is a queued job (no workers run here) —
 * then runs that sync through 'Sync now', as the job would: the answer of both as one.
 */
export async function addAndSync(client: TestClient, propertyId: string, body: Record<string, unknown>): Promise<{ status: number; text: string; json: FeedSyncResult }> {
  const added = await client.post<AddedFeed>(`/api/properties/${propertyId}/feeds`, body);
  if (added.status !== 201) return added as unknown as { status: number; text: string; json: FeedSyncResult };
  expect(added.json.feed).toMatchObject({ health: 'syncing', lastAttemptAt: null, recentRuns: [] });
  const synced = await client.post<FeedSyncResult>(`/api/feeds/${added.json.feed.id}/sync`, {});
  expect(synced.status, synced.text).toBe(200);
  return { status: added.status, text: added.text, json: synced.json };
}
