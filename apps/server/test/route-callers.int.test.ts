import { randomUUID } from 'node:crypto';
import type { Me } from '@cohost/shared';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildOpenApiDocument, buildHttpApp } from '../src/app';
import { insertMember } from '../src/modules/accounts/accounts.repo';
import { users } from '../src/modules/accounts/accounts.tables';
import { TEST_PASSWORD, signedInHost } from './support/accounts';
import { TestClient } from './support/http-client';
import { startTestApp, type TestApp } from './support/test-app';

const CALLERS = ['anyone', 'owner', 'manager', 'cleaner'];

interface Operation {
  method: string;
  path: string;
  operationId: string;
  callers: unknown;
}

/** The operation's path with every parameter a fresh UUID: a refusal must come before any lookup. */
const pathOf = (operation: Operation) => operation.path.replace(/\{\w+\}/g, () => randomUUID());
const requestOf = (operation: Operation) => ({ method: operation.method, ...(operation.method === 'GET' ? {} : { body: {} }) });

describe('route callers: every operation says who may call it, and the others are refused first', () => {
  let t: TestApp;
  let operations: Operation[];
  let cleaner: TestClient;

  beforeAll(async () => {
    t = await startTestApp();
    operations = Object.entries(buildOpenApiDocument(buildHttpApp(t.ctx, t.modules)).paths ?? {}).flatMap(([path, item]) =>
      Object.entries(item as Record<string, { operationId?: string; 'x-callers'?: unknown }>)
        .filter(([method]) => ['get', 'post', 'put', 'patch', 'delete'].includes(method))
        .map(([method, operation]) => ({ method: method.toUpperCase(), path, operationId: operation.operationId ?? `${method} ${path}`, callers: operation['x-callers'] })),
    );
    // A cleaner of a host's team, signed in through the cleaner portal.
    const host = await signedInHost(t, 'Team Host');
    const team = (await host.client.get<Me>('/api/accounts/me')).json.workspace;
    const other = await signedInHost(t, 'Carla Cleaner');
    const [user] = await t.database.db.select().from(users).where(eq(users.email, other.email));
    await insertMember(t.database.db, { workspaceId: team.id, userId: user!.id, role: 'cleaner', createdAt: t.clock.now() });
    cleaner = new TestClient(t.url);
    const signIn = await cleaner.post('/api/accounts/cleaner-sign-in', { cleanerCode: team.cleanerCode!, email: other.email, password: TEST_PASSWORD });
    expect(signIn.status).toBe(200);
    expect((await cleaner.get<Me>('/api/accounts/me')).json.workspace.role).toBe('cleaner');
  });
  afterAll(() => t.close());

  it('declares the callers of every operation (x-callers: anyone, or workspace roles)', () => {
    expect(operations.length).toBeGreaterThan(0);
    const undeclared = operations.filter(
      (operation) => !Array.isArray(operation.callers) || operation.callers.length === 0 || operation.callers.some((caller) => !CALLERS.includes(caller as string)),
    );
    expect(undeclared.map((operation) => operation.operationId)).toEqual([]);
  });

  it('refuses a signed-out caller with 401 wherever a member is required', async () => {
    const visitor = new TestClient(t.url);
    for (const operation of operations.filter((o) => !(o.callers as string[]).includes('anyone'))) {
      const response = await visitor.request(pathOf(operation), requestOf(operation));
      expect(response.status, `${operation.operationId}: ${response.text}`).toBe(401);
      expect(response.json.error, operation.operationId).toMatchObject({ code: expect.any(String), message: expect.any(String), requestId: expect.any(String) });
    }
  });

  it('refuses a signed-in cleaner with 403 wherever hosts only are declared', async () => {
    const hostOnly = operations.filter((o) => !(o.callers as string[]).includes('anyone') && !(o.callers as string[]).includes('cleaner'));
    expect(hostOnly.length).toBeGreaterThan(0);
    for (const operation of hostOnly) {
      const response = await cleaner.request(pathOf(operation), requestOf(operation));
      expect(response.status, `${operation.operationId}: ${response.text}`).toBe(403);
      expect(response.json.error, operation.operationId).toMatchObject({ code: expect.stringMatching(/\.hosts-only$/), requestId: expect.any(String) });
    }
  });

  it("refuses the workspace's live stream the same way (outside the OpenAPI document)", async () => {
    expect((await new TestClient(t.url).get('/api/realtime')).status).toBe(401);
    const refused = await cleaner.get('/api/realtime');
    expect(refused.status).toBe(403);
    expect(refused.json.error).toMatchObject({ code: 'automation.hosts-only' });
  });
});
