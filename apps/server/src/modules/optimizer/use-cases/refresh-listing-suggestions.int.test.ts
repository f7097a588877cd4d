import type { Approval, ApprovalList, Me, Property, ReservationResult } from '@cohost/shared';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { signedInHost } from '../../../../test/support/accounts';
import type { TestClient } from '../../../../test/support/http-client';
import { startTestApp, type TestApp } from '../../../../test/support/test-app';
import { cleaningIssues, cleaningTasks } from '../../cleaning/cleaning.tables';

const COMPLETE_KB = { checkIn: 'Lockbox by the front door, code in your message.', wifiPassword: 'Lake-2026', houseRules: 'No parties.', faq: [] };
const COMPLETE_LISTING = { title: 'Lakeside cabin with dock and kayaks', description: 'A quiet cabin on the lake.\n\nDock, kayaks, fire pit.', amenities: ['Wifi'], photosCount: 18 };

describe('suggestions from recurring problems and listing content', () => {
  let t: TestApp;
  let host: TestClient;
  let other: TestClient;
  let workspaceId: string;
  let cabin: Property;
  let day = 1;
  const optimizer = () => t.modules.find((module) => module.name === 'optimizer') as unknown as { refreshSuggestions(workspaceId: string): Promise<{ proposed: number; revised: number }> };
  const pending = async (kind: string, client = host) => {
    const list = await client.get<ApprovalList>(`/api/approvals?status=pending&kind=${kind}`);
    expect(list.status, list.text).toBe(200);
    return list.json.items;
  };
  const pastStay = async (property = cabin) => {
    const checkIn = new Date(Date.UTC(2026, 2, day));
    day += 4;
    const created = await host.post<ReservationResult>(`/api/properties/${property.id}/reservations`, {
      checkInDate: checkIn.toISOString().slice(0, 10),
      checkOutDate: new Date(checkIn.getTime() + 3 * 86_400_000).toISOString().slice(0, 10),
      guestName: `Guest ${day}`,
    });
    expect(created.status, created.text).toBe(201);
    return created.json.reservation.id;
  };
  const complaint = async (reservationId: string, category = 'noise', property = cabin) => {
    const created = await host.post<{ id: string }>('/api/claims/cases', { kind: 'complaint', propertyId: property.id, reservationId, category, title: `Guest complained: ${category}` });
    expect(created.status, created.text).toBe(201);
    return created.json;
  };

  beforeAll(async () => {
    t = await startTestApp({ env: { BILLING: 'off' } });
    t.clock.set('2026-06-01T12:00:00Z');
    host = (await signedInHost(t, 'Sam Host')).client;
    other = (await signedInHost(t, 'Olga Other')).client;
    workspaceId = (await host.get<Me>('/api/accounts/me')).json.workspace.id;
    const created = await host.post<Property>('/api/properties', { name: 'Lakeview Cabin', timezone: 'America/Chicago', knowledgeBase: COMPLETE_KB, listing: COMPLETE_LISTING });
    expect(created.status, created.text).toBe(201);
    cabin = created.json;
  }, 60_000);
  afterAll(() => t.close());

  it('a complete listing with no reports suggests nothing', async () => {
    expect(await optimizer().refreshSuggestions(workspaceId)).toEqual({ proposed: 0, revised: 0 });
  });

  it('proposes a recurring problem once, from three different stays, with its evidence and checklist, waiting for the host', async () => {
    const stays = [await pastStay(), await pastStay(), await pastStay(), await pastStay()];
    await complaint(stays[0]!);
    await complaint(stays[1]!);
    await complaint(stays[1]!); // the same stay again: counted once
    expect(await optimizer().refreshSuggestions(workspaceId)).toEqual({ proposed: 0, revised: 0 });
    // A cleaner's report after the third stay (cleaning's table, as the portal writes it): same problem, another stay.
    const [task] = await t.database.db
      .insert(cleaningTasks)
      .values({ workspaceId, propertyId: cabin.id, reservationId: stays[2]!, kind: 'turnover', windowStart: t.clock.now(), windowEnd: new Date(t.clock.now().getTime() + 3_600_000), status: 'completed', createdAt: t.clock.now(), updatedAt: t.clock.now() })
      .returning();
    await t.database.db.insert(cleaningIssues).values({ workspaceId, taskId: task!.id, propertyId: cabin.id, kind: 'maintenance', description: 'Heater rattles', reportedBy: task!.id, reportedAt: t.clock.now() });
    expect(await optimizer().refreshSuggestions(workspaceId)).toEqual({ proposed: 0, revised: 0 }); // maintenance is 'broken', not noise
    await complaint(stays[2]!);
    expect(await optimizer().refreshSuggestions(workspaceId)).toEqual({ proposed: 1, revised: 0 });
    expect(await optimizer().refreshSuggestions(workspaceId)).toEqual({ proposed: 0, revised: 0 });
    const [suggestion, ...rest] = await pending('listing.fix-problem');
    expect(rest).toEqual([]);
    expect(suggestion).toMatchObject({
      kind: 'listing.fix-problem',
      propertyId: cabin.id,
      urgency: 'approval',
      title: 'Noise came up in 3 of the last 4 stays at Lakeview Cabin',
      payload: { category: 'noise', type: 'description', priority: 'medium', reports: 3, staysLookedAt: 4, knowledgeField: 'houseRules' },
    });
    expect((suggestion!.payload.evidence as unknown[]).length).toBe(4);
    expect(suggestion!.details).toEqual(expect.arrayContaining([{ label: 'Came up in', value: '3 of the last 4 stays (180 days)' }]));
    expect(await pending('listing.fix-problem', other)).toEqual([]);
  });

  it('a dismissed problem comes back only when it is reported again; applying adds the house rule once', async () => {
    const [suggestion] = await pending('listing.fix-problem');
    const denied = await host.post(`/api/approvals/${suggestion!.id}/deny`, { version: suggestion!.version, reason: 'The neighbours moved out.' });
    expect(denied.status, denied.text).toBe(200);
    expect(await optimizer().refreshSuggestions(workspaceId)).toEqual({ proposed: 0, revised: 0 });
    await complaint(await pastStay());
    expect(await optimizer().refreshSuggestions(workspaceId)).toEqual({ proposed: 1, revised: 0 });
    const [again] = await pending('listing.fix-problem');
    expect(again).toMatchObject({ title: 'Noise came up in 4 of the last 5 stays at Lakeview Cabin', payload: { reports: 4, priority: 'high' } });
    const rule = 'Quiet hours 10 pm to 8 am.';
    const approved = await host.post<Approval>(`/api/approvals/${again!.id}/approve`, { version: again!.version, edits: { text: rule } });
    expect(approved.status, approved.text).toBe(200);
    const after = (await host.get<Property>(`/api/properties/${cabin.id}`)).json;
    expect(after.knowledgeBase.houseRules).toBe(`No parties.\n${rule}`);
  });

  it('finds listing gaps, applies them to Cohost’s copy, and a dismissed one returns only when the text changes', async () => {
    const title = 'Lakeside cabin with a private dock, kayaks, a fire pit and a big porch';
    const created = await host.post<Property>('/api/properties', {
      name: 'Pine Lodge',
      timezone: 'America/Chicago',
      knowledgeBase: { wifiPassword: 'pine', houseRules: 'No smoking.', poolHotTub: 'The hot tub is on the deck.', faq: [] },
      listing: { ...COMPLETE_LISTING, title },
    });
    const lodge = created.json;
    expect(await optimizer().refreshSuggestions(workspaceId)).toEqual({ proposed: 3, revised: 0 });
    const found = (await pending('listing.improve-content')).filter((item) => item.propertyId === lodge.id);
    expect(found.map((item) => [item.payload.rule, item.payload.type, item.urgency]).sort()).toEqual([
      ['amenities', 'amenity', 'approval'],
      ['missing-field', 'description', 'approval'],
      ['title-length', 'description', 'approval'],
    ]);
    const byRule = (rule: string) => found.find((item) => item.payload.rule === rule)!;

    // Check-in instructions: the host writes them; applying without text names the field.
    const checkIn = byRule('missing-field');
    expect((await host.post(`/api/approvals/${checkIn.id}/approve`, { version: checkIn.version, edits: {} })).status).toBe(400);
    expect((await host.post(`/api/approvals/${checkIn.id}/approve`, { version: checkIn.version, edits: { text: 'Key in the lockbox.' } })).status).toBe(200);
    // Amenities: added to Cohost's list.
    const amenities = byRule('amenities');
    expect(amenities.payload.amenities).toEqual(['Hot tub']);
    expect((await host.post(`/api/approvals/${amenities.id}/approve`, { version: amenities.version, edits: {} })).status).toBe(200);
    let after = (await host.get<Property>(`/api/properties/${lodge.id}`)).json;
    expect(after.knowledgeBase.checkIn).toBe('Key in the lockbox.');
    expect(after.listing.amenities).toEqual(['Wifi', 'Hot tub']);
    expect(after.listing.title).toBe(title);

    // The title: dismissed, it stays away while the title reads the same; a new too-long title brings it back.
    const long = byRule('title-length');
    expect(long.payload.text).toBe('Lakeside cabin with a private dock, kayaks, a fire');
    expect((await host.post(`/api/approvals/${long.id}/deny`, { version: long.version, reason: 'I like it long.' })).status).toBe(200);
    expect(await optimizer().refreshSuggestions(workspaceId)).toEqual({ proposed: 0, revised: 0 });
    const updated = await host.request<Property>(`/api/properties/${lodge.id}`, { method: 'PUT', body: { ...after, listing: { ...after.listing, title: `${title} and a sauna` } } });
    expect(updated.status, updated.text).toBe(200);
    expect(await optimizer().refreshSuggestions(workspaceId)).toEqual({ proposed: 1, revised: 0 });
    const back = (await pending('listing.improve-content')).find((item) => item.propertyId === lodge.id && item.payload.rule === 'title-length')!;
    expect((await host.post(`/api/approvals/${back.id}/approve`, { version: back.version, edits: { text: 'Lakeside cabin, hot tub and sauna' } })).status).toBe(200);
    after = (await host.get<Property>(`/api/properties/${lodge.id}`)).json;
    expect(after.listing.title).toBe('Lakeside cabin, hot tub and sauna');
  });
});
