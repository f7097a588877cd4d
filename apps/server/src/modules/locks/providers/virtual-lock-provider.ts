import { createHash } from 'node:crypto';
import type { VirtualLockProfileName } from '@cohost/shared';
import { and, asc, eq, inArray, isNull, ne } from 'drizzle-orm';
import type { Database } from '../../../platform/db/database';
import type { Clock } from '../../../platform/runtime/clock';
import { isUuid } from '../../../platform/runtime/is-uuid';
import { generateDoorCode } from '../domain/door-code';
import { virtualLockCodes, virtualLockDevices } from '../locks.tables';
import {
  LockProviderError,
  type CreateAccessCode,
  type DeviceCapabilities,
  type LockConnection,
  type LockDevice,
  type ProviderAccessCode,
  type ProviderProblem,
} from './lock-provider';

/** The vendors a virtual lock can imitate: what their keypads take and hold (public spec sheets, Seam's device properties). */
const PROFILE_SPECS = {
  'august-wifi': {
    manufacturer: 'August',
    model: 'Wi-Fi Smart Lock (virtual)',
    capabilities: { supportedCodeLengths: [4, 5, 6, 7, 8], codeConstraints: [], maxActiveCodes: 20, schedulesCodesOnDevice: false, supportsBackupCodes: true, remoteLockUnlock: true },
  },
  'schlage-encode': {
    manufacturer: 'Schlage',
    model: 'Encode Plus (virtual)',
    capabilities: { supportedCodeLengths: [4, 5, 6, 7, 8], codeConstraints: ['unique_first_four_digits'], maxActiveCodes: 100, schedulesCodesOnDevice: true, supportsBackupCodes: true, remoteLockUnlock: true },
  },
  'yale-assure': {
    manufacturer: 'Yale',
    model: 'Assure Lock 2 (virtual)',
    capabilities: { supportedCodeLengths: [4, 5, 6, 7, 8], codeConstraints: [], maxActiveCodes: 250, schedulesCodesOnDevice: true, supportsBackupCodes: true, remoteLockUnlock: true },
  },
  'nuki-keypad': {
    manufacturer: 'Nuki',
    model: 'Smart Lock with Keypad 2 (virtual)',
    capabilities: { supportedCodeLengths: [6], codeConstraints: ['no_zeros', 'cannot_start_with_12'], maxActiveCodes: 100, schedulesCodesOnDevice: true, supportsBackupCodes: false, remoteLockUnlock: true },
  },
} as const satisfies Record<VirtualLockProfileName, { manufacturer: string; model: string; capabilities: DeviceCapabilities }>;

/** A keypad takes a few seconds to program a code: between these, drawn per code from the seed. */
const PROGRAMMING_MS = { min: 3_000, max: 12_000 };
const REMOVAL_MS = 4_000;
/** Battery used per day at rest and per operation (a code programmed or removed, a lock or unlock). */
const BATTERY_PER_DAY = 0.4;
const BATTERY_PER_OPERATION = 0.05;
const LOW_BATTERY_PERCENT = 20;
/** Backup codes each device keeps in its pool. */
const BACKUP_POOL_SIZE = 2;
const BACKUP_POOL_YEARS = 10;
const DAY_MS = 86_400_000;

type DeviceRow = typeof virtualLockDevices.$inferSelect;
type CodeRow = typeof virtualLockCodes.$inferSelect;

export interface NewVirtualDevice {
  name: string;
  profile: VirtualLockProfileName;
  /** Draws every outcome that looks random; a test fixes it, the UI picks one. */
  seed: number;
  /** Share of programming attempts the device refuses (0–1). */
  failureRate: number;
  batteryPercent: number;
}

/** A number in [0, 1) drawn from the device's seed for `key`: the same key always draws the same. */
function draw(seed: number, key: string): number {
  return createHash('sha256').update(`${seed}:${key}`).digest().readUInt32BE(0) / 2 ** 32;
}

/**
 * The built-in lock provider: simulated devices with real state kept in the database (the
 * `virtual_lock_*` tables), behaving like the vendors they imitate. Programming takes seconds
 * and sometimes fails (the device's failure rate, drawn from its seed, so tests replay it); an
 * offline device confirms nothing; slots fill up; the battery drains with time and use; backup
 * codes wait in a pool. Reads settle whatever came due, so the device's state follows the clock
 * (the developer clock included) without a background loop.
 */
