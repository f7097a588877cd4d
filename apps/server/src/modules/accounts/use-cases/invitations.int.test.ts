import type { Me } from '@cohost/shared';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { TEST_PASSWORD, latestMessage, signedInHost, uniqueEmail } from '../../../../test/support/accounts';
import { TestClient } from '../../../../test/support/http-client';
import { startTestApp, type TestApp } from '../../../../test/support/test-app';
import { invitations, members, organizations, users } from '../accounts.tables';

type Invitation = { id: string; email: string; role: string; status: string };

const invite = (client: TestClient, email: string, role: string) => client.post<Invitation>('/api/auth/organization/invite-member', { email, role });

/** Follows an invitation email: signs up from the accept link, confirms, and returns the signed-in client. */
async function signUpFromInvitation(t: TestApp, email: string, invitationId: string, name = 'Carla Cleaner') {
  const client = new TestClient(t.url);
  const signUp = await client.post('/api/auth/sign-up/email', { name, email, password: TEST_PASSWORD, callbackURL: `/accept-invite?id=${invitationId}` });
  expect(signUp.status).toBe(200);
  const message = await latestMessage(t, email, 'accounts.verify-email');
  const link = new URL(/(http\S+verify-email\?token=\S+)/.exec(message!.textBody)![1]!);
  const confirmed = await client.get(link.pathname + link.search);
  expect(confirmed.headers.get('location')).toContain(`/accept-invite?id=${invitationId}`);
  return client;
}

async function membershipsOf(t: TestApp, email: string) {
  const [user] = await t.database.db.select().from(users).where(eq(users.email, email));
  return t.database.db.select().from(members).where(eq(members.userId, user!.id));
}

describe('accounts: invitations', () => {
  let t: TestApp;
  let owner: { client: TestClient; email: string };
  let team: Me['workspace'];

  beforeAll(async () => {
    t = await startTestApp();
    owner = await signedInHost(t, 'Olive Owner');
    team = (await owner.client.get<Me>('/api/accounts/me')).json.workspace;
  });
  afterAll(() => t.close());

  it('invites a cleaner who signs up, confirms, accepts, has no workspace of their own, and signs in to the portal', async () => {
    const email = uniqueEmail('cleaner');
    const sent = await invite(owner.client, email, 'cleaner');
    expect(sent.status).toBe(200);
    const invitationId = sent.json.id;

    const message = await latestMessage(t, email, 'accounts.invitation');
    expect(message!.subject).toBe(`Olive Owner invited you to ${team.name} on Cohost`);
    expect(message!.textBody).toContain(`as a cleaner`);
    expect(message!.textBody).toContain(team.cleanerCode!);
    expect(message!.textBody).toContain(`${t.url}/cleaner-login`);
    expect(message!.textBody).toContain(`${t.url}/accept-invite?id=${invitationId}`);
    expect(message!.htmlBody).toContain(team.cleanerCode!);

    const cleaner = await signUpFromInvitation(t, email, invitationId);
    expect(await membershipsOf(t, email)).toEqual([]);

    const details = await cleaner.get<{ organizationName: string; inviterEmail: string; role: string }>(`/api/auth/organization/get-invitation?id=${invitationId}`);
    expect(details.json).toMatchObject({ organizationName: team.name, inviterEmail: owner.email, role: 'cleaner' });

    const accepted = await cleaner.post('/api/auth/organization/accept-invitation', { invitationId });
    expect(accepted.status).toBe(200);
    expect((await membershipsOf(t, email)).map((m) => ({ workspaceId: m.organizationId, role: m.role }))).toEqual([{ workspaceId: team.id, role: 'cleaner' }]);
    expect((await cleaner.get<Me>('/api/accounts/me')).json.workspace).toMatchObject({ id: team.id, role: 'cleaner', cleanerCode: null });

    const portal = new TestClient(t.url);
    const signIn = await portal.post('/api/accounts/cleaner-sign-in', { cleanerCode: team.cleanerCode, email, password: TEST_PASSWORD });
    expect(signIn.status).toBe(200);
    expect((await portal.get<Me>('/api/accounts/me')).json.workspace.role).toBe('cleaner');
  });

  it('keeps a cleaner out of inviting, listing members and changing roles; owners list, cancel and remove', async () => {
    const email = uniqueEmail('cleaner');
    const { json } = await invite(owner.client, email, 'cleaner');
    const cleaner = await signUpFromInvitation(t, email, json.id);
    await cleaner.post('/api/auth/organization/accept-invitation', { invitationId: json.id });

    expect((await invite(cleaner, uniqueEmail('friend'), 'cleaner')).status).toBe(403);
    expect((await cleaner.get('/api/auth/organization/list-members')).status).toBe(403);
    expect((await cleaner.get('/api/auth/organization/get-full-organization')).status).toBe(403);
    const [workspace] = await t.database.db.select().from(organizations).where(eq(organizations.id, team.id));
    expect((await cleaner.get(`/api/auth/organization/list-members?organizationSlug=${workspace!.slug}`)).status).toBe(403);
    expect((await cleaner.get('/api/auth/organization/list-invitations')).status).toBe(403);
    const [ownerMember] = await t.database.db.select().from(members).where(eq(members.organizationId, team.id));
    expect((await cleaner.post('/api/auth/organization/update-member-role', { memberId: ownerMember!.id, role: 'cleaner' })).status).toBe(403);

    const listed = await owner.client.get<{ members: Array<{ id: string; role: string; user: { email: string } }> }>('/api/auth/organization/list-members');
    expect(listed.status).toBe(200);
    const cleanerMember = listed.json.members.find((m) => m.user.email === email)!;
    expect(cleanerMember.role).toBe('cleaner');

    const pendingEmail = uniqueEmail('manager');
    const pending = await invite(owner.client, pendingEmail, 'manager');
    expect(pending.status).toBe(200);
    expect((await owner.client.get<Invitation[]>('/api/auth/organization/list-invitations')).json.some((i) => i.id === pending.json.id && i.status === 'pending')).toBe(true);
    expect((await owner.client.post('/api/auth/organization/cancel-invitation', { invitationId: pending.json.id })).status).toBe(200);

    expect((await owner.client.post('/api/auth/organization/remove-member', { memberIdOrEmail: cleanerMember.id })).status).toBe(200);
    expect(await membershipsOf(t, email)).toEqual([]);
  });

  it('lets managers invite cleaners only, and nobody invite an owner', async () => {
    const managerEmail = uniqueEmail('manager');
    const { json } = await invite(owner.client, managerEmail, 'manager');
    const manager = await signUpFromInvitation(t, managerEmail, json.id, 'Max Manager');
    // A manager is a host: they keep a workspace of their own.
    expect(await membershipsOf(t, managerEmail)).toHaveLength(1);
    expect((await manager.post('/api/auth/organization/accept-invitation', { invitationId: json.id })).status).toBe(200);
    expect((await manager.get<Me>('/api/accounts/me')).json.workspace).toMatchObject({ id: team.id, role: 'manager' });

    expect((await invite(manager, uniqueEmail('cleaner'), 'cleaner')).status).toBe(200);
    expect((await invite(manager, uniqueEmail('manager'), 'manager')).status).toBe(403);
    expect((await invite(owner.client, uniqueEmail('owner'), 'owner')).status).toBe(403);
  });

  it('queues a fresh email when an invitation is sent again', async () => {
    const email = uniqueEmail('cleaner');
    const first = await invite(owner.client, email, 'cleaner');
    const again = await owner.client.post<Invitation>('/api/auth/organization/invite-member', { email, role: 'cleaner', resend: true });
    expect(again.status).toBe(200);
    const [stored] = await t.database.db.select().from(invitations).where(eq(invitations.email, email));
    expect(stored!.id).toBe(first.json.id);
    const message = await latestMessage(t, email, 'accounts.invitation');
    expect(message!.textBody).toContain(`accept-invite?id=${first.json.id}`);
  });
});

