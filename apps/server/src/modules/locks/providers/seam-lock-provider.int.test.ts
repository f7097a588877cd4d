import { createServer } from 'node:net';
import { randomUUID } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { SeamStandIn, type StandInDeviceInput, type StandInEvent } from '../../../../test/support/seam-stand-in';
import { type CreateAccessCode, type LockConnection, LockProviderError } from './lock-provider';
import { connectSeam, parseSeamWebhook, seamConnectionStatus, startSeamConnection } from './seam-lock-provider';

// The real `seam` SDK against a stand-in for Seam's API over HTTP on 127.0.0.1.
const seam = new SeamStandIn();
let locks: LockConnection;

beforeAll(async () => {
  await seam.start();
  locks = connectSeam({ apiKey: seam.apiKey, endpoint: seam.url });
});

afterAll(async () => {
  await seam.stop();
});

/** Each test gets its own lock, so no test depends on another's codes. */
function addLock(input: Partial<StandInDeviceInput> = {}): string {
  return seam.addDevice({ name: 'Front door', supportsBackupPool: true, backupCodes: ['731946'], ...input });
}

function stay(deviceId: string, overrides: Partial<CreateAccessCode> = {}): CreateAccessCode {
  return {
    deviceId,
    name: 'Cohost · Dana · 12 Mar',
    code: '482913',
    startsAt: new Date('2031-03-12T15:00:00.000Z'),
    endsAt: new Date('2031-03-15T11:00:00.000Z'),
    idempotencyKey: `stay-${randomUUID()}`,
    useBackupPool: true,
    ...overrides,
  };
}

async function providerError(call: Promise<unknown>): Promise<LockProviderError> {
  try {
    await call;
  } catch (error) {
    if (error instanceof LockProviderError) return error;
    throw error;
  }
  throw new Error('Expected the call to fail with a LockProviderError');
}

describe('Seam devices', () => {
  it('lists locks with their capabilities, battery and problems', async () => {
    const august = seam.addDevice({
      name: 'Front door',
      deviceType: 'august_lock',
      manufacturer: 'august',
      manufacturerDisplayName: 'August',
      model: 'Wi-Fi Smart Lock',
      batteryLevel: 0.62,
      locked: true,
      supportedCodeLengths: [4, 5, 6, 7, 8],
      codeConstraints: ['no_zeros', 'name_length', 'cannot_start_with_12'],
      maxActiveCodes: 20,
      supportsBackupPool: true,
    });
    const nuki = seam.addDevice({
      name: 'Garden gate',
      deviceType: 'nuki_lock',
      manufacturer: 'nuki',
      manufacturerDisplayName: 'Nuki',
      supportedCodeLengths: [6],
      canRemotelyLockAndUnlock: false,
      canProgramOnlineAccessCodes: false,
      online: false,
    });

    const devices = await locks.listDevices();

    expect(devices.find((d) => d.deviceId === august)).toEqual({
      deviceId: august,
      name: 'Front door',
      manufacturer: 'August',
      model: 'Wi-Fi Smart Lock',
      online: true,
      locked: true,
      batteryPercent: 62,
      capabilities: {
        supportedCodeLengths: [4, 5, 6, 7, 8],
        codeConstraints: ['no_zeros', 'cannot_start_with_12'],
        maxActiveCodes: 20,
        schedulesCodesOnDevice: false,
        supportsBackupCodes: true,
        remoteLockUnlock: true,
      },
      canProgramCodes: true,
      errors: [],
      warnings: [],
    });
    const gate = devices.find((d) => d.deviceId === nuki);
    expect(gate).toMatchObject({
      manufacturer: 'Nuki',
      online: false,
      batteryPercent: null,
      errors: [{ code: 'device_offline', message: 'Device is offline' }],
      capabilities: { supportedCodeLengths: [], maxActiveCodes: null, supportsBackupCodes: false, remoteLockUnlock: false },
      canProgramCodes: false,
    });
    expect(await locks.getDevice(nuki)).toEqual(gate);
  });

  it('answers null for a device Seam does not have', async () => {
    expect(await locks.getDevice(randomUUID())).toBeNull();
  });
});

