import type { Me } from '@cohost/shared';
import { eq, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { TEST_PASSWORD, signedInHost } from '../../../../test/support/accounts';
import { TestClient } from '../../../../test/support/http-client';
import { TEST_DATABASE_URL } from '../../../../test/support/test-env';
import { startTestApp, twoInstancesOnOneDatabase, type TestApp } from '../../../../test/support/test-app';
import { members, sessions, users } from '../accounts.tables';

async function userIdOf(t: TestApp, email: string): Promise<string> {
  const [user] = await t.database.db.select({ id: users.id }).from(users).where(eq(users.email, email));
  return user!.id;
}

describe('the session cache: no database read per request, revocation at once', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await startTestApp();
  });
  afterAll(() => t.close());

  it('answers from the cache until the database announces a change, then reads again', async () => {
    const { client, email } = await signedInHost(t, 'Cached Host');
    const userId = await userIdOf(t, email);
    expect((await client.get<Me>('/api/accounts/me')).status).toBe(200);

    // With the announcement switched off, the session row can go and the cached answer stays:
    // the request did not read it (the TTL is then the only backstop).
    await t.database.db.execute(sql`alter table sessions disable trigger sessions_announce_change`);
    try {
      await t.database.db.delete(sessions).where(eq(sessions.userId, userId));
    } finally {
      await t.database.db.execute(sql`alter table sessions enable trigger sessions_announce_change`);
    }
    expect((await client.get<Me>('/api/accounts/me')).status).toBe(200);

    // Any announced change of the user drops their cached sessions: the next request reads again.
    await t.database.db.update(users).set({ name: 'Cached Host, renamed' }).where(eq(users.id, userId));
    await expect.poll(async () => (await client.get('/api/accounts/me')).status, { timeout: 2_000, interval: 10 }).toBe(401);
  });

  it('applies a role change or a removal written anywhere as soon as the database announces it', async () => {
    const { client, email } = await signedInHost(t, 'Role Host');
    const userId = await userIdOf(t, email);
    expect((await client.get<Me>('/api/accounts/me')).json.workspace.role).toBe('owner');

    // Written straight to the database, as another instance would: the announcement comes back
    // through PostgreSQL's LISTEN (at once in the embedded database, in milliseconds on a server).
    const announced = { timeout: 2_000, interval: 10 };
    await t.database.db.update(members).set({ role: 'cleaner' }).where(eq(members.userId, userId));
    await expect.poll(async () => (await client.get<Me>('/api/accounts/me')).json.workspace.role, announced).toBe('cleaner');
    expect((await client.get('/api/properties')).status).toBe(403);

    await t.database.db.update(members).set({ role: 'owner' }).where(eq(members.userId, userId));
    await expect.poll(async () => (await client.get('/api/properties')).status, announced).toBe(200);

    await t.database.db.delete(members).where(eq(members.userId, userId));
    await expect.poll(async () => (await client.get('/api/properties')).status, announced).toBe(403);
  });

  it('signs out at once: a write through this instance drops its cache before answering', async () => {
    const { client, email } = await signedInHost(t, 'Leaving Host');
    const other = new TestClient(t.url);
    expect((await other.post('/api/auth/sign-in/email', { email, password: TEST_PASSWORD })).status).toBe(200);
    expect((await other.get('/api/accounts/me')).status).toBe(200);
    expect((await client.get('/api/accounts/me')).status).toBe(200);
    expect((await client.post('/api/auth/sign-out', {})).status).toBe(200);
    expect((await client.get('/api/accounts/me')).status).toBe(401);
    // The other session is another sign-in: it stays.
    expect((await other.get('/api/accounts/me')).status).toBe(200);
  });
});

describe.skipIf(!TEST_DATABASE_URL)('the session cache on two instances of one PostgreSQL', () => {
  const instances = twoInstancesOnOneDatabase();

  it('drops a session signed out on one instance from the other at once', async () => {
    const { first, second } = instances;
    const { client } = await signedInHost(first);
    const onSecond = () => fetch(`${second.url}/api/accounts/me`, { headers: { cookie: client.cookieHeader() } });
    expect((await onSecond()).status).toBe(200);
    expect((await onSecond()).status).toBe(200);
    expect((await client.post('/api/auth/sign-out', {})).status).toBe(200);
    // The announcement travels through PostgreSQL to the other instance's listener: milliseconds.
    await expect.poll(async () => (await onSecond()).status, { timeout: 2_000, interval: 20 }).toBe(401);
  });
});
