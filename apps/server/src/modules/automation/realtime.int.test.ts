import type { Property } from '@cohost/shared';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { signedInHost } from '../../../test/support/accounts';
import type { TestClient } from '../../../test/support/http-client';
import { readSse } from '../../../test/support/sse-reader';
import { startTestApp, twoInstancesOnOneDatabase, type TestApp } from '../../../test/support/test-app';
import { TEST_DATABASE_URL } from '../../../test/support/test-env';
import type { createAutomationModule } from '.';

type Automation = ReturnType<typeof createAutomationModule>;
const automationOf = (app: TestApp) => app.modules.find((module) => module.name === 'automation') as unknown as Automation;

async function proposeRetitle(app: TestApp, host: TestClient, workspaceId: string, property: Property, after: string) {
  return automationOf(app).proposeAction({
    workspaceId,
    propertyId: property.id,
    action: { kind: 'listing.apply-change' },
    payload: { propertyId: property.id, field: 'title', before: property.listing.title, after },
    title: `Retitle: ${after}`,
  });
}

describe('the realtime stream of a workspace', () => {
  let t: TestApp;
  let host: TestClient;
  let other: TestClient;
  let workspaceId: string;
  let property: Property;
  beforeAll(async () => {
    t = await startTestApp();
    host = (await signedInHost(t)).client;
    other = (await signedInHost(t, 'Other Host')).client;
    workspaceId = ((await host.get('/api/accounts/me')).json as { workspace: { id: string } }).workspace.id;
    property = (await host.post<Property>('/api/properties', { name: 'Canal House', listing: { title: 'Canal House' } })).json;
  });
  afterAll(() => t.close());

  it('needs a signed-in host', async () => {
    const response = await fetch(`${t.url}/api/realtime`);
    expect(response.status).toBe(401);
    expect(await response.json()).toMatchObject({ error: { code: 'accounts.sign-in-required' } });
  });

  it('delivers the workspace’s events once committed, and nothing of another workspace', async () => {
    const response = await host.fetchRaw('/api/realtime');
    expect(response.headers.get('content-type')).toMatch(/^text\/event-stream/);
    const stream = readSse(response);
    const otherStream = readSse(await other.fetchRaw('/api/realtime'));
    expect((await stream.next('ready')).data).toEqual({ workspaceId });
    await otherStream.next('ready');

    const proposed = await proposeRetitle(t, host, workspaceId, property, 'Canal House · Houseboat views');
    expect((await stream.next('approvals.changed')).data).toEqual({ id: proposed.approvalId, urgency: 'approval' });
    await stream.next('activity.recorded');

    // A reservation made through the API reaches the dashboard too.
    await host.post(`/api/properties/${property.id}/reservations`, { checkInDate: '2026-07-01', checkOutDate: '2026-07-03', guestName: 'Ines Duarte' });
    expect((await stream.next('reservations.changed')).data).toEqual({ events: 1 });

    await new Promise((resolve) => setTimeout(resolve, 100));
    expect(otherStream.pending()).toEqual([]);
    await stream.close();
    await otherStream.close();
    // The server lets go of closed streams.
    for (let attempt = 0; attempt < 50 && t.ctx.realtime.listenerCount() > 0; attempt += 1) await new Promise((resolve) => setTimeout(resolve, 20));
    expect(t.ctx.realtime.listenerCount()).toBe(0);
  });

  it('says nothing of a transaction that rolled back', async () => {
    const stream = readSse(await host.fetchRaw('/api/realtime'));
    await stream.next('ready');
    await t.database.db
      .transaction(async (tx) => {
        await t.ctx.realtime.publish(tx, workspaceId, { type: 'approvals.changed', data: { id: 'never' } });
        throw new Error('roll back');
      })
      .catch(() => {});
    await t.ctx.realtime.publish(t.database.db, workspaceId, { type: 'alerts.changed', data: { id: 'after' } });
    expect((await stream.next()).data).toEqual({ id: 'after' });
    await stream.close();
  });
});

describe.skipIf(!TEST_DATABASE_URL)('two instances on one PostgreSQL', () => {
  const instances = twoInstancesOnOneDatabase();

  it('delivers one event to the dashboards on both, whichever instance made it', async () => {
    const { first, second } = instances;
    const { client: viaFirst } = await signedInHost(first);
    const workspaceId = ((await viaFirst.get('/api/accounts/me')).json as { workspace: { id: string } }).workspace.id;
    const property = (await viaFirst.post<Property>('/api/properties', { name: 'Twin Loft', listing: { title: 'Twin Loft' } })).json;
    // The same person's session works on either instance (sessions live in the database).
    const onFirst = readSse(await viaFirst.fetchRaw('/api/realtime'));
    const onSecond = readSse(await fetch(`${second.url}/api/realtime`, { headers: { cookie: viaFirst.cookieHeader() } }));
    await onFirst.next('ready');
    await onSecond.next('ready');

    const proposed = await proposeRetitle(second, viaFirst, workspaceId, property, 'Twin Loft · Two screens');
    expect((await onFirst.next('approvals.changed')).data).toMatchObject({ id: proposed.approvalId });
    expect((await onSecond.next('approvals.changed')).data).toMatchObject({ id: proposed.approvalId });
    await new Promise((resolve) => setTimeout(resolve, 100));
    expect(onFirst.pending().filter((event) => event.event === 'approvals.changed')).toEqual([]);
    expect(onSecond.pending().filter((event) => event.event === 'approvals.changed')).toEqual([]);
    await onFirst.close();
    await onSecond.close();
  });
});
