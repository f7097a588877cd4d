import type { PropertyList } from '@cohost/shared';
import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { signedInHost } from '../../../test/support/accounts';
import { TEST_DATABASE_URL } from '../../../test/support/test-env';
import { startTestApp, type TestApp } from '../../../test/support/test-app';
import { queryRows } from '../db/database';

const CACHED = { READ_CACHE_SECONDS: '30' };
/** The database's announcement comes back through LISTEN: at once on the embedded database, in milliseconds on a server. */
const announced = { timeout: 2_000, interval: 10 };

const names = (list: PropertyList) => list.properties.map((property) => property.name).sort();

describe('kept screens: one lookup until the workspace changes', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await startTestApp({ env: CACHED });
  });
  afterAll(() => t.close());

  it('answers a screen read again from the cache, and reads again after a write through the API', async () => {
    const { client } = await signedInHost(t, 'Kept Host');
    expect((await client.post('/api/properties', { name: 'Alpine Cabin', type: 'cabin', timezone: 'Europe/Zurich' })).status).toBe(201);
    const first = await client.get<PropertyList>('/api/properties');
    expect(first.headers.get('x-cache')).toBe('miss');
    const second = await client.get<PropertyList>('/api/properties');
    expect(second.headers.get('x-cache')).toBe('hit');
    expect(second.json).toEqual(first.json);
    // Another query string is another answer.
    expect((await client.get('/api/properties?limit=5')).headers.get('x-cache')).not.toBe('hit');

    // The write drops the workspace's screens before it answers: the very next read sees it.
    expect((await client.post('/api/properties', { name: 'Beach House', type: 'house', timezone: 'Europe/Zurich' })).status).toBe(201);
    const after = await client.get<PropertyList>('/api/properties');
    expect(after.headers.get('x-cache')).toBe('miss');
    expect(names(after.json)).toEqual(['Alpine Cabin', 'Beach House']);
  });

  it('reads again when the database announces a write made anywhere (a job, another instance, SQL)', async () => {
    const { client } = await signedInHost(t, 'Announced Host');
    expect((await client.post('/api/properties', { name: 'Lake Loft', type: 'apartment', timezone: 'Europe/Zurich' })).status).toBe(201);
    await client.get('/api/properties');
    expect((await client.get('/api/properties')).headers.get('x-cache')).toBe('hit');

    // With the announcement switched off the kept answer stays: the read did not touch the database.
    await t.database.db.execute(sql`alter table properties disable trigger properties_announce_workspace_change`);
    try {
      await t.database.db.execute(sql`update properties set name = 'Lake Loft (quiet)' where name = 'Lake Loft'`);
    } finally {
      await t.database.db.execute(sql`alter table properties enable trigger properties_announce_workspace_change`);
    }
    expect(names((await client.get<PropertyList>('/api/properties')).json)).toEqual(['Lake Loft']);

    await t.database.db.execute(sql`update properties set name = 'Lake Loft, renamed' where name = 'Lake Loft (quiet)'`);
    await expect.poll(async () => names((await client.get<PropertyList>('/api/properties')).json), announced).toEqual(['Lake Loft, renamed']);
  });

  it("keeps each caller's answer apart and drops only the changed workspace's", async () => {
    const one = await signedInHost(t, 'Host One');
    const two = await signedInHost(t, 'Host Two');
    await one.client.post('/api/properties', { name: 'One Cabin', type: 'cabin', timezone: 'Europe/Zurich' });
    await two.client.post('/api/properties', { name: 'Two Cabin', type: 'cabin', timezone: 'Europe/Zurich' });
    expect(names((await one.client.get<PropertyList>('/api/properties')).json)).toEqual(['One Cabin']);
    expect(names((await two.client.get<PropertyList>('/api/properties')).json)).toEqual(['Two Cabin']);
    await two.client.post('/api/properties', { name: 'Two Loft', type: 'apartment', timezone: 'Europe/Zurich' });
    const oneAgain = await one.client.get<PropertyList>('/api/properties');
    expect(oneAgain.headers.get('x-cache')).toBe('hit');
    expect(names(oneAgain.json)).toEqual(['One Cabin']);
    expect(names((await two.client.get<PropertyList>('/api/properties')).json)).toEqual(['Two Cabin', 'Two Loft']);
  });

  it('reads a screen again each minute of the application clock, keeps its compressed form, and keeps no error', async () => {
    const { client } = await signedInHost(t, 'Clock Host');
    expect((await client.get('/api/dashboard')).headers.get('x-cache')).toBe('miss');
    expect((await client.get('/api/dashboard')).headers.get('x-cache')).toBe('hit');
    t.clock.advance(60_000);
    expect((await client.get('/api/dashboard')).headers.get('x-cache')).toBe('miss');
    // The dashboard's pages are kept the same way, each page its own answer.
    expect((await client.get('/api/dashboard/upcoming?offset=0&limit=5')).headers.get('x-cache')).toBe('miss');
    expect((await client.get('/api/dashboard/upcoming?offset=0&limit=5')).headers.get('x-cache')).toBe('hit');
    expect((await client.get('/api/dashboard/upcoming?offset=5&limit=5')).headers.get('x-cache')).toBe('miss');

    const plain = await client.get('/api/timeline?from=2026-06-01&days=31');
    const compressed = await client.request('/api/timeline?from=2026-06-01&days=31', { headers: { 'accept-encoding': 'br' } });
    expect(compressed.headers.get('x-cache')).toBe('hit');
    expect(compressed.headers.get('vary')).toMatch(/accept-encoding/i);
    expect(compressed.json).toEqual(plain.json);

    // No error is kept, and a signed-out caller is answered as the route does.
    expect((await client.get('/api/timeline?days=999')).status).toBe(400);
    const again = await client.get('/api/timeline?days=999');
    expect(again.status).toBe(400);
    expect(again.headers.get('x-cache')).toBeNull();
    const signedOut = await fetch(`${t.url}/api/dashboard`);
    expect(signedOut.status).toBe(401);
  });

  it('watches every table of a workspace: a table added without the trigger fails here', async () => {
    const unwatched = await queryRows<{ table_name: string }>(t.database.db, sql`
      select c.table_name from information_schema.columns c
      join information_schema.tables tb on tb.table_schema = c.table_schema and tb.table_name = c.table_name and tb.table_type = 'BASE TABLE'
      where c.table_schema = 'public' and c.column_name = 'workspace_id'
        and c.table_name not in ('domain_events', 'event_deliveries')
        and not exists (select 1 from information_schema.triggers tr where tr.event_object_table = c.table_name and tr.trigger_name = c.table_name || '_announce_workspace_change')
      order by 1`);
    expect(unwatched.map((row) => row.table_name)).toEqual([]);
    const [watched] = await queryRows<{ n: number }>(t.database.db, sql`select count(distinct event_object_table)::int as n from information_schema.triggers where trigger_name like '%_announce_workspace_change'`);
    expect(watched!.n).toBeGreaterThan(50);
  });
});

describe.skipIf(!TEST_DATABASE_URL)('kept screens on two instances of one PostgreSQL', () => {
  let first: TestApp;
  let second: TestApp;
  beforeAll(async () => {
    first = await startTestApp({ env: CACHED });
    second = await startTestApp({ env: CACHED, sameDatabaseAs: first });
  });
  afterAll(async () => {
    await second?.close();
    await first?.close();
  });

  it('drops a screen kept by one instance when the workspace is written through the other', async () => {
    const { client } = await signedInHost(first, 'Two Instances Host');
    await client.post('/api/properties', { name: 'First Cabin', type: 'cabin', timezone: 'Europe/Zurich' });
    const onSecond = async () => {
      const response = await fetch(`${second.url}/api/properties`, { headers: { cookie: client.cookieHeader() } });
      return { cache: response.headers.get('x-cache'), names: names((await response.json()) as PropertyList) };
    };
    await onSecond();
    expect(await onSecond()).toEqual({ cache: 'hit', names: ['First Cabin'] });
    await client.post('/api/properties', { name: 'Second Cabin', type: 'cabin', timezone: 'Europe/Zurich' });
    await expect.poll(async () => (await onSecond()).names, announced).toEqual(['First Cabin', 'Second Cabin']);
  });
});
