import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { TEST_PASSWORD, latestMessage, signedInHost } from '../../../../test/support/accounts';
import { TestClient } from '../../../../test/support/http-client';
import { startTestApp, type TestApp } from '../../../../test/support/test-app';
import { SIGN_IN_GUARD } from '../accounts.constants';
import { insertMember } from '../accounts.repo';
import { users, verifications } from '../accounts.tables';
import type { SignInAttempts } from '../domain/sign-in-guard';

describe('accounts: per-account protection against guessing from many addresses', () => {
  let t: TestApp;
  let address = 0;

  // Behind a trusted proxy, so each attempt can come from the address the test chooses.
  beforeAll(async () => {
    t = await startTestApp({ env: { TRUST_PROXY: 'true' } });
  });
  afterAll(() => t.close());

  const from = (n: number) => new TestClient(t.url, { 'x-forwarded-for': `198.51.100.${n}` });
  const fresh = () => from(100 + ++address);
  const signIn = (client: TestClient, email: string, password: string) => client.post('/api/auth/sign-in/email', { email, password });

  async function attemptsOf(email: string): Promise<SignInAttempts> {
    const [user] = await t.database.db.select().from(users).where(eq(users.email, email));
    const [row] = await t.database.db.select().from(verifications).where(eq(verifications.identifier, `sign-in-attempts:${user!.id}`));
    return JSON.parse(row!.value) as SignInAttempts;
  }

  /** Moves an account's attempts into the past, as if the attacker had waited out every delay. */
  async function rewindAttempts(email: string, attempts: number) {
    const [user] = await t.database.db.select().from(users).where(eq(users.email, email));
    const state: SignInAttempts = { attempts, lastAttemptAt: Date.now() - 10 * 60 * 1000, lockedUntil: null };
    await t.database.db.update(verifications).set({ value: JSON.stringify(state) }).where(eq(verifications.identifier, `sign-in-attempts:${user!.id}`));
  }

  it('50 wrong passwords from 5 addresses in seconds do not let the right one in; then a lock, an email, and its unlock link', async () => {
    const { email } = await signedInHost(t, 'Guessed Owner');
    const statuses: number[] = [];
    for (let i = 0; i < 50; i++) statuses.push((await signIn(from(i % 5), email, `wrong-guess-${i}-x`)).status);
    expect(statuses.filter((status) => status === 401).length).toBeLessThan(SIGN_IN_GUARD.lockAfterAttempts);
    expect(statuses.filter((status) => status !== 401).every((status) => status === 429)).toBe(true);

    const paused = await signIn(fresh(), email, TEST_PASSWORD);
    expect(paused.status).toBe(429);
    expect(paused.json).toMatchObject({ code: 'accounts.sign-in-paused' });

    // The attacker waits out every delay: the next attempt locks the account and mails its owner.
    await rewindAttempts(email, SIGN_IN_GUARD.lockAfterAttempts);
    const locked = await signIn(fresh(), email, TEST_PASSWORD);
    expect(locked.status).toBe(429);
    expect(locked.json).toMatchObject({ code: 'accounts.sign-in-locked' });
    expect((await signIn(fresh(), email, TEST_PASSWORD)).json).toMatchObject({ code: 'accounts.sign-in-locked' });
    // Never for good: the lock ends by itself.
    const { lockedUntil } = await attemptsOf(email);
    expect(lockedUntil! - Date.now()).toBeLessThanOrEqual(SIGN_IN_GUARD.lockSeconds * 1000);

    const message = await latestMessage(t, email, 'accounts.sign-in-locked');
    const link = new URL(/(http\S+\/api\/accounts\/unlock-sign-in\?token=\S+)/.exec(message!.textBody)![1]!);
    const unlocked = await fresh().get(link.pathname + link.search);
    expect(unlocked.status).toBe(302);
    expect(unlocked.headers.get('location')).toBe('/login?unlocked=1');
    expect((await signIn(fresh(), email, TEST_PASSWORD)).status).toBe(200);

    const spent = await fresh().get(link.pathname + link.search);
    expect(spent.headers.get('location')).toBe('/login?unlock=expired');
  });

  it('a password reset ends a pause', async () => {
    const { email } = await signedInHost(t, 'Paused Owner');
    for (let i = 0; i < SIGN_IN_GUARD.freeAttempts; i++) await signIn(fresh(), email, `wrong-${i}-x`);
    await rewindAttempts(email, SIGN_IN_GUARD.lockAfterAttempts);
    expect((await signIn(fresh(), email, TEST_PASSWORD)).json).toMatchObject({ code: 'accounts.sign-in-locked' });

    const client = fresh();
    expect((await client.post('/api/auth/request-password-reset', { email, redirectTo: '/reset-password' })).status).toBe(200);
    const token = /\/reset-password\/([^?\s]+)\?/.exec((await latestMessage(t, email, 'accounts.reset-password'))!.textBody)![1]!;
    expect((await client.post('/api/auth/reset-password', { token, newPassword: 'copper-meadow-41-tundra' })).status).toBe(200);
    expect((await signIn(fresh(), email, 'copper-meadow-41-tundra')).status).toBe(200);
  });

  it('a successful sign-in forgets the wrong passwords before it', async () => {
    const { email } = await signedInHost(t, 'Clumsy Owner');
    const client = fresh();
    for (let round = 0; round < 2; round++) {
      for (let i = 0; i < SIGN_IN_GUARD.freeAttempts - 1; i++) expect((await signIn(client, email, `typo-${round}-${i}-x`)).status).toBe(401);
      expect((await signIn(client, email, TEST_PASSWORD)).status).toBe(200);
    }
  });

  it('counts cleaner-portal attempts on the same account, and lets a cleaner in after a few typos', async () => {
    const host = await signedInHost(t, 'Portal Team');
    const team = (await host.client.get<{ workspace: { id: string; cleanerCode: string } }>('/api/accounts/me')).json.workspace;
    const { email } = await signedInHost(t, 'Portal Cleaner');
    const [user] = await t.database.db.select().from(users).where(eq(users.email, email));
    await insertMember(t.database.db, { workspaceId: team.id, userId: user!.id, role: 'cleaner', createdAt: t.clock.now() });
    const portal = (client: TestClient, password: string) => client.post('/api/accounts/cleaner-sign-in', { cleanerCode: team.cleanerCode, email, password });

    for (let i = 0; i < SIGN_IN_GUARD.freeAttempts - 1; i++) expect((await portal(fresh(), `typo-${i}-x`)).status).toBe(401);
    expect((await portal(fresh(), TEST_PASSWORD)).status).toBe(200);

    for (let i = 0; i < SIGN_IN_GUARD.freeAttempts; i++) expect((await portal(fresh(), `guess-${i}-x`)).status).toBe(401);
    const paused = await signIn(fresh(), email, TEST_PASSWORD);
    expect(paused.json).toMatchObject({ code: 'accounts.sign-in-paused' });
  });
});
