import type { Me } from '@cohost/shared';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { TEST_PASSWORD, signedInHost } from '../../../../test/support/accounts';
import { TestClient } from '../../../../test/support/http-client';
import { startTestApp, type TestApp } from '../../../../test/support/test-app';
import { insertMember } from '../accounts.repo';
import { users } from '../accounts.tables';

describe('accounts: cleaner portal sign-in', () => {
  let t: TestApp;
  let host: { client: TestClient; email: string };
  let cleaner: { email: string };
  let team: Me['workspace'];

  beforeAll(async () => {
    t = await startTestApp();
    host = await signedInHost(t, 'Team Host');
    team = (await host.client.get<Me>('/api/accounts/me')).json.workspace;
    // Until invitations arrive, membership is given directly (what accepting an invite does).
    const other = await signedInHost(t, 'Carla Cleaner');
    const [user] = await t.database.db.select().from(users).where(eq(users.email, other.email));
    await insertMember(t.database.db, { workspaceId: team.id, userId: user!.id, role: 'cleaner', createdAt: t.clock.now() });
    cleaner = { email: other.email };
  });
  afterAll(() => t.close());

  const signIn = (client: TestClient, body: Record<string, string>) => client.post('/api/accounts/cleaner-sign-in', body);

  it("signs a cleaner into the team's workspace with code, email and password", async () => {
    const client = new TestClient(t.url);
    const typed = `${team.cleanerCode!.slice(0, 4).toLowerCase()}-${team.cleanerCode!.slice(4)}`;
    const response = await signIn(client, { cleanerCode: typed, email: cleaner.email, password: TEST_PASSWORD });
    expect(response.status).toBe(200);
    const me = (await client.get<Me>('/api/accounts/me')).json;
    expect(me.workspace).toEqual({ id: team.id, name: team.name, role: 'cleaner', cleanerCode: null });
  });

  it('gives one answer for a wrong code, an unknown email and a wrong password', async () => {
    const wrongCode = await signIn(new TestClient(t.url), { cleanerCode: 'ZZZZZZZZ', email: cleaner.email, password: TEST_PASSWORD });
    const unknownEmail = await signIn(new TestClient(t.url), { cleanerCode: team.cleanerCode!, email: 'nobody@example.com', password: TEST_PASSWORD });
    const wrongPassword = await signIn(new TestClient(t.url), { cleanerCode: team.cleanerCode!, email: cleaner.email, password: 'not-the-password-1' });
    for (const response of [wrongCode, unknownEmail, wrongPassword]) {
      expect(response.status).toBe(401);
      expect(response.json.error).toMatchObject({ code: 'accounts.cleaner-sign-in-failed' });
    }
  });

  it("tells a host, once their password is right, that the portal is not theirs", async () => {
    const client = new TestClient(t.url);
    const response = await signIn(client, { cleanerCode: team.cleanerCode!, email: host.email, password: TEST_PASSWORD });
    expect(response.status).toBe(403);
    expect(response.json.error).toMatchObject({ code: 'accounts.not-a-cleaner' });
    expect((await client.get('/api/auth/get-session')).json).toBeNull();
  });

  it('requires all three fields', async () => {
    const response = await signIn(new TestClient(t.url), { cleanerCode: '', email: 'not-an-email', password: '' });
    expect(response.status).toBe(400);
    expect((response.json.error as { details: Array<{ path: string }> }).details.map((d) => d.path).sort()).toEqual(['cleanerCode', 'email', 'password']);
  });
});
