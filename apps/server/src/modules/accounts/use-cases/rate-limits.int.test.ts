import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { TestClient } from '../../../../test/support/http-client';
import { startTestApp, type TestApp } from '../../../../test/support/test-app';
import { AUTH_RATE_LIMITS, CLEANER_SIGN_IN_RATE_LIMIT } from '../accounts.constants';

const attempt = (client: TestClient, forwardedFor?: string) =>
  client.post('/api/auth/sign-in/email', { email: 'nobody@example.com', password: 'not-the-password-1' }, forwardedFor ? { 'x-forwarded-for': forwardedFor } : undefined);

const cleanerAttempt = (client: TestClient, forwardedFor?: string) =>
  client.post('/api/accounts/cleaner-sign-in', { cleanerCode: 'ZZZZZZZZ', email: 'nobody@example.com', password: 'not-the-password-1' }, forwardedFor ? { 'x-forwarded-for': forwardedFor } : undefined);

describe('accounts: rate limits by client address', () => {
  const limit = AUTH_RATE_LIMITS['/sign-in/email'].max;

  describe('without a trusted proxy', () => {
    let t: TestApp;
    beforeAll(async () => {
      t = await startTestApp();
    });
    afterAll(() => t.close());

    it('limits sign-in attempts per address, and a forged X-Forwarded-For does not escape it', async () => {
      const client = new TestClient(t.url);
      for (let i = 0; i < limit; i++) expect((await attempt(client, `198.51.100.${i}`)).status).toBe(401);
      const limited = await attempt(client, '203.0.113.77');
      expect(limited.status).toBe(429);
    });

    it('limits cleaner-portal sign-in attempts per address like sign-in, forged X-Forwarded-For or not', async () => {
      const client = new TestClient(t.url);
      for (let i = 0; i < CLEANER_SIGN_IN_RATE_LIMIT.max; i++) expect((await cleanerAttempt(client, `198.51.100.${i}`)).status).toBe(401);
      const limited = await cleanerAttempt(client, '203.0.113.77');
      expect(limited.status).toBe(429);
      expect(limited.json.error).toMatchObject({ code: 'accounts.too-many-attempts' });
    });

    it('limits sign-ups, code texts, confirmation resends and reset requests per address', async () => {
      let n = 0;
      const bodies: Record<string, () => object> = {
        '/sign-up/email': () => ({ name: 'Rate Limited', email: `limited-${Date.now()}-${++n}@example.com`, password: 'correct-horse-battery' }),
        '/phone-number/send-otp': () => ({ phoneNumber: `+1555${String(Date.now()).slice(-6)}${++n % 10}` }),
        '/send-verification-email': () => ({ email: `resend-${++n}@example.com` }),
        '/request-password-reset': () => ({ email: `reset-${++n}@example.com`, redirectTo: '/reset-password' }),
      };
      for (const [path, body] of Object.entries(bodies)) {
        const { max } = AUTH_RATE_LIMITS[path as keyof typeof AUTH_RATE_LIMITS];
        const client = new TestClient(t.url);
        for (let i = 0; i < max; i++) expect((await client.post(`/api/auth${path}`, body())).status, `${path} #${i + 1}`).not.toBe(429);
        expect((await client.post(`/api/auth${path}`, body())).status, `${path} over the limit`).toBe(429);
      }
    });

    it('never limits reading the current session (every page load does it)', async () => {
      const client = new TestClient(t.url);
      const statuses = await Promise.all(Array.from({ length: 150 }, () => client.get('/api/auth/get-session').then((r) => r.status)));
      expect(new Set(statuses)).toEqual(new Set([200]));
    });
  });

  describe('behind a trusted proxy (TRUST_PROXY=true)', () => {
    let t: TestApp;
    beforeAll(async () => {
      t = await startTestApp({ env: { TRUST_PROXY: 'true' } });
    });
    afterAll(() => t.close());

    it('keys on the address the proxy reports', async () => {
      const client = new TestClient(t.url);
      for (let i = 0; i < limit; i++) expect((await attempt(client, '198.51.100.1')).status).toBe(401);
      expect((await attempt(client, '198.51.100.1')).status).toBe(429);
      expect((await attempt(client, '198.51.100.2')).status).toBe(401);
    });

    it('keys cleaner-portal sign-in attempts on the address the proxy reports', async () => {
      const client = new TestClient(t.url);
      for (let i = 0; i < CLEANER_SIGN_IN_RATE_LIMIT.max; i++) expect((await cleanerAttempt(client, '198.51.100.1')).status).toBe(401);
      expect((await cleanerAttempt(client, '198.51.100.1')).status).toBe(429);
      expect((await cleanerAttempt(client, '198.51.100.2')).status).toBe(401);
    });
  });
});
