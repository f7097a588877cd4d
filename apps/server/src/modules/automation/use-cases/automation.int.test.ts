import {
  DEFAULT_AUTONOMY_SETTINGS,
  applyAutonomyMode,
  type ActivityPage,
  type Approval,
  type ApprovalList,
  type AutonomySettingsView,
  type Property,
  type ShadowStats,
} from '@cohost/shared';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { latestMessage, signedInHost } from '../../../../test/support/accounts';
import { TestClient } from '../../../../test/support/http-client';
import { startTestApp, type TestApp } from '../../../../test/support/test-app';
import type { createAutomationModule } from '..';

type Automation = ReturnType<typeof createAutomationModule>;

describe('autonomy settings, approvals and the activity log', () => {
  let t: TestApp;
  let host: TestClient;
  let hostEmail: string;
  let workspaceId: string;
  let property: Property;
  let automation: Automation;

  /** Proposes a change of the property's title through the one door every module uses. */
  const proposeTitle = async (after: string, extra: Partial<Parameters<Automation['proposeAction']>[0]> = {}) => {
    const current = (await host.get<Property>(`/api/properties/${property.id}`)).json;
    return automation.proposeAction({
      workspaceId,
      propertyId: property.id,
      action: { kind: 'listing.apply-change' },
      payload: { propertyId: property.id, field: 'title', before: current.listing.title, after, why: 'Guests search for it.' },
      title: `Retitle: ${after}`,
      ...extra,
    });
  };
  const pending = async () => (await host.get<ApprovalList>('/api/approvals')).json;

  beforeAll(async () => {
    t = await startTestApp();
    ({ client: host, email: hostEmail } = await signedInHost(t, 'Avery Host'));
    workspaceId = ((await host.get<{ workspace: { id: string } }>('/api/accounts/me')).json as { workspace: { id: string } }).workspace.id;
    property = (await host.post<Property>('/api/properties', { name: 'Seaside Flat', listing: { title: 'Seaside Flat' } })).json;
    automation = t.modules.find((module) => module.name === 'automation') as unknown as Automation;
  });
  afterAll(() => t.close());

  it('starts from the brief’s defaults and saves the workspace’s settings', async () => {
    const initial = await host.get<AutonomySettingsView>('/api/ai-settings');
    expect(initial.status, initial.text).toBe(200);
    expect(initial.json).toMatchObject({ scope: 'workspace', inherited: false, settings: DEFAULT_AUTONOMY_SETTINGS, updatedAt: null, overriddenPropertyIds: [] });

    const expert = applyAutonomyMode(DEFAULT_AUTONOMY_SETTINGS, 'expert');
    const saved = await host.request<AutonomySettingsView>('/api/ai-settings', { method: 'PUT', body: { settings: { ...expert, locks: { ...expert.locks, codeLength: 8 } } } });
    expect(saved.status, saved.text).toBe(200);
    expect(saved.json).toMatchObject({ settings: { mode: 'expert', autonomyLevel: 100, locks: { codeLength: 8 } }, updatedBy: 'Avery Host' });
    expect((await host.get<AutonomySettingsView>('/api/ai-settings')).json.settings.locks.codeLength).toBe(8);

    const restored = await host.request<AutonomySettingsView>('/api/ai-settings', { method: 'PUT', body: { settings: DEFAULT_AUTONOMY_SETTINGS } });
    expect(restored.json.settings).toEqual(DEFAULT_AUTONOMY_SETTINGS);
  });

  it('refuses bad settings with a message per field, changing nothing', async () => {
    const bad = await host.request('/api/ai-settings', {
      method: 'PUT',
      body: { settings: { ...DEFAULT_AUTONOMY_SETTINGS, autonomyLevel: 101, locks: { ...DEFAULT_AUTONOMY_SETTINGS.locks, codeLength: 5 }, mode: 'wild' } },
    });
    expect(bad.status).toBe(400);
    const details = (bad.json as { error: { details: Array<{ path: string; message: string }> } }).error.details;
    expect(details).toEqual(
      expect.arrayContaining([
        { path: 'settings.autonomyLevel', message: 'The autonomy level is a whole number from 0 to 100.' },
        { path: 'settings.locks.codeLength', message: 'Choose a code length (digits): 4, 6, 8.' },
        { path: 'settings.mode', message: 'Choose a mode: Beginner, Expert or Custom.' },
      ]),
    );
    expect((await host.get<AutonomySettingsView>('/api/ai-settings')).json.settings).toEqual(DEFAULT_AUTONOMY_SETTINGS);
  });

  it('gives a property its own settings and takes them back', async () => {
    const inherited = await host.get<AutonomySettingsView>(`/api/ai-settings?propertyId=${property.id}`);
    expect(inherited.json).toMatchObject({ scope: 'property', propertyId: property.id, inherited: true, settings: DEFAULT_AUTONOMY_SETTINGS });

    const beginner = applyAutonomyMode(DEFAULT_AUTONOMY_SETTINGS, 'beginner');
    const own = await host.request<AutonomySettingsView>('/api/ai-settings', { method: 'PUT', body: { propertyId: property.id, settings: beginner } });
    expect(own.json).toMatchObject({ inherited: false, settings: { mode: 'beginner', autonomyLevel: 0 }, overriddenPropertyIds: [property.id] });
    // The workspace's settings are untouched.
    expect((await host.get<AutonomySettingsView>('/api/ai-settings')).json.settings.mode).toBe('custom');
    expect((await automation.settingsFor(workspaceId, property.id)).mode).toBe('beginner');

    const removed = await host.request<AutonomySettingsView>(`/api/ai-settings/properties/${property.id}`, { method: 'DELETE' });
    expect(removed.json).toMatchObject({ inherited: true, settings: { mode: 'custom' }, overriddenPropertyIds: [] });
    expect((await host.request(`/api/ai-settings/properties/${property.id}`, { method: 'DELETE' })).status).toBe(404);
    expect((await host.get('/api/ai-settings?propertyId=00000000-0000-4000-8000-000000000000')).status).toBe(404);
    expect((await host.get('/api/ai-settings?propertyId=not-an-id')).status).toBe(404);
  });

  it('queues what the policy does not allow, with its reason and what Expert mode would do; approving runs it', async () => {
    const proposed = await proposeTitle('Seaside Flat · Balcony over the bay');
    expect(proposed).toMatchObject({ decision: 'approval', reason: "Autonomy 75 of 100 is below the 80 'Apply a listing change' needs to run alone." });

    const inbox = await pending();
    expect(inbox.pendingCount).toBe(1);
    const [item] = inbox.items;
    expect(item).toMatchObject({
      kind: 'listing.apply-change',
      kindLabel: 'Apply a listing change',
      status: 'pending',
      urgency: 'approval',
      shadowDecision: 'auto',
      propertyName: 'Seaside Flat',
      editable: [{ field: 'after', label: 'New text', multiline: true }],
      version: 1,
    });
    expect(item!.details).toEqual(expect.arrayContaining([{ label: 'Change to', value: 'Seaside Flat · Balcony over the bay' }]));

    // Editing a field that is not editable changes nothing.
    const notEditable = await host.post(`/api/approvals/${item!.id}/approve`, { version: 1, edits: { field: 'description' } });
    expect(notEditable.status).toBe(400);
    expect(notEditable.json).toMatchObject({ error: { code: 'automation.not-editable' } });
    const staleVersion = await host.post(`/api/approvals/${item!.id}/approve`, { version: 7 });
    expect(staleVersion.status).toBe(409);
    expect(staleVersion.json).toMatchObject({ error: { code: 'automation.stale-version' } });

    const approved = await host.post<Approval>(`/api/approvals/${item!.id}/approve`, { version: 1, edits: { after: 'Seaside Flat · Bay-view balcony' } });
    expect(approved.status, approved.text).toBe(200);
    expect(approved.json).toMatchObject({ status: 'executed', edited: true, decidedBy: 'Avery Host', result: 'Listing title updated.', payload: { after: 'Seaside Flat · Bay-view balcony' } });
    expect((await host.get<Property>(`/api/properties/${property.id}`)).json.listing.title).toBe('Seaside Flat · Bay-view balcony');

    const twice = await host.post(`/api/approvals/${item!.id}/approve`, { version: approved.json.version });
    expect(twice.status).toBe(409);
    expect((twice.json as { error: { message: string } }).error.message).toMatch(/^This action was already approved and done by Avery Host at \d{4}-\d\d-\d\d \d\d:\d\d UTC\./);
    expect((await pending()).pendingCount).toBe(0);
  });

  it('two approvals of one action at once: one runs, the other is refused', async () => {
    await proposeTitle('Seaside Flat · Quiet street');
    const [item] = (await pending()).items;
    const results = await Promise.all([1, 2, 3].map(() => host.post<Approval>(`/api/approvals/${item!.id}/approve`, { version: item!.version })));
    expect(results.map((result) => result.status).sort()).toEqual([200, 409, 409]);
    const log = (await host.get<ActivityPage>(`/api/activity?result=done&kind=listing.apply-change`)).json.items.filter((entry) => entry.approvalId === item!.id);
    expect(log).toHaveLength(1);
  });

  it('refuses an action the world moved past, and one past its time', async () => {
    await proposeTitle('Seaside Flat · Sunset views');
    const [item] = (await pending()).items;
    // The host retitles by hand meanwhile: the suggestion no longer applies.
    const current = (await host.get<Property>(`/api/properties/${property.id}`)).json;
    const { id: _id, archivedAt: _archivedAt, createdAt: _createdAt, updatedAt: _updatedAt, ...values } = current;
    await host.request(`/api/properties/${property.id}`, { method: 'PUT', body: { ...values, listing: { ...values.listing, title: 'Seaside Flat (renamed by hand)' } } });
    const stale = await host.post(`/api/approvals/${item!.id}/approve`, { version: item!.version });
    expect(stale.status).toBe(409);
    expect(stale.json).toMatchObject({ error: { code: 'automation.expired' } });
    expect((await host.get<Property>(`/api/properties/${property.id}`)).json.listing.title).toBe('Seaside Flat (renamed by hand)');

    await proposeTitle('Seaside Flat · Early check-in', { expiresAt: new Date(t.clock.now().getTime() + 60_000) });
    const [late] = (await pending()).items;
    t.clock.advance(120_000);
    const expired = await host.post(`/api/approvals/${late!.id}/approve`, { version: late!.version });
    expect(expired.status).toBe(409);
    const decided = (await host.get<ApprovalList>('/api/approvals?status=decided')).json.items;
    expect(decided.filter((entry) => entry.status === 'expired').map((entry) => entry.id)).toEqual(expect.arrayContaining([item!.id, late!.id]));
  });

  it('denies with a reason, and approves in bulk item by item', async () => {
    await proposeTitle('Seaside Flat · One');
    const [first] = (await pending()).items;
    expect((await host.post(`/api/approvals/${first!.id}/deny`, { version: first!.version, reason: '  ' })).status).toBe(400);
    const denied = await host.post<Approval>(`/api/approvals/${first!.id}/deny`, { version: first!.version, reason: 'We never say "One".' });
    expect(denied.json).toMatchObject({ status: 'denied', decisionNote: 'We never say "One".', decidedBy: 'Avery Host' });

    await proposeTitle('Seaside Flat · Two');
    const [second] = (await pending()).items;
    const bulk = await host.post<{ results: Array<{ id: string; ok: boolean; error: { code: string } | null }> }>('/api/approvals/bulk-approve', {
      items: [
        { id: second!.id, version: second!.version },
        { id: first!.id, version: first!.version },
        { id: '00000000-0000-4000-8000-000000000000', version: 1 },
      ],
    });
    expect(bulk.status, bulk.text).toBe(200);
    expect(bulk.json.results.map((result) => [result.ok, result.error?.code ?? null])).toEqual([
      [true, null],
      [false, 'automation.already-decided'],
      [false, 'automation.approval-not-found'],
    ]);
    expect((await host.post('/api/approvals/bulk-approve', { items: [] })).status).toBe(400);
  });

  it('escalates an emergency at once and alerts the owner, then reminds if it still waits', async () => {
    const escalated = await proposeTitle('Seaside Flat · Lock offline', { context: { systemMalfunction: true }, dedupeKey: 'lock-offline-1' });
    expect(escalated).toMatchObject({ decision: 'escalate', reason: 'A system malfunction always reaches you (emergency override).' });
    // Proposed again by a retried job: the same action, no second alert.
    const again = await proposeTitle('Seaside Flat · Lock offline', { context: { systemMalfunction: true }, dedupeKey: 'lock-offline-1' });
    expect(again.approvalId).toBe(escalated.approvalId);
    await t.deliverEvents();
    const alert = await latestMessage(t, hostEmail, 'automation.escalated');
    expect(alert?.subject).toBe('Needs you now: Retitle: Seaside Flat · Lock offline');
    expect(alert?.textBody).toContain('/approvals');

    await proposeTitle('Seaside Flat · Can wait');
    const inbox = await pending();
    expect(inbox).toMatchObject({ pendingCount: 2, escalatedCount: 1 });
    expect(inbox.items[0]).toMatchObject({ urgency: 'escalate', shadowDecision: 'escalate' });

    t.clock.advance(16 * 60_000);
    expect((await automation.sweepApprovals()).reminded).toBe(1);
    expect((await latestMessage(t, hostEmail, 'automation.escalation-reminder'))?.subject).toBe('Still waiting for you: Retitle: Seaside Flat · Lock offline');
    t.clock.advance(24 * 60 * 60_000);
    expect((await automation.sweepApprovals()).reminded).toBe(1);
    expect((await latestMessage(t, hostEmail, 'automation.approval-reminder'))?.subject).toBe('1 action is waiting for your approval');
    expect((await automation.sweepApprovals()).reminded).toBe(0);
    for (const item of (await pending()).items) await host.post(`/api/approvals/${item.id}/deny`, { version: item.version, reason: 'Tidying up.' });
  });

  it('alerts a host who signed up by phone by text message', async () => {
    const phone = new TestClient(t.url);
    const phoneNumber = `+1555${String(Date.now()).slice(-7)}`;
    await phone.post('/api/auth/phone-number/send-otp', { phoneNumber });
    const code = /(\d{6})/.exec((await latestMessage(t, phoneNumber, 'accounts.phone-code'))!.textBody)![1]!;
    expect((await phone.post('/api/auth/phone-number/verify', { phoneNumber, code })).status).toBe(200);
    const phoneWorkspace = ((await phone.get('/api/accounts/me')).json as { workspace: { id: string } }).workspace.id;
    const flat = (await phone.post<Property>('/api/properties', { name: 'Phone Flat', listing: { title: 'Phone Flat' } })).json;
    const escalated = await automation.proposeAction({
      workspaceId: phoneWorkspace,
      propertyId: flat.id,
      action: { kind: 'listing.apply-change' },
      context: { systemMalfunction: true },
      payload: { propertyId: flat.id, field: 'title', before: 'Phone Flat', after: 'Phone Flat · Lock offline' },
      title: 'Smart lock offline at Phone Flat',
    });
    expect(escalated.decision).toBe('escalate');
    await t.deliverEvents();
    const text = await latestMessage(t, phoneNumber, 'automation.escalated');
    expect(text?.textBody).toMatch(/^Cohost: Needs you now: Smart lock offline at Phone Flat\. http:\/\/127\.0\.0\.1:\d+\/approvals$/);
  });

  it('counts how often the host agreed, and one click makes the kind automatic', async () => {
    for (let index = 0; index < 30; index += 1) {
      await proposeTitle(`Seaside Flat · Suggestion ${index}`);
      const [item] = (await pending()).items;
      await host.post(`/api/approvals/${item!.id}/approve`, { version: item!.version });
    }
    const stats = (await host.get<ShadowStats>('/api/approvals/stats')).json;
    const listing = stats.kinds.find((kind) => kind.kind === 'listing.apply-change')!;
    expect(listing).toMatchObject({ automatic: false, canPromote: true, denied: 2, approvedEdited: 1, suggested: 35, approvedUnchanged: 32 });
    expect(listing.summary).toBe(`You approved ${listing.approvedUnchanged} of ${listing.suggested} suggested listing changes unchanged`);

    const promoted = await host.post<AutonomySettingsView>('/api/ai-settings/promote', { kind: 'listing.apply-change' });
    expect(promoted.json.settings).toMatchObject({ mode: 'custom', promotedKinds: ['listing.apply-change'] });
    const auto = await proposeTitle('Seaside Flat · Now automatic');
    expect(auto).toMatchObject({ decision: 'auto', failed: false, result: 'Listing title updated.', reason: "You made 'Apply a listing change' automatic after approving Cohost's suggestions." });
    expect((await host.get<ShadowStats>('/api/approvals/stats')).json.kinds[0]).toMatchObject({ automatic: true, canPromote: false });
    expect((await host.post('/api/ai-settings/promote', { kind: 'teleport' })).status).toBe(400);
  });

  it('logs who did what, why and with what result; filters and pages it', async () => {
    const first = (await host.get<ActivityPage>('/api/activity?limit=5')).json;
    expect(first.items).toHaveLength(5);
    expect(first.items[0]).toMatchObject({ actorType: 'cohost', actorName: 'Cohost', decision: 'auto', result: 'done', summary: 'Retitle: Seaside Flat · Now automatic', propertyName: 'Seaside Flat' });
    const second = (await host.get<ActivityPage>(`/api/activity?limit=5&cursor=${first.nextCursor}`)).json;
    expect(second.items.map((entry) => entry.id)).not.toEqual(expect.arrayContaining([first.items[0]!.id]));
    expect(new Date(second.items[0]!.occurredAt) <= new Date(first.items[4]!.occurredAt)).toBe(true);

    const denials = (await host.get<ActivityPage>('/api/activity?result=denied&actorType=host')).json.items;
    expect(denials.map((entry) => entry.reason)).toContain('We never say "One".');
    const settings = (await host.get<ActivityPage>('/api/activity?actorType=host&limit=200')).json.items.filter((entry) => entry.kind === 'settings.changed');
    expect(settings[0]).toMatchObject({ kindLabel: 'Autonomy settings', actorName: 'Avery Host' });
    expect((await host.get(`/api/activity?cursor=garbage`)).status).toBe(400);
    expect((await host.get(`/api/activity?result=maybe`)).status).toBe(400);
  });

  it('keeps the log as long as the retention rules say, no longer', async () => {
    const before = (await host.get<ActivityPage>('/api/activity?limit=200')).json.items.length;
    expect(before).toBeGreaterThan(10);
    t.clock.advance(3 * 366 * 24 * 60 * 60_000);
    // Every workspace's old entries go (this host's, and the phone host's).
    expect(await automation.pruneActivity()).toBeGreaterThan(before);
    expect((await host.get<ActivityPage>('/api/activity')).json.items).toEqual([]);
  });
});
