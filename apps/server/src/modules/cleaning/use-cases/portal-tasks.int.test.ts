import { createHash } from 'node:crypto';
import type { Me, PortalIssue, PortalOverview, PortalPhoto, PortalTask, Property, UploadStatus, WorkspaceRole } from '@cohost/shared';
import { DEFAULT_AUTONOMY_SETTINGS, UPLOAD_OFFSET_HEADER, UPLOAD_PART_CONTENT_TYPE } from '@cohost/shared';
import { and, eq } from 'drizzle-orm';
import sharp from 'sharp';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { TEST_PASSWORD, signedInHost } from '../../../../test/support/accounts';
import { TestClient } from '../../../../test/support/http-client';
import { startS3StandIn, type S3StandIn } from '../../../../test/support/s3-stand-in';
import { startTestApp, type TestApp } from '../../../../test/support/test-app';
import { domainEvents } from '../../../platform/events/events.tables';
import { insertMember } from '../../accounts/accounts.repo';
import { users } from '../../accounts/accounts.tables';
import { cleaningChecklistTicks, cleaningTasks } from '../cleaning.tables';

const CHECKLIST = [
  { key: 'kitchen', name: 'Kitchen', items: [{ key: 'dishes', label: 'Dishes done', requiresPhoto: false }, { key: 'fridge', label: 'Fridge emptied', requiresPhoto: true }] },
  { key: 'bedroom', name: 'Bedroom', items: [{ key: 'linen', label: 'Fresh linen', requiresPhoto: false }] },
];

interface Team {
  host: TestClient;
  workspaceId: string;
  property: Property;
  cleaners: Array<{ client: TestClient; userId: string }>;
}

/** A host's workspace with a property and `count` cleaners signed in through the portal. */
async function team(t: TestApp, count: number): Promise<Team> {
  const owner = await signedInHost(t, 'Portal Host');
  const me = (await owner.client.get<Me>('/api/accounts/me')).json;
  const property = (await owner.client.post<Property>('/api/properties', { name: 'Harbor House', timezone: 'Europe/Paris', checkInTime: '16:00', checkOutTime: '10:00', address: { line1: '3 Quai des Pêcheurs', city: 'Honfleur', postalCode: '14600', country: 'FR' } })).json;
  const cleaners = [];
  for (let index = 0; index < count; index++) {
    const person = await signedInHost(t, `Cleaner ${index}`);
    const [user] = await t.database.db.select().from(users).where(eq(users.email, person.email));
    await insertMember(t.database.db, { workspaceId: me.workspace.id, userId: user!.id, role: 'cleaner' satisfies WorkspaceRole, createdAt: t.clock.now() });
    const client = new TestClient(t.url);
    const signIn = await client.post('/api/accounts/cleaner-sign-in', { cleanerCode: me.workspace.cleanerCode!, email: person.email, password: TEST_PASSWORD });
    expect(signIn.status, signIn.text).toBe(200);
    cleaners.push({ client, userId: user!.id });
  }
  return { host: owner.client, workspaceId: me.workspace.id, property, cleaners };
}

/** A turnover assigned to a cleaner and waiting for their acknowledgement (as core's assignment leaves it). */
async function assignedTask(t: TestApp, workspaceId: string, propertyId: string, cleanerUserId: string, startsAt = '2026-06-01T09:00:00Z') {
  const now = t.clock.now();
  const [task] = await t.database.db
    .insert(cleaningTasks)
    .values({
      workspaceId,
      propertyId,
      kind: 'turnover',
      windowStart: new Date(startsAt),
      windowEnd: new Date(new Date(startsAt).getTime() + 5 * 3_600_000),
      status: 'pending',
      cleanerUserId,
      assignedAt: now,
      ackState: 'requested',
      notifiedAt: now,
      ackDeadline: new Date(now.getTime() + 4 * 3_600_000),
      checklist: CHECKLIST,
      createdAt: now,
      updatedAt: now,
    })
    .returning();
  return task!;
}

