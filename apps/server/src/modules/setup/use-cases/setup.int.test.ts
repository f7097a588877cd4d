import { randomUUID } from 'node:crypto';
import { applyAutonomyMode, DEFAULT_AUTONOMY_SETTINGS, type ConversationList, type Me, type Property, type Setup, type TryCoHostAnswer } from '@cohost/shared';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { TEST_PASSWORD, signedInHost, uniqueEmail } from '../../../../test/support/accounts';
import { TestClient } from '../../../../test/support/http-client';
import { startTestApp, type TestApp } from '../../../../test/support/test-app';
import { insertMember } from '../../accounts/accounts.repo';
import { users } from '../../accounts/accounts.tables';

const stepOf = (setup: Setup, id: string) => setup.steps.find((step) => step.id === id)!;

describe('GET /api/setup and the co-host dry run', () => {
  let t: TestApp;
  let owner: TestClient;
  let manager: TestClient;
  let cleaner: TestClient;
  let stranger: TestClient;
  let cottage: Property;

  beforeAll(async () => {
    t = await startTestApp({ env: { BILLING: 'off' } });
    const host = await signedInHost(t, 'Setup Owner');
    owner = host.client;
    const team = (await owner.get<Me>('/api/accounts/me')).json.workspace;
    const joinAs = async (name: string, role: 'manager' | 'cleaner') => {
      const person = await signedInHost(t, name);
      const [user] = await t.database.db.select().from(users).where(eq(users.email, person.email));
      await insertMember(t.database.db, { workspaceId: team.id, userId: user!.id, role, createdAt: t.clock.now() });
      return person;
    };
    const mia = await joinAs('Mia Manager', 'manager');
    expect((await mia.client.post('/api/auth/organization/set-active', { organizationId: team.id })).status).toBe(200);
    manager = mia.client;
    const carla = await joinAs('Carla Cleaner', 'cleaner');
    cleaner = new TestClient(t.url);
    expect((await cleaner.post('/api/accounts/cleaner-sign-in', { cleanerCode: team.cleanerCode!, email: carla.email, password: TEST_PASSWORD })).status).toBe(200);
    stranger = (await signedInHost(t, 'Other Host')).client;
  });
  afterAll(() => t.close());

  it('starts with every step missing and says what is missing, for a new workspace', async () => {
    const response = await stranger.get<Setup>('/api/setup');
    expect(response.status, response.text).toBe(200);
    expect(response.json.steps.map((step) => step.id)).toEqual(['property', 'knowledge', 'calendar', 'mailbox', 'lock', 'cleaner', 'autonomy']);
    expect(response.json).toMatchObject({ doneCount: 0, total: 7, complete: false, dismissed: false });
    expect(stepOf(response.json, 'property')).toMatchObject({ done: false, href: '/properties', detail: expect.stringContaining('No property yet') });
    expect(stepOf(response.json, 'lock')).toMatchObject({ done: false, href: '/smart-locks' });
  });

  it('sets a new property’s zone from its address, keeps a zone the host chose, and keeps the saved zone when an update names none', async () => {
    const created = await owner.post<Property>('/api/properties', { name: 'Boulder Cabin', address: { city: 'Boulder', region: 'CO', country: 'US' } });
    expect(created.status, created.text).toBe(201);
    expect(created.json.timezone).toBe('America/Denver');
    cottage = created.json;
    const chosen = await owner.post<Property>('/api/properties', { name: 'Chosen Zone', address: { city: 'Boulder', region: 'CO', country: 'US' }, timezone: 'America/Chicago' });
    expect(chosen.json.timezone).toBe('America/Chicago');
    const nowhere = await owner.post<Property>('/api/properties', { name: 'Somewhere', address: { country: 'US' } });
    expect(nowhere.json.timezone).toBe('UTC');
    const { id, archivedAt, createdAt, updatedAt, timezone, ...rest } = chosen.json;
    void [archivedAt, createdAt, updatedAt, timezone];
    const updated = await owner.request<Property>(`/api/properties/${id}`, { method: 'PUT', body: { ...rest, name: 'Chosen Zone, renamed' } });
    expect(updated.status, updated.text).toBe(200);
    expect(updated.json.timezone).toBe('America/Chicago');
    // Archived, they leave the checklist's count.
    for (const other of [chosen.json.id, nowhere.json.id]) expect((await owner.post(`/api/properties/${other}/archive`, {})).status).toBe(200);
    const guess = await owner.get<{ timezone: string | null; from: string | null }>('/api/time-zones/guess?city=Nederland&region=Colorado&country=US');
    expect(guess.json).toEqual({ timezone: 'America/Denver', from: 'region' });
    expect((await owner.get('/api/time-zones/guess?country=USA')).status).toBe(400);
    expect((await cleaner.get('/api/time-zones/guess?country=US')).status).toBe(403);
  });

  it('turns steps done from the modules’ own data, per workspace', async () => {
    let setup = (await owner.get<Setup>('/api/setup')).json;
    expect(stepOf(setup, 'property')).toMatchObject({ done: true, detail: '1 property' });
    expect(stepOf(setup, 'knowledge')).toMatchObject({ done: false, detail: 'Boulder Cabin: 0 of at least 3 answers written.', href: `/properties/${cottage.id}?tab=knowledge-base` });

    const { id, archivedAt, createdAt, updatedAt, ...input } = cottage;
    void [id, archivedAt, createdAt, updatedAt];
    const knowledgeBase = { ...cottage.knowledgeBase, wifiName: 'CabinNet', wifiPassword: 'aspen-2026', parking: 'Two cars in the driveway.', checkIn: 'The key box is left of the door.' };
    expect((await owner.request(`/api/properties/${cottage.id}`, { method: 'PUT', body: { ...input, knowledgeBase } })).status).toBe(200);
    expect((await owner.post('/api/locks/virtual', { name: 'Front door', propertyId: cottage.id, profile: 'schlage-encode' })).status).toBe(201);
    expect((await owner.post('/api/auth/organization/invite-member', { email: uniqueEmail('cleaner'), role: 'cleaner' })).status).toBe(200);
    expect((await owner.request('/api/ai-settings', { method: 'PUT', body: { settings: applyAutonomyMode(DEFAULT_AUTONOMY_SETTINGS, 'beginner') } })).status).toBe(200);

    setup = (await owner.get<Setup>('/api/setup')).json;
    expect(stepOf(setup, 'knowledge')).toMatchObject({ done: true });
    expect(stepOf(setup, 'lock')).toMatchObject({ done: true, detail: '1 lock added.' });
    // The workspace has a cleaner member (Carla) and a pending invitation: either counts.
    expect(stepOf(setup, 'cleaner')).toMatchObject({ done: true, detail: '1 cleaner on the team.' });
    expect(stepOf(setup, 'autonomy')).toMatchObject({ done: true, detail: 'Beginner mode chosen.' });
    expect(stepOf(setup, 'calendar')).toMatchObject({ done: false });
    expect(stepOf(setup, 'mailbox')).toMatchObject({ done: false, href: '/messages?mailbox=1' });
    expect(setup).toMatchObject({ doneCount: 5, complete: false });

    // Another workspace sees only its own.
    expect((await stranger.get<Setup>('/api/setup')).json.doneCount).toBe(0);
  });

  it('lets owners and managers read it, refuses cleaners, and remembers a dismissal per user', async () => {
    expect((await manager.get<Setup>('/api/setup')).json.doneCount).toBe(5);
    const refused = await cleaner.get('/api/setup');
    expect(refused.status).toBe(403);
    expect(refused.text).toContain('setup.hosts-only');
    expect((await owner.request('/api/setup/dismissal', { method: 'PUT', body: { dismissed: 'yes' } })).status).toBe(400);
    const dismissed = await owner.request<Setup>('/api/setup/dismissal', { method: 'PUT', body: { dismissed: true } });
    expect(dismissed.status, dismissed.text).toBe(200);
    expect(dismissed.json.dismissed).toBe(true);
    expect((await owner.get<Setup>('/api/setup')).json.dismissed).toBe(true);
    expect((await manager.get<Setup>('/api/setup')).json.dismissed).toBe(false);
    expect((await owner.request<Setup>('/api/setup/dismissal', { method: 'PUT', body: { dismissed: false } })).json.dismissed).toBe(false);
  });

  it('answers a sample question from the knowledge base without sending or storing anything, and says when it would hand over', async () => {
    const before = (await owner.get<ConversationList>('/api/conversations')).json;
    const wifi = await owner.post<TryCoHostAnswer>('/api/co-host/try', { propertyId: cottage.id, question: 'Hi! What is the wifi password?' });
    expect(wifi.status, wifi.text).toBe(200);
    expect(wifi.json).toMatchObject({ kind: 'answer', handsOver: false, handOverReason: null });
    expect(wifi.json.reply).toContain('aspen-2026');
    const unknown = await owner.post<TryCoHostAnswer>('/api/co-host/try', { propertyId: cottage.id, question: 'Is there a hot tub?' });
    expect(unknown.json.handsOver).toBe(true);
    expect(unknown.json.handOverReason).toBeTruthy();
    const after = (await owner.get<ConversationList>('/api/conversations')).json;
    expect(after).toEqual(before);
  });

  it('refuses bad input, another workspace’s property, cleaners, and too many tries', async () => {
    const bad = await owner.post('/api/co-host/try', { propertyId: cottage.id, question: '   ' });
    expect(bad.status).toBe(400);
    expect(bad.text).toContain('question');
    expect((await owner.post('/api/co-host/try', { propertyId: 'nope', question: 'Wifi?' })).status).toBe(400);
    expect((await stranger.post('/api/co-host/try', { propertyId: cottage.id, question: 'Wifi?' })).status).toBe(404);
    expect((await owner.post('/api/co-host/try', { propertyId: randomUUID(), question: 'Wifi?' })).status).toBe(404);
    expect((await cleaner.post('/api/co-host/try', { propertyId: cottage.id, question: 'Wifi?' })).status).toBe(403);
    const statuses: number[] = [];
    for (let i = 0; i < 20; i += 1) statuses.push((await manager.post('/api/co-host/try', { propertyId: cottage.id, question: 'Where do we park?' })).status);
    expect(statuses.every((status) => status === 200)).toBe(true);
    const limited = await manager.post('/api/co-host/try', { propertyId: cottage.id, question: 'Where do we park?' });
    expect(limited.status).toBe(429);
  });
});
