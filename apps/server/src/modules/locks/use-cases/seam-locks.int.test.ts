import { applyAutonomyMode, DEFAULT_AUTONOMY_SETTINGS, type LocksOverview, type Property, type ReservationResult, type SeamAccount, type SeamDevice } from '@cohost/shared';
import { and, asc, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { signedInHost } from '../../../../test/support/accounts';
import type { TestClient } from '../../../../test/support/http-client';
import { SeamStandIn, type StandInEvent } from '../../../../test/support/seam-stand-in';
import { startTestApp, type TestApp } from '../../../../test/support/test-app';
import type { createLocksModule } from '..';
import { activityLog } from '../../automation/automation.tables';
import { doorCodes, lockEvents, lockProviderAccounts, locks as locksTable, lockWebhookDeliveries } from '../locks.tables';

type Locks = ReturnType<typeof createLocksModule>;
type ErrorBody = { error: { code: string; message: string; details?: Array<{ path: string; message: string }> } };

/**
 * A host connects a Seam account through the API, adds a lock from it, and its codes go through
 * the real SDK to a stand-in for Seam on 127.0.0.1 and come back through signed webhooks.
 */
describe('Seam accounts: connect with a tested key, add a lock from Seam, codes confirmed by webhook', () => {
  const seam = new SeamStandIn();
  let t: TestApp;
  let host: TestClient;
  let locks: Locks;
  let workspaceId: string;
  let property: Property;
  let frontDoor: string;
  let gardenGate: string;
  let webhookUrl: string;
  let lockId: string;
  let reservationId: string;

  const account = () => t.database.db.select().from(lockProviderAccounts).where(eq(lockProviderAccounts.workspaceId, workspaceId));
  const lockRow = async () => (await t.database.db.select().from(locksTable).where(eq(locksTable.id, lockId)))[0]!;
  const codesOf = (id: string) => t.database.db.select().from(doorCodes).where(eq(doorCodes.reservationId, id)).orderBy(asc(doorCodes.createdAt));
  const eventsOfLock = () => t.database.db.select().from(lockEvents).where(eq(lockEvents.lockId, lockId)).orderBy(asc(lockEvents.at));
  /** A delivery as Seam's Svix sends it: no Origin, no cookie, the raw signed body. */
  const deliver = async (url: string, delivery: { body: string; headers: Record<string, string> }) => {
    const response = await fetch(url, { method: 'POST', headers: delivery.headers, body: delivery.body });
    const text = await response.text();
    return { status: response.status, json: (text ? JSON.parse(text) : null) as { received?: true; duplicate?: boolean; error?: { code: string } } };
  };
  const onFrontDoor = (event: StandInEvent): StandInEvent => ({ device_id: frontDoor, connected_account_id: 'ca_front', ...event });

  beforeAll(async () => {
    await seam.start();
    t = await startTestApp({ env: { SEAM_API_URL: seam.url } });
    host = (await signedInHost(t, 'Seam Host')).client;
    workspaceId = ((await host.get('/api/accounts/me')).json as { workspace: { id: string } }).workspace.id;
    locks = t.modules.find((module) => module.name === 'locks') as unknown as Locks;
    property = (await host.post<Property>('/api/properties', { name: 'Harbour House', timezone: 'UTC', checkInTime: '15:00', checkOutTime: '10:00' })).json;
    // Expert: Cohost sends codes on its own (no approval in between).
    const saved = await host.request('/api/ai-settings', { method: 'PUT', body: { settings: applyAutonomyMode(DEFAULT_AUTONOMY_SETTINGS, 'expert') } });
    expect(saved.status, saved.text).toBe(200);
    frontDoor = seam.addDevice({ name: 'Front door', manufacturerDisplayName: 'August', model: 'Wi-Fi Smart Lock', batteryLevel: 0.8, supportsBackupPool: true, backupCodes: ['731946'] });
    gardenGate = seam.addDevice({ name: 'Garden gate', manufacturerDisplayName: 'Nuki', canProgramOnlineAccessCodes: false, canRemotelyLockAndUnlock: false });
    t.clock.set('2026-12-01T17:00:00Z');
  });
  afterAll(async () => {
    await t?.close();
    await seam.stop();
  });

  it('refuses a key Seam refuses, naming the apiKey field, and saves nothing', async () => {
    for (const apiKey of ['seam_test_not_this_workspace', 'not-a-seam-key']) {
      const refused = await host.request<ErrorBody>('/api/locks/seam', { method: 'PUT', body: { apiKey } });
      expect(refused.status, refused.text).toBe(422);
      expect(refused.json.error.code).toBe('locks.seam-key-refused');
      expect(refused.json.error.details?.map((detail) => detail.path)).toEqual(['apiKey']);
    }
    const blank = await host.request<ErrorBody>('/api/locks/seam', { method: 'PUT', body: { apiKey: ' ', webhookSecret: 'not-a-secret' } });
    expect(blank.status).toBe(400);
    expect([...new Set(blank.json.error.details?.map((detail) => detail.path))].sort()).toEqual(['apiKey', 'webhookSecret']);

    expect(await account()).toEqual([]);
    expect((await host.get<SeamAccount>('/api/locks/seam')).json).toMatchObject({ connected: false, apiKeyLast4: null, webhookUrl: null });
    const devices = await host.get<ErrorBody>('/api/locks/seam/devices');
    expect(devices.status).toBe(409);
    expect(devices.json.error.code).toBe('locks.provider-not-connected');
  });

  it('saves a key Seam takes, sealed and never shown again, and lists the account’s locks with what each can do', async () => {
    const saved = await host.request<SeamAccount>('/api/locks/seam', { method: 'PUT', body: { apiKey: seam.apiKey } });
    expect(saved.status, saved.text).toBe(200);
    expect(saved.json).toMatchObject({ connected: true, status: 'connected', apiKeyLast4: seam.apiKey.slice(-4), hasWebhookSecret: false, connectedAt: '2026-12-01T17:00:00.000Z' });
    expect(saved.json.webhookUrl).toMatch(new RegExp(`^${t.url}/api/webhooks/seam/[A-Za-z0-9_-]{43}$`));
    webhookUrl = saved.json.webhookUrl!;
    const read = await host.get<SeamAccount>('/api/locks/seam');
    expect(read.json).toEqual(saved.json);
    for (const answer of [saved.text, read.text]) expect(answer).not.toContain(seam.apiKey);
    const [row] = await account();
    expect(row!.apiKeySealed).toMatch(/^v1\./);
    expect(JSON.stringify(row)).not.toContain(seam.apiKey);

    const devices = await host.get<{ devices: SeamDevice[] }>('/api/locks/seam/devices');
    expect(devices.status, devices.text).toBe(200);
    expect(devices.json.devices).toEqual([
      { deviceId: frontDoor, name: 'Front door', manufacturer: 'August', model: 'Wi-Fi Smart Lock', online: true, batteryPercent: 80, canProgramCodes: true },
      { deviceId: gardenGate, name: 'Garden gate', manufacturer: 'Nuki', model: 'Smart Lock', online: true, batteryPercent: null, canProgramCodes: false },
    ]);
    // The server's own connection (deps.connect) uses the saved key: the every-minute pass has nothing to fail on.
    await expect(locks.advanceDoorCodes()).resolves.toBeTypeOf('number');
  });

  it('opens a Connect Webview that returns to /smart-locks, and reads it authorized once the host signed in to their lock brand', async () => {
    expect((await host.get('/api/locks/seam/connect-webview')).json).toEqual({ status: 'none' });
    const started = await host.post<{ url: string }>('/api/locks/seam/connect-webview', {});
    expect(started.status, started.text).toBe(200);
    const webviewId = new URL(started.json.url).searchParams.get('connect_webview_id')!;
    expect(started.json.url.startsWith(seam.url)).toBe(true);
    expect((await host.get('/api/locks/seam/connect-webview')).json).toEqual({ status: 'pending' });
    seam.authorizeWebview(webviewId);
    expect((await host.get('/api/locks/seam/connect-webview')).json).toEqual({ status: 'authorized' });
  });

  it('refuses a lock Seam cannot put access codes on, and one the account does not have', async () => {
    const incapable = await host.post<ErrorBody>('/api/locks/seam/devices', { deviceId: gardenGate, propertyId: property.id });
    expect(incapable.status).toBe(409);
    expect(incapable.json.error).toMatchObject({ code: 'locks.device-cannot-program-codes', message: expect.stringContaining('Garden gate') });
    const unknown = await host.post<ErrorBody>('/api/locks/seam/devices', { deviceId: 'c5a4b1a2-0000-4000-8000-000000000000', propertyId: property.id });
    expect(unknown.status).toBe(404);
    expect(unknown.json.error.code).toBe('locks.device-not-found');
    expect((await host.get<LocksOverview>('/api/locks')).json.locks).toEqual([]);
  });

  it('adds a Seam lock to a property with a booked stay: its code is planned, sent to Seam by the minute’s pass, and set by a signed webhook', async () => {
    const booked = await host.post<ReservationResult>(`/api/properties/${property.id}/reservations`, { checkInDate: '2026-12-02', checkOutDate: '2026-12-05', guestName: 'Dana Ruiz', guestPhone: '+1 303 555 0142' });
    expect(booked.status, booked.text).toBe(201);
    reservationId = booked.json.reservation.id;
    await t.deliverEvents();

    const added = await host.post<{ id: string; name: string }>('/api/locks/seam/devices', { deviceId: frontDoor, propertyId: property.id });
    expect(added.status, added.text).toBe(201);
    expect(added.json.name).toBe('Front door');
    lockId = added.json.id;
    expect(await lockRow()).toMatchObject({ provider: 'seam', deviceId: frontDoor, manufacturer: 'August', batteryPercent: 80, capabilities: { supportsBackupCodes: true, supportedCodeLengths: [4, 5, 6, 7, 8] } });
    const [planned] = await codesOf(reservationId);
    expect(planned).toMatchObject({ status: 'planned', lockId, holderName: 'Dana Ruiz' });
    // Added once: the account's list no longer offers it, and a second add is refused.
    expect((await host.get<{ devices: SeamDevice[] }>('/api/locks/seam/devices')).json.devices.map((device) => device.deviceId)).toEqual([gardenGate]);
    expect((await host.post<ErrorBody>('/api/locks/seam/devices', { deviceId: frontDoor, propertyId: property.id })).json.error.code).toBe('locks.lock-already-added');

    // Check-in 15:00 tomorrow: within 24 hours, so the minute's pass sends it now, through the SDK to Seam.
    await locks.advanceDoorCodes();
    const [sent] = await codesOf(reservationId);
    expect(sent).toMatchObject({ status: 'programming', providerCodeId: expect.any(String) });
    const onSeam = seam.accessCodesOn(frontDoor);
    expect(onSeam).toEqual([expect.objectContaining({ access_code_id: sent!.providerCodeId, status: 'setting', type: 'time_bound', starts_at: '2026-12-02T14:00:00.000Z', ends_at: '2026-12-05T11:00:00.000Z' })]);
    expect(await locks.findDoorCode(workspaceId, reservationId)).toMatchObject({ lockConfirmed: false });

    // The lock confirms it; Seam tells Cohost through the webhook, once its signing secret is saved.
    seam.confirmPendingCodes();
    const setOnDevice = seam.signedWebhook(onFrontDoor({ event_type: 'access_code.set_on_device', access_code_id: sent!.providerCodeId, code: onSeam[0]!.code }));
    const unverifiable = await deliver(webhookUrl, setOnDevice);
    expect(unverifiable.status).toBe(401);
    expect((await codesOf(reservationId))[0]!.status).toBe('programming');
    const secret = await host.request<SeamAccount>('/api/locks/seam/webhook-secret', { method: 'PUT', body: { webhookSecret: seam.webhookSecret } });
    expect(secret.status, secret.text).toBe(200);
    expect(secret.json.hasWebhookSecret).toBe(true);
    expect(secret.text).not.toContain(seam.webhookSecret);

    const heard: Array<{ type: string; data?: Record<string, unknown> }> = [];
    const stopListening = t.ctx.realtime.subscribe(workspaceId, (event) => heard.push(event));
    const applied = await deliver(webhookUrl, setOnDevice);
    expect(applied).toEqual({ status: 200, json: { received: true, duplicate: false } });
    // No pass ran since: the webhook set it.
    const [set] = await codesOf(reservationId);
    expect(set).toMatchObject({ status: 'set', confirmedAt: new Date('2026-12-01T17:00:00Z') });
    expect(await locks.findDoorCode(workspaceId, reservationId)).toMatchObject({ lockConfirmed: true, code: onSeam[0]!.code });
    await expect.poll(() => heard.find((event) => event.type === 'locks.door-code-changed' && event.data?.status === 'set')).toBeDefined();
    stopListening();
    expect((await eventsOfLock()).map((event) => event.kind)).toEqual(['code-sent', 'code-set']);
    expect((await host.get<SeamAccount>('/api/locks/seam')).json.lastWebhookAt).toBe('2026-12-01T17:00:00.000Z');
  });

  it('refuses a delivery not signed with the saved secret, tampered, stale or for an unknown address, and changes nothing', async () => {
    seam.setOnline(frontDoor, false);
    const event = onFrontDoor({ event_type: 'device.disconnected', error_code: 'device_disconnected' });
    const someoneElse = new SeamStandIn().signedWebhook(event);
    const genuine = seam.signedWebhook(event);
    const stale = seam.signedWebhook(event, { timestamp: new Date(Date.now() - 10 * 60_000) });
    for (const [label, url, delivery] of [
      ['another secret', webhookUrl, someoneElse],
      ['tampered body', webhookUrl, { ...genuine, body: genuine.body.replace('device.disconnected', 'device.connected') }],
      ['stale', webhookUrl, stale],
      ['unsigned', webhookUrl, { body: genuine.body, headers: { 'content-type': 'application/json' } }],
    ] as const) {
      const refused = await deliver(url, delivery);
      expect(refused.status, label).toBe(401);
      expect(refused.json.error?.code, label).toBe('locks.webhook-refused');
    }
    const forged = webhookUrl.replace(/[^/]{43}$/, 'A'.repeat(43));
    expect((await deliver(forged, genuine)).status).toBe(404);
    expect(await lockRow()).toMatchObject({ online: true, offlineSince: null });
    expect((await eventsOfLock()).map((row) => row.kind)).toEqual(['code-sent', 'code-set']);
    const taken = await t.database.db.select().from(lockWebhookDeliveries);
    expect(taken.map((delivery) => delivery.kind)).toEqual(['code-set']);
  });

  it('applies each delivery once: device.disconnected marks the lock offline, an entry with a code is logged with whose code it was', async () => {
    t.clock.set('2026-12-02T14:30:00Z');
    const disconnected = seam.signedWebhook(onFrontDoor({ event_type: 'device.disconnected', error_code: 'device_disconnected' }));
    expect((await deliver(webhookUrl, disconnected)).json).toEqual({ received: true, duplicate: false });
    expect((await deliver(webhookUrl, disconnected)).json).toEqual({ received: true, duplicate: true });
    expect(await lockRow()).toMatchObject({ online: false, offlineSince: new Date('2026-12-02T14:30:00Z'), problems: [{ code: 'device_offline', message: 'The lock is offline.' }] });

    const [code] = await codesOf(reservationId);
    const entry = seam.signedWebhook(onFrontDoor({ event_type: 'lock.unlocked', method: 'keycode', access_code_id: code!.providerCodeId, occurred_at: '2026-12-02T14:35:00.000Z' }));
    expect((await deliver(webhookUrl, entry)).json).toEqual({ received: true, duplicate: false });
    expect((await deliver(webhookUrl, entry)).json).toEqual({ received: true, duplicate: true });
    const logged = await eventsOfLock();
    expect(logged.map((row) => [row.kind, row.doorCodeId])).toEqual([
      ['code-sent', code!.id],
      ['code-set', code!.id],
      ['offline', null],
      ['code-used', code!.id],
    ]);
    expect(logged.at(-1)!.at).toEqual(new Date('2026-12-02T14:35:00Z'));
    const overview = (await host.get<LocksOverview>('/api/locks')).json;
    expect(overview.recentActivity.slice(0, 2).map((event) => event.summary)).toEqual(['Door opened with the code for Dana Ruiz', 'Went offline']);
    expect(overview.locks[0]).toMatchObject({ provider: 'seam', online: false, currentGuest: { name: 'Dana Ruiz' } });

    // Back online, as Seam reports it.
    seam.setOnline(frontDoor, true);
    expect((await deliver(webhookUrl, seam.signedWebhook(onFrontDoor({ event_type: 'device.connected' })))).status).toBe(200);
    expect(await lockRow()).toMatchObject({ online: true, offlineSince: null, problems: [] });
  });

  it('records a code changed outside Cohost on the code, the lock’s log and the activity log', async () => {
    t.clock.set('2026-12-02T14:40:00Z');
    const [code] = await codesOf(reservationId);
    const modified = seam.signedWebhook(onFrontDoor({ event_type: 'access_code.modified_external_to_seam', access_code_id: code!.providerCodeId }));
    expect((await deliver(webhookUrl, modified)).status).toBe(200);
    const [after] = await codesOf(reservationId);
    expect(after).toMatchObject({ status: 'set', lastProblem: { code: 'code_modified_external_to_seam' } });
    expect((await eventsOfLock()).at(-1)).toMatchObject({ kind: 'code-modified-outside', doorCodeId: code!.id });
    const [line] = await t.database.db
      .select()
      .from(activityLog)
      .where(and(eq(activityLog.workspaceId, workspaceId), eq(activityLog.kind, 'locks.code-modified-outside')));
    expect(line).toMatchObject({ result: 'failed', reservationId });
  });

  it('keeps the account to its workspace: another host sees nothing of it and cannot list, add or open anything with it', async () => {
    const other = (await signedInHost(t, 'Other Host')).client;
    const theirs = (await other.post<Property>('/api/properties', { name: 'Elsewhere' })).json;
    const seen = await other.get<SeamAccount>('/api/locks/seam');
    expect(seen.json).toMatchObject({ connected: false, apiKeyLast4: null, webhookUrl: null, lastWebhookAt: null });
    expect(seen.text).not.toContain(webhookUrl.split('/').at(-1)!);
    for (const answer of [await other.get<ErrorBody>('/api/locks/seam/devices'), await other.post<ErrorBody>('/api/locks/seam/connect-webview', {}), await other.post<ErrorBody>('/api/locks/seam/devices', { deviceId: gardenGate, propertyId: theirs.id })]) {
      expect(answer.status, answer.text).toBe(409);
      expect(answer.json.error.code).toBe('locks.provider-not-connected');
    }
    // Our property is not theirs to put a lock on, whatever the device.
    expect((await other.post<ErrorBody>('/api/locks/seam/devices', { deviceId: gardenGate, propertyId: property.id })).status).toBe(404);
    expect((await other.request('/api/locks/seam/webhook-secret', { method: 'PUT', body: { webhookSecret: seam.webhookSecret } })).status).toBe(409);
    expect((await other.request('/api/locks/seam', { method: 'DELETE' })).status).toBe(200);
    expect((await host.get<SeamAccount>('/api/locks/seam')).json.connected).toBe(true);
    expect((await other.get<LocksOverview>('/api/locks')).json.locks).toEqual([]);
  });

  it('disconnects: the key and secret are forgotten, the webhook address stops answering, the Seam lock stays listed and the pass waits', async () => {
    const removed = await host.request<SeamAccount>('/api/locks/seam', { method: 'DELETE' });
    expect(removed.status, removed.text).toBe(200);
    expect(removed.json).toMatchObject({ connected: false, apiKeyLast4: null, webhookUrl: null });
    expect(await account()).toEqual([]);
    expect((await host.get<SeamAccount>('/api/locks/seam')).json.connected).toBe(false);
    expect((await deliver(webhookUrl, seam.signedWebhook(onFrontDoor({ event_type: 'device.disconnected' })))).status).toBe(404);
    expect((await host.get<LocksOverview>('/api/locks')).json.locks.map((lock) => [lock.name, lock.provider])).toEqual([
['Front door', 'seam']]);
    // After checkout the code is due for removal: without an account the pass leaves it for later rather than failing.
    t.clock.set('2026-12-06T12:00:00Z');
    await expect(locks.advanceDoorCodes()).resolves.toBeGreaterThan(0);
    expect((await codesOf(reservationId))[0]!.status).toBe('set');
    const lines = await t.database.db.select().from(activityLog).where(eq(activityLog.workspaceId, workspaceId));
    expect(lines.map((line) => line.kind).filter((kind) => kind.startsWith('locks.seam-'))).toEqual(['locks.seam-connected', 'locks.seam-disconnected']);
  });
});

describe('Seam locks without native scheduling', () => {
  const seam = new SeamStandIn();
  let t: TestApp;
  let host: TestClient;
  let property: Property;

  beforeAll(async () => {
    await seam.start();
    t = await startTestApp({ env: { SEAM_API_URL: seam.url } });
    host = (await signedInHost(t, 'Seam Host')).client;
    const created = await host.post<Property>('/api/properties', { name: 'Harbour House', timezone: 'UTC', checkInTime: '15:00', checkOutTime: '10:00' });
    expect(created.status, created.text).toBe(201);
    property = created.json;
    const saved = await host.request('/api/ai-settings', { method: 'PUT', body: { settings: applyAutonomyMode(DEFAULT_AUTONOMY_SETTINGS, 'expert') } });
    expect(saved.status, saved.text).toBe(200);
    t.clock.set('2026-12-01T17:00:00Z');
    expect((await host.request('/api/locks/seam', { method: 'PUT', body: { apiKey: seam.apiKey } })).status).toBe(200);
  });
  afterAll(async () => {
    await t?.close();
    await seam.stop();
  });

  it('waits for a lock Seam programs when the window opens instead of counting its code as refused', async () => {
    const locks = t.modules.find((module) => module.name === 'locks') as unknown as Locks;
    const backDoor = seam.addDevice({ name: 'Back door', nativeScheduling: false });
    const added = await host.post<{ id: string }>('/api/locks/seam/devices', { deviceId: backDoor, propertyId: property.id });
    expect(added.status, added.text).toBe(201);
    const booked = await host.post<ReservationResult>(`/api/properties/${property.id}/reservations`, { checkInDate: '2026-12-20', checkOutDate: '2026-12-22', guestName: 'Kai Moreno' });
    await t.deliverEvents();
    const code = async () => (await t.database.db.select().from(doorCodes).where(eq(doorCodes.reservationId, booked.json.reservation.id)))[0]!;
    // T−24 h: sent; Seam keeps it unset until its window opens the next day.
    t.clock.set('2026-12-19T15:00:30Z');
    await locks.advanceDoorCodes();
    expect(await code()).toMatchObject({ status: 'programming', attempts: 0 });
    t.clock.set('2026-12-20T09:00:00Z');
    await locks.advanceDoorCodes();
    expect(await code()).toMatchObject({ status: 'programming', attempts: 0 });
    // The window opens: Seam programs it and the lock confirms.
    seam.openScheduledWindows();
    seam.confirmPendingCodes();
    t.clock.set('2026-12-20T14:01:00Z');
    await locks.advanceDoorCodes();
    expect(await code()).toMatchObject({ status: 'set', attempts: 0 });
  });
});
