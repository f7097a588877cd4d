import { request as httpRequest } from 'node:http';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { TEST_PASSWORD, signedInHost } from './support/accounts';
import { TestClient } from './support/http-client';
import { startTestApp, type TestApp } from './support/test-app';

interface RawResponse {
  status: number;
  json: unknown;
}

/** A request with a Host header of our choosing (fetch always sends the URL's), as a DNS-rebinding page makes. */
function rawRequest(url: string, init: { method?: string; host: string; origin?: string; body?: unknown }): Promise<RawResponse> {
  const target = new URL(url);
  const body = init.body === undefined ? undefined : JSON.stringify(init.body);
  return new Promise((resolve, reject) => {
    const req = httpRequest(
      {
        host: target.hostname,
        port: target.port,
        path: target.pathname + target.search,
        method: init.method ?? (body === undefined ? 'GET' : 'POST'),
        headers: {
          host: init.host,
          ...(init.origin ? { origin: init.origin } : {}),
          ...(body === undefined ? {} : { 'content-type': 'application/json', 'content-length': Buffer.byteLength(body) }),
        },
      },
      (res) => {
        const chunks: Buffer[] = [];
        res.on('data', (chunk: Buffer) => chunks.push(chunk));
        res.on('end', () => {
          const text = Buffer.concat(chunks).toString('utf8');
          let json: unknown;
          try {
            json = JSON.parse(text);
          } catch {
            json = null;
          }
          resolve({ status: res.statusCode ?? 0, json });
        });
      },
    );
    req.on('error', reject);
    req.end(body);
  });
}

describe('the Host header', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await startTestApp();
  });
  afterAll(() => t.close());

  it('a forged Host and matching Origin (DNS rebinding) can no longer ask for a reset link and read it from the outbox', async () => {
    const { email } = await signedInHost(t, 'Rebound Host');
    const port = new URL(t.url).port;
    const host = `rebind.attacker.test:${port}`;
    const origin = `http://${host}`;

    const asked = await rawRequest(`${t.url}/api/auth/request-password-reset`, { host, origin, body: { email, redirectTo: '/reset-password' } });
    expect(asked.status).toBe(421);
    expect(asked.json).toMatchObject({ error: { code: 'platform.unknown-host' } });
    const outbox = await rawRequest(`${t.url}/dev/outbox.json?to=${encodeURIComponent(email)}&template=accounts.reset-password`, { host });
    expect(outbox.status).toBe(421);
    const page = await rawRequest(`${t.url}/`, { host });
    expect(page.status).toBe(421);

    // Nothing was sent, and the password still works.
    const own = (await (await fetch(`${t.url}/dev/outbox.json?to=${encodeURIComponent(email)}&template=accounts.reset-password`)).json()) as { messages: unknown[] };
    expect(own.messages).toEqual([]);
    expect((await new TestClient(t.url).post('/api/auth/sign-in/email', { email, password: TEST_PASSWORD })).status).toBe(200);
  });

  it('the public address and the loopback names (the server is bound to 127.0.0.1) are served', async () => {
    const port = new URL(t.url).port;
    for (const host of [`127.0.0.1:${port}`, `localhost:${port}`, `[::1]:${port}`, `LOCALHOST:${port}`]) {
      expect((await rawRequest(`${t.url}/api/health`, { host })).status, host).toBe(200);
    }
  });

  it('listening on every interface, only the public address and ALLOWED_HOSTS are served, not the loopback names', async () => {
    // The server still listens on 127.0.0.1 (its public address here); HOST says what the configuration claims.
    const wide = await startTestApp({ env: { HOST: '0.0.0.0', ALLOWED_HOSTS: 'cohost.example.com' } });
    try {
      const port = new URL(wide.url).port;
      expect((await rawRequest(`${wide.url}/api/health`, { host: `127.0.0.1:${port}` })).status).toBe(200);
      expect((await rawRequest(`${wide.url}/api/health`, { host: 'cohost.example.com' })).status).toBe(200);
      for (const host of [`localhost:${port}`, `[::1]:${port}`, 'www.cohost.example.com']) {
        expect((await rawRequest(`${wide.url}/api/health`, { host })).status, host).toBe(421);
      }
    } finally {
      await wide.close();
    }
  });
});
