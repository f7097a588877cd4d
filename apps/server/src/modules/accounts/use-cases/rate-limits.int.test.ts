import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { TestClient } from '../../../../test/support/http-client';
import { startTestApp, type TestApp } from '../../../../test/support/test-app';
import { AUTH_RATE_LIMITS } from '../accounts.constants';

const attempt = (client: TestClient, forwardedFor?: string) =>
  client.post('/api/auth/sign-in/email', { email: 'nobody@example.com', password: 'not-the-password-1' }, forwardedFor ? { 'x-forwarded-for': forwardedFor } : undefined);

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
  });
});
