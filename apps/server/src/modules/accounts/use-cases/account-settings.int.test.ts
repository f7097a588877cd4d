import type { Me } from '@cohost/shared';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { TEST_PASSWORD, signedInHost } from '../../../../test/support/accounts';
import { TestClient } from '../../../../test/support/http-client';
import { startTestApp, type TestApp } from '../../../../test/support/test-app';
import { ACCOUNT_PURGE_DELAY_MS } from '../accounts.constants';
import { members, organizations, users } from '../accounts.tables';
import { purgeClosedAccount } from './purge-closed-account';

describe('accounts: settings, closing', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await startTestApp();
  });
  afterAll(() => t.close());

  it('refuses every account route without a session', async () => {
    const anonymous = new TestClient(t.url);
    for (const [method, path] of [['GET', '/api/accounts/me'], ['GET', '/api/accounts/me/exports/latest'], ['POST', '/api/accounts/me/exports']] as const) {
      const response = await anonymous.request(path, { method });
      expect(response.status, path).toBe(401);
      expect(response.json.error).toMatchObject({ code: 'accounts.sign-in-required' });
    }
  });

  it('shows the account with its workspace and defaults, then saves profile and preferences', async () => {
    const { client, email } = await signedInHost(t, 'Maya Angelou');
    const me = await client.get<Me>('/api/accounts/me');
    expect(me.status).toBe(200);
    expect(me.json.user).toMatchObject({ email, emailVerified: true, twoFactorEnabled: false });
    expect(me.json.workspace).toMatchObject({ name: "Maya's workspace", role: 'owner' });
    expect(me.json.workspace.cleanerCode).toMatch(/^[2-9A-HJ-NP-Z]{8}$/);
    expect(me.json.profile).toEqual({ firstName: 'Maya', lastName: 'Angelou', bio: '', timezone: 'est', language: 'en' });

    const profile = { firstName: 'Maya', lastName: 'Johnson', bio: 'Two cabins by the lake.', timezone: 'pst', language: 'es' };
    const saved = await client.request<Me>('/api/accounts/me/profile', { method: 'PUT', body: profile });
    expect(saved.status).toBe(200);
    expect(saved.json.profile).toEqual(profile);
    expect(saved.json.user.name).toBe('Maya Johnson');

    const preferences = { ...me.json.preferences, email: { ...me.json.preferences.email, marketingUpdates: true } };
    const savedPreferences = await client.request<Me>('/api/accounts/me/preferences', { method: 'PUT', body: preferences });
    expect(savedPreferences.json.preferences.email.marketingUpdates).toBe(true);
    expect((await client.get<Me>('/api/accounts/me')).json.profile.bio).toBe('Two cabins by the lake.');
  });

  it('rejects invalid profile input with field details and changes nothing', async () => {
    const { client } = await signedInHost(t, 'Valid Name');
    const bad = await client.request('/api/accounts/me/profile', { method: 'PUT', body: { firstName: 'X', lastName: 'Y', bio: '', timezone: 'utc', language: 'en' } });
    expect(bad.status).toBe(400);
    expect(bad.json.error).toMatchObject({ code: 'platform.invalid-input' });
    expect((await client.get<Me>('/api/accounts/me')).json.user.name).toBe('Valid Name');
  });

  it('closes an account at once, refuses sign-in, and purges it (and its own workspace) after 30 days', async () => {
    const { client, email } = await signedInHost(t);
    const me = (await client.get<Me>('/api/accounts/me')).json;
    expect((await client.post('/api/accounts/me/close', { confirmation: 'delete' })).status).toBe(400);
    const closed = await client.post<{ purgeAfter: string }>('/api/accounts/me/close', { confirmation: 'DELETE' });
    expect(closed.status).toBe(200);
    expect(new Date(closed.json.purgeAfter).getTime() - t.clock.now().getTime()).toBe(ACCOUNT_PURGE_DELAY_MS);
    expect((await client.get('/api/accounts/me')).status).toBe(401);
    const again = await new TestClient(t.url).post('/api/auth/sign-in/email', { email, password: TEST_PASSWORD });
    expect(again.status).toBe(403);

    expect(await purgeClosedAccount({ db: t.database.db, clock: t.clock }, me.user.id)).toBe(false);
    t.clock.advance(ACCOUNT_PURGE_DELAY_MS);
    expect(await purgeClosedAccount({ db: t.database.db, clock: t.clock }, me.user.id)).toBe(true);
    expect(await t.database.db.select().from(users).where(eq(users.id, me.user.id))).toEqual([]);
    expect(await t.database.db.select().from(organizations).where(eq(organizations.id, me.workspace.id))).toEqual([]);
    expect(await t.database.db.select().from(members).where(eq(members.organizationId, me.workspace.id))).toEqual([]);
  });
});
