import http from 'node:http';
import type { AddressInfo } from 'node:net';
import type { Page } from 'playwright-core';
import { inject } from 'vitest';

/** A calendar day relative to today (UTC), as the feeds and the forms write it. */
export function dayFromToday(offset: number): string {
  const date = new Date();
  date.setUTCDate(date.getUTCDate() + offset);
  return date.toISOString().slice(0, 10);
}

/** An Airbnb-style iCal feed: all-day stays, CRLF, the description lines Airbnb writes. */
export function airbnbFeed(stays: { code: string; from: number; nights: number }[]): string {
  const day = (offset: number) => dayFromToday(offset).replaceAll('-', '');
  const lines = ['BEGIN:VCALENDAR', 'PRODID:-//Airbnb Inc//Hosting Calendar 0.8.8//EN', 'VERSION:2.0', 'CALSCALE:GREGORIAN'];
  for (const stay of stays) {
    lines.push(
      'BEGIN:VEVENT',
      `DTSTART;VALUE=DATE:${day(stay.from)}`,
      `DTEND;VALUE=DATE:${day(stay.from + stay.nights)}`,
      `UID:${stay.code}@airbnb.com`,
      'SUMMARY:Reserved',
      `DESCRIPTION:Reservation URL: https://www.airbnb.com/hosting/reservations/details/${stay.code}\\nPhone Number (Last 4 Digits): 4417`,
      'END:VEVENT',
    );
  }
  lines.push('END:VCALENDAR');
  return `${lines.join('\r\n')}\r\n`;
}

/** A platform's calendar server on 127.0.0.1 serving one feed the journey can change. */
export async function startFeedServer(initial: string): Promise<{ url: string; serve(body: string): void; close(): Promise<void> }> {
  let body = initial;
  const server = http.createServer((_request, response) => {
    response.writeHead(200, { 'content-type': 'text/calendar; charset=utf-8' }).end(body);
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  return {
    url: `http://127.0.0.1:${(server.address() as AddressInfo).port}/calendar.ics`,
    serve: (next) => {
      body = next;
    },
    close: () => {
      server.closeAllConnections();
      return new Promise((resolve) => server.close(() => resolve()));
    },
  };
}

/** A call to our API with the page's session, as the web app makes it. */
export async function apiPost<T>(page: Page, path: string, data: object): Promise<T> {
  const response = await page.request.post(path, { data, headers: { origin: new URL(inject('baseURL')).origin } });
  if (!response.ok()) throw new Error(`POST ${path} answered ${response.status()}: ${await response.text()}`);
  return (await response.json()) as T;
}
