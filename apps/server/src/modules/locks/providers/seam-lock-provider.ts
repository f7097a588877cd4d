import {
  type AccessCode,
  type Device,
  isSeamActionAttemptFailedError,
  isSeamActionAttemptTimeoutError,
  isSeamHttpApiError,
  Seam,
  type SeamEvent,
  SeamHttpInvalidTokenError,
  SeamWebhook,
  SeamWebhookVerificationError,
} from 'seam';
import {
  CODE_CONSTRAINTS,
  type CodeConstraint,
  type CreateAccessCode,
  type LockConnection,
  type LockDevice,
  LockProviderError,
  type LockProviderEvent,
  type ProviderAccessCode,
  type ProviderCodeStatus,
  type ProviderProblem,
} from './lock-provider';

/** A Seam call that hangs is retried later rather than holding a job. */
const REQUEST_TIMEOUT_MS = 15_000;
/** Locks answer in seconds; past this the attempt is reported as retryable (Seam may still finish it). */
const ACTION_ATTEMPT_TIMEOUT_MS = 10_000;
const ACTION_ATTEMPT_POLLING_MS = 500;
/** Length asked for when the device makes its own digits; Seam falls back to the shortest length the device takes. */
const PREFERRED_GENERATED_CODE_LENGTH = 6;
/** `endsAt` of an ongoing code (one made outside Cohost without a window): it lasts until removed. */
const ONGOING_CODE_ENDS_AT = new Date(8.64e15);

/**
 * A workspace's Seam connection (its API key), through the official SDK. `endpoint` is only for
 * the tests' stand-in; in production the SDK's default (https://connect.getseam.com) is used.
 */
export function connectSeam(options: { apiKey: string; endpoint?: string }): LockConnection {
  const seam = createClient(options.apiKey, options.endpoint);

  async function listAccessCodes(deviceId: string): Promise<ProviderAccessCode[]> {
    const codes = await seam.createPaginator(seam.accessCodes.list({ device_id: deviceId })).flattenToArray();
    return codes.map(toProviderAccessCode);
  }

  async function findAccessCode(accessCodeId: string): Promise<AccessCode | null> {
    try {
      return await seam.accessCodes.get({ access_code_id: accessCodeId });
    } catch (error) {
      if (isNotFound(error)) return null;
      throw error;
    }
  }

  async function requireAccessCode(accessCodeId: string): Promise<AccessCode> {
    const code = await findAccessCode(accessCodeId);
    if (!code) throw new LockProviderError('access_code_not_found', `Seam has no access code ${accessCodeId}`, false);
    return code;
  }

  const waitForActionAttempt = { timeout: ACTION_ATTEMPT_TIMEOUT_MS, pollingInterval: ACTION_ATTEMPT_POLLING_MS };

  return withSeamErrors({
    async listDevices() {
      const devices = await seam.createPaginator(seam.devices.list()).flattenToArray();
      return devices.map(toLockDevice);
    },

    async getDevice(deviceId) {
      try {
        return toLockDevice(await seam.devices.get({ device_id: deviceId }));
      } catch (error) {
        if (isNotFound(error)) return null;
        throw error;
      }
    },

    /**
     * Seam has no idempotency key for access codes (`common_code_key` links codes that share
     * digits; it does not deduplicate requests). So a retry is recognised by what it asks for: a
     * code on the device, not being removed, with the same name, window and digits (any digits
     * when the device makes its own) is the one an earlier attempt made. Two concurrent first
     * attempts can still both create; callers serialise work per code.
     */
    async createAccessCode(request: CreateAccessCode) {
      const existing = (await listAccessCodes(request.deviceId)).find(
        (code) =>
          code.status !== 'removing' &&
          !code.isBackup &&
          code.name === request.name &&
          code.startsAt.getTime() === request.startsAt.getTime() &&
          code.endsAt.getTime() === request.endsAt.getTime() &&
          (request.code === null || code.code === request.code),
      );
      if (existing) return existing;

      const created = await seam.accessCodes.create({
        device_id: request.deviceId,
        name: request.name,
        // Both bounds make it a `time_bound` code: Seam sets it at `starts_at` and removes it at `ends_at`.
        starts_at: request.startsAt.toISOString(),
        ends_at: request.endsAt.toISOString(),
        ...(request.code === null ? { preferred_code_length: PREFERRED_GENERATED_CODE_LENGTH } : { code: request.code }),
        use_backup_access_code_pool: request.useBackupPool,
      });
      return toProviderAccessCode(created);
    },

    async getAccessCode(accessCodeId) {
      const code = await findAccessCode(accessCodeId);
      return code ? toProviderAccessCode(code) : null;
    },

    listAccessCodes,

    async updateAccessCodeWindow(accessCodeId, window) {
      await seam.accessCodes.update({
        access_code_id: accessCodeId,
        starts_at: window.startsAt.toISOString(),
        ends_at: window.endsAt.toISOString(),
      });
      return toProviderAccessCode(await requireAccessCode(accessCodeId));
    },

    /** Removing a code Seam no longer has is already done. */
    async deleteAccessCode(accessCodeId) {
      try {
        await seam.accessCodes.delete({ access_code_id: accessCodeId });
      } catch (error) {
        if (!isNotFound(error)) throw error;
      }
    },

    /**
     * Seam documents `is_backup_access_code_available` as the check before pulling (false when the
     * pool is off or exhausted); a code that already has a pulled backup gets that same one back.
     */
    async pullBackupAccessCode(accessCodeId) {
      const original = await findAccessCode(accessCodeId);
      if (!original) return null;
      if (!original.is_backup_access_code_available && !original.pulled_backup_access_code_id) return null;
      const backup = await seam.accessCodes.pullBackupAccessCode({ access_code_id: accessCodeId });
      return toProviderAccessCode(backup);
    },

    async lock(deviceId) {
      await seam.locks.lockDoor({ device_id: deviceId }, { waitForActionAttempt });
    },

    async unlock(deviceId) {
      await seam.locks.unlockDoor({ device_id: deviceId }, { waitForActionAttempt });
    },
  });
}

