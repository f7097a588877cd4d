import type { Me } from '@cohost/shared';
import { eq, sql } from 'drizzle-orm';
import { afterAll, afterEach, beforeAll, beforeEach, describe, expect, it, vi } from 'vitest';
import { TEST_PASSWORD, latestMessage, signedInHost, uniqueEmail } from '../../../../test/support/accounts';
import { TestClient } from '../../../../test/support/http-client';
import { TEST_DATABASE_URL } from '../../../../test/support/test-env';
import { startTestApp, twoInstancesOnOneDatabase, type TestApp } from '../../../../test/support/test-app';
import { SESSION_RENEW_AFTER_SECONDS, SESSION_TTL_SECONDS } from '../accounts.constants';
import { members, rateLimits, sessions, users } from '../accounts.tables';
import type { Auth } from './create-auth';

type SessionJson = { session: { id: string; userId: string; expiresAt: string; activeOrganizationId: string | null }; user: { id: string; name: string } } | null;

/** Headers that differ from one answer to the next whoever makes it. */
const PER_REQUEST_HEADERS = new Set(['date', 'x-request-id']);

/** Counts the get-session requests that reached better-auth (the ones that read the database). */
function watchBetterAuth(t: TestApp) {
  const { auth } = t.modules.find((module) => module.name === 'accounts') as unknown as { auth: Auth };
  const handler = vi.spyOn(auth, 'handler');
  return () => handler.mock.calls.filter(([request]) => new URL(request.url).pathname === '/api/auth/get-session').length;
}

/** A get-session with these cookies, as any client holding them (a copy of a signed-out browser's, a thief's). */
async function getSession(t: TestApp, cookie: string) {
  const response = await fetch(`${t.url}/api/auth/get-session`, { headers: { cookie, origin: t.url } });
  const headers = Object.fromEntries([...response.headers].filter(([name]) => !PER_REQUEST_HEADERS.has(name)));
  return { status: response.status, headers, json: (await response.json()) as SessionJson };
}

/**
 * A change written straight to the database comes back through PostgreSQL's LISTEN: in-process
 * before the write returns on the embedded database, milliseconds later on a server.
 */
async function nextAnswer(read: () => Promise<unknown>, expected: unknown) {
  if (TEST_DATABASE_URL) await expect.poll(read, { timeout: 2_000, interval: 10 }).toEqual(expected);
  else expect(await read()).toEqual(expected);
}

async function userIdOf(t: TestApp, email: string): Promise<string> {
  const [user] = await t.database.db.select({ id: users.id }).from(users).where(eq(users.email, email));
  return user!.id;
}

afterEach(() => vi.restoreAllMocks());