export class VirtualLocks {
  constructor(
    private readonly db: Database,
    private readonly clock: Clock,
  ) {}

  /** A new device (and its backup pool, when its vendor keeps one). */
  async createDevice(workspaceId: string, input: NewVirtualDevice): Promise<LockDevice> {
    const now = this.clock.now();
    const [device] = await this.db
      .insert(virtualLockDevices)
      .values({ workspaceId, name: input.name, profile: input.profile, seed: input.seed, failureRate: input.failureRate, batteryPercent: input.batteryPercent, batteryAt: now, createdAt: now })
      .returning();
    if (PROFILE_SPECS[input.profile].capabilities.supportsBackupCodes) {
      for (let index = 0; index < BACKUP_POOL_SIZE; index++) await this.#addBackup(device!, now);
    }
    return this.#describe(device!, now);
  }

  /** The workspace's view of one device's keypad, for the provider interface. */
  connect(workspaceId: string): LockConnection {
    return {
      listDevices: () => this.#listDevices(workspaceId),
      getDevice: (deviceId) => this.#getDevice(workspaceId, deviceId),
      createAccessCode: (request) => this.#createAccessCode(workspaceId, request),
      getAccessCode: (accessCodeId) => this.#getAccessCode(workspaceId, accessCodeId),
      listAccessCodes: (deviceId) => this.#listAccessCodes(workspaceId, deviceId),
      updateAccessCodeWindow: (accessCodeId, window) => this.#updateWindow(workspaceId, accessCodeId, window),
      deleteAccessCode: (accessCodeId) => this.#deleteAccessCode(workspaceId, accessCodeId),
      pullBackupAccessCode: (accessCodeId) => this.#pullBackup(workspaceId, accessCodeId),
      lock: (deviceId) => this.#setLocked(workspaceId, deviceId, true),
      unlock: (deviceId) => this.#setLocked(workspaceId, deviceId, false),
    };
  }

  /** Takes the device offline until `until` (null: back online now): the host's or the developer's control. */
  async setOfflineUntil(workspaceId: string, deviceId: string, until: Date | null): Promise<LockDevice> {
    const device = await this.#device(workspaceId, deviceId);
    await this.db.update(virtualLockDevices).set({ offlineUntil: until }).where(eq(virtualLockDevices.deviceId, device.deviceId));
    return this.#describe({ ...device, offlineUntil: until }, this.clock.now());
  }

  /**
   * Someone typed `code` on the keypad: the code that opens the door now (set, inside its window),
   * which unlocks it, or null for a wrong code, an expired one or an offline device.
   */
  async enterCode(workspaceId: string, deviceId: string, code: string): Promise<{ accessCodeId: string } | null> {
    const now = this.clock.now();
    const device = await this.#device(workspaceId, deviceId);
    if (!this.#isOnline(device, now)) return null;
    const codes = await this.#settledCodes(device, now);
    const match = codes.find((row) => row.code === code && row.status === 'set' && row.startsAt <= now && now < row.endsAt && (!row.isBackup || row.backupFor !== null));
    if (!match) return null;
    await this.#operate(device, now, { locked: false });
    return { accessCodeId: match.accessCodeId };
  }

  async #listDevices(workspaceId: string): Promise<LockDevice[]> {
    const now = this.clock.now();
    const rows = await this.db.select().from(virtualLockDevices).where(eq(virtualLockDevices.workspaceId, workspaceId)).orderBy(asc(virtualLockDevices.createdAt));
    return rows.map((row) => this.#describe(row, now));
  }

  async #getDevice(workspaceId: string, deviceId: string): Promise<LockDevice | null> {
    const row = await this.#findDevice(workspaceId, deviceId);
    return row ? this.#describe(row, this.clock.now()) : null;
  }