/**
 * Opens a Connect Webview, Seam's hosted page where the host signs in to their lock brand's
 * account; Seam then returns to `redirectUrl`. Which brands are offered is left to Seam's default.
 */
export async function startSeamConnection(
  apiKey: string,
  options: { endpoint?: string; redirectUrl: string },
): Promise<{ webviewId: string; url: string }> {
  const seam = createClient(apiKey, options.endpoint);
  try {
    const webview = await seam.connectWebviews.create({ custom_redirect_url: options.redirectUrl });
    return { webviewId: webview.connect_webview_id, url: webview.url };
  } catch (error) {
    throw toLockProviderError(error);
  }
}

/** Where a Connect Webview stands; `connectedAccountId` is set once the host has signed in. */
export async function seamConnectionStatus(
  apiKey: string,
  webviewId: string,
  endpoint?: string,
): Promise<{ status: 'pending' | 'authorized' | 'failed'; connectedAccountId: string | null }> {
  const seam = createClient(apiKey, endpoint);
  try {
    const webview = await seam.connectWebviews.get({ connect_webview_id: webviewId });
    return { status: webview.status, connectedAccountId: webview.connected_account_id };
  } catch (error) {
    throw toLockProviderError(error);
  }
}

/**
 * Verifies a Seam webhook delivery (Svix signature over the raw body, timestamp within five
 * minutes) and normalises the event. Throws `LockProviderError('invalid-signature')` when the
 * delivery is not Seam's.
 */
export function parseSeamWebhook(secret: string, rawBody: string, headers: Record<string, string>): LockProviderEvent {
  let event: SeamEvent;
  try {
    event = new SeamWebhook(secret).verify(rawBody, headers);
  } catch (error) {
    if (error instanceof SeamWebhookVerificationError) {
      throw new LockProviderError('invalid-signature', `Seam webhook refused: ${error.message}`, false);
    }
    throw new LockProviderError('invalid-payload', `Seam webhook unreadable: ${errorMessage(error)}`, false);
  }
  return toLockProviderEvent(event);
}

