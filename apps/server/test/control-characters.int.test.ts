import { count } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { users } from '../src/modules/accounts/accounts.tables';
import { TEST_PASSWORD, uniqueEmail } from './support/accounts';
import { TestClient } from './support/http-client';
import { startTestApp, type TestApp } from './support/test-app';

interface ErrorAnswer {
  error: { code: string; details?: Array<{ path: string; message: string }> };
}

// NUL and other control characters are refused at the edge, for every route, naming the field:
// PostgreSQL cannot store NUL in text, so they used to end as 500s (or worse, half-written rows).
describe('control characters in requests', () => {
  let t: TestApp;
  let address = 0;
  beforeAll(async () => {
    t = await startTestApp({ env: { TRUST_PROXY: 'true' } });
  });
  afterAll(() => t.close());

  const visitor = () => new TestClient(t.url, { 'x-forwarded-for': `198.51.100.${++address}` });
  const expectRefused = (res: { status: number; json: unknown }, path: string) => {
    expect(res.status, JSON.stringify(res.json)).toBe(400);
    const error = (res.json as ErrorAnswer).error;
    expect(error.code).toBe('platform.invalid-input');
    expect(error.details).toContainEqual({ path, message: 'must not contain control characters' });
  };

  it('refuses them in a JSON field of an API route (contact form, cleaner code), signed out', async () => {
    const contact = { kind: 'support', name: 'Ann', email: 'ann@example.com', message: 'Hello, I have a question about pricing.' };
    expectRefused(await visitor().post('/api/support/contact', { ...contact, message: `Hello\u0000, I have a question about pricing.` }), 'message');
    expectRefused(await visitor().post('/api/support/contact', { ...contact, name: 'Ann\u001b[31m' }), 'name');
    expectRefused(await visitor().post('/api/accounts/cleaner-sign-in', { cleanerCode: 'ABC\u0000', email: 'c@example.com', password: 'x' }), 'cleanerCode');
    // Tabs, newlines and carriage returns are text.
    expect((await visitor().post('/api/support/contact', { ...contact, message: 'Line one,\r\n\tline two is here.' })).status).toBe(201);
  });

  it('refuses them in a query or path parameter', async () => {
    expectRefused(await visitor().get('/api/accounts/unlock-sign-in?token=abc%00def'), 'token');
    expectRefused(await visitor().get('/api/guest/abc%00def'), 'path');
    expectRefused(await visitor().get('/api/guest/abc%00def/events'), 'path');
    expectRefused(await visitor().get('/g/abc%00def'), 'path');
  });

  it('refuses them in better-auth endpoints, and nothing is written', async () => {
    const [before] = await t.database.db.select({ n: count() }).from(users);
    expectRefused(await visitor().post('/api/auth/sign-up/email', { name: 'Nul\u0000Host', email: uniqueEmail(), password: TEST_PASSWORD }), 'name');
    expectRefused(await visitor().post('/api/auth/sign-in/email', { email: `a\u0000${uniqueEmail()}`, password: TEST_PASSWORD }), 'email');
    expectRefused(await visitor().get('/api/auth/verify-email?token=%00'), 'token');
    const [after] = await t.database.db.select({ n: count() }).from(users);
    expect(after!.n).toBe(before!.n);
  });
});
