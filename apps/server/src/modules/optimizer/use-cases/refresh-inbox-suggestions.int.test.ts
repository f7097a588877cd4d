import type { Approval, ApprovalList, ConversationDetail, GuestLink, GuestMessages, Me, Property, ReservationResult } from '@cohost/shared';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { signedInHost, TEST_PASSWORD } from '../../../../test/support/accounts';
import { TestClient } from '../../../../test/support/http-client';
import { startTestApp, type TestApp } from '../../../../test/support/test-app';
import { insertMember } from '../../accounts/accounts.repo';
import { users } from '../../accounts/accounts.tables';
import { seedDemo } from '../../../seed-demo';
import { DEMO_LOGIN_FACT } from '../../accounts';
import { findInstallationFact } from '../../system';

const PARKING_REPLY = 'Park in the driveway, the left spot. Street parking is free after 6pm.';

describe('suggestions from what guests keep asking', () => {
  let t: TestApp;
  let host: TestClient;
  let other: TestClient;
  let cleaner: TestClient;
  let workspaceId: string;
  let property: Property;
  let day = 1;
  const optimizer = () => t.modules.find((module) => module.name === 'optimizer') as unknown as { refreshSuggestions(workspaceId: string): Promise<{ proposed: number; revised: number }> };
  const suggestions = async (client = host) => {
    const list = await client.get<ApprovalList>('/api/approvals?status=pending&kind=knowledge.add-answer');
    expect(list.status, list.text).toBe(200);
    return list.json.items;
  };

  /** A new stay at the property whose guest writes through the guest page; the co-host answers as it would. */
  const stayAsking = async (body: string, forProperty = property, client = host) => {
    const checkIn = new Date(Date.UTC(2026, 6, day));
    day += 4;
    const created = await client.post<ReservationResult>(`/api/properties/${forProperty.id}/reservations`, {
      checkInDate: checkIn.toISOString().slice(0, 10),
      checkOutDate: new Date(checkIn.getTime() + 3 * 86_400_000).toISOString().slice(0, 10),
      guestName: `Guest ${day}`,
    });
    expect(created.status, created.text).toBe(201);
    const reservationId = created.json.reservation.id;
    const token = (await client.get<GuestLink>(`/api/reservations/${reservationId}/guest-link`)).json.url.split('/g/')[1]!;
    const sent = await new TestClient(t.url).post<GuestMessages>(`/api/guest/${token}/messages`, { body });
    expect(sent.status, sent.text).toBe(200);
    const conversationId = (await client.post<{ id: string }>(`/api/reservations/${reservationId}/conversation`, {})).json.id;
    return { reservationId, conversationId, sent: sent.json };
  };

  beforeAll(async () => {
    t = await startTestApp({ env: { BILLING: 'off' } });
    t.clock.set('2026-06-01T12:00:00Z');
    host = (await signedInHost(t, 'Sam Host')).client;
    other = (await signedInHost(t, 'Olga Other')).client;
    workspaceId = (await host.get<Me>('/api/accounts/me')).json.workspace.id;
    const team = (await host.get<Me>('/api/accounts/me')).json.workspace;
    const person = await signedInHost(t, 'Carla Cleaner');
    const [user] = await t.database.db.select().from(users).where(eq(users.email, person.email));
    await insertMember(t.database.db, { workspaceId, userId: user!.id, role: 'cleaner', createdAt: t.clock.now() });
    cleaner = new TestClient(t.url);
    expect((await cleaner.post('/api/accounts/cleaner-sign-in', { cleanerCode: team.cleanerCode!, email: person.email, password: TEST_PASSWORD })).status).toBe(200);
    property = (
      await host.post<Property>('/api/properties', {
        name: 'Harbor Studio',
        timezone: 'America/Los_Angeles',
        // A complete listing: only what guests ask is suggested here (listing content has its own test).
        knowledgeBase: { wifiName: 'Harbor', wifiPassword: 'Seagull-42', checkIn: 'Keypad at the door.', houseRules: 'No smoking.', faq: [] },
        listing: { title: 'Harbor studio steps from the marina', description: 'A bright studio by the water.', amenities: ['Wifi', 'Parking'], photosCount: 12 },
      })
    ).json;
  }, 60_000);
  afterAll(() => t.close());

  it('finds a question asked in several stays whose answer is missing, with the counts and the host’s typed reply', async () => {
    const first = await stayAsking('Hi! Where can we park the car?');
    // The co-host could not answer from the knowledge base: the parking reply waits for the host.
    expect(first.sent.messages.map((message) => message.author)).toEqual(['guest', 'ai']);
    const replied = await host.post(`/api/conversations/${first.conversationId}/messages`, { body: PARKING_REPLY });
    expect(replied.status, replied.text).toBe(201);
    await stayAsking('Is there parking at the studio?');
    await stayAsking('What is the wifi password?');
    expect(await optimizer().refreshSuggestions(workspaceId)).toEqual({ proposed: 0, revised: 0 });
    await stayAsking('Where do we park? We have one car');
    expect(await optimizer().refreshSuggestions(workspaceId)).toEqual({ proposed: 1, revised: 0 });

    const [suggestion, ...rest] = await suggestions();
    expect(rest).toEqual([]);
    expect(suggestion).toMatchObject({
      kind: 'knowledge.add-answer',
      propertyId: property.id,
      urgency: 'approval',
      title: 'Add your parking instructions to the knowledge base: 3 of the last 4 stays asked',
      payload: { propertyId: property.id, field: 'parking', answer: PARKING_REPLY, staysAsked: 3, staysLookedAt: 4, type: 'amenity', priority: 'low' },
      editable: [{ field: 'answer', label: 'Answer to add', multiline: true }],
    });
    expect(suggestion!.details).toEqual(expect.arrayContaining([{ label: 'Asked in', value: '3 of the last 4 stays' }]));
    // Again: never two open suggestions for one property and topic; once another stay asked, the waiting one's
    // numbers move (and its version: a host deciding on the old numbers is told it changed).
    await stayAsking('parking? where should we park');
    expect(await optimizer().refreshSuggestions(workspaceId)).toEqual({ proposed: 0, revised: 1 });
    const [revised, ...others] = await suggestions();
    expect(others).toEqual([]);
    expect(revised).toMatchObject({ id: suggestion!.id, version: suggestion!.version + 1, title: 'Add your parking instructions to the knowledge base: 4 of the last 5 stays asked', payload: { staysAsked: 4, staysLookedAt: 5 } });
    const stale = await host.post(`/api/approvals/${suggestion!.id}/approve`, { version: suggestion!.version });
    expect(stale.status, stale.text).toBe(409);
    // Nothing new since: left alone.
    expect(await optimizer().refreshSuggestions(workspaceId)).toEqual({ proposed: 0, revised: 0 });
  });

  it('keeps workspaces apart', async () => {
    expect(await suggestions(other)).toEqual([]);
    const otherWorkspace = (await other.get<Me>('/api/accounts/me')).json.workspace.id;
    expect(await optimizer().refreshSuggestions(otherWorkspace)).toEqual({ proposed: 0, revised: 0 });
    const [suggestion] = await suggestions();
    const foreign = await other.post(`/api/approvals/${suggestion!.id}/approve`, { version: suggestion!.version, edits: { answer: 'Mine now' } });
    expect(foreign.status).toBe(404);
  });

  it('refuses cleaners and bad input (400 naming the field)', async () => {
    const [suggestion] = await suggestions();
    expect((await cleaner.get('/api/approvals?kind=knowledge.add-answer')).status).toBe(403);
    expect((await cleaner.post(`/api/approvals/${suggestion!.id}/approve`, { version: suggestion!.version })).status).toBe(403);
    const empty = await host.post(`/api/approvals/${suggestion!.id}/approve`, { version: suggestion!.version, edits: { answer: '   ' } });
    expect(empty.status, empty.text).toBe(400);
    expect(empty.text).toContain('edits.answer');
    const long = await host.post(`/api/approvals/${suggestion!.id}/approve`, { version: suggestion!.version, edits: { answer: 'x'.repeat(6000) } });
    expect(long.status).toBe(400);
    expect(long.text).toContain('edits.answer');
    const notEditable = await host.post(`/api/approvals/${suggestion!.id}/approve`, { version: suggestion!.version, edits: { field: 'wifiPassword' } });
    expect(notEditable.status).toBe(400);
    expect(notEditable.text).toContain('edits.field');
  });

  it('Apply adds the edited answer to the knowledge base, and the co-host then answers parking alone', async () => {
    const [suggestion] = await suggestions();
    const edited = `${PARKING_REPLY} Please keep the right spot free for the neighbour.`;
    const applied = await host.post<Approval>(`/api/approvals/${suggestion!.id}/approve`, { version: suggestion!.version, edits: { answer: edited } });
    expect(applied.status, applied.text).toBe(200);
    expect((await host.get<Property>(`/api/properties/${property.id}`)).json.knowledgeBase.parking).toBe(edited);
    expect(await suggestions()).toEqual([]);

    const next = await stayAsking('Hello, where can we park when we arrive?');
    expect(next.sent.messages.map((message) => message.author)).toEqual(['guest', 'ai']);
    expect(next.sent.messages[1]!.body).toContain('keep the right spot free');
    const detail = (await host.get<ConversationDetail>(`/api/conversations/${next.conversationId}`)).json;
    expect(detail.messages[0]!.triage).toMatchObject({ intents: ['parking'], needsHuman: false });
    expect(detail.messages[1]).toMatchObject({ author: 'ai', status: 'sent' });
    expect(detail.messages[1]!.facts).toContain('parking');
    // Answered now: no new suggestion for parking.
    expect(await optimizer().refreshSuggestions(workspaceId)).toEqual({ proposed: 0, revised: 0 });
  });

  it('a dismissed suggestion does not come back until another stay asks', async () => {
    await stayAsking('Can we bring our dog?');
    await stayAsking('Are pets allowed? We have a small dog');
    await stayAsking('Is the studio pet friendly?');
    expect(await optimizer().refreshSuggestions(workspaceId)).toEqual({ proposed: 1, revised: 0 });
    const [pets] = await suggestions();
    expect(pets).toMatchObject({ payload: { field: 'pets', answer: '', staysAsked: 3 } });
    expect(pets!.details).toEqual(expect.arrayContaining([{ label: 'Answer', value: '(you write it)' }]));
    const noReason = await host.post(`/api/approvals/${pets!.id}/deny`, { version: pets!.version });
    expect(noReason.status).toBe(400);
    expect((await host.post(`/api/approvals/${pets!.id}/deny`, { version: pets!.version, reason: 'Pets are on the listing already' })).status).toBe(200);
    expect(await optimizer().refreshSuggestions(workspaceId)).toEqual({ proposed: 0, revised: 0 });
    expect(await optimizer().refreshSuggestions(workspaceId)).toEqual({ proposed: 0, revised: 0 });
    expect(await suggestions()).toEqual([]);
    await stayAsking('Do you allow pets? Our cat travels with us');
    expect(await optimizer().refreshSuggestions(workspaceId)).toEqual({ proposed: 1, revised: 0 });
    expect((await suggestions())[0]).toMatchObject({ payload: { field: 'pets', staysAsked: 4 } });
  });

  it('asked again and again though the knowledge base answers it: the listing should say it; Apply adds the paragraph to the description', async () => {
    const listingQuestions = async () => (await host.get<ApprovalList>('/api/approvals?status=pending&kind=listing.improve-content')).json.items.filter((item) => item.payload.rule === 'guest-question');
    for (const body of ['What are the house rules?', 'Any house rules we should know about?', 'Quick one: what are the house rules for the studio?']) {
      const asked = await stayAsking(body);
      // The co-host answers from the knowledge base ("No smoking.").
      expect(asked.sent.messages.map((message) => message.author)).toEqual(['guest', 'ai']);
    }
    await optimizer().refreshSuggestions(workspaceId);
    const [question, ...rest] = await listingQuestions();
    expect(rest).toEqual([]);
    expect(question).toMatchObject({
      urgency: 'approval',
      title: expect.stringMatching(/^Add your house rules to the listing: 3 of the last \d+ stays asked$/),
      payload: { target: 'description', field: 'houseRules', before: 'A bright studio by the water.', text: 'A bright studio by the water.\n\nHouse rules: No smoking.' },
    });
    const applied = await host.post(`/api/approvals/${question!.id}/approve`, { version: question!.version });
    expect(applied.status, applied.text).toBe(200);
    expect((await host.get<Property>(`/api/properties/${property.id}`)).json.listing.description).toBe('A bright studio by the water.\n\nHouse rules: No smoking.');
    // The listing says it now: nothing more to suggest.
    await optimizer().refreshSuggestions(workspaceId);
    expect(await listingQuestions()).toEqual([]);
  });
});

