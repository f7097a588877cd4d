import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { TEST_PASSWORD, latestMessage as latestTestMessage, uniqueEmail } from '../../../../test/support/accounts';
import { TestClient } from '../../../../test/support/http-client';
import { startTestApp, type TestApp } from '../../../../test/support/test-app';
import { members, organizations, users } from '../accounts.tables';

let counter = 0;
const uniquePhone = () => `+1555${String(Date.now()).slice(-6)}${++counter % 10}`;
const STRONG = TEST_PASSWORD;

describe('accounts: sign-up, confirmation, sign-in', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await startTestApp();
  });
  afterAll(() => t.close());

  const latestMessage = (recipient: string, template: string) => latestTestMessage(t, recipient, template);

  it('signs up by email without signing in, sends a confirmation link, and signs in once confirmed', async () => {
    const client = new TestClient(t.url);
    const email = uniqueEmail();
    const signUp = await client.post('/api/auth/sign-up/email', { name: 'Ada Lovelace', email, password: STRONG, callbackURL: '/email-verified' });
    expect(signUp.status).toBe(200);
    expect((await client.get('/api/auth/get-session')).json).toBeNull();

    const refused = await client.post('/api/auth/sign-in/email', { email, password: STRONG });
    expect(refused.status).toBe(403);
    expect(refused.json.code).toBe('EMAIL_NOT_VERIFIED');

    const message = await latestMessage(email, 'accounts.verify-email');
    expect(message?.subject).toBe('Confirm your email for Cohost');
    const link = /(http\S+verify-email\?token=\S+)/.exec(message!.textBody)![1]!;
    expect(message!.htmlBody).toContain('Confirm my email');

    const verified = await client.get(new URL(link).pathname + new URL(link).search);
    expect(verified.status).toBe(302);
    expect(verified.headers.get('location')).toContain('/email-verified');
    const session = (await client.get<{ user: { email: string; emailVerified: boolean }; session: { activeOrganizationId: string } }>('/api/auth/get-session')).json;
    expect(session.user).toMatchObject({ email, emailVerified: true });

    const [membership] = await t.database.db
      .select({ role: members.role, workspaceId: members.organizationId, name: organizations.name, cleanerCode: organizations.cleanerCode })
      .from(members)
      .innerJoin(organizations, eq(organizations.id, members.organizationId))
      .innerJoin(users, eq(users.id, members.userId))
      .where(eq(users.email, email));
    expect(membership).toMatchObject({ role: 'owner', name: "Ada's workspace" });
    expect(membership!.cleanerCode).toMatch(/^[2-9A-HJ-NP-Z]{8}$/);
    expect(session.session.activeOrganizationId).toBe(membership!.workspaceId);

    const signOut = await client.post('/api/auth/sign-out', {});
    expect(signOut.status).toBe(200);
    expect((await client.get('/api/auth/get-session')).json).toBeNull();
    const signIn = await client.post('/api/auth/sign-in/email', { email, password: STRONG });
    expect(signIn.status).toBe(200);
    expect((await client.get<{ user: { email: string } }>('/api/auth/get-session')).json.user.email).toBe(email);
  });

  it('sets the session cookie httpOnly and SameSite', async () => {
    const client = new TestClient(t.url);
    const email = uniqueEmail();
    await client.post('/api/auth/sign-up/email', { name: 'Grace Hopper', email, password: STRONG });
    const link = /(http\S+verify-email\?token=\S+)/.exec((await latestMessage(email, 'accounts.verify-email'))!.textBody)![1]!;
    const response = await fetch(link, { redirect: 'manual', headers: { origin: t.url } });
    const cookie = response.headers.getSetCookie().find((c) => c.startsWith('cohost.session_token'));
    expect(cookie).toMatch(/HttpOnly/i);
    expect(cookie).toMatch(/SameSite=Lax/i);
  });

  it('marks the session cookie Secure in production', async () => {
    const production = await startTestApp({ env: { NODE_ENV: 'production' } });
    try {
      const client = new TestClient(production.url);
      const email = uniqueEmail();
      await client.post('/api/auth/sign-up/email', { name: 'Prod Host', email, password: STRONG });
      const link = new URL(/(http\S+verify-email\?token=\S+)/.exec((await latestTestMessage(production, email, 'accounts.verify-email'))!.textBody)![1]!);
      const response = await fetch(new URL(link.pathname + link.search, production.url), { redirect: 'manual' });
      const cookie = response.headers.getSetCookie().find((c) => c.includes('cohost.session_token'));
      expect(cookie).toMatch(/^__Secure-cohost\.session_token=/);
      expect(cookie).toMatch(/;\s*Secure/i);
      expect(cookie).toMatch(/HttpOnly/i);
    } finally {
      await production.close();
    }
  });

  it('refuses a weak password with reasons, and creates nothing', async () => {
    const client = new TestClient(t.url);
    const email = uniqueEmail();
    const response = await client.post('/api/auth/sign-up/email', { name: 'Weak', email, password: 'password1' });
    expect(response.status).toBe(400);
    expect(response.json.code).toBe('PASSWORD_TOO_WEAK');
    expect(response.json.reasons).toEqual(expect.arrayContaining([expect.any(String)]));
    expect(await t.database.db.select().from(users).where(eq(users.email, email))).toEqual([]);
  });

  it('does not tell whether an email has an account', async () => {
    const client = new TestClient(t.url);
    const email = uniqueEmail();
    await client.post('/api/auth/sign-up/email', { name: 'Known', email, password: STRONG });
    const link = /(http\S+verify-email\?token=\S+)/.exec((await latestMessage(email, 'accounts.verify-email'))!.textBody)![1]!;
    await fetch(link, { redirect: 'manual' });

    const wrongPassword = await new TestClient(t.url).post('/api/auth/sign-in/email', { email, password: 'not-the-password-1' });
    const unknownEmail = await new TestClient(t.url).post('/api/auth/sign-in/email', { email: uniqueEmail(), password: 'not-the-password-1' });
    expect(wrongPassword.status).toBe(unknownEmail.status);
    expect(wrongPassword.json.message).toBe(unknownEmail.json.message);

    const resetKnown = await new TestClient(t.url).post('/api/auth/request-password-reset', { email, redirectTo: '/reset-password' });
    const resetUnknown = await new TestClient(t.url).post('/api/auth/request-password-reset', { email: uniqueEmail(), redirectTo: '/reset-password' });
    expect(resetKnown.status).toBe(resetUnknown.status);
    expect(resetKnown.json).toEqual(resetUnknown.json);
  });

  it('signs up and in by phone with an SMS code', async () => {
    const client = new TestClient(t.url);
    const phoneNumber = uniquePhone();
    expect((await client.post('/api/auth/phone-number/send-otp', { phoneNumber })).status).toBe(200);
    const sms = await latestMessage(phoneNumber, 'accounts.phone-code');
    const code = /(\d{6})/.exec(sms!.textBody)![1]!;

    const wrong = await client.post('/api/auth/phone-number/verify', { phoneNumber, code: code === '000000' ? '111111' : '000000' });
    expect(wrong.status).toBe(400);
    const verified = await client.post('/api/auth/phone-number/verify', { phoneNumber, code });
    expect(verified.status).toBe(200);
    const session = (await client.get<{ user: { phoneNumber: string; phoneNumberVerified: boolean }; session: { activeOrganizationId: string | null } }>('/api/auth/get-session')).json;
    expect(session.user).toMatchObject({ phoneNumber, phoneNumberVerified: true });
    expect(session.session.activeOrganizationId).toEqual(expect.any(String));
  });

  it('refuses a cross-site sign-in attempt', async () => {
    const response = await new TestClient(t.url, { origin: 'https://evil.example' }).post('/api/auth/sign-in/email', { email: uniqueEmail(), password: STRONG });
    expect(response.status).toBe(403);
  });
});