async function photo(): Promise<Buffer> {
  return sharp({ create: { width: 64, height: 48, channels: 3, background: '#d9a441' } })
    .jpeg()
    .withExif({ IFD0: { Make: 'Cohost' }, IFD2: { DateTimeOriginal: '2026:06:01 11:15:00', OffsetTimeOriginal: '+02:00' } })
    .toBuffer();
}

/** Sends a file through the portal's upload routes in parts of `part` bytes; answers the upload's id. */
async function upload(client: TestClient, taskId: string, file: Buffer, part = 200): Promise<string> {
  const started = await client.post<UploadStatus>(`/api/cleaner/tasks/${taskId}/photo-uploads`, { size: file.length, contentType: 'image/jpeg', sha256: createHash('sha256').update(file).digest('hex') });
  expect(started.status, started.text).toBe(201);
  for (let offset = 0; offset < file.length; offset += part) {
    const response = await fetch(new URL(`/api/cleaner/photo-uploads/${started.json.id}`, client.baseUrl), {
      method: 'PATCH',
      headers: { origin: client.baseUrl, cookie: client.cookieHeader(), [UPLOAD_OFFSET_HEADER]: String(offset), 'content-type': UPLOAD_PART_CONTENT_TYPE },
      body: file.subarray(offset, offset + part),
    });
    expect(response.status, await response.clone().text()).toBe(200);
  }
  return started.json.id;
}

async function eventsOf(t: TestApp, type: string, taskId: string) {
  return (await t.database.db.select().from(domainEvents).where(and(eq(domainEvents.type, type), eq(domainEvents.aggregate, taskId)))).map((row) => row.payload as Record<string, unknown>);
}

