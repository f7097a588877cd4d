import { randomUUID } from 'node:crypto';
import { can, PERMISSIONS, rolesWith, type Me, type Permission, type WorkspaceRole } from '@cohost/shared';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildOpenApiDocument, buildHttpApp } from '../src/app';
import { WORKSPACE_ENDPOINTS } from '../src/modules/accounts/auth/workspace-endpoints';
import { insertMember } from '../src/modules/accounts/accounts.repo';
import { users } from '../src/modules/accounts/accounts.tables';
import { TEST_PASSWORD, signedInHost } from './support/accounts';
import { TestClient } from './support/http-client';
import { startTestApp, type TestApp } from './support/test-app';

const ROLES: readonly WorkspaceRole[] = ['owner', 'manager', 'cleaner'];
const CALLERS = ['anyone', ...ROLES];

interface Operation {
  method: string;
  path: string;
  operationId: string;
  callers: unknown;
  permission: unknown;
}

/** The operation's path with every parameter a fresh UUID: a refusal must come before any lookup. */
const pathOf = (operation: Operation) => operation.path.replace(/\{\w+\}/g, () => randomUUID());
const requestOf = (operation: Operation) => ({ method: operation.method, ...(operation.method === 'GET' ? {} : { body: {} }) });

/**
 * A call to each of better-auth's workspace endpoints that, once allowed, changes nothing (unknown
 * ids, invalid input, the active workspace made active), so every role can be walked in one
 * workspace. Leaving is walked apart: allowed, it would leave.
 */
const workspaceCalls = (workspaceId: string): Record<string, { method: 'GET' | 'POST'; query?: string; body?: Record<string, unknown> }> => ({
  '/organization/list': { method: 'GET' },
  '/organization/set-active': { method: 'POST', body: { organizationId: workspaceId } },
  '/organization/get-active-member': { method: 'GET' },
  '/organization/get-active-member-role': { method: 'GET' },
  '/organization/has-permission': { method: 'POST', body: { permissions: { member: ['create'] } } },
  '/organization/get-invitation': { method: 'GET', query: `id=${randomUUID()}` },
  '/organization/accept-invitation': { method: 'POST', body: { invitationId: randomUUID() } },
  '/organization/reject-invitation': { method: 'POST', body: { invitationId: randomUUID() } },
  '/organization/list-user-invitations': { method: 'GET' },
  '/organization/list-members': { method: 'GET' },
  '/organization/get-full-organization': { method: 'GET' },
  '/organization/list-invitations': { method: 'GET' },
  '/organization/invite-member': { method: 'POST', body: { email: 'not-an-email', role: 'cleaner' } },
  '/organization/cancel-invitation': { method: 'POST', body: { invitationId: randomUUID() } },
  '/organization/remove-member': { method: 'POST', body: { memberIdOrEmail: randomUUID() } },
  '/organization/update-member-role': { method: 'POST', body: { memberId: randomUUID(), role: 'cleaner' } },
  '/organization/update': { method: 'POST', body: { data: {} } },
  '/organization/check-slug': { method: 'POST', body: { slug: `free-${randomUUID()}` } },
});