  async #createAccessCode(workspaceId: string, request: CreateAccessCode): Promise<ProviderAccessCode> {
    const now = this.clock.now();
    const device = await this.#device(workspaceId, request.deviceId);
    const [existing] = await this.db
      .select()
      .from(virtualLockCodes)
      .where(and(eq(virtualLockCodes.deviceId, device.deviceId), eq(virtualLockCodes.idempotencyKey, request.idempotencyKey)));
    if (existing) return toProviderCode((await this.#settle(device, [existing], now))[0] ?? existing);

    const capabilities = PROFILE_SPECS[device.profile as VirtualLockProfileName].capabilities;
    const live = (await this.#settledCodes(device, now)).filter((row) => !row.isBackup || row.backupFor !== null);
    if (request.code === null) throw new LockProviderError('code_required', 'This lock needs the digits of the code.', false);
    if (!(capabilities.supportedCodeLengths as readonly number[]).includes(request.code.length)) {
      throw new LockProviderError('invalid_code_length', `This lock takes codes of ${capabilities.supportedCodeLengths.join(', ')} digits.`, false);
    }
    // Codes the keypad holds or is taking (a refused one, or one being removed, no longer counts).
    const held = await this.db
      .select({ code: virtualLockCodes.code })
      .from(virtualLockCodes)
      .where(and(eq(virtualLockCodes.deviceId, device.deviceId), inArray(virtualLockCodes.status, ['setting', 'set'])));
    if (held.some((row) => row.code === request.code)) throw new LockProviderError('duplicate_code', 'This code is already on the lock.', false);

    const slotsFull = live.length >= capabilities.maxActiveCodes;
    const delay = PROGRAMMING_MS.min + Math.floor(draw(device.seed, `${request.idempotencyKey}:delay`) * (PROGRAMMING_MS.max - PROGRAMMING_MS.min));
    const [row] = await this.db
      .insert(virtualLockCodes)
      .values({
        deviceId: device.deviceId,
        name: request.name,
        code: request.code,
        startsAt: request.startsAt,
        endsAt: request.endsAt,
        status: slotsFull ? 'failed' : 'setting',
        settlesAt: slotsFull ? null : new Date(now.getTime() + delay),
        errors: slotsFull ? [{ code: 'no_free_slots', message: `The lock holds ${capabilities.maxActiveCodes} codes and all are in use.` }] : [],
        idempotencyKey: request.idempotencyKey,
        createdAt: now,
      })
      .returning();
    await this.#operate(device, now, {});
    return toProviderCode(row!);
  }

  async #getAccessCode(workspaceId: string, accessCodeId: string): Promise<ProviderAccessCode | null> {
    const found = await this.#findCode(workspaceId, accessCodeId);
    if (!found) return null;
    const [settled] = await this.#settle(found.device, [found.code], this.clock.now());
    return settled ? toProviderCode(settled) : null;
  }

  async #listAccessCodes(workspaceId: string, deviceId: string): Promise<ProviderAccessCode[]> {
    const device = await this.#device(workspaceId, deviceId);
    return (await this.#settledCodes(device, this.clock.now())).filter((row) => !row.isBackup || row.backupFor !== null).map(toProviderCode);
  }

  async #updateWindow(workspaceId: string, accessCodeId: string, window: { startsAt: Date; endsAt: Date }): Promise<ProviderAccessCode> {
    const found = await this.#findCode(workspaceId, accessCodeId);
    if (!found) throw new LockProviderError('access_code_not_found', 'This code is no longer on the lock.', false);
    const [row] = await this.db
      .update(virtualLockCodes)
      .set({ startsAt: window.startsAt, endsAt: window.endsAt })
      .where(eq(virtualLockCodes.accessCodeId, accessCodeId))
      .returning();
    const [settled] = await this.#settle(found.device, [row!], this.clock.now());
    return toProviderCode(settled ?? row!);
  }