function toLockProviderEvent(event: SeamEvent): LockProviderEvent {
  switch (event.event_type) {
    case 'access_code.set_on_device':
      return { kind: 'code-set', accessCodeId: event.access_code_id, deviceId: event.device_id };
    case 'access_code.failed_to_set_on_device':
      return {
        kind: 'code-failed',
        accessCodeId: event.access_code_id,
        deviceId: event.device_id,
        // The event carries no detail; the code's `errors` (getAccessCode) say more.
        problem: { code: 'failed_to_set_on_device', message: 'Seam could not set the access code on the device.' },
      };
    case 'access_code.removed_from_device':
    case 'access_code.deleted':
      return { kind: 'code-removed', accessCodeId: event.access_code_id, deviceId: event.device_id };
    case 'access_code.modified_external_to_seam':
      return { kind: 'code-modified-outside', accessCodeId: event.access_code_id, deviceId: event.device_id };
    case 'lock.unlocked':
      // Seam marks `device_id` optional on this event only; without it there is no lock to report on.
      if (!event.device_id) return { kind: 'other', type: event.event_type };
      if (event.access_code_id) {
        return { kind: 'code-used', accessCodeId: event.access_code_id, deviceId: event.device_id, at: new Date(event.occurred_at) };
      }
      return { kind: 'device-unlocked', deviceId: event.device_id };
    case 'lock.locked':
      return { kind: 'device-locked', deviceId: event.device_id };
    case 'device.connected':
      return { kind: 'device-online', deviceId: event.device_id };
    case 'device.disconnected':
      return { kind: 'device-offline', deviceId: event.device_id };
    case 'device.low_battery':
      return { kind: 'device-battery-low', deviceId: event.device_id, batteryPercent: toPercent(event.battery_level) };
    default:
      return { kind: 'other', type: event.event_type };
  }
}

function createClient(apiKey: string, endpoint: string | undefined): Seam {
  try {
    return new Seam({
      apiKey,
      ...(endpoint ? { endpoint } : {}),
      axiosOptions: { timeout: REQUEST_TIMEOUT_MS },
    });
  } catch (error) {
    // The SDK checks the key's form (`seam_…`) before any request.
    if (error instanceof SeamHttpInvalidTokenError) throw new LockProviderError('invalid_api_key', error.message, false);
    throw error;
  }
}

/** Every method's failures leave as `LockProviderError`, whichever SDK layer raised them. */
function withSeamErrors(connection: LockConnection): LockConnection {
  const wrapped = {} as Record<string, unknown>;
  for (const [name, method] of Object.entries(connection) as [string, (...args: unknown[]) => Promise<unknown>][]) {
    wrapped[name] = async (...args: unknown[]) => {
      try {
        return await method(...args);
      } catch (error) {
        throw toLockProviderError(error);
      }
    };
  }
  return wrapped as unknown as LockConnection;
}

/**
 * Seam's answer → retryable or not: 5xx, 429, timeouts and network failures may succeed later;
 * other 4xx will not. Seam's error `type` is kept as the code. A failed or unfinished action
 * attempt (the lock did not answer, was offline, jammed) is worth retrying.
 */
function toLockProviderError(error: unknown): LockProviderError {
  if (error instanceof LockProviderError) return error;
  if (isSeamHttpApiError(error)) {
    const retryable = error.statusCode >= 500 || error.statusCode === 429 || error.statusCode === 408;
    return new LockProviderError(error.code, `Seam answered ${error.statusCode}: ${error.message}`, retryable);
  }
  if (isSeamActionAttemptTimeoutError(error)) {
    return new LockProviderError('action_attempt_timeout', error.message, true);
  }
  if (isSeamActionAttemptFailedError(error)) {
    return new LockProviderError(error.code, `Seam action failed: ${error.message}`, true);
  }
  if (isHttpClientError(error)) {
    const status = error.response?.status;
    if (status !== undefined) {
      // An answer without Seam's error body (a proxy's 502 page, say).
      const retryable = status >= 500 || status === 429 || status === 408;
      return new LockProviderError(`http_${status}`, `Seam answered ${status}: ${error.message}`, retryable);
    }
    return new LockProviderError(error.code ?? 'network_error', `Seam unreachable: ${error.message}`, true);
  }
  return new LockProviderError('seam_unexpected_error', errorMessage(error), false);
}

