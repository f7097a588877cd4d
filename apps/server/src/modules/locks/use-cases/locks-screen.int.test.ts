import type { LocksOverview, Property } from '@cohost/shared';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { signedInHost } from '../../../../test/support/accounts';
import type { TestClient } from '../../../../test/support/http-client';
import { startTestApp, type TestApp } from '../../../../test/support/test-app';
import { eq } from 'drizzle-orm';
import { doorCodes, locks, virtualLockCodes, virtualLockDevices } from '../locks.tables';

describe('the locks screen: add a virtual lock, see it as the lock reports it, lock and unlock it', () => {
  let t: TestApp;
  let host: TestClient;
  let property: Property;

  beforeAll(async () => {
    t = await startTestApp();
    host = (await signedInHost(t)).client;
    property = (await host.post<Property>('/api/properties', { name: 'Lakeside Loft', timezone: 'UTC', checkInTime: '15:00', checkOutTime: '10:00' })).json;
    t.clock.set('2026-12-01T12:00:00Z');
  });
  afterAll(() => t.close());

  it('refuses a lock without a name, property or known model, naming the field, and adds nothing', async () => {
    const refused = await host.post<{ error: { details: Array<{ path: string; message: string }> } }>('/api/locks/virtual', { name: '', propertyId: property.id, profile: 'acme' });
    expect(refused.status).toBe(400);
    expect(refused.json.error.details.map((detail) => detail.path).sort()).toEqual(['name', 'profile']);
    const unknownProperty = await host.post('/api/locks/virtual', { name: 'Door', propertyId: '00000000-0000-4000-8000-000000000000', profile: 'yale-assure' });
    expect(unknownProperty.status).toBe(404);
    expect((await host.get<LocksOverview>('/api/locks')).json.locks).toEqual([]);
  });

  it('adds a virtual lock, shows it connected, locked, with its battery and no codes yet', async () => {
    const added = await host.post<{ id: string; name: string }>('/api/locks/virtual', { name: 'Front door', propertyId: property.id, profile: 'schlage-encode' });
    expect(added.status, added.text).toBe(201);
    const overview = (await host.get<LocksOverview>('/api/locks')).json;
    expect(overview.automationOn).toBe(true);
    expect(overview.locks).toEqual([
      expect.objectContaining({
        id: added.json.id,
        name: 'Front door',
        provider: 'virtual',
        manufacturer: 'Schlage',
        property: { id: property.id, name: 'Lakeside Loft' },
        online: true,
        locked: true,
        batteryPercent: 100,
        activeCodes: 0,
        currentGuest: null,
        nextArrival: null,
        settings: { codeLength: null, bufferBeforeMinutes: 60, bufferAfterMinutes: 60 },
        remoteLockUnlock: true,
      }),
    ]);
  });

  it('unlocks and locks through the lock, recorded with who did it; an offline lock says so and changes nothing', async () => {
    const [lock] = (await host.get<LocksOverview>('/api/locks')).json.locks;
    expect((await host.post<{ locked: boolean }>(`/api/locks/${lock!.id}/unlock`, {})).json).toEqual({ locked: false });
    expect((await host.get<LocksOverview>('/api/locks')).json.locks[0]!.locked).toBe(false);
    t.clock.advance(60_000);
    expect((await host.post<{ locked: boolean }>(`/api/locks/${lock!.id}/lock`, {})).json).toEqual({ locked: true });
    const activity = (await host.get<LocksOverview>('/api/locks')).json.recentActivity;
    expect(activity.slice(0, 2).map((event) => [event.kind, event.summary, event.lockName, event.by !== null])).toEqual([
      ['locked', 'Locked from Cohost', 'Front door', true],
      ['unlocked', 'Unlocked from Cohost', 'Front door', true],
    ]);

    // The lock drops off the network (the simulated device's spell).
    const [row] = await t.database.db.select().from(locks).where(eq(locks.id, lock!.id));
    await t.database.db.update(virtualLockDevices).set({ offlineUntil: new Date('2026-12-02T00:00:00Z') }).where(eq(virtualLockDevices.deviceId, row!.deviceId));
    const offline = await host.post<{ error: { code: string; message: string } }>(`/api/locks/${lock!.id}/unlock`, {});
    expect(offline.status).toBe(409);
    expect(offline.json.error.code).toBe('locks.lock-offline');
    const card = (await host.get<LocksOverview>('/api/locks')).json.locks[0]!;
    expect(card).toMatchObject({ online: false, locked: true, offlineSince: '2026-12-01T12:01:00.000Z', problems: [{ code: 'device_offline', message: 'The lock is offline.' }] });
  });

  it('saves a lock’s code length and buffers, refusing values out of range', async () => {
    const [lock] = (await host.get<LocksOverview>('/api/locks')).json.locks;
    const refused = await host.request<{ error: { details: Array<{ path: string }> } }>(`/api/locks/${lock!.id}/settings`, { method: 'PUT', body: { codeLength: 5, bufferBeforeMinutes: -1, bufferAfterMinutes: 60 } });
    expect(refused.status).toBe(400);
    expect(refused.json.error.details.map((detail) => detail.path).sort()).toEqual(['bufferBeforeMinutes', 'codeLength']);
    const saved = await host.request(`/api/locks/${lock!.id}/settings`, { method: 'PUT', body: { codeLength: 8, bufferBeforeMinutes: 30, bufferAfterMinutes: 90 } });
    expect(saved.status, saved.text).toBe(204);
    expect((await host.get<LocksOverview>('/api/locks')).json.locks[0]!.settings).toEqual({ codeLength: 8, bufferBeforeMinutes: 30, bufferAfterMinutes: 90 });
  });

  it('removes a lock: its codes end (those on it deleted from the device), it leaves the screen, its log stays', async () => {
    const [lock] = (await host.get<LocksOverview>('/api/locks')).json.locks;
    const [row] = await t.database.db.select().from(locks).where(eq(locks.id, lock!.id));
    // Back online, with a visitor's code on it.
    await t.database.db.update(virtualLockDevices).set({ offlineUntil: null }).where(eq(virtualLockDevices.deviceId, row!.deviceId));
    const visitor = await host.post<{ id: string }>(`/api/locks/${lock!.id}/codes`, { holderName: 'Window cleaner', startsAt: '2026-12-03T09:00:00Z', endsAt: '2026-12-03T12:00:00Z' });
    expect(visitor.status, visitor.text).toBe(201);
    // Sent at once: the keypad has it.
    const onKeypad = async () => (await t.database.db.select().from(virtualLockCodes).where(eq(virtualLockCodes.deviceId, row!.deviceId))).filter((code) => !code.isBackup);
    expect(await onKeypad()).toHaveLength(1);

    const other = (await signedInHost(t)).client;
    expect((await other.request(`/api/locks/${lock!.id}`, { method: 'DELETE' })).status).toBe(404);
    const removed = await host.request(`/api/locks/${lock!.id}`, { method: 'DELETE' });
    expect(removed.status, removed.text).toBe(204);
    const overview = (await host.get<LocksOverview>('/api/locks')).json;
    expect(overview.locks).toEqual([]);
    expect(overview.recentActivity).toContainEqual(expect.objectContaining({ lockId: lock!.id, summary: 'Removed from Cohost' }));
    const [code] = await t.database.db.select().from(doorCodes).where(eq(doorCodes.id, visitor.json.id));
    expect(['removing', 'removed']).toContain(code!.status);
    // Deleted from the keypad (its own backup pool stays with the device).
    expect((await onKeypad()).filter((code) => code.status !== 'removing')).toEqual([]);
    expect((await host.request(`/api/locks/${lock!.id}`, { method: 'DELETE' })).status).toBe(404);
  });
});