  async #deleteAccessCode(workspaceId: string, accessCodeId: string): Promise<void> {
    const found = await this.#findCode(workspaceId, accessCodeId);
    if (!found || found.code.status === 'removing') return;
    const now = this.clock.now();
    await this.db.update(virtualLockCodes).set({ status: 'removing', settlesAt: new Date(now.getTime() + REMOVAL_MS) }).where(eq(virtualLockCodes.accessCodeId, accessCodeId));
    await this.#operate(found.device, now, {});
  }

  async #pullBackup(workspaceId: string, accessCodeId: string): Promise<ProviderAccessCode | null> {
    const found = await this.#findCode(workspaceId, accessCodeId);
    if (!found) throw new LockProviderError('access_code_not_found', 'This code is no longer on the lock.', false);
    const now = this.clock.now();
    const [already] = await this.db
      .select()
      .from(virtualLockCodes)
      .where(and(eq(virtualLockCodes.deviceId, found.device.deviceId), eq(virtualLockCodes.backupFor, accessCodeId)));
    if (already) return toProviderCode(already);
    const [free] = await this.db
      .select()
      .from(virtualLockCodes)
      .where(and(eq(virtualLockCodes.deviceId, found.device.deviceId), eq(virtualLockCodes.isBackup, true), isNull(virtualLockCodes.backupFor), eq(virtualLockCodes.status, 'set')))
      .orderBy(asc(virtualLockCodes.createdAt))
      .limit(1);
    if (!free) return null;
    const [pulled] = await this.db
      .update(virtualLockCodes)
      .set({ backupFor: accessCodeId, startsAt: found.code.startsAt, endsAt: found.code.endsAt, name: `Backup for ${found.code.name}` })
      .where(and(eq(virtualLockCodes.accessCodeId, free.accessCodeId), isNull(virtualLockCodes.backupFor)))
      .returning();
    if (!pulled) return this.#pullBackup(workspaceId, accessCodeId);
    await this.#addBackup(found.device, now);
    return toProviderCode(pulled);
  }

  async #setLocked(workspaceId: string, deviceId: string, locked: boolean): Promise<void> {
    const now = this.clock.now();
    const device = await this.#device(workspaceId, deviceId);
    if (!this.#isOnline(device, now)) throw new LockProviderError('device_offline', 'The lock is offline: it cannot be reached until it reconnects.', true);
    await this.#operate(device, now, { locked });
  }

  /** A new backup code in the device's pool, its digits drawn from the seed. */
  async #addBackup(device: DeviceRow, now: Date): Promise<void> {
    const capabilities = PROFILE_SPECS[device.profile as VirtualLockProfileName].capabilities;
    const existing = await this.db.select({ code: virtualLockCodes.code }).from(virtualLockCodes).where(eq(virtualLockCodes.deviceId, device.deviceId));
    const liveCodes = existing.flatMap((row) => (row.code ? [row.code] : []));
    let draws = 0;
    const digit = (below: number) => Math.floor(draw(device.seed, `backup:${liveCodes.length}:${draws++}`) * below);
    const code = generateDoorCode({ preferredLength: 6, supportedLengths: capabilities.supportedCodeLengths, constraints: capabilities.codeConstraints, liveCodes, avoid: [] }, digit);
    if (!code) return;
    await this.db.insert(virtualLockCodes).values({
      deviceId: device.deviceId,
      name: 'Backup (pool)',
      code,
      startsAt: now,
      endsAt: new Date(now.getTime() + BACKUP_POOL_YEARS * 365 * DAY_MS),
      status: 'set',
      isBackup: true,
      createdAt: now,
    });
  }

  /** The device's codes with whatever came due settled. */
  async #settledCodes(device: DeviceRow, now: Date): Promise<CodeRow[]> {
    const rows = await this.db.select().from(virtualLockCodes).where(eq(virtualLockCodes.deviceId, device.deviceId)).orderBy(asc(virtualLockCodes.createdAt));
    return this.#settle(device, rows, now);
  }

  /**
   * Programming and removals whose moment came: a code being set is confirmed, or refused (the
   * device was offline then, or drew a failure); a code being removed is gone. Written back, so
   * every reader sees the same outcome.
   */
  async #settle(device: DeviceRow, rows: CodeRow[], now: Date): Promise<CodeRow[]> {
    const result: CodeRow[] = [];
    for (const row of rows) {
      if (!row.settlesAt || row.settlesAt > now) {
        result.push(row);
        continue;
      }
      if (row.status === 'removing') {
        await this.db.delete(virtualLockCodes).where(and(eq(virtualLockCodes.accessCodeId, row.accessCodeId), eq(virtualLockCodes.status, 'removing')));
        continue;
      }
      const offline = !this.#isOnline(device, row.settlesAt);
      const refused = draw(device.seed, `${row.idempotencyKey ?? row.accessCodeId}:set`) < device.failureRate;
      const errors: ProviderProblem[] = offline
        ? [{ code: 'device_offline', message: 'The lock was offline and could not be programmed.' }]
        : refused
          ? [{ code: 'failed_to_set_on_device', message: 'The lock did not accept the code.' }]
          : [];
      const [settled] = await this.db
        .update(virtualLockCodes)
        .set({ status: errors.length > 0 ? 'failed' : 'set', settlesAt: null, errors })
        .where(and(eq(virtualLockCodes.accessCodeId, row.accessCodeId), ne(virtualLockCodes.status, 'removing')))
        .returning();
      result.push(settled ?? row);
    }
    return result;
  }

  /** An operation used the battery (and may lock or unlock the door). */
  async #operate(device: DeviceRow, now: Date, change: { locked?: boolean }): Promise<void> {
    const battery = Math.max(0, batteryAt(device, now) - BATTERY_PER_OPERATION);
    await this.db
      .update(virtualLockDevices)
      .set({ batteryPercent: battery, batteryAt: now, ...(change.locked === undefined ? {} : { locked: change.locked }) })
      .where(eq(virtualLockDevices.deviceId, device.deviceId));
  }

  #isOnline(device: Pick<DeviceRow, 'offlineUntil' | 'batteryPercent' | 'batteryAt'>, at: Date): boolean {
    return (!device.offlineUntil || device.offlineUntil <= at) && batteryAt(device, at) > 0;
  }

  #describe(device: DeviceRow, now: Date): LockDevice {
    const profile = PROFILE_SPECS[device.profile as VirtualLockProfileName];
    const battery = Math.round(batteryAt(device, now));
    const online = this.#isOnline(device, now);
    return {
      deviceId: device.deviceId,
      name: device.name,
      manufacturer: profile.manufacturer,
      model: profile.model,
      online,
      locked: device.locked,
      batteryPercent: battery,
      capabilities: { ...profile.capabilities, supportedCodeLengths: [...profile.capabilities.supportedCodeLengths], codeConstraints: [...profile.capabilities.codeConstraints] },
      canProgramCodes: true,
      errors: online ? [] : [{ code: 'device_offline', message: 'The lock is offline.' }],
      warnings: battery < LOW_BATTERY_PERCENT ? [{ code: 'low_battery', message: `Battery at ${battery}%.` }] : [],
    };
  }

  async #findDevice(workspaceId: string, deviceId: string): Promise<DeviceRow | null> {
    if (!isUuid(deviceId)) return null;
    const [row] = await this.db
      .select()
      .from(virtualLockDevices)
      .where(and(eq(virtualLockDevices.workspaceId, workspaceId), eq(virtualLockDevices.deviceId, deviceId)));
    return row ?? null;
  }

  async #device(workspaceId: string, deviceId: string): Promise<DeviceRow> {
    const row = await this.#findDevice(workspaceId, deviceId);
    if (!row) throw new LockProviderError('device_not_found', 'There is no such lock.', false);
    return row;
  }

  async #findCode(workspaceId: string, accessCodeId: string): Promise<{ device: DeviceRow; code: CodeRow } | null> {
    if (!isUuid(accessCodeId)) return null;
    const [row] = await this.db
      .select({ device: virtualLockDevices, code: virtualLockCodes })
      .from(virtualLockCodes)
      .innerJoin(virtualLockDevices, eq(virtualLockDevices.deviceId, virtualLockCodes.deviceId))
      .where(and(eq(virtualLockDevices.workspaceId, workspaceId), eq(virtualLockCodes.accessCodeId, accessCodeId)));
    return row ?? null;
  }
}

function batteryAt(device: Pick<DeviceRow, 'batteryPercent' | 'batteryAt'>, at: Date): number {
  const days = Math.max(0, at.getTime() - device.batteryAt.getTime()) / DAY_MS;
  return Math.max(0, device.batteryPercent - days * BATTERY_PER_DAY);
}

function toProviderCode(row: CodeRow): ProviderAccessCode {
  return {
    accessCodeId: row.accessCodeId,
    deviceId: row.deviceId,
    name: row.name,
    code: row.code,
    startsAt: row.startsAt,
    endsAt: row.endsAt,
    status: row.status === 'set' ? 'set' : row.status === 'removing' ? 'removing' : row.status === 'failed' ? 'failed' : 'setting',
    isBackup: row.isBackup,
    errors: row.errors,
    warnings: [],
  };
}
