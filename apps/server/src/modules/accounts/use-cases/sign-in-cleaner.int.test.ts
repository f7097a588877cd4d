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

  it("gives one answer for a wrong code, an unknown email, a wrong password and a host's right password", async () => {
    const hostClient = new TestClient(t.url);
    const answers = {
      wrongCode: await signIn(new TestClient(t.url), { cleanerCode: 'ZZZZZZZZ', email: cleaner.email, password: TEST_PASSWORD }),
      unknownEmail: await signIn(new TestClient(t.url), { cleanerCode: team.cleanerCode!, email: 'nobody@example.com', password: TEST_PASSWORD }),
      wrongPassword: await signIn(new TestClient(t.url), { cleanerCode: team.cleanerCode!, email: cleaner.email, password: 'not-the-password-1' }),
      // A different answer here would confirm the host's password to whoever guessed it.
      notACleaner: await signIn(hostClient, { cleanerCode: team.cleanerCode!, email: host.email, password: TEST_PASSWORD }),
    };
    const withoutRequestId = (text: string) => text.replace(/"requestId":"[^"]*"/, '"requestId":""');
    for (const [name, response] of Object.entries(answers)) {
      expect(response.status, name).toBe(401);
      expect(response.json.error, name).toMatchObject({ code: 'accounts.cleaner-sign-in-failed' });
      expect(withoutRequestId(response.text), name).toBe(withoutRequestId(answers.wrongCode.text));
    }
    expect((await hostClient.get('/api/auth/get-session')).json).toBeNull();
  });

  it('requires all three fields', async () => {
    const response = await signIn(new TestClient(t.url), { cleanerCode: '', email: 'not-an-email', password: '' });
    expect(response.status).toBe(400);
    expect((response.json.error as { details: Array<{ path: string }> }).details.map((d) => d.path).sort()).toEqual(['cleanerCode', 'email', 'password']);
  });
});