describe('get-session from memory: better-auth’s own answer, revoked at once', () => {
  let t: TestApp;
  let reachedBetterAuth: () => number;
  beforeAll(async () => {
    t = await startTestApp();
  });
  afterAll(() => t.close());
  beforeEach(async () => {
    reachedBetterAuth = watchBetterAuth(t);
    // Every test signs up from the same address: each starts below the sign-up limit.
    await t.database.db.delete(rateLimits);
  });

  it('answers again exactly what better-auth answered, without asking it', async () => {
    const { client } = await signedInHost(t, 'Kept Host');
    const cookie = client.cookieHeader();
    const miss = await getSession(t, cookie);
    const hit = await getSession(t, cookie);
    expect(reachedBetterAuth()).toBe(1);
    expect(miss.status).toBe(200);
    expect(miss.json?.user.name).toBe('Kept Host');
    expect(miss.headers['cache-control']).toBe('no-store');
    expect(hit).toEqual(miss);

    // A query string, a bearer token, no cookie: better-auth answers, as before.
    const viaClient = await client.get<SessionJson>('/api/auth/get-session?disableRefresh=true');
    expect(viaClient.json).toEqual(miss.json);
    expect((await fetch(`${t.url}/api/auth/get-session`, { headers: { cookie, authorization: 'Bearer nothing' } })).status).toBe(200);
    expect((await getSession(t, '')).json).toBeNull();
    expect(reachedBetterAuth()).toBe(4);
  });

  it('sees a sign-out, a revocation and a password change on the very next read', async () => {
    const { client, email } = await signedInHost(t, 'Leaving Host');
    const second = new TestClient(t.url);
    expect((await second.post('/api/auth/sign-in/email', { email, password: TEST_PASSWORD })).status).toBe(200);
    const third = new TestClient(t.url);
    expect((await third.post('/api/auth/sign-in/email', { email, password: TEST_PASSWORD })).status).toBe(200);
    const [first, secondCookie, thirdCookie] = [client.cookieHeader(), second.cookieHeader(), third.cookieHeader()];
    for (const cookie of [first, first, secondCookie, secondCookie, thirdCookie, thirdCookie]) expect((await getSession(t, cookie)).json).not.toBeNull();
    expect(reachedBetterAuth()).toBe(3);

    // The copy of a signed-out cookie is worth nothing at once.
    expect((await client.post('/api/auth/sign-out', {})).status).toBe(200);
    expect((await getSession(t, first)).json).toBeNull();
    expect((await getSession(t, secondCookie)).json).not.toBeNull();

    // Revoking the other sessions from the second one ends the third.
    expect((await getSession(t, thirdCookie)).json).not.toBeNull();
    expect((await second.post('/api/auth/revoke-other-sessions', {})).status).toBe(200);
    expect((await getSession(t, thirdCookie)).json).toBeNull();

    // A password change that signs out the other devices: the old cookie is refused, the new one works.
    const fourth = new TestClient(t.url);
    expect((await fourth.post('/api/auth/sign-in/email', { email, password: TEST_PASSWORD })).status).toBe(200);
    const fourthCookie = fourth.cookieHeader();
    expect((await getSession(t, fourthCookie)).json).not.toBeNull();
    expect((await getSession(t, fourthCookie)).json).not.toBeNull();
    const changed = await second.post('/api/auth/change-password', { currentPassword: TEST_PASSWORD, newPassword: 'a-newer-horse-battery-staple', revokeOtherSessions: true });
    expect(changed.status).toBe(200);
    expect((await getSession(t, fourthCookie)).json).toBeNull();
    expect((await getSession(t, second.cookieHeader())).json?.user.id).toBe(await userIdOf(t, email));
  });

  it('sees an account change and a role change by the owner on the very next read', async () => {
    const { client } = await signedInHost(t, 'Old Name');
    const cookie = client.cookieHeader();
    await getSession(t, cookie);
    expect((await getSession(t, cookie)).json?.user.name).toBe('Old Name');
    expect((await client.post('/api/auth/update-user', { name: 'New Name' })).status).toBe(200);
    expect((await getSession(t, cookie)).json?.user.name).toBe('New Name');

    // A cleaner of the owner's team: their answer holds no role, but a role change drops it too.
    const email = uniqueEmail('cleaner');
    const invited = await client.post<{ id: string }>('/api/auth/organization/invite-member', { email, role: 'cleaner' });
    expect(invited.status).toBe(200);
    const cleaner = new TestClient(t.url);
    expect((await cleaner.post('/api/auth/sign-up/email', { name: 'Carla Cleaner', email, password: TEST_PASSWORD, callbackURL: `/accept-invite?id=${invited.json.id}` })).status).toBe(200);
    const link = new URL(/(http\S+verify-email\?token=\S+)/.exec((await latestMessage(t, email, 'accounts.verify-email'))!.textBody)![1]!);
    await cleaner.get(link.pathname + link.search);
    expect((await cleaner.post('/api/auth/organization/accept-invitation', { invitationId: invited.json.id })).status).toBe(200);
    const cleanerCookie = cleaner.cookieHeader();
    const before = reachedBetterAuth();
    const answer = await getSession(t, cleanerCookie);
    expect(await getSession(t, cleanerCookie)).toEqual(answer);
    expect(reachedBetterAuth()).toBe(before + 1);
    const [member] = await t.database.db.select({ id: members.id }).from(members).where(eq(members.userId, answer.json!.user.id));
    expect((await client.post('/api/auth/organization/update-member-role', { memberId: member!.id, role: 'manager' })).status).toBe(200);
    expect(await getSession(t, cleanerCookie)).toEqual(answer);
    expect(reachedBetterAuth()).toBe(before + 2);
    expect((await cleaner.get<Me>('/api/accounts/me')).json.workspace.role).toBe('manager');
  });

  it('drops this instance’s answers on a write through the accounts routes, before its answer, without waiting for the announcement', async () => {
    const { client } = await signedInHost(t, 'Quiet Host');
    const cookie = client.cookieHeader();
    await getSession(t, cookie);
    expect((await getSession(t, cookie)).json?.user.name).toBe('Quiet Host');
    // With the announcements switched off, only the write's own drop can make the next read see it.
    await t.database.db.execute(sql`alter table users disable trigger users_announce_change`);
    await t.database.db.execute(sql`alter table sessions disable trigger sessions_announce_change`);
    try {
      expect((await client.post('/api/auth/update-user', { name: 'Quiet Host, renamed' })).status).toBe(200);
      expect((await getSession(t, cookie)).json?.user.name).toBe('Quiet Host, renamed');
      expect((await getSession(t, cookie)).json?.user.name).toBe('Quiet Host, renamed');
      expect((await client.post('/api/auth/sign-out', {})).status).toBe(200);
      expect((await getSession(t, cookie)).json).toBeNull();
    } finally {
      await t.database.db.execute(sql`alter table users enable trigger users_announce_change`);
      await t.database.db.execute(sql`alter table sessions enable trigger sessions_announce_change`);
    }
    expect(reachedBetterAuth()).toBe(3);
  });

  it('sees an administrator’s SQL on the sessions and users tables', async () => {
    const { client, email } = await signedInHost(t, 'Administered Host');
    const userId = await userIdOf(t, email);
    const cookie = client.cookieHeader();
    const read = async () => (await getSession(t, cookie)).json?.user.name ?? null;
    await getSession(t, cookie);
    await getSession(t, cookie);
    expect(reachedBetterAuth()).toBe(1);

    await t.database.db.execute(sql`update users set name = 'Renamed by SQL' where id = ${userId}`);
    await nextAnswer(read, 'Renamed by SQL');

    // An expired session is no session (better-auth deletes it and clears the cookie).
    await t.database.db.update(sessions).set({ expiresAt: new Date(Date.now() - 1_000) }).where(eq(sessions.userId, userId));
    await nextAnswer(read, null);

    const other = new TestClient(t.url);
    expect((await other.post('/api/auth/sign-in/email', { email, password: TEST_PASSWORD })).status).toBe(200);
    const otherCookie = other.cookieHeader();
    await getSession(t, otherCookie);
    expect((await getSession(t, otherCookie)).json?.user.id).toBe(userId);
    await t.database.db.execute(sql`delete from sessions where user_id = ${userId}`);
    await nextAnswer(async () => (await getSession(t, otherCookie)).json, null);
  });

  it('leaves the daily renewal to better-auth: nothing is answered from memory past its point', async () => {
    const { client, email } = await signedInHost(t, 'Renewed Host');
    const userId = await userIdOf(t, email);
    const cookie = client.cookieHeader();
    // The session is renewed by the first get-session after this point (better-auth's updateAge).
    const renewalAt = Date.now() + 1_500;
    const expiresAt = new Date(renewalAt + (SESSION_TTL_SECONDS - SESSION_RENEW_AFTER_SECONDS) * 1000);
    await t.database.db.update(sessions).set({ expiresAt }).where(eq(sessions.userId, userId));
    await nextAnswer(async () => (await getSession(t, cookie)).json?.session.expiresAt, expiresAt.toISOString());
    const before = reachedBetterAuth();
    expect((await getSession(t, cookie)).json?.session.expiresAt).toBe(expiresAt.toISOString());
    expect(reachedBetterAuth()).toBe(before);

    await new Promise((resolve) => setTimeout(resolve, renewalAt - Date.now() + 10));
    const renewed = await fetch(`${t.url}/api/auth/get-session`, { headers: { cookie } });
    expect(renewed.headers.getSetCookie().join()).toMatch(/cohost\.session_token=.*Max-Age=604800/);
    const body = (await renewed.json()) as SessionJson;
    expect(Date.parse(body!.session.expiresAt)).toBeGreaterThan(Date.now() + SESSION_TTL_SECONDS * 1000 - 60_000);
    expect(reachedBetterAuth()).toBe(before + 1);
  });
});

describe.skipIf(!TEST_DATABASE_URL)('get-session from memory on two instances of one PostgreSQL', () => {
  const instances = twoInstancesOnOneDatabase();

  it('drops a session signed out on one instance from the other', async () => {
    const { first, second } = instances;
    const reachedSecond = watchBetterAuth(second);
    const { client } = await signedInHost(first);
    const cookie = client.cookieHeader();
    const answer = await getSession(second, cookie);
    expect(answer.json).not.toBeNull();
    expect(await getSession(second, cookie)).toEqual(answer);
    expect(reachedSecond()).toBe(1);
    expect((await client.post('/api/auth/sign-out', {})).status).toBe(200);
    // The announcement travels through PostgreSQL to the other instance's listener: milliseconds.
    await expect.poll(async () => (await getSession(second, cookie)).json, { timeout: 2_000, interval: 20 }).toBeNull();
  });
});
