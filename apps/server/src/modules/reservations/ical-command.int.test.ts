import fs from 'node:fs';
import http from 'node:http';
import type { AddressInfo } from 'node:net';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { runScript } from '../../../test/support/run-script';

// `npm run ical -- parse <file-or-url>` as a person runs it: a real process, real files, and a
// real HTTP server on loopback for URLs.
const fixtures = path.join(import.meta.dirname, 'domain/fixtures');

const runIcal = (...args: string[]) => runScript('ical.ts', args);

describe('npm run ical -- parse', () => {
  let server: http.Server;
  let base = '';

  beforeAll(async () => {
    server = http.createServer((request, response) => {
      if (request.url === '/airbnb.ics') {
        response.writeHead(200, { 'content-type': 'text/calendar' });
        response.end(fs.readFileSync(path.join(fixtures, 'airbnb.ics')));
      } else if (request.url === '/huge.ics') {
        // No Content-Length: the command must count while reading.
        response.writeHead(200, { 'content-type': 'text/calendar' });
        const chunk = Buffer.alloc(1024 * 1024, 'X');
        let sent = 0;
        const push = () => {
          while (sent < 12 && response.write(chunk)) sent += 1;
          if (sent >= 12) response.end();
          else response.once('drain', () => { sent += 1; push(); });
        };
        response.on('error', () => {});
        push();
      } else {
        response.writeHead(503, { 'content-type': 'text/html' });
        response.end(fs.readFileSync(path.join(fixtures, 'html-error-page.ics')));
      }
    });
    await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
    base = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
  });

  afterAll(async () => {
    server.closeAllConnections();
    await new Promise((resolve) => server.close(resolve));
  });

  it('prints reservations, blocks and warnings of a feed file as JSON and exits 0', async () => {
    const result = await runIcal('parse', path.join(fixtures, 'airbnb.ics'));
    expect(result.stderr).toBe('');
    expect(result.code).toBe(0);
    const output = JSON.parse(result.stdout) as { reservations: { phoneLast4: string }[]; blocks: unknown[]; warnings: unknown[] };
    expect(Object.keys(output)).toEqual(['reservations', 'blocks', 'warnings']);
    expect(output.reservations.map((stay) => stay.phoneLast4)).toEqual(['4821', '0077']);
    expect(output.blocks).toHaveLength(2);
    expect(output.warnings).toEqual([]);
  });

  it('exits 2 with one clear line on a truncated feed, printing no JSON', async () => {
    const result = await runIcal('parse', path.join(fixtures, 'truncated.ics'));
    expect(result.code).toBe(2);
    expect(result.stdout).toBe('');
    expect(result.stderr).toBe('The iCal feed is truncated: it does not end with END:VCALENDAR.\n');
  });

  it('fetches a feed over HTTP', async () => {
    const result = await runIcal('parse', `${base}/airbnb.ics`);
    expect(result.code).toBe(0);
    expect((JSON.parse(result.stdout) as { reservations: unknown[] }).reservations).toHaveLength(2);
  });

  it('exits 2 on an HTTP error and on a feed larger than 10 MB', async () => {
    const failing = await runIcal('parse', `${base}/gone.ics`);
    expect(failing.code).toBe(2);
    expect(failing.stderr).toBe(`Fetching ${base}/gone.ics failed: HTTP 503 Service Unavailable.\n`);
    const huge = await runIcal('parse', `${base}/huge.ics`);
    expect(huge.code).toBe(2);
    expect(huge.stderr).toBe(`The feed at ${base}/huge.ics is larger than 10 MB.\n`);
  });

  it('exits 2 on a missing file and 64 with the usage line on wrong arguments', async () => {
    const missing = await runIcal('parse', path.join(fixtures, 'nope.ics'));
    expect(missing.code).toBe(2);
    expect(missing.stderr).toMatch(/^Cannot read .*nope\.ics: no such file\.\n$/);
    for (const args of [[], ['parse'], ['show', 'x.ics'], ['parse', 'a.ics', 'b.ics']]) {
      const usage = await runIcal(...args);
      expect(usage.code, args.join(' ')).toBe(64);
      expect(usage.stderr).toBe('Usage: npm run ical -- parse <file-or-url>\n');
    }
  });
});