describe('the cleaner portal on the real database', () => {
  let t: TestApp;
  let mine: Team;
  let other: Team;

  beforeAll(async () => {
    t = await startTestApp();
    mine = await team(t, 2);
    other = await team(t, 1);
    t.clock.set('2026-06-01T06:00:00Z');
  });
  afterAll(() => t.close());

  it('shows a cleaner only their own tasks: another cleaner’s or workspace’s answers 404 to every read and write', async () => {
    const [carla, dan] = mine.cleaners;
    const own = await assignedTask(t, mine.workspaceId, mine.property.id, carla!.userId);
    const colleagues = await assignedTask(t, mine.workspaceId, mine.property.id, dan!.userId);
    const elsewhere = await assignedTask(t, other.workspaceId, other.property.id, other.cleaners[0]!.userId);

    const overview = (await carla!.client.get<PortalOverview>('/api/cleaner/tasks')).json;
    const ids = [...overview.today, ...overview.upcoming].map((task) => task.id);
    expect(ids).toContain(own.id);
    expect(ids).not.toContain(colleagues.id);
    expect(ids).not.toContain(elsewhere.id);
    const card = overview.today.find((task) => task.id === own.id)!;
    expect(card).toMatchObject({
      status: 'pending',
      property: { name: 'Harbor House', address: '3 Quai des Pêcheurs, Honfleur, 14600' },
      date: '2026-06-01',
      acknowledgement: { reason: 'assigned', change: null },
      doorCode: null,
    });
    expect(card.checklist.flatMap((room) => room.items.map((item) => item.key))).toEqual(['kitchen/dishes', 'kitchen/fridge', 'bedroom/linen']);

    for (const task of [colleagues, elsewhere]) {
      expect((await carla!.client.get(`/api/cleaner/tasks/${task.id}`)).status).toBe(404);
      for (const action of ['acknowledge', 'start', 'complete']) expect((await carla!.client.post(`/api/cleaner/tasks/${task.id}/${action}`, {})).status, action).toBe(404);
      expect((await carla!.client.post(`/api/cleaner/tasks/${task.id}/checklist`, { itemKey: 'kitchen/dishes', done: true })).status).toBe(404);
      expect((await carla!.client.post(`/api/cleaner/tasks/${task.id}/photo-uploads`, { size: 10, contentType: 'image/jpeg' })).status).toBe(404);
      expect((await carla!.client.request(`/api/cleaner/tasks/${task.id}/report`, { method: 'PUT', body: { notes: 'x' } })).status).toBe(404);
      expect((await carla!.client.request(`/api/cleaner/tasks/${task.id}/supplies`, { method: 'PUT', body: { items: [{ name: 'Soap', quantity: 1 }] } })).status).toBe(404);
      expect((await carla!.client.post(`/api/cleaner/tasks/${task.id}/issues`, { kind: 'damage', description: 'Broken lamp' })).status).toBe(404);
    }
    const untouched = await t.database.db.select().from(cleaningTasks).where(eq(cleaningTasks.id, colleagues.id));
    expect(untouched[0]).toMatchObject({ status: 'pending', ackState: 'requested', startedAt: null });
    expect((await carla!.client.get('/api/cleaner/tasks/not-a-uuid')).status).toBe(404);
    // Hosts follow cleanings on their own screens: the portal is the cleaners'.
    expect((await mine.host.get('/api/cleaner/tasks')).json).toMatchObject({ error: { code: 'cleaning.cleaners-only' } });
  });

  it('keeps a tick once however often it is sent, unticks it, and refuses an item not on the checklist', async () => {
    const [carla] = mine.cleaners;
    const task = await assignedTask(t, mine.workspaceId, mine.property.id, carla!.userId);
    for (let times = 0; times < 3; times++) {
      const ticked = await carla!.client.post(`/api/cleaner/tasks/${task.id}/checklist`, { itemKey: 'kitchen/dishes', done: true });
      expect(ticked.status, ticked.text).toBe(200);
    }
    expect(await t.database.db.select().from(cleaningChecklistTicks).where(eq(cleaningChecklistTicks.taskId, task.id))).toHaveLength(1);
    const card = (await carla!.client.get<PortalTask>(`/api/cleaner/tasks/${task.id}`)).json;
    expect(card.checklist[0]!.items.map((item) => item.isDone)).toEqual([true, false]);

    await carla!.client.post(`/api/cleaner/tasks/${task.id}/checklist`, { itemKey: 'kitchen/dishes', done: false });
    await carla!.client.post(`/api/cleaner/tasks/${task.id}/checklist`, { itemKey: 'kitchen/dishes', done: false });
    expect(await t.database.db.select().from(cleaningChecklistTicks).where(eq(cleaningChecklistTicks.taskId, task.id))).toHaveLength(0);
    const unknown = await carla!.client.post<{ error: { code: string } }>(`/api/cleaner/tasks/${task.id}/checklist`, { itemKey: 'garage/car', done: true });
    expect([unknown.status, unknown.json.error.code]).toEqual([404, 'cleaning.checklist-item-not-found']);
  });

  it('acknowledges, starts, completes once and publishes cleaning.completed with the photos and problems; a completed task takes no more ticks', async () => {
    const [carla] = mine.cleaners;
    const task = await assignedTask(t, mine.workspaceId, mine.property.id, carla!.userId);
    const acknowledged = await carla!.client.post<PortalTask>(`/api/cleaner/tasks/${task.id}/acknowledge`, {});
    expect(acknowledged.json).toMatchObject({ acknowledgement: null, acknowledgedAt: t.clock.now().toISOString() });
    t.clock.advance(60 * 60_000);
    expect((await carla!.client.post<PortalTask>(`/api/cleaner/tasks/${task.id}/start`, {})).json).toMatchObject({ status: 'in-progress', startedAt: t.clock.now().toISOString() });
    t.clock.advance(95 * 60_000);
    const completed = await carla!.client.post<PortalTask>(`/api/cleaner/tasks/${task.id}/complete`, {});
    expect(completed.json).toMatchObject({ status: 'completed', durationMinutes: 95 });
    await carla!.client.post(`/api/cleaner/tasks/${task.id}/complete`, {});

    const published = await eventsOf(t, 'cleaning.completed', task.id);
    expect(published).toEqual([expect.objectContaining({ workspaceId: mine.workspaceId, taskId: task.id, cleanerUserId: carla!.userId, photoIds: [], issueCount: 0 })]);
    const late = await carla!.client.post<{ error: { code: string } }>(`/api/cleaner/tasks/${task.id}/checklist`, { itemKey: 'kitchen/dishes', done: true });
    expect([late.status, late.json.error.code]).toEqual([409, 'cleaning.task-completed']);
    const stats = (await carla!.client.get<PortalOverview>('/api/cleaner/tasks')).json.stats;
    expect(stats).toMatchObject({ completedThisWeek: 1, averageMinutes: 95, rating: null });
    // Two days on, it is among the recently completed, no longer today's.
    t.clock.advance(2 * 86_400_000);
    const later = (await carla!.client.get<PortalOverview>('/api/cleaner/tasks')).json;
    expect(later.recent.map((one) => one.id)).toContain(task.id);
    expect(later.today.map((one) => one.id)).not.toContain(task.id);
    t.clock.advance(-2 * 86_400_000);
  });

  it('asks again after a change, and says why', async () => {
    const [, dan] = mine.cleaners;
    const task = await assignedTask(t, mine.workspaceId, mine.property.id, dan!.userId);
    await t.database.db.update(cleaningTasks).set({ ackState: 'acknowledged', changeNeedsAck: true, changeReason: 'The guest leaves at 12:00 instead of 10:00' }).where(eq(cleaningTasks.id, task.id));
    const card = (await dan!.client.get<PortalTask>(`/api/cleaner/tasks/${task.id}`)).json;
    expect(card.acknowledgement).toMatchObject({ reason: 'changed', change: 'The guest leaves at 12:00 instead of 10:00' });
    expect((await dan!.client.post<PortalTask>(`/api/cleaner/tasks/${task.id}/acknowledge`, {})).json.acknowledgement).toBeNull();
  });

  it('reports a problem with a photo, counts supplies and submits notes, each published or kept for the host', async () => {
    const [carla] = mine.cleaners;
    const task = await assignedTask(t, mine.workspaceId, mine.property.id, carla!.userId);
    const uploadId = await upload(carla!.client, task.id, await photo());
    const issue = await carla!.client.post<PortalIssue>(`/api/cleaner/tasks/${task.id}/issues`, { kind: 'damage', description: 'The bedroom lamp is broken', uploadIds: [uploadId] });
    expect(issue.status, issue.text).toBe(201);
    expect(issue.json.photos).toHaveLength(1);
    expect(await eventsOf(t, 'cleaning.issue-reported', task.id)).toEqual([
      expect.objectContaining({ issueId: issue.json.id, kind: 'damage', description: 'The bedroom lamp is broken', photoIds: [issue.json.photos[0]!.id] }),
    ]);

    const counted = await carla!.client.request<PortalTask>(`/api/cleaner/tasks/${task.id}/supplies`, { method: 'PUT', body: { items: [{ name: 'Toilet paper', quantity: 6 }, { name: 'Dish soap', quantity: 0 }] } });
    expect(counted.json.supplies).toEqual([{ name: 'Dish soap', quantity: 0 }, { name: 'Toilet paper', quantity: 6 }]);
    expect(await eventsOf(t, 'cleaning.supplies-counted', task.id)).toEqual([
      expect.objectContaining({ items: [{ key: 'toilet-paper', name: 'Toilet paper', quantity: 6 }, { key: 'dish-soap', name: 'Dish soap', quantity: 0 }] }),
    ]);

    const reported = await carla!.client.request<PortalTask>(`/api/cleaner/tasks/${task.id}/report`, { method: 'PUT', body: { notes: 'All good apart from the lamp.' } });
    expect(reported.json.report).toMatchObject({ notes: 'All good apart from the lamp.' });
  });

  it("lists the property's supply items to count, and flags the low ones for the cleaner to bring or check", async () => {
    const [carla] = mine.cleaners;
    const task = await assignedTask(t, mine.workspaceId, mine.property.id, carla!.userId, '2026-06-03T09:00:00Z');
    const before = (await carla!.client.get<PortalTask>(`/api/cleaner/tasks/${task.id}`)).json;
    // The supplies module's starter list, stocked to par: nothing to bring.
    expect(before.supplyItems).toContainEqual({ name: 'Toilet paper', unit: 'rolls', runningLow: false });
    expect(before.supplyItems.some((item) => item.runningLow)).toBe(false);

    // A count (delivered to supplies as the event bus would) leaves the soap at nothing: the next card says to bring it.
    const supplies = t.modules.find((module) => module.name === 'supplies')!;
    const restock = supplies.subscriptions!.find((entry) => entry.subscriber === 'supplies.restock-from-count')!;
    await restock.handle({ payload: { workspaceId: mine.workspaceId, propertyId: mine.property.id, taskId: task.id, countedBy: carla!.userId, items: [{ key: 'dish-soap', name: 'Dish soap', quantity: 0 }] } } as never);
    const after = (await carla!.client.get<PortalTask>(`/api/cleaner/tasks/${task.id}`)).json;
    expect(after.supplyItems.filter((item) => item.runningLow).map((item) => item.name)).toEqual(['Dish soap']);

    // "Notify cleaners of low stock" off: the items are still listed for the count, none flagged.
    const settings = await mine.host.request('/api/ai-settings', { method: 'PUT', body: { settings: { ...DEFAULT_AUTONOMY_SETTINGS, supplies: { ...DEFAULT_AUTONOMY_SETTINGS.supplies, notifyCleanersLowStock: false } } } });
    expect(settings.status, settings.text).toBeLessThan(300);
    const quiet = (await carla!.client.get<PortalTask>(`/api/cleaner/tasks/${task.id}`)).json;
    expect(quiet.supplyItems.length).toBe(after.supplyItems.length);
    expect(quiet.supplyItems.some((item) => item.runningLow)).toBe(false);
  });
});

