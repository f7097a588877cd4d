import { z } from '@hono/zod-openapi';
import { describe, expect, it } from 'vitest';
import { defineErrors } from '../errors/app-error';
import { createLogger } from '../log/logger';
import type { ActorResolver, HttpActor } from './app-env';
import { allowed, anyone, anyoneIdentified, defineRoute } from './callers';
import { createApp, createRouter } from './create-app';
import { body, errors, json } from './route-helpers';

const testErrors = defineErrors('test', {
  signInRequired: { status: 401, message: 'Sign in.' },
  signInToPay: { status: 401, message: 'Sign in to pay.' },
  hostsOnly: { status: 403, message: 'Hosts only.' },
  ownerOnly: { status: 403, message: 'Owner only.' },
});

const Who = z.object({ userId: z.string().nullable() });
const responses = { 200: json(Who, 'Who called'), ...errors([400, 401, 403]) };

/** An app whose resolver reads the caller's role from a header, counting its calls. */
function testApp() {
  const calls: string[] = [];
  const resolveActor: ActorResolver = async (headers) => {
    const role = headers.get('x-role');
    calls.push(role ?? 'nobody');
    if (!role) throw testErrors.signInRequired();
    return { userId: `user-${role}`, workspaceId: 'w1', role: role as HttpActor['role'] };
  };
  const app = createApp({ log: createLogger({ level: 'silent', pretty: false }), publicUrl: 'https://cohost.example', bodyLimitBytes: 1024, resolveActor });
  const who = (actor: HttpActor | undefined) => ({ userId: actor?.userId ?? null });
  const routes = createRouter()
    .openapi(defineRoute({ callers: anyone, method: 'get', path: '/open', responses }), (c) => c.json(who(c.get('actor')), 200))
    .openapi(defineRoute({ callers: anyoneIdentified, method: 'get', path: '/contact', responses }), (c) => c.json(who(c.get('actor')), 200))
    .openapi(defineRoute({ callers: allowed('account.own', testErrors.hostsOnly), method: 'get', path: '/team', responses }), (c) => c.json(who(c.get('actor')), 200))
    .openapi(defineRoute({ callers: allowed('account.own', testErrors.hostsOnly, { signedOut: testErrors.signInToPay }), method: 'get', path: '/pay', responses }), (c) => c.json(who(c.get('actor')), 200))
    .openapi(defineRoute({ callers: allowed('properties.manage', testErrors.hostsOnly), method: 'post', path: '/settings', request: body(z.object({ name: z.string().min(1) })), responses }), (c) =>
      c.json(who(c.get('actor')), 200),
    )
    .openapi(defineRoute({ callers: allowed('billing.manage', testErrors.ownerOnly), method: 'get', path: '/billing', responses }), (c) => c.json(who(c.get('actor')), 200));
  app.route('/api', routes);
  const call = async (path: string, role?: string, init: RequestInit = {}) => {
    const headers = new Headers(init.headers);
    if (role) headers.set('x-role', role);
    if (init.method === 'POST') headers.set('origin', 'https://cohost.example');
    const response = await app.request(`/api${path}`, { ...init, headers });
    return { status: response.status, body: (await response.json()) as { userId?: string | null; error?: { code: string } } };
  };
  return { app, calls, call };
}

describe('route callers', () => {
  it('writes the callers and the permission in the OpenAPI operation', () => {
    const { app } = testApp();
    const paths = app.getOpenAPI31Document({ openapi: '3.1.0', info: { title: 't', version: '1' } }).paths!;
    expect(paths['/api/open']!.get!['x-callers']).toEqual(['anyone']);
    expect(paths['/api/contact']!.get!['x-callers']).toEqual(['anyone']);
    expect(paths['/api/team']!.get!['x-callers']).toEqual(['owner', 'manager', 'cleaner']);
    expect(paths['/api/settings']!.post!['x-callers']).toEqual(['owner', 'manager']);
    expect(paths['/api/settings']!.post!['x-permission']).toBe('properties.manage');
    expect(paths['/api/billing']!.get!['x-callers']).toEqual(['owner']);
    expect(paths['/api/open']!.get!['x-permission']).toBeUndefined();
  });

  it('resolves nobody for an open route', async () => {
    const { calls, call } = testApp();
    expect(await call('/open', 'owner')).toEqual({ status: 200, body: { userId: null } });
    expect(calls).toEqual([]);
  });

  it('identifies a signed-in caller where anyone may call, and lets a visitor through', async () => {
    const { call } = testApp();
    expect(await call('/contact', 'manager')).toEqual({ status: 200, body: { userId: 'user-manager' } });
    expect(await call('/contact')).toEqual({ status: 200, body: { userId: null } });
  });

  it("refuses a signed-out caller with the resolver's 401, or the route's own", async () => {
    const { call } = testApp();
    expect(await call('/team')).toMatchObject({ status: 401, body: { error: { code: 'test.sign-in-required' } } });
    expect(await call('/pay')).toMatchObject({ status: 401, body: { error: { code: 'test.sign-in-to-pay' } } });
    expect(await call('/team', 'cleaner')).toEqual({ status: 200, body: { userId: 'user-cleaner' } });
  });

  it("refuses the roles the matrix leaves out with the module's 403, before the input is read", async () => {
    const { call } = testApp();
    const invalid = { method: 'POST', body: '{}', headers: { 'content-type': 'application/json' } };
    expect(await call('/settings', 'cleaner', invalid)).toMatchObject({ status: 403, body: { error: { code: 'test.hosts-only' } } });
    expect(await call('/settings', undefined, invalid)).toMatchObject({ status: 401 });
    expect(await call('/settings', 'owner', invalid)).toMatchObject({ status: 400 });
    expect(await call('/settings', 'owner', { ...invalid, body: '{"name":"x"}' })).toEqual({ status: 200, body: { userId: 'user-owner' } });
    expect(await call('/billing', 'manager')).toMatchObject({ status: 403, body: { error: { code: 'test.owner-only' } } });
    expect(await call('/billing', 'cleaner')).toMatchObject({ status: 403, body: { error: { code: 'test.owner-only' } } });
    expect(await call('/billing', 'owner')).toEqual({ status: 200, body: { userId: 'user-owner' } });
  });

  it('resolves the actor once per request', async () => {
    const { calls, call } = testApp();
    await call('/team', 'owner');
    await call('/settings', 'manager', { method: 'POST', body: '{"name":"x"}', headers: { 'content-type': 'application/json' } });
    expect(calls).toEqual(['owner', 'manager']);
  });
});