/** The SDK's transport (axios) errors, recognised by shape: axios is not a direct dependency. */
function isHttpClientError(error: unknown): error is Error & { code?: string; response?: { status: number } } {
  return error instanceof Error && (error as { isAxiosError?: unknown }).isAxiosError === true;
}

function isNotFound(error: unknown): boolean {
  return isSeamHttpApiError(error) && error.statusCode === 404;
}

function toLockDevice(device: Device): LockDevice {
  const { properties } = device;
  const battery = properties.battery_level ?? properties.battery?.level;
  // Seam's docs: check that the flag is present and true before creating codes.
  const canProgramCodes = device.can_program_online_access_codes === true;
  return {
    deviceId: device.device_id,
    name: device.display_name || properties.name,
    manufacturer: properties.model?.manufacturer_display_name ?? properties.manufacturer ?? device.device_type,
    model: properties.model?.display_name ?? null,
    online: properties.online,
    locked: properties.locked ?? null,
    batteryPercent: toPercent(battery),
    capabilities: {
      supportedCodeLengths: canProgramCodes ? [...(properties.supported_code_lengths ?? [])] : [],
      codeConstraints: (properties.code_constraints ?? [])
        .map((constraint) => constraint.constraint_type)
        .filter(isKnownConstraint),
      maxActiveCodes: properties.max_active_codes_supported ?? null,
      // Seam reports no per-device flag for native scheduling; it enforces every window itself either way.
      schedulesCodesOnDevice: false,
      supportsBackupCodes: properties.supports_backup_access_code_pool === true,
      remoteLockUnlock: device.can_remotely_lock === true && device.can_remotely_unlock === true,
    },
    canProgramCodes,
    errors: device.errors.map((e) => ({ code: e.error_code, message: e.message })),
    warnings: device.warnings.map((w) => ({ code: w.warning_code, message: w.message })),
  };
}

function isKnownConstraint(kind: string): kind is CodeConstraint {
  return (CODE_CONSTRAINTS as readonly string[]).includes(kind);
}

function toProviderAccessCode(code: AccessCode): ProviderAccessCode {
  const startsAt = code.starts_at ?? code.created_at;
  return {
    accessCodeId: code.access_code_id,
    deviceId: code.device_id,
    name: code.name ?? '',
    code: code.code,
    startsAt: new Date(startsAt),
    endsAt: code.ends_at ? new Date(code.ends_at) : ONGOING_CODE_ENDS_AT,
    status: toCodeStatus(code),
    isBackup: code.is_backup === true,
    errors: code.errors.map((e): ProviderProblem => ({ code: e.error_code, message: e.message })),
    warnings: code.warnings.map((w): ProviderProblem => ({ code: w.warning_code, message: w.message })),
  };
}

/**
 * Seam's `status` with its `errors`: an access-code error (failed_to_set_on_device,
 * no_space_for_access_code_on_device, code_modified_external_to_seam…) means the guest cannot
 * rely on the code; a device or account error (offline, disconnected) fails a code not yet on
 * the lock but not one already set there. A time-bound code on a lock without native scheduling
 * stays `unset` until Seam programs it near `starts_at`: `scheduled`, not yet confirmed. `unknown`
 * reads as `setting`.
 */
function toCodeStatus(code: AccessCode): ProviderCodeStatus {
  if (code.status === 'removing') return 'removing';
  if (code.errors.some((e) => 'is_access_code_error' in e && e.is_access_code_error)) return 'failed';
  if (code.status === 'set') return 'set';
  if (code.errors.length > 0) return 'failed';
  if (code.status === 'unset' && code.type === 'time_bound' && code.starts_at && new Date(code.starts_at).getTime() > Date.now()) return 'scheduled';
  return 'setting';
}

function toPercent(level: number | undefined): number | null {
  return level === undefined ? null : Math.round(level * 100);
}

function errorMessage(error: unknown): string {
  return error instanceof Error ? error.message : String(error);
}