describe('the role matrix: every operation and workspace endpoint answers each role as the matrix says', () => {
  let t: TestApp;
  let operations: Operation[];
  const clients = {} as Record<WorkspaceRole, TestClient>;
  let workspaceId: string;

  beforeAll(async () => {
    t = await startTestApp();
    operations = Object.entries(buildOpenApiDocument(buildHttpApp(t.ctx, t.modules)).paths ?? {}).flatMap(([path, item]) =>
      Object.entries(item as Record<string, { operationId?: string; 'x-callers'?: unknown; 'x-permission'?: unknown }>)
        .filter(([method]) => ['get', 'post', 'put', 'patch', 'delete'].includes(method))
        .map(([method, operation]) => ({
          method: method.toUpperCase(),
          path,
          operationId: operation.operationId ?? `${method} ${path}`,
          callers: operation['x-callers'],
          permission: operation['x-permission'],
        })),
    );
    // One workspace: its owner, a manager who switched to it, a cleaner signed in through the portal.
    const owner = await signedInHost(t, 'Team Owner');
    clients.owner = owner.client;
    const team = (await owner.client.get<Me>('/api/accounts/me')).json.workspace;
    workspaceId = team.id;
    const joinAs = async (name: string, role: WorkspaceRole) => {
      const person = await signedInHost(t, name);
      const [user] = await t.database.db.select().from(users).where(eq(users.email, person.email));
      await insertMember(t.database.db, { workspaceId: team.id, userId: user!.id, role, createdAt: t.clock.now() });
      return person;
    };
    const manager = await joinAs('Mia Manager', 'manager');
    expect((await manager.client.post('/api/auth/organization/set-active', { organizationId: team.id })).status).toBe(200);
    clients.manager = manager.client;
    const cleaner = await joinAs('Carla Cleaner', 'cleaner');
    clients.cleaner = new TestClient(t.url);
    const signIn = await clients.cleaner.post('/api/accounts/cleaner-sign-in', { cleanerCode: team.cleanerCode!, email: cleaner.email, password: TEST_PASSWORD });
    expect(signIn.status).toBe(200);
    for (const role of ROLES) expect((await clients[role].get<Me>('/api/accounts/me')).json.workspace).toMatchObject({ id: team.id, role });
  });
  afterAll(() => t.close());

  it('declares the callers of every operation, and a signed-in operation names its permission and its roles', () => {
    expect(operations.length).toBeGreaterThan(0);
    const undeclared = operations.filter(
      (operation) => !Array.isArray(operation.callers) || operation.callers.length === 0 || operation.callers.some((caller) => !CALLERS.includes(caller as string)),
    );
    expect(undeclared.map((operation) => operation.operationId)).toEqual([]);
    for (const operation of operations.filter((o) => !(o.callers as string[]).includes('anyone'))) {
      expect(Object.keys(PERMISSIONS), operation.operationId).toContain(operation.permission);
      expect(operation.callers, operation.operationId).toEqual(rolesWith(operation.permission as Permission));
    }
  });

  it('refuses a signed-out caller with 401 wherever a member is required', async () => {
    const visitor = new TestClient(t.url);
    for (const operation of operations.filter((o) => !(o.callers as string[]).includes('anyone'))) {
      const response = await visitor.request(pathOf(operation), requestOf(operation));
      expect(response.status, `${operation.operationId}: ${response.text}`).toBe(401);
      expect(response.json.error, operation.operationId).toMatchObject({ code: expect.any(String), message: expect.any(String), requestId: expect.any(String) });
    }
  });

  it.each(ROLES)('answers a signed-in %s as the matrix says: 403 before any lookup where it holds no permission, and lets it through where it does', async (role) => {
    const signedIn = operations.filter((o) => !(o.callers as string[]).includes('anyone'));
    for (const operation of signedIn) {
      const response = await clients[role].request(pathOf(operation), requestOf(operation));
      if (can(role, operation.permission as Permission)) {
        expect([401, 403], `${role} ${operation.operationId}: ${response.status} ${response.text}`).not.toContain(response.status);
        expect(response.status, `${role} ${operation.operationId}: ${response.text}`).toBeLessThan(500);
      } else {
        expect(response.status, `${role} ${operation.operationId}: ${response.text}`).toBe(403);
        expect(response.json.error, `${role} ${operation.operationId}`).toMatchObject({ code: expect.stringMatching(/\.(hosts|owner|cleaners)-only$/), requestId: expect.any(String) });
      }
    }
  });

  it('leaves a cleaner their own account and nothing of the workspace: no revenue, properties, stays, subscription or Founders checkout', async () => {
    const readable = operations.filter((o) => (o.callers as string[]).includes('cleaner')).map((o) => o.operationId);
    expect(readable.sort()).toEqual(
      [
        'closeAccount',
        'getMe',
        'updatePreferences',
        'updateProfile',
        // The cleaner portal: their own assignments only (apps/server/src/modules/cleaning/use-cases/portal-tasks.int.test.ts).
        'acknowledgePortalTask',
        'attachPortalPhoto',
        'completePortalTask',
        'countPortalSupplies',
        'getPortalPhotoUpload',
        'getPortalTask',
        'listPortalTasks',
        'openCleaningFile',
        'reportPortalIssue',
        'sendPortalPhotoPart',
        'startPortalPhotoUpload',
        'startPortalTask',
        'submitPortalReport',
        'tickPortalChecklistItem',
      ].sort(),
    );
    for (const path of ['/api/dashboard', '/api/properties', '/api/timeline?from=2026-11-01&days=7', '/api/billing/subscription', '/api/billing/founders/me']) {
      expect((await clients.cleaner.get(path)).status, path).toBe(403);
    }
    expect((await clients.cleaner.post('/api/billing/founders/checkout', {})).status).toBe(403);
  });

  it('keeps billing with the owner: a manager sees whether the workspace is subscribed, and changes nothing', async () => {
    expect((await clients.manager.get('/api/billing/subscription')).status).toBe(200);
    for (const [method, path] of [
      ['GET', '/api/billing/overview'],
      ['POST', '/api/billing/checkout'],
      ['POST', '/api/billing/founders/checkout'],
      ['POST', '/api/billing/subscription/cancel'],
    ] as const) {
      const response = await clients.manager.request(path, { method, ...(method === 'POST' ? { body: {} } : {}) });
      expect(response.status, path).toBe(403);
      expect(response.json.error).toMatchObject({ code: 'billing.owner-only' });
    }
  });

  it('lists every better-auth workspace endpoint in the matrix, and closes the rest', async () => {
    expect([...Object.keys(workspaceCalls(workspaceId)), '/organization/leave'].sort()).toEqual(Object.keys(WORKSPACE_ENDPOINTS).sort());
    for (const closed of ['/organization/create', '/organization/delete', '/organization/create-role', '/organization/list-teams']) {
      const response = await clients.owner.post(`/api/auth${closed}`, { name: 'x', slug: `x-${randomUUID()}`, organizationId: workspaceId });
      expect([403, 404], `${closed}: ${response.text}`).toContain(response.status);
    }
  });

  it.each(ROLES)('answers a signed-in %s on each better-auth workspace endpoint as the matrix says', async (role) => {
    for (const [path, call] of Object.entries(workspaceCalls(workspaceId))) {
      const needs = WORKSPACE_ENDPOINTS[path]!;
      const url = `/api/auth${path}${call.query ? `?${call.query}` : ''}`;
      const response = await clients[role].request(url, { method: call.method, ...(call.body ? { body: call.body } : {}) });
      expect(response.status, `${role} ${path}: ${response.text}`).toBeLessThan(500);
      if (needs === 'signed-in' || can(role, needs)) expect(response.status, `${role} ${path}: ${response.text}`).not.toBe(403);
      else expect(response.status, `${role} ${path}: ${response.text}`).toBe(403);
    }
  });

  it('refuses a workspace named other than the active one, an empty name too (once a 500 or a way around the check)', async () => {
    for (const role of ROLES) {
      for (const query of ['organizationSlug=', 'organizationId=', `organizationId=${randomUUID()}`, 'organizationId=not-a-uuid']) {
        for (const path of ['/organization/list-members', '/organization/get-full-organization', '/organization/list-invitations']) {
          const response = await clients[role].get(`/api/auth${path}?${query}`);
          expect(response.status, `${role} ${path}?${query}: ${response.text}`).toBe(403);
        }
      }
    }
    // Nobody leaves, or acts in, a workspace other than the one they are in.
    for (const role of ROLES) expect((await clients[role].post('/api/auth/organization/leave', { organizationId: randomUUID() })).status).toBe(403);
    // The active workspace named explicitly is the same as not naming it.
    const named = await clients.manager.get(`/api/auth/organization/list-members?organizationId=${workspaceId}`);
    expect(named.status, named.text).toBe(200);
    expect((await clients.cleaner.get(`/api/auth/organization/list-members?organizationId=${workspaceId}`)).status).toBe(403);
  });

  it('lets a manager invite and cancel cleaners only, and only the owner change roles', async () => {
    const managerInvite = await clients.manager.post('/api/auth/organization/invite-member', { email: `mgr-${randomUUID()}@example.com`, role: 'manager' });
    expect(managerInvite.status, managerInvite.text).toBe(403);
    const ownerInvite = await clients.owner.post<{ id: string }>('/api/auth/organization/invite-member', { email: `mgr-${randomUUID()}@example.com`, role: 'manager' });
    expect(ownerInvite.status, ownerInvite.text).toBe(200);
    const cancelByManager = await clients.manager.post('/api/auth/organization/cancel-invitation', { invitationId: ownerInvite.json.id });
    expect(cancelByManager.status).toBe(403);
    const cleanerInvite = await clients.manager.post<{ id: string }>('/api/auth/organization/invite-member', { email: `cln-${randomUUID()}@example.com`, role: 'cleaner' });
    expect(cleanerInvite.status).toBe(200);
    expect((await clients.manager.post('/api/auth/organization/cancel-invitation', { invitationId: cleanerInvite.json.id })).status).toBe(200);
    const members = await clients.owner.get<{ members: { id: string; role: string }[] }>('/api/auth/organization/list-members');
    const cleanerMember = members.json.members.find((member) => member.role === 'cleaner')!;
    expect((await clients.manager.post('/api/auth/organization/update-member-role', { memberId: cleanerMember.id, role: 'manager' })).status).toBe(403);
    expect((await clients.owner.post('/api/auth/organization/update-member-role', { memberId: cleanerMember.id, role: 'owner' })).status).toBe(400);
  });

  it("refuses the workspace's live stream the same way (outside the OpenAPI document)", async () => {
    expect((await new TestClient(t.url).get('/api/realtime')).status).toBe(401);
    const refused = await clients.cleaner.get('/api/realtime');
    expect(refused.status).toBe(403);
    expect(refused.json.error).toMatchObject({ code: 'automation.hosts-only' });
  });
});