// Its own app: sign-ups are rate-limited per address and minute.
describe('accounts: invitations that cannot be accepted', () => {
  let t: TestApp;
  let owner: { client: TestClient; email: string };

  beforeAll(async () => {
    t = await startTestApp();
    owner = await signedInHost(t, 'Olive Owner');
  });
  afterAll(() => t.close());

  it('refuses an invitation accepted by someone else, a cancelled one and an expired one', async () => {
    const invitedEmail = uniqueEmail('cleaner');
    const forOther = await invite(owner.client, invitedEmail, 'cleaner');
    const stranger = await signedInHost(t, 'Sam Stranger');
    expect((await stranger.client.post('/api/auth/organization/accept-invitation', { invitationId: forOther.json.id })).status).toBe(403);

    const cancelledEmail = uniqueEmail('cleaner');
    const cancelled = await invite(owner.client, cancelledEmail, 'cleaner');
    await owner.client.post('/api/auth/organization/cancel-invitation', { invitationId: cancelled.json.id });
    const late = await signUpFromInvitation(t, cancelledEmail, cancelled.json.id);
    // The invitation was no longer pending at sign-up, so this person starts as a host.
    expect(await membershipsOf(t, cancelledEmail)).toHaveLength(1);
    expect((await late.post('/api/auth/organization/accept-invitation', { invitationId: cancelled.json.id })).status).toBe(400);

    const expiredEmail = uniqueEmail('cleaner');
    const expired = await invite(owner.client, expiredEmail, 'cleaner');
    const tooLate = await signUpFromInvitation(t, expiredEmail, expired.json.id);
    await t.database.db.update(invitations).set({ expiresAt: new Date(Date.now() - 60_000) }).where(eq(invitations.id, expired.json.id));
    expect((await tooLate.post('/api/auth/organization/accept-invitation', { invitationId: expired.json.id })).status).toBe(400);
  });
});
