import fs from 'node:fs';
import http from 'node:http';
import zlib from 'node:zlib';
import os from 'node:os';
import path from 'node:path';
import type { Server } from 'node:http';
import { createRoute, z } from '@hono/zod-openapi';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createLogger } from '../log/logger';
import { createApp, createRouter } from './create-app';
import { DirectReads, directRead, hostNameOf } from './direct-reads';
import { closeHttpServer, serverUrl, startHttpServer } from './http-server';
import { mountWebApp } from './web-app';

// The cross-cutting HTTP behaviour every module's routes inherit, through a real server.
describe('HTTP platform', () => {
  let server: Server;
  let url: string;
  let distDir: string;
  const writes: unknown[] = [];

  beforeAll(async () => {
    distDir = fs.mkdtempSync(path.join(os.tmpdir(), 'cohost-dist-'));
    fs.mkdirSync(path.join(distDir, 'assets'));
    fs.writeFileSync(path.join(distDir, 'index.html'), '<!doctype html><title>Cohost SPA</title>');
    fs.writeFileSync(path.join(distDir, 'assets', 'app-abc123.js'), 'console.log(1)');

    const app = createApp({ log: createLogger({ level: 'silent', pretty: false }), publicUrl: 'https://cohost.example', bodyLimitBytes: 1024 });
    const echo = createRouter().openapi(
      createRoute({
        method: 'post',
        path: '/echo',
        request: { body: { content: { 'application/json': { schema: z.object({ name: z.string().min(1) }) } }, required: true } },
        responses: { 200: { description: 'ok', content: { 'application/json': { schema: z.object({ name: z.string() }) } } } },
      }),
      (c) => {
        const body = c.req.valid('json');
        writes.push(body);
        return c.json(body, 200);
      },
    );
    app.route('/api', echo);
    app.get('/api/probe', (c) => c.json({ via: 'app' }));
    app.get('/api/list', (c) => c.json({ items: Array.from({ length: Number(c.req.query('n')) }, (_, index) => ({ id: index, name: `Property ${index}` })) }));
    mountWebApp(app, distDir);
    const direct = new DirectReads(
      {
        '/api/probe': directRead(() => ({ via: 'direct' }), () => 200),
        '/api/loaded': directRead(() => Promise.resolve({ via: 'direct', loaded: true }), () => 503),
        '/api/broken': directRead(() => Promise.reject(new Error('database gone')), () => 200),
      },
      ['127.0.0.1'],
      null,
    );
    server = await startHttpServer(app.fetch, { hostname: '127.0.0.1', port: 0, production: true }, () => direct);
    url = serverUrl(server, '127.0.0.1');
  });

  afterAll(async () => {
    await closeHttpServer(server);
    fs.rmSync(distDir, { recursive: true, force: true });
  });

  const post = (body: string, headers: Record<string, string> = {}) =>
    fetch(`${url}/api/echo`, { method: 'POST', headers: { 'content-type': 'application/json', ...headers }, body });

  /** A GET as sent on the wire, its body as received (no client-side decoding). */
  const rawGet = (pathname: string, acceptEncoding?: string) =>
    new Promise<{ headers: http.IncomingHttpHeaders; body: Buffer }>((resolve, reject) => {
      http
        .get(`${url}${pathname}`, { headers: acceptEncoding ? { 'accept-encoding': acceptEncoding } : {} }, (response) => {
          const chunks: Buffer[] = [];
          response.on('data', (chunk: Buffer) => chunks.push(chunk));
          response.on('end', () => resolve({ headers: response.headers, body: Buffer.concat(chunks) }));
        })
        .on('error', reject);
    });

  it('compresses large JSON answers for clients that take it (brotli first), and leaves small ones and other clients alone', async () => {
    const expected = { items: Array.from({ length: 2000 }, (_, index) => ({ id: index, name: `Property ${index}` })) };
    const brotli = await rawGet('/api/list?n=2000', 'gzip, deflate, br');
    expect(brotli.headers['content-encoding']).toBe('br');
    expect(brotli.headers.vary).toContain('accept-encoding');
    expect(JSON.parse(zlib.brotliDecompressSync(brotli.body).toString('utf8'))).toEqual(expected);
    expect(brotli.body.length).toBeLessThan(JSON.stringify(expected).length / 4);

    const gzip = await rawGet('/api/list?n=2000', 'gzip, br;q=0');
    expect(gzip.headers['content-encoding']).toBe('gzip');
    expect(JSON.parse(zlib.gunzipSync(gzip.body).toString('utf8'))).toEqual(expected);

    const plain = await rawGet('/api/list?n=2000');
    expect(plain.headers['content-encoding']).toBeUndefined();
    expect(JSON.parse(plain.body.toString('utf8'))).toEqual(expected);

    const small = await rawGet('/api/list?n=3', 'br');
    expect(small.headers['content-encoding']).toBeUndefined();
    expect(JSON.parse(small.body.toString('utf8')).items).toHaveLength(3);
  });

  it('answers an unknown API path with the JSON error shape and a request id', async () => {
    const res = await fetch(`${url}/api/nothing-here`);
    expect(res.status).toBe(404);
    const body = (await res.json()) as { error: { code: string; message: string; requestId: string } };
    expect(body.error.code).toBe('platform.not-found');
    expect(body.error.message).toMatch(/nothing at this address/);
    expect(body.error.requestId).toBe(res.headers.get('x-request-id'));
  });

  it('rejects malformed JSON with 400 and changes nothing', async () => {
    const before = writes.length;
    const res = await post('{"name": ');
    expect(res.status).toBe(400);
    expect(((await res.json()) as { error: { code: string } }).error.code).toBe('platform.malformed-json');
    expect(writes.length).toBe(before);
  });

  it('rejects invalid fields with 400 and per-field details', async () => {
    const res = await post(JSON.stringify({ name: '' }));
    expect(res.status).toBe(400);
    const body = (await res.json()) as { error: { code: string; details: Array<{ path: string }> } };
    expect(body.error.code).toBe('platform.invalid-input');
    expect(body.error.details[0]?.path).toBe('name');
  });

  it('rejects a body over the limit with 413', async () => {
    const before = writes.length;
    const res = await post(JSON.stringify({ name: 'x'.repeat(2048) }));
    expect(res.status).toBe(413);
    expect(((await res.json()) as { error: { code: string } }).error.code).toBe('platform.payload-too-large');
    expect(writes.length).toBe(before);
  });

  it('accepts a valid same-origin request', async () => {
    const res = await post(JSON.stringify({ name: 'Ada' }), { origin: url, 'sec-fetch-site': 'same-origin' });
    expect(res.status).toBe(200);
    expect(await res.json()).toEqual({ name: 'Ada' });
  });

  it('refuses state-changing requests from other sites', async () => {
    const before = writes.length;
    const byOrigin = await post(JSON.stringify({ name: 'Eve' }), { origin: 'https://evil.example' });
    const byFetchSite = await post(JSON.stringify({ name: 'Eve' }), { 'sec-fetch-site': 'cross-site' });
    expect(byOrigin.status).toBe(403);
    expect(byFetchSite.status).toBe(403);
    expect(writes.length).toBe(before);
  });

  it('answers a direct read before the app, with the API headers, and leaves every other request to the app', async () => {
    const direct = await fetch(`${url}/api/probe`, { headers: { 'x-request-id': 'lb-7' } });
    expect(await direct.json()).toEqual({ via: 'direct' });
    expect(direct.headers.get('content-type')).toBe('application/json');
    expect(direct.headers.get('cache-control')).toBe('no-store');
    expect(direct.headers.get('x-request-id')).toBe('lb-7');
    expect(direct.headers.get('content-security-policy')).toBe("default-src 'none'; frame-ancestors 'none'");
    expect(direct.headers.get('strict-transport-security')).toContain('max-age=');
    expect(await (await fetch(`${url}/api/probe?full=1`)).json()).toEqual({ via: 'app' });
    const loaded = await fetch(`${url}/api/loaded`);
    expect(loaded.status).toBe(503);
    expect(await loaded.json()).toEqual({ via: 'direct', loaded: true });
    expect((await fetch(`${url}/api/probe`, { method: 'HEAD' })).status).toBe(200);
    // Addressed to a name the server does not answer for: the app's answer (no allowed hosts in this app, so 200 from it).
    const otherHost = await new Promise<http.IncomingMessage>((resolve, reject) => {
      http.get(`${url}/api/probe`, { headers: { host: 'rebound.example' } }, (response) => { response.resume(); resolve(response); }).on('error', reject);
    });
    expect(otherHost.headers['content-length']).toBe(String(JSON.stringify({ via: 'app' }).length));
    const broken = await fetch(`${url}/api/broken`);
    expect(broken.status).toBe(500);
    expect(await broken.json()).toEqual({ error: { code: 'platform.internal', message: expect.any(String), requestId: expect.stringMatching(/^[0-9a-f-]{36}$/) } });
  });

  it('keeps a well-formed request id from a proxy and replaces a malformed one', async () => {
    const kept = await fetch(`${url}/api/nothing-here`, { headers: { 'x-request-id': 'lb-1234.abc' } });
    expect(kept.headers.get('x-request-id')).toBe('lb-1234.abc');
    const replaced = await fetch(`${url}/api/nothing-here`, { headers: { 'x-request-id': 'bad id <script>' } });
    expect(replaced.headers.get('x-request-id')).toMatch(/^[0-9a-f-]{36}$/);
  });

  it('sends security headers: the REST set on API responses, the browser set on pages', async () => {
    const api = await fetch(`${url}/api/nothing-here`);
    expect(api.headers.get('content-security-policy')).toBe("default-src 'none'; frame-ancestors 'none'");
    expect(api.headers.get('x-content-type-options')).toBe('nosniff');
    expect(api.headers.get('x-frame-options')).toBe('DENY');
    expect(api.headers.get('strict-transport-security')).toContain('max-age=');
    expect(api.headers.get('access-control-allow-origin')).toBeNull();
    const page = await fetch(`${url}/pricing`);
    expect(page.headers.get('content-security-policy')).toContain("script-src 'self'");
    expect(page.headers.get('content-security-policy')).toContain("frame-ancestors 'none'");
    expect(page.headers.get('cross-origin-opener-policy')).toBe('same-origin');
    const asset = await fetch(`${url}/assets/app-abc123.js`);
    expect(asset.headers.get('x-content-type-options')).toBe('nosniff');
    expect(asset.headers.get('cross-origin-resource-policy')).toBe('same-origin');
    expect(asset.headers.get('strict-transport-security')).toContain('max-age=');
    expect(asset.headers.get('content-security-policy')).toBeNull();
  });

  it('serves the SPA for known routes, 404 status for unknown ones, and long-cached assets', async () => {
    const known = await fetch(`${url}/pricing`);
    expect(known.status).toBe(200);
    expect(await known.text()).toContain('Cohost SPA');
    const unknown = await fetch(`${url}/no-such-page`);
    expect(unknown.status).toBe(404);
    expect(await unknown.text()).toContain('Cohost SPA');
    const asset = await fetch(`${url}/assets/app-abc123.js`);
    expect(asset.status).toBe(200);
    expect(asset.headers.get('cache-control')).toContain('immutable');
  });
});

describe('hostNameOf', () => {
  it('takes the name from a Host header without its port, as allowed-host checks compare it', () => {
    expect(hostNameOf('localhost:3000')).toBe('localhost');
    expect(hostNameOf('[::1]:3000')).toBe('[::1]');
    expect(hostNameOf('Cohost.Example.')).toBe('cohost.example');
    expect(hostNameOf(undefined)).toBe('');
  });
});
