/**
 * One interface over every lock service Cohost drives: the built-in virtual locks (simulated
 * devices with real state) and Seam (August, Yale, Schlage, Kwikset, Nuki, igloohome… behind one
 * API). The vocabulary follows Seam's access-code model (domain notes C4), which the virtual
 * locks imitate, so the locks module's rules do not depend on which one is behind a lock.
 */

/**
 * Rules a device imposes on the codes it accepts, as Seam names them in a device's
 * `properties.code_constraints` (vendor examples in the domain notes, C4).
 */
export const CODE_CONSTRAINTS = [
  'no_zeros',
  'cannot_start_with_12',
  'no_triple_consecutive_ints',
  'no_ascending_or_descending_sequence',
  'at_least_three_unique_digits',
  'cannot_contain_089',
  'cannot_contain_0789',
  'unique_first_four_digits',
  'no_all_same_digits',
  'cannot_specify_pin_code',
] as const;
export type CodeConstraint = (typeof CODE_CONSTRAINTS)[number];

/** What a device accepts and can do, read from the provider. */
export interface DeviceCapabilities {
  /** Code lengths the keypad takes (Seam: `supported_code_lengths`), e.g. [4, 5, 6, 7, 8]; Nuki [6]. */
  supportedCodeLengths: number[];
  /** Seam: `code_constraints` (the kinds we know; others are ignored and reported by the adapter). */
  codeConstraints: CodeConstraint[];
  /** Codes the device holds at once (Seam: `max_active_codes_supported`); null when unknown. */
  maxActiveCodes: number | null;
  /** Whether the device enforces a code's window itself (else the provider sets and removes it at the edges). */
  schedulesCodesOnDevice: boolean;
  /** Whether backup codes can be pulled when a code fails to set (Seam: `supports_backup_access_code_pool`). */
  supportsBackupCodes: boolean;
  /** Whether the lock can be locked and unlocked remotely. */
  remoteLockUnlock: boolean;
}

/** A lock as its provider reports it now. */
export interface LockDevice {
  /** The provider's id for the device (Seam: `device_id`). */
  deviceId: string;
  name: string;
  /** Manufacturer as shown to the host: 'August', 'Schlage', 'Virtual'… */
  manufacturer: string;
  model: string | null;
  online: boolean;
  /** null when the device does not report it. */
  locked: boolean | null;
  /** 0–100, null when the device does not report it. */
  batteryPercent: number | null;
  capabilities: DeviceCapabilities;
  /** Whether the provider can put access codes on it over the internet (Seam: `can_program_online_access_codes`); Cohost adds only such locks. */
  canProgramCodes: boolean;
  /** Problems the provider reports on the device (offline, low battery, keypad missing…). */
  errors: ProviderProblem[];
  warnings: ProviderProblem[];
}

/** An error or warning as a provider words it (Seam: `error_code` / `warning_code` and `message`). */
export interface ProviderProblem {
  code: string;
  message: string;
}

/**
 * Where a code stands on the lock:
 * - `setting`: asked for, not yet confirmed by the device;
 * - `scheduled`: the service took it and puts it on the device when its window starts (a lock
 *   that keeps no schedule itself); confirmed only then;
 * - `set`: the device confirmed it (only then does a guest get it);
 * - `removing`: removal asked for, not yet confirmed;
 * - `failed`: the device refused or could not be reached (see `errors`).
 */
export type ProviderCodeStatus = 'setting' | 'scheduled' | 'set' | 'removing' | 'failed';

export interface ProviderAccessCode {
  /** The provider's id for the code (Seam: `access_code_id`). */
  accessCodeId: string;
  deviceId: string;
  name: string;
  /** The digits; null while a provider that generates codes itself has not yet assigned them. */
  code: string | null;
  startsAt: Date;
  endsAt: Date;
  status: ProviderCodeStatus;
  /** Whether this is a backup code pulled from the device's pool. */
  isBackup: boolean;
  errors: ProviderProblem[];
  warnings: ProviderProblem[];
}

export interface CreateAccessCode {
  deviceId: string;
  /** Shown in the lock's own app: "Cohost · Dana · 12 Mar". */
  name: string;
  /** The digits Cohost generated, or null when the device generates its own (`cannot_specify_pin_code`). */
  code: string | null;
  startsAt: Date;
  endsAt: Date;
  /** Cohost's id for the code: a repeated request with the same key never makes a second code. */
  idempotencyKey: string;
  /** Ask the provider to keep backup codes on the device for this one (Seam: `use_backup_access_code_pool`). */
  useBackupPool: boolean;
}

/** An event a provider pushes (Seam webhooks), normalised. */
export type LockProviderEvent =
  | { kind: 'code-set'; accessCodeId: string; deviceId: string }
  | { kind: 'code-failed'; accessCodeId: string; deviceId: string; problem: ProviderProblem }
  | { kind: 'code-removed'; accessCodeId: string; deviceId: string }
  | { kind: 'code-modified-outside'; accessCodeId: string; deviceId: string }
  | { kind: 'code-used'; accessCodeId: string | null; deviceId: string; at: Date }
  | { kind: 'device-online' | 'device-offline' | 'device-locked' | 'device-unlocked'; deviceId: string }
  | { kind: 'device-battery-low'; deviceId: string; batteryPercent: number | null }
  | { kind: 'other'; type: string };

/**
 * A workspace's connection to a lock service (for Seam, its API key; the virtual locks need
 * none). Every call may throw `LockProviderError`.
 */
export interface LockConnection {
  listDevices(): Promise<LockDevice[]>;
  getDevice(deviceId: string): Promise<LockDevice | null>;
  createAccessCode(request: CreateAccessCode): Promise<ProviderAccessCode>;
  /** null when the code no longer exists on the provider (removed, or never made). */
  getAccessCode(accessCodeId: string): Promise<ProviderAccessCode | null>;
  listAccessCodes(deviceId: string): Promise<ProviderAccessCode[]>;
  /** Moves a code's window (a stay changed): the same code, never a new one. */
  updateAccessCodeWindow(accessCodeId: string, window: { startsAt: Date; endsAt: Date }): Promise<ProviderAccessCode>;
  /** Asks for removal; confirmed when `getAccessCode` answers null (or a `code-removed` event). */
  deleteAccessCode(accessCodeId: string): Promise<void>;
  /** A backup code already on the device for a code that failed, or null when none is available. */
  pullBackupAccessCode(accessCodeId: string): Promise<ProviderAccessCode | null>;
  lock(deviceId: string): Promise<void>;
  unlock(deviceId: string): Promise<void>;
}

/** A provider call that failed: `retryable` when trying again later may succeed (offline, rate limit, 5xx). */
export class LockProviderError extends Error {
  constructor(
    readonly code: string,
    message: string,
    readonly retryable: boolean,
  ) {
    super(message);
    this.name = 'LockProviderError';
  }
}