describe.each([
  ['disk', async () => ({ env: {}, close: async () => undefined })],
  [
    'S3 (stand-in)',
    async () => {
      const s3: S3StandIn = await startS3StandIn({ bucket: 'cohost-photos', region: 'us-east-1', accessKeyId: 'AKIAPHOTOS', secretAccessKey: 'photos-stand-in-secret' });
      return {
        env: { FILES_PROVIDER: 's3', S3_ENDPOINT: s3.url, S3_REGION: 'us-east-1', S3_BUCKET: 'cohost-photos', S3_ACCESS_KEY_ID: 'AKIAPHOTOS', S3_SECRET_ACCESS_KEY: 'photos-stand-in-secret' },
        close: () => s3.close(),
      };
    },
  ],
])('before and after photos kept on %s', (_name, openStorage) => {
  let t: TestApp;
  let mine: Team;
  let other: Team;
  let closeStorage: () => Promise<void>;

  beforeAll(async () => {
    const storage = await openStorage();
    closeStorage = storage.close;
    t = await startTestApp({ env: storage.env });
    mine = await team(t, 2);
    other = await team(t, 1);
    t.clock.set('2026-06-01T06:00:00Z');
  });
  afterAll(async () => {
    await t.close();
    await closeStorage();
  });

  it('takes a photo sent in parts, keeps it without its metadata but with its capture time, and serves it to the workspace only', async () => {
    const [carla, dan] = mine.cleaners;
    const task = await assignedTask(t, mine.workspaceId, mine.property.id, carla!.userId);
    const original = await photo();
    const uploadId = await upload(carla!.client, task.id, original);
    // Another cleaner cannot continue, read or attach Carla's upload.
    expect((await dan!.client.get(`/api/cleaner/photo-uploads/${uploadId}`)).status).toBe(404);
    const danTask = await assignedTask(t, mine.workspaceId, mine.property.id, dan!.userId);
    expect((await dan!.client.post(`/api/cleaner/tasks/${danTask.id}/photos`, { uploadId, phase: 'before' })).status).toBe(404);

    const kept = await carla!.client.post<PortalPhoto>(`/api/cleaner/tasks/${task.id}/photos`, { uploadId, phase: 'before' });
    expect(kept.status, kept.text).toBe(201);
    expect(kept.json).toMatchObject({ phase: 'before', takenAt: '2026-06-01T09:15:00.000Z' });
    expect((await carla!.client.get(`/api/cleaner/photo-uploads/${uploadId}`)).status).toBe(404);

    const served = await carla!.client.fetchRaw(kept.json.url);
    expect(served.status).toBe(200);
    expect(served.headers.get('content-type')).toBe('image/jpeg');
    expect(served.headers.get('cache-control')).toMatch(/^private, max-age=\d+$/);
    const bytes = Buffer.from(await served.arrayBuffer());
    expect((await sharp(bytes).metadata()).exif).toBeUndefined();
    expect((await mine.host.fetchRaw(kept.json.thumbnailUrl)).status).toBe(200);
    // Another workspace's member gets nothing, even with the link.
    expect((await other.host.fetchRaw(kept.json.url)).status).toBe(404);
    expect((await new TestClient(t.url).fetchRaw(kept.json.url)).status).toBe(401);
    t.clock.advance(3 * 3_600_000);
    expect((await carla!.client.fetchRaw(kept.json.url)).status).toBe(410);
  });

  it('keeps a photo as the proof of a checklist item, and refuses an item the checklist does not have', async () => {
    const [carla] = mine.cleaners;
    const task = await assignedTask(t, mine.workspaceId, mine.property.id, carla!.userId);
    const unknown = await carla!.client.post<{ error: { code: string } }>(`/api/cleaner/tasks/${task.id}/photos`, { uploadId: await upload(carla!.client, task.id, await photo()), phase: 'after', itemKey: 'garage/car' });
    expect([unknown.status, unknown.json.error.code]).toEqual([404, 'cleaning.checklist-item-not-found']);
    const kept = await carla!.client.post<PortalPhoto>(`/api/cleaner/tasks/${task.id}/photos`, { uploadId: await upload(carla!.client, task.id, await photo()), phase: 'after', itemKey: 'kitchen/fridge' });
    expect(kept.json).toMatchObject({ phase: 'after', itemKey: 'kitchen/fridge' });
    expect((await carla!.client.get<PortalTask>(`/api/cleaner/tasks/${task.id}`)).json.photos).toEqual([expect.objectContaining({ id: kept.json.id, itemKey: 'kitchen/fridge' })]);
  });

  it('refuses a file that is too large or not a photo, with a message for the cleaner', async () => {
    const [carla] = mine.cleaners;
    const task = await assignedTask(t, mine.workspaceId, mine.property.id, carla!.userId);
    const tooLarge = await carla!.client.post<{ error: { message: string } }>(`/api/cleaner/tasks/${task.id}/photo-uploads`, { size: 20_000_000, contentType: 'image/jpeg' });
    expect([tooLarge.status, tooLarge.json.error.message]).toEqual([413, 'This file is 20 MB; the limit is 15 MB.']);
    expect((await carla!.client.post(`/api/cleaner/tasks/${task.id}/photo-uploads`, { size: 100, contentType: 'application/pdf' })).status).toBe(415);
    const notAPhoto = await upload(carla!.client, task.id, Buffer.from('this is not a photo at all, only words'.repeat(10)));
    const refused = await carla!.client.post<{ error: { code: string } }>(`/api/cleaner/tasks/${task.id}/photos`, { uploadId: notAPhoto, phase: 'after' });
    expect([refused.status, refused.json.error.code]).toEqual([415, 'files.unsupported-type']);
  });
});