describe('Seam access codes', () => {
  it('creates a time-bound code with our digits: setting, then set once the lock confirms', async () => {
    const deviceId = addLock();
    const request = stay(deviceId);

    const created = await locks.createAccessCode(request);

    expect(created).toEqual({
      accessCodeId: expect.any(String),
      deviceId,
      name: 'Cohost · Dana · 12 Mar',
      code: '482913',
      startsAt: request.startsAt,
      endsAt: request.endsAt,
      status: 'setting',
      isBackup: false,
      errors: [],
      warnings: [],
    });
    expect(seam.accessCodesOn(deviceId)[0]).toMatchObject({ type: 'time_bound', code: '482913' });

    seam.confirmPendingCodes();

    expect(await locks.getAccessCode(created.accessCodeId)).toMatchObject({ status: 'set', code: '482913' });
    expect(await locks.listAccessCodes(deviceId)).toEqual([{ ...created, status: 'set' }]);
  });

  it('reads a code Seam will set when its window opens (a lock without native scheduling) as scheduled, not refused', async () => {
    const deviceId = addLock({ nativeScheduling: false });
    const created = await locks.createAccessCode(stay(deviceId));
    expect(created.status).toBe('scheduled');
    seam.confirmPendingCodes();
    expect((await locks.getAccessCode(created.accessCodeId))?.status).toBe('scheduled');

    seam.openScheduledWindows();
    seam.confirmPendingCodes();
    expect((await locks.getAccessCode(created.accessCodeId))?.status).toBe('set');
  });

  it('lets the device make the digits when we give none', async () => {
    const deviceId = addLock({ supportedCodeLengths: [6] });

    const created = await locks.createAccessCode(stay(deviceId, { code: null }));

    expect(created.code).toMatch(/^\d{6}$/);
  });

  it('makes one code for a repeated request with the same key', async () => {
    const deviceId = addLock();
    const request = stay(deviceId);

    const first = await locks.createAccessCode(request);
    const second = await locks.createAccessCode(request);

    expect(second.accessCodeId).toBe(first.accessCodeId);
    expect(seam.accessCodesOn(deviceId)).toHaveLength(1);
  });

  it('moves a window on the same code, keeping its id and digits', async () => {
    const deviceId = addLock();
    const created = await locks.createAccessCode(stay(deviceId));
    const window = { startsAt: new Date('2031-03-13T15:00:00.000Z'), endsAt: new Date('2031-03-17T11:00:00.000Z') };

    const moved = await locks.updateAccessCodeWindow(created.accessCodeId, window);

    expect(moved).toMatchObject({ accessCodeId: created.accessCodeId, code: '482913', ...window });
    expect(seam.accessCodesOn(deviceId)).toHaveLength(1);
  });

  it('deletes a code: removing until the lock confirms, then gone', async () => {
    const deviceId = addLock();
    const created = await locks.createAccessCode(stay(deviceId));
    seam.confirmPendingCodes();

    await locks.deleteAccessCode(created.accessCodeId);
    expect(await locks.getAccessCode(created.accessCodeId)).toMatchObject({ status: 'removing' });

    seam.confirmPendingCodes();
    expect(await locks.getAccessCode(created.accessCodeId)).toBeNull();
    await expect(locks.deleteAccessCode(created.accessCodeId)).resolves.toBeUndefined();
  });

  it('reports a failed set with its error, then pulls a backup code for the stay', async () => {
    const deviceId = addLock({ backupCodes: ['731946', '264819'] });
    seam.failNextSet(deviceId, 'failed_to_set_on_device');
    const created = await locks.createAccessCode(stay(deviceId));
    expect(created.status).toBe('setting');

    seam.confirmPendingCodes();
    const failed = await locks.getAccessCode(created.accessCodeId);
    expect(failed).toMatchObject({
      status: 'failed',
      errors: [{ code: 'failed_to_set_on_device', message: 'Failed to set code on device.' }],
    });

    const backup = await locks.pullBackupAccessCode(created.accessCodeId);
    expect(backup).toMatchObject({ deviceId, code: '731946', isBackup: true, status: 'set', endsAt: created.endsAt });
    // Seam starts a pulled backup when pulled (it is already on the lock) and ends it with the original.
    expect(backup?.startsAt.getTime()).toBeLessThanOrEqual(Date.now());
    expect((await locks.pullBackupAccessCode(created.accessCodeId))?.accessCodeId).toBe(backup?.accessCodeId);
  });

  it('answers null when no backup code is available', async () => {
    const withoutPool = addLock({ supportsBackupPool: false, backupCodes: [] });
    const withoutPoolCode = await locks.createAccessCode(stay(withoutPool));
    expect(await locks.pullBackupAccessCode(withoutPoolCode.accessCodeId)).toBeNull();

    const exhausted = addLock({ backupCodes: ['731946'] });
    const first = await locks.createAccessCode(stay(exhausted));
    const second = await locks.createAccessCode(stay(exhausted, { name: 'Cohost · Sam · 20 Mar', code: '615273' }));
    expect(await locks.pullBackupAccessCode(first.accessCodeId)).toMatchObject({ code: '731946' });
    expect(await locks.pullBackupAccessCode(second.accessCodeId)).toBeNull();

    expect(await locks.pullBackupAccessCode(randomUUID())).toBeNull();
  });

  it('fails a code the keypad has no room for, as Seam reports it on the code', async () => {
    const deviceId = addLock({ maxActiveCodes: 1 });
    await locks.createAccessCode(stay(deviceId));

    const overflow = await locks.createAccessCode(stay(deviceId, { name: 'Cohost · Sam · 20 Mar', code: '615273' }));

    expect(overflow).toMatchObject({
      status: 'failed',
      errors: [{ code: 'no_space_for_access_code_on_device', message: 'No space for access code on device.' }],
    });
  });
});

