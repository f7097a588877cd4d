import { and, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { TEST_PASSWORD, signedInHost } from '../../../../test/support/accounts';
import { TestClient } from '../../../../test/support/http-client';
import { startTestApp, type TestApp } from '../../../../test/support/test-app';
import { notificationOutbox } from '../../notifications/notifications.tables';
import { users, verifications } from '../accounts.tables';

const NEW_PASSWORDS = ['copper-meadow-41-tundra', 'violet-harbour-72-quartz', 'amber-glacier-35-falcon'];

describe('accounts: password reset links', () => {
  let t: TestApp;
  let address = 0;

  // Behind a trusted proxy each test is its own client address, so the per-address limits on
  // reset requests (3 a minute) do not couple the tests.
  beforeAll(async () => {
    t = await startTestApp({ env: { TRUST_PROXY: 'true' } });
  });
  afterAll(() => t.close());

  const visitor = () => new TestClient(t.url, { 'x-forwarded-for': `198.51.100.${++address}` });

  /** The reset tokens mailed to someone so far, oldest first. */
  async function resetTokens(email: string): Promise<string[]> {
    const rows = await t.database.db
      .select()
      .from(notificationOutbox)
      .where(and(eq(notificationOutbox.recipient, email), eq(notificationOutbox.template, 'accounts.reset-password')));
    return rows.map((row) => /\/reset-password\/([^?\s]+)\?/.exec(row.textBody)![1]!);
  }

  /** Asks for a reset link and returns the token it mailed. */
  async function requestReset(client: TestClient, email: string): Promise<string> {
    const before = await resetTokens(email);
    expect((await client.post('/api/auth/request-password-reset', { email, redirectTo: '/reset-password' })).status).toBe(200);
    const fresh = (await resetTokens(email)).filter((token) => !before.includes(token));
    expect(fresh).toHaveLength(1);
    return fresh[0]!;
  }

  const reset = (client: TestClient, token: string, newPassword: string) => client.post('/api/auth/reset-password', { token, newPassword });
  const signIn = (client: TestClient, email: string, password: string) => client.post('/api/auth/sign-in/email', { email, password });

  it('a new reset request retires the links sent before it', async () => {
    const { email } = await signedInHost(t, 'Twice Asked');
    const client = visitor();
    const first = await requestReset(client, email);
    const second = await requestReset(client, email);

    const refused = await reset(client, first, NEW_PASSWORDS[0]!);
    expect(refused.status).toBe(400);
    expect(refused.json).toMatchObject({ code: 'INVALID_TOKEN' });
    expect((await signIn(visitor(), email, TEST_PASSWORD)).status).toBe(200);

    expect((await reset(client, second, NEW_PASSWORDS[1]!)).status).toBe(200);
    expect((await signIn(visitor(), email, NEW_PASSWORDS[1]!)).status).toBe(200);
  });

  it('a successful reset retires every other outstanding link of that user', async () => {
    const { email } = await signedInHost(t, 'Two Links');
    const [user] = await t.database.db.select().from(users).where(eq(users.email, email));
    const linkA = await requestReset(visitor(), email);
    // Link B: requested before link A reached the database, or sent before this version; a new
    // request retires the older links, so only such a link can still be outstanding beside A.
    const linkB = `link-b-${user!.id}`;
    await t.database.db.insert(verifications).values({ identifier: `reset-password:${linkB}`, value: user!.id, expiresAt: new Date(Date.now() + 60 * 60 * 1000) });
    expect((await reset(visitor(), linkA, NEW_PASSWORDS[0]!)).status).toBe(200);

    const replay = await reset(visitor(), linkB, NEW_PASSWORDS[1]!);
    expect(replay.status).toBe(400);
    expect(replay.json).toMatchObject({ code: 'INVALID_TOKEN' });
    expect((await signIn(visitor(), email, NEW_PASSWORDS[0]!)).status).toBe(200);
    expect((await signIn(visitor(), email, NEW_PASSWORDS[1]!)).status).toBe(401);
  });

  it('a reset signs the user out everywhere else', async () => {
    const host = await signedInHost(t, 'Stolen Session');
    const other = visitor();
    expect((await signIn(other, host.email, TEST_PASSWORD)).status).toBe(200);
    expect((await other.get('/api/accounts/me')).status).toBe(200);

    const token = await requestReset(visitor(), host.email);
    expect((await reset(visitor(), token, NEW_PASSWORDS[2]!)).status).toBe(200);

    expect((await other.get('/api/accounts/me')).status).toBe(401);
    expect((await other.get('/api/auth/get-session')).json).toBeNull();
    expect((await host.client.get('/api/accounts/me')).status).toBe(401);
  });
});
