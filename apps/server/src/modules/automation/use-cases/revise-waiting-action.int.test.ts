import type { ApprovalList, Property } from '@cohost/shared';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { signedInHost } from '../../../../test/support/accounts';
import type { TestClient } from '../../../../test/support/http-client';
import { startTestApp, type TestApp } from '../../../../test/support/test-app';
import type { createAutomationModule } from '..';

type Automation = ReturnType<typeof createAutomationModule>;

describe('a waiting action’s numbers revised by the module that proposed it', () => {
  let t: TestApp;
  let host: TestClient;
  let workspaceId: string;
  let property: Property;
  let automation: Automation;

  const payload = (after: string) => ({ propertyId: property.id, field: 'title', before: 'Seaside Flat', after, why: 'Guests search for it.' });
  const propose = (after: string, dedupeKey: string) =>
    automation.proposeAction({ workspaceId, propertyId: property.id, action: { kind: 'listing.apply-change' }, payload: payload(after), title: `Retitle: ${after}`, dedupeKey });
  const waiting = async () => (await host.get<ApprovalList>('/api/approvals?status=pending')).json.items;

  beforeAll(async () => {
    t = await startTestApp();
    host = (await signedInHost(t, 'Rita Revise')).client;
    workspaceId = (await host.get<{ workspace: { id: string } }>('/api/accounts/me')).json.workspace.id;
    property = (await host.post<Property>('/api/properties', { name: 'Seaside Flat', listing: { title: 'Seaside Flat' } })).json;
    automation = t.modules.find((module) => module.name === 'automation') as unknown as Automation;
  });
  afterAll(() => t.close());

  it('replaces payload, title and evidence key while it waits; the version moves', async () => {
    const { approvalId } = await propose('Seaside Flat with parking', 'test:title:1');
    const [before] = await waiting();
    expect(await automation.reviseWaitingAction({ workspaceId, id: approvalId!, payload: payload('Seaside Flat, parking and a view'), title: 'Retitle: Seaside Flat, parking and a view', dedupeKey: 'test:title:2' })).toBe(true);
    const [after, ...rest] = await waiting();
    expect(rest).toEqual([]);
    expect(after).toMatchObject({ id: approvalId, version: before!.version + 1, title: 'Retitle: Seaside Flat, parking and a view', payload: { after: 'Seaside Flat, parking and a view' } });
    // The same evidence again: nothing to do. Proposing under the new key finds this one.
    expect(await automation.reviseWaitingAction({ workspaceId, id: approvalId!, payload: payload('Seaside Flat, parking and a view'), title: 'x', dedupeKey: 'test:title:2' })).toBe(false);
    expect((await propose('Seaside Flat, parking and a view', 'test:title:2')).created).toBe(false);
  });

  it('checks the payload like a proposal, and changes nothing on bad input', async () => {
    const [open] = await waiting();
    await expect(automation.reviseWaitingAction({ workspaceId, id: open!.id, payload: { ...payload(''), after: 42 }, title: 'Bad', dedupeKey: 'test:title:bad' })).rejects.toMatchObject({ status: 400 });
    expect((await waiting())[0]).toMatchObject({ version: open!.version, title: open!.title });
  });

  it('leaves it alone under evidence another action holds, in another workspace, or once decided', async () => {
    const [open] = await waiting();
    expect(await automation.reviseWaitingAction({ workspaceId, id: open!.id, payload: payload('Seaside Flat with parking'), title: 'Retitle: Seaside Flat with parking', dedupeKey: 'test:title:2' })).toBe(false);
    // test:title:1 is free again since the revision; another action now takes it and is denied.
    const other = await propose('Seaside Flat by the sea', 'test:title:1');
    expect(other.created).toBe(true);
    expect(await automation.reviseWaitingAction({ workspaceId, id: open!.id, payload: payload('Seaside Flat with parking'), title: 'Retitle', dedupeKey: 'test:title:1' })).toBe(false);
    expect(await automation.reviseWaitingAction({ workspaceId: 'another-workspace', id: open!.id, payload: payload('Mine'), title: 'Mine', dedupeKey: 'test:title:9' })).toBe(false);
    const current = (await waiting()).find((item) => item.id === open!.id)!;
    expect((await host.post(`/api/approvals/${current.id}/deny`, { version: current.version, reason: 'Keep the title' })).status).toBe(200);
    expect(await automation.reviseWaitingAction({ workspaceId, id: open!.id, payload: payload('Later'), title: 'Later', dedupeKey: 'test:title:10' })).toBe(false);
  });
});