describe('Seam lock and unlock', () => {
  it('locks and unlocks through action attempts', async () => {
    const deviceId = addLock({ locked: true });

    await locks.unlock(deviceId);
    expect((await locks.getDevice(deviceId))?.locked).toBe(false);

    await locks.lock(deviceId);
    expect((await locks.getDevice(deviceId))?.locked).toBe(true);
  });

  it('reports a failed action attempt as retryable', async () => {
    const deviceId = addLock({ online: false });

    const error = await providerError(locks.unlock(deviceId));

    expect(error).toMatchObject({ code: 'uncategorized_error', retryable: true });
  });

  it('refuses a lock that cannot be driven remotely, not retryable', async () => {
    const deviceId = addLock({ canRemotelyLockAndUnlock: false });

    expect(await providerError(locks.lock(deviceId))).toMatchObject({ code: 'device_not_capable', retryable: false });
  });
});

describe('Seam failures', () => {
  it('marks 500 and 429 retryable, keeping Seam’s error type', async () => {
    seam.failNext('/devices/list', 500);
    expect(await providerError(locks.listDevices())).toMatchObject({ code: 'internal_server_error', retryable: true });

    seam.failNext('/access_codes/create', 429);
    const deviceId = addLock();
    expect(await providerError(locks.createAccessCode(stay(deviceId)))).toMatchObject({ code: 'rate_limit_exceeded', retryable: true });
    expect(seam.accessCodesOn(deviceId)).toHaveLength(0);
  });

  it('marks 400 and 404 not retryable', async () => {
    const deviceId = addLock();
    const backwards = stay(deviceId, { startsAt: new Date('2031-03-15T11:00:00.000Z'), endsAt: new Date('2031-03-12T15:00:00.000Z') });
    expect(await providerError(locks.createAccessCode(backwards))).toMatchObject({ code: 'invalid_input', retryable: false });

    const window = { startsAt: new Date('2031-03-13T15:00:00.000Z'), endsAt: new Date('2031-03-17T11:00:00.000Z') };
    expect(await providerError(locks.updateAccessCodeWindow(randomUUID(), window))).toMatchObject({
      code: 'access_code_not_found',
      retryable: false,
    });
  });

  it('refuses a wrong API key, not retryable', async () => {
    const wrongKey = connectSeam({ apiKey: 'seam_test_not_this_workspace', endpoint: seam.url });
    expect(await providerError(wrongKey.listDevices())).toMatchObject({ code: 'unauthorized', retryable: false });

    expect(() => connectSeam({ apiKey: 'not-a-seam-key', endpoint: seam.url })).toThrow(LockProviderError);
  });

  it('marks an unreachable Seam retryable', async () => {
    const closedPort = await freePort();
    const unreachable = connectSeam({ apiKey: seam.apiKey, endpoint: `http://127.0.0.1:${closedPort}` });

    expect(await providerError(unreachable.listDevices())).toMatchObject({ retryable: true });
  });
});