describe('the demo workspace’s suggestions', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await startTestApp();
  });
  afterAll(() => t.close());

  it('come from its seeded conversations through the same code: parking asked in three stays, the host’s typed answer proposed', async () => {
    expect(await seedDemo(t.ctx, t.modules)).toBe(true);
    const login = (await findInstallationFact<{ email: string; password: string }>({ db: t.database.db }, DEMO_LOGIN_FACT))!;
    const host = new TestClient(t.url);
    expect((await host.post('/api/auth/sign-in/email', login)).status).toBe(200);
    const items = (await host.get<ApprovalList>('/api/approvals?status=pending&kind=knowledge.add-answer')).json.items;
    expect(items).toHaveLength(1);
    expect(items[0]).toMatchObject({
      propertyName: 'Blue Ridge Cabin',
      title: expect.stringMatching(/^Add your parking instructions to the knowledge base: 3 of the last \d+ stays asked$/),
      payload: { field: 'parking', answer: 'Three cars fit on the gravel pad by the cabin, so two is no problem. In snow, park facing downhill.', staysAsked: 3 },
    });
    // The seeded noise complaints (claims' demo) of three stays at one property: a recurring problem.
    const problems = (await host.get<ApprovalList>('/api/approvals?status=pending&kind=listing.fix-problem')).json.items;
    expect(problems).toHaveLength(1);
    expect(problems[0]).toMatchObject({ title: expect.stringMatching(/^Noise came up in 3 of the last \d+ stays at /), payload: { category: 'noise', reports: 3 } });
    // No hard-coded listing suggestions any more.
    expect((await host.get<ApprovalList>('/api/approvals?status=pending&kind=listing.apply-change')).json.items).toEqual([]);
    // Seeding again adds nothing.
    expect(await seedDemo(t.ctx, t.modules, { force: true })).toBe(true);
    expect((await host.get<ApprovalList>('/api/approvals?status=pending&kind=knowledge.add-answer')).json.items).toHaveLength(1);
  }, 180_000);
});
