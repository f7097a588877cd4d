import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ManualClock } from '../../../../test/support/test-app';
import { createTestDatabase, type TestDatabase } from '../../../../test/support/test-database';
import { LockProviderError } from './lock-provider';
import { VirtualLocks } from './virtual-lock-provider';

const SECOND = 1_000;
const HOUR = 3_600_000;

describe('virtual locks', () => {
  let database: TestDatabase;
  const clock = new ManualClock(new Date('2026-12-01T12:00:00Z'));
  let locks: VirtualLocks;
  const window = (fromHours: number, toHours: number) => ({ startsAt: new Date(clock.now().getTime() + fromHours * HOUR), endsAt: new Date(clock.now().getTime() + toHours * HOUR) });

  beforeAll(async () => {
    database = await createTestDatabase();
    locks = new VirtualLocks(database.db, clock);
  });
  afterAll(() => database.close());

  it('programs a code in seconds, confirms it, and lets it open the door only inside its window', async () => {
    const device = await locks.createDevice('ws-a', { name: 'Front door', profile: 'yale-assure', seed: 1, failureRate: 0, batteryPercent: 90 });
    expect(device).toMatchObject({ manufacturer: 'Yale', online: true, locked: true, batteryPercent: 90 });
    expect(device.capabilities.supportedCodeLengths).toEqual([4, 5, 6, 7, 8]);
    const lock = locks.connect('ws-a');

    const created = await lock.createAccessCode({ deviceId: device.deviceId, name: 'Dana', code: '583920', ...window(2, 50), idempotencyKey: 'code-1', useBackupPool: true });
    expect(created.status).toBe('setting');
    // The same request again (a retry after a timeout) is the same code, not a second one.
    expect((await lock.createAccessCode({ deviceId: device.deviceId, name: 'Dana', code: '583920', ...window(2, 50), idempotencyKey: 'code-1', useBackupPool: true })).accessCodeId).toBe(created.accessCodeId);
    clock.advance(15 * SECOND);
    expect((await lock.getAccessCode(created.accessCodeId))?.status).toBe('set');

    expect(await locks.enterCode('ws-a', device.deviceId, '583920')).toBeNull();
    clock.advance(3 * HOUR);
    expect(await locks.enterCode('ws-a', device.deviceId, '583920')).toEqual({ accessCodeId: created.accessCodeId });
    expect((await lock.getDevice(device.deviceId))?.locked).toBe(false);
    expect(await locks.enterCode('ws-a', device.deviceId, '111222')).toBeNull();

    // Moved, not replaced; then removed and the removal confirmed.
    const moved = await lock.updateAccessCodeWindow(created.accessCodeId, window(-3, 70));
    expect(moved).toMatchObject({ accessCodeId: created.accessCodeId, code: '583920', status: 'set' });
    await lock.deleteAccessCode(created.accessCodeId);
    expect((await lock.getAccessCode(created.accessCodeId))?.status).toBe('removing');
    clock.advance(10 * SECOND);
    expect(await lock.getAccessCode(created.accessCodeId)).toBeNull();
  });

  it('refuses what the keypad would: a length it does not take, a code already on it, and a full lock', async () => {
    const device = await locks.createDevice('ws-a', { name: 'Nuki', profile: 'nuki-keypad', seed: 2, failureRate: 0, batteryPercent: 80 });
    const lock = locks.connect('ws-a');
    const request = { deviceId: device.deviceId, name: 'Guest', ...window(1, 5), useBackupPool: false };
    await expect(lock.createAccessCode({ ...request, code: '5839', idempotencyKey: 'short' })).rejects.toMatchObject({ code: 'invalid_code_length', retryable: false });
    await lock.createAccessCode({ ...request, code: '583921', idempotencyKey: 'first' });
    await expect(lock.createAccessCode({ ...request, code: '583921', idempotencyKey: 'again' })).rejects.toBeInstanceOf(LockProviderError);
  });

  it('fails to program while offline, and hands out a backup code already on the lock', async () => {
    const device = await locks.createDevice('ws-a', { name: 'Back door', profile: 'august-wifi', seed: 3, failureRate: 0, batteryPercent: 60 });
    const lock = locks.connect('ws-a');
    await locks.setOfflineUntil('ws-a', device.deviceId, new Date(clock.now().getTime() + HOUR));
    expect((await lock.getDevice(device.deviceId))?.errors).toEqual([{ code: 'device_offline', message: 'The lock is offline.' }]);
    await expect(lock.lock(device.deviceId)).rejects.toMatchObject({ code: 'device_offline', retryable: true });

    const code = await lock.createAccessCode({ deviceId: device.deviceId, name: 'Sam', code: '406281', ...window(20, 70), idempotencyKey: 'offline-1', useBackupPool: true });
    clock.advance(15 * SECOND);
    const failed = await lock.getAccessCode(code.accessCodeId);
    expect(failed).toMatchObject({ status: 'failed', errors: [{ code: 'device_offline' }] });

    const backup = await lock.pullBackupAccessCode(code.accessCodeId);
    expect(backup).toMatchObject({ isBackup: true, status: 'set', startsAt: code.startsAt, endsAt: code.endsAt });
    expect(backup!.code).toMatch(/^\d{6}$/);
    // The same backup comes back on a later pull; the pool refills.
    expect((await lock.pullBackupAccessCode(code.accessCodeId))?.accessCodeId).toBe(backup!.accessCodeId);
    const second = await lock.createAccessCode({ deviceId: device.deviceId, name: 'Lee', code: '739152', ...window(30, 80), idempotencyKey: 'offline-2', useBackupPool: true });
    expect((await lock.pullBackupAccessCode(second.accessCodeId))?.accessCodeId).not.toBe(backup!.accessCodeId);
  });

  it('draws failures from its seed: the same device and codes fail the same way on every run', async () => {
    const outcomes = async (seed: number) => {
      const device = await locks.createDevice('ws-b', { name: `Seeded ${seed}`, profile: 'yale-assure', seed, failureRate: 0.5, batteryPercent: 100 });
      const lock = locks.connect('ws-b');
      const ids: string[] = [];
      for (let index = 0; index < 8; index++) {
        ids.push((await lock.createAccessCode({ deviceId: device.deviceId, name: `Guest ${index}`, code: `5${index}8${index}31`, ...window(1, 9), idempotencyKey: `seeded-${index}`, useBackupPool: false })).accessCodeId);
      }
      clock.advance(15 * SECOND);
      return Promise.all(ids.map(async (id) => (await lock.getAccessCode(id))!.status));
    };
    const first = await outcomes(42);
    expect(await outcomes(42)).toEqual(first);
    expect(first).toContain('failed');
    expect(first).toContain('set');
  });

  it('drains its battery with time and use, and keeps each workspace to its own devices', async () => {
    const device = await locks.createDevice('ws-c', { name: 'Garage', profile: 'schlage-encode', seed: 4, failureRate: 0, batteryPercent: 21 });
    clock.advance(10 * 24 * HOUR);
    const later = await locks.connect('ws-c').getDevice(device.deviceId);
    expect(later!.batteryPercent).toBeLessThan(21);
    expect(later!.warnings).toEqual([{ code: 'low_battery', message: `Battery at ${later!.batteryPercent}%.` }]);
    expect(await locks.connect('ws-a').getDevice(device.deviceId)).toBeNull();
    await expect(locks.connect('ws-a').lock(device.deviceId)).rejects.toMatchObject({ code: 'device_not_found' });
  });
});