describe('Seam Connect Webview', () => {
  it('opens a webview and follows it to authorized', async () => {
    const started = await startSeamConnection(seam.apiKey, { endpoint: seam.url, redirectUrl: 'https://cohost.example/locks/connected' });

    expect(started.url).toContain(started.webviewId);
    expect(await seamConnectionStatus(seam.apiKey, started.webviewId, seam.url)).toEqual({ status: 'pending', connectedAccountId: null });

    seam.authorizeWebview(started.webviewId);

    expect(await seamConnectionStatus(seam.apiKey, started.webviewId, seam.url)).toEqual({
      status: 'authorized',
      connectedAccountId: expect.any(String),
    });
  });

  it('reports a webview Seam does not have as not retryable', async () => {
    const error = await providerError(seamConnectionStatus(seam.apiKey, randomUUID(), seam.url));
    expect(error).toMatchObject({ retryable: false });
  });
});

describe('Seam webhooks', () => {
  const deviceId = randomUUID();
  const accessCodeId = randomUUID();
  const connectedAccountId = randomUUID();
  const occurredAt = '2031-03-12T15:42:00.000Z';
  const onCode = { access_code_id: accessCodeId, device_id: deviceId, connected_account_id: connectedAccountId };
  const onDevice = { device_id: deviceId, connected_account_id: connectedAccountId };

  const cases: [StandInEvent, unknown][] = [
    [{ event_type: 'access_code.set_on_device', code: '482913', ...onCode }, { kind: 'code-set', accessCodeId, deviceId }],
    [
      { event_type: 'access_code.failed_to_set_on_device', ...onCode },
      { kind: 'code-failed', accessCodeId, deviceId, problem: { code: 'failed_to_set_on_device', message: expect.any(String) } },
    ],
    [{ event_type: 'access_code.removed_from_device', ...onCode }, { kind: 'code-removed', accessCodeId, deviceId }],
    [{ event_type: 'access_code.deleted', code: null, ...onCode }, { kind: 'code-removed', accessCodeId, deviceId }],
    [{ event_type: 'access_code.modified_external_to_seam', ...onCode }, { kind: 'code-modified-outside', accessCodeId, deviceId }],
    [
      { event_type: 'lock.unlocked', method: 'keycode', occurred_at: occurredAt, ...onCode },
      { kind: 'code-used', accessCodeId, deviceId, at: new Date(occurredAt) },
    ],
    [{ event_type: 'lock.unlocked', method: 'manual', ...onDevice }, { kind: 'device-unlocked', deviceId }],
    [{ event_type: 'lock.locked', method: 'automatic', ...onDevice }, { kind: 'device-locked', deviceId }],
    [{ event_type: 'device.connected', ...onDevice }, { kind: 'device-online', deviceId }],
    [{ event_type: 'device.disconnected', error_code: 'device_disconnected', ...onDevice }, { kind: 'device-offline', deviceId }],
    [{ event_type: 'device.low_battery', battery_level: 0.18, ...onDevice }, { kind: 'device-battery-low', deviceId, batteryPercent: 18 }],
    [{ event_type: 'device.tampered', ...onDevice }, { kind: 'other', type: 'device.tampered' }],
  ];

  it.each(cases.map(([event, expected]) => ({ type: event.event_type, event, expected })))('maps $type', ({ event, expected }) => {
    const { body, headers } = seam.signedWebhook(event);

    expect(parseSeamWebhook(seam.webhookSecret, body, headers)).toEqual(expected);
  });

  it('refuses a tampered body, a wrong secret and a stale delivery', () => {
    const { body, headers } = seam.signedWebhook({ event_type: 'lock.locked', method: 'manual', ...onDevice });
    const otherSecret = new SeamStandIn().webhookSecret;
    const stale = seam.signedWebhook({ event_type: 'lock.locked', method: 'manual', ...onDevice }, { timestamp: new Date(Date.now() - 10 * 60_000) });

    for (const [secret, payload, sentHeaders] of [
      [seam.webhookSecret, body.replace('lock.locked', 'lock.unlocked'), headers],
      [otherSecret, body, headers],
      [seam.webhookSecret, stale.body, stale.headers],
      [seam.webhookSecret, body, {}],
    ] as const) {
      let refusal: unknown;
      try {
        parseSeamWebhook(secret, payload, sentHeaders);
      } catch (error) {
        refusal = error;
      }
      expect(refusal).toBeInstanceOf(LockProviderError);
      expect(refusal).toMatchObject({ code: 'invalid-signature', retryable: false });
    }
  });
});

/** A port nothing listens on: bound, then released. */
async function freePort(): Promise<number> {
  const server = createServer();
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', () => resolve()));
  const address = server.address();
  await new Promise<void>((resolve) => server.close(() => resolve()));
  if (address === null || typeof address === 'string') throw new Error('No port');
  return address.port;
}
