import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { FeedServer } from '../../../../test/support/feed-server';
import { createHttpFeedFetcher, FeedAddressRefusedError, FeedFetchError } from './feed-fetcher';

const request = (url: string) => ({ url, etag: null, lastModified: null });

describe('feed fetcher: real HTTP with the limits a typed-in URL needs', () => {
  let server: FeedServer;
  const open = createHttpFeedFetcher({ allowPrivateAddresses: true, timeoutMs: 400, maxBytes: 2000, maxRedirects: 2 });
  const guarded = createHttpFeedFetcher({ allowPrivateAddresses: false });
  beforeAll(async () => {
    server = await new FeedServer().start();
  });
  afterAll(async () => {
    open.close();
    guarded.close();
    await server.close();
  });

  it('fetches, then asks conditionally and takes a 304', async () => {
    const url = server.serve('/a.ics', 'BEGIN:VCALENDAR\r\nEND:VCALENDAR\r\n');
    const first = await open.fetch(request(url));
    expect(first).toMatchObject({ status: 'ok', body: 'BEGIN:VCALENDAR\r\nEND:VCALENDAR\r\n' });
    if (first.status !== 'ok') throw new Error('unreachable');
    expect(first.etag).toMatch(/^"v/);
    expect(await open.fetch({ url, etag: first.etag, lastModified: first.lastModified })).toEqual({ status: 'not-modified' });
    expect(server.requests.get('/a.ics')).toEqual({ count: 2, conditional: 1 });
  });

  it('follows redirects up to the limit, and accepts webcal:// links', async () => {
    const target = server.serve('/target.ics', 'BEGIN:VCALENDAR\r\nEND:VCALENDAR');
    server.handle('/hop1', (_req, res) => res.writeHead(302, { location: '/hop2' }).end());
    server.handle('/hop2', (_req, res) => res.writeHead(301, { location: target }).end());
    expect((await open.fetch(request(`${server.url}/hop1`))).status).toBe('ok');
    server.handle('/loop', (_req, res) => res.writeHead(302, { location: '/loop' }).end());
    await expect(open.fetch(request(`${server.url}/loop`))).rejects.toThrow('redirected more than 2 times');
    await expect(open.fetch(request(target.replace('http://', 'webcal://')))).rejects.toThrow(FeedFetchError);
  });

  it('refuses bodies over the size limit, declared or streamed', async () => {
    server.serve('/big.ics', 'x'.repeat(5000));
    await expect(open.fetch(request(`${server.url}/big.ics`))).rejects.toThrow('larger than');
    server.handle('/chunked', (_req, res) => {
      res.writeHead(200, { 'content-type': 'text/calendar' });
      for (let i = 0; i < 10; i++) res.write('y'.repeat(500));
      res.end();
    });
    await expect(open.fetch(request(`${server.url}/chunked`))).rejects.toThrow('larger than');
  });

  it('gives up after the deadline on a server that stalls', async () => {
    server.handle('/slow', (_req, res) => {
      res.writeHead(200, { 'content-type': 'text/calendar' });
      res.write('BEGIN:VCALENDAR\r\n');
    });
    const started = Date.now();
    await expect(open.fetch(request(`${server.url}/slow`))).rejects.toThrow('did not answer within 0.4 seconds');
    expect(Date.now() - started).toBeLessThan(3000);
  });

  it('explains HTTP errors in words a host can act on', async () => {
    server.handle('/gone', (_req, res) => res.writeHead(404).end());
    await expect(open.fetch(request(`${server.url}/gone`))).rejects.toThrow('Copy the link again');
    server.handle('/denied', (_req, res) => res.writeHead(403).end());
    await expect(open.fetch(request(`${server.url}/denied`))).rejects.toThrow('refused access (HTTP 403)');
  });

  it('refuses loopback and meta addresses unless private feeds are allowed, before any request is made', async () => {
    const url = server.serve('/secret.ics', 'BEGIN:VCALENDAR\r\nEND:VCALENDAR');
    const before = server.requests.get('/secret.ics')?.count ?? 0;
    const port = new URL(server.url).port;
    for (const host of ['127.0.0.1', 'localhost', '127.9.9.9', '[::1]', '0.0.0.0']) {
      await expect(guarded.fetch(request(`http://${host}:${port}/secret.ics`)), host).rejects.toThrow(/private or local network address/);
    }
    // The cloud metadata address too, as its own error (adding such a link is a 400, not a feed in error).
    await expect(guarded.fetch(request('http://169.254.169.254/latest/meta-data/'))).rejects.toBeInstanceOf(FeedAddressRefusedError);
    // A public-looking redirect to loopback is checked again at the hop.
    server.handle('/bounce', (_req, res) => res.writeHead(302, { location: url }).end());
    await expect(guarded.fetch(request(`${server.url}/bounce`))).rejects.toThrow(/private or local network address/);
    expect(server.requests.get('/secret.ics')?.count ?? 0).toBe(before);
    await expect(guarded.fetch(request('ftp://example.com/feed.ics'))).rejects.toThrow('must start with https:// or http://');
    await expect(guarded.fetch(request('https://user:pw@example.com/feed.ics'))).rejects.toThrow('must not contain a user name');
  });
});
