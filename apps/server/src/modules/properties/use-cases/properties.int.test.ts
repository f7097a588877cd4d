import type { BillingOverview, Me, Property, PropertyList } from '@cohost/shared';
import { PropertyInputSchema } from '@cohost/shared';
import { count, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { signedInHost } from '../../../../test/support/accounts';
import { TestClient } from '../../../../test/support/http-client';
import { startTestApp, type TestApp } from '../../../../test/support/test-app';
import { properties } from '../properties.tables';
import { createProperty } from './create-property';

const beachHouse = {
  name: 'Beach House',
  address: { line1: '12 Ocean Drive', city: 'Santa Cruz', region: 'CA', postalCode: '95060', country: 'us' },
  type: 'house',
  maxGuests: 6,
  bedrooms: 3,
  bathrooms: 2.5,
  timezone: 'America/Los_Angeles',
  listing: { title: 'Steps from the sand', description: 'Bright and quiet.', amenities: ['Wifi', 'Hot tub'], photosCount: 24, baseNightlyPriceCents: 28500, currency: 'usd' },
  knowledgeBase: { wifiName: 'BeachHouse', wifiPassword: 'sandy-toes-42', parking: 'Two spots in the driveway.', faq: [{ question: 'Is there a crib?', answer: 'Yes, in the hall closet.' }] },
};

async function propertiesOf(t: TestApp, workspaceId: string): Promise<number> {
  const [row] = await t.database.db.select({ n: count() }).from(properties).where(eq(properties.workspaceId, workspaceId));
  return row!.n;
}

describe('properties: create, read, update, list and archive within the plan', () => {
  let t: TestApp;
  /** A host without properties, shared to stay under the sign-up rate limit. */
  let host: TestClient;
  beforeAll(async () => {
    t = await startTestApp();
    host = (await signedInHost(t)).client;
  });
  afterAll(() => t.close());

  it('creates with defaults, reads, updates, lists and archives a property', async () => {
    const { client } = await signedInHost(t);
    const created = await client.post<Property>('/api/properties', beachHouse);
    expect(created.status, created.text).toBe(201);
    expect(created.json).toMatchObject({
      name: 'Beach House',
      address: { line1: '12 Ocean Drive', city: 'Santa Cruz', country: 'US', line2: '' },
      bathrooms: 2.5,
      checkInTime: '16:00',
      checkOutTime: '11:00',
      status: 'active',
      listing: { baseNightlyPriceCents: 28500, currency: 'USD', amenities: ['Wifi', 'Hot tub'], photosCount: 24 },
      knowledgeBase: { wifiPassword: 'sandy-toes-42', faq: [{ question: 'Is there a crib?', answer: 'Yes, in the hall closet.' }] },
      archivedAt: null,
    });
    const id = created.json.id;

    expect((await client.get<Property>(`/api/properties/${id}`)).json).toEqual(created.json);

    const updated = await client.request<Property>(`/api/properties/${id}`, {
      method: 'PUT',
      body: { ...beachHouse, name: 'Beach House North', status: 'maintenance', checkInTime: '15:30', knowledgeBase: { ...beachHouse.knowledgeBase, pets: 'Dogs welcome.' } },
    });
    expect(updated.status, updated.text).toBe(200);
    expect(updated.json).toMatchObject({ name: 'Beach House North', status: 'maintenance', checkInTime: '15:30', knowledgeBase: { pets: 'Dogs welcome.' } });

    await client.post('/api/properties', { name: 'Alpine Cabin', type: 'cabin', timezone: 'Europe/Zurich' });
    const list = await client.get<PropertyList>('/api/properties');
    expect(list.json.properties.map((p) => p.name)).toEqual(['Alpine Cabin', 'Beach House North']);

    const archived = await client.post<Property>(`/api/properties/${id}/archive`, {});
    expect(archived.status).toBe(200);
    expect(archived.json.archivedAt).not.toBeNull();
    expect((await client.get<PropertyList>('/api/properties')).json.properties.map((p) => p.name)).toEqual(['Alpine Cabin']);
    // Archived: still readable, but no longer editable or archivable.
    expect((await client.get(`/api/properties/${id}`)).status).toBe(200);
    expect((await client.request(`/api/properties/${id}`, { method: 'PUT', body: beachHouse })).status).toBe(404);
    expect((await client.post(`/api/properties/${id}/archive`, {})).status).toBe(404);
  });

  it('refuses bad input with field details and writes nothing', async () => {
    const client = host;
    const me = (await client.get<Me>('/api/accounts/me')).json;
    const bad = await client.post('/api/properties', {
      name: '',
      type: 'castle',
      bathrooms: 1.3,
      timezone: 'Mars/Olympus',
      checkInTime: '4pm',
      listing: { baseNightlyPriceCents: 99.5, currency: 'dollars' },
    });
    expect(bad.status).toBe(400);
    const error = bad.json.error as { code: string; details: Array<{ path: string; message: string }> };
    expect(error.code).toBe('platform.invalid-input');
    const byPath = Object.fromEntries(error.details.map((d) => [d.path, d.message]));
    expect(byPath).toMatchObject({
      name: 'Enter a name for the property.',
      bathrooms: 'Bathrooms go in half steps, e.g. 1.5.',
      timezone: 'Choose a time zone from the list, e.g. America/New_York.',
      checkInTime: 'Enter the check-in time as HH:MM in 24-hour time, e.g. 16:00.',
      'listing.baseNightlyPriceCents': 'The base nightly price must be a whole number of cents.',
      'listing.currency': 'Enter the currency as a three-letter code, e.g. USD.',
    });
    expect(byPath.type).toMatch(/Choose a property type/);
    expect(await propertiesOf(t, me.workspace.id)).toBe(0);
  });

  it('answers 401 signed out and 404 for malformed or unknown ids', async () => {
    const anonymous = new TestClient(t.url);
    expect((await anonymous.get('/api/properties')).status).toBe(401);
    expect((await anonymous.post('/api/properties', beachHouse)).status).toBe(401);
    const client = host;
    expect((await client.get('/api/properties/not-a-uuid')).status).toBe(404);
    const unknown = await client.get('/api/properties/00000000-0000-4000-8000-000000000000');
    expect(unknown.status).toBe(404);
    expect(unknown.json.error).toMatchObject({ code: 'properties.not-found' });
    // Another workspace's property, even with a valid body, is simply not there.
    const other = await (await signedInHost(t)).client.post<Property>('/api/properties', beachHouse);
    expect((await client.get(`/api/properties/${other.json.id}`)).status).toBe(404);
    expect((await client.request(`/api/properties/${other.json.id}`, { method: 'PUT', body: beachHouse })).status).toBe(404);
    expect((await client.post(`/api/properties/${other.json.id}/archive`, {})).status).toBe(404);
  });

  it('keeps cleaners from adding properties', async () => {
    const client = host;
    const me = (await client.get<Me>('/api/accounts/me')).json;
    const deps = {
      db: t.database.db,
      clock: t.clock,
      log: t.ctx.log,
      ports: { resolveActor: () => Promise.reject(new Error('unused')), assertPlanAllowsProperty: async () => {}, findDemoActor: async () => null },
    };
    const cleaner = { userId: me.user.id, workspaceId: me.workspace.id, role: 'cleaner' as const };
    await expect(createProperty(deps, cleaner, PropertyInputSchema.parse(beachHouse))).rejects.toMatchObject({ status: 403, code: 'properties.hosts-only' });
    expect(await propertiesOf(t, me.workspace.id)).toBe(0);
  });

  it("enforces the Growth trial's 5 properties; archiving frees a slot; billing shows the real count", async () => {
    const { client } = await signedInHost(t);
    const ids: string[] = [];
    for (let i = 1; i <= 5; i++) {
      const created = await client.post<Property>('/api/properties', { name: `Unit ${i}` });
      expect(created.status, created.text).toBe(201);
      ids.push(created.json.id);
    }
    const sixth = await client.post('/api/properties', { name: 'Unit 6' });
    expect(sixth.status).toBe(403);
    expect(sixth.json.error).toMatchObject({ code: 'billing.plan-limit-reached' });
    expect((await client.get<BillingOverview>('/api/billing/overview')).json.usage.properties).toEqual({ used: 5, limit: 5 });

    await client.post(`/api/properties/${ids[0]}/archive`, {});
    expect((await client.get<BillingOverview>('/api/billing/overview')).json.usage.properties).toEqual({ used: 4, limit: 5 });
    expect((await client.post('/api/properties', { name: 'Unit 6' })).status).toBe(201);
  });
});
