import { createHmac, randomBytes, randomInt, randomUUID } from 'node:crypto';
import { createServer, type IncomingMessage, type Server, type ServerResponse } from 'node:http';
import type { AddressInfo } from 'node:net';

/** A lock as a test describes it; everything but the name has a typical default. */
export interface StandInDeviceInput {
  name: string;
  /** Seam's `device_type`, e.g. 'august_lock'. */
  deviceType?: string;
  /** Seam's `properties.manufacturer` (lower case, e.g. 'august'). */
  manufacturer?: string;
  /** Seam's `properties.model.manufacturer_display_name`, e.g. 'August'. */
  manufacturerDisplayName?: string;
  model?: string;
  online?: boolean;
  locked?: boolean;
  /** 0–1, as Seam reports `properties.battery_level`. */
  batteryLevel?: number;
  supportedCodeLengths?: number[];
  /** `constraint_type` values, e.g. ['no_zeros', 'name_length']. */
  codeConstraints?: string[];
  maxActiveCodes?: number;
  supportsBackupPool?: boolean;
  /** Digits of the backup codes Seam keeps on the device once a code asks for the pool. */
  backupCodes?: string[];
  canProgramOnlineAccessCodes?: boolean;
  canRemotelyLockAndUnlock?: boolean;
  /**
   * Whether the lock holds a code's schedule itself (Seam's native scheduling, the default). When
   * it does not, Seam keeps a time-bound code `unset` until its window opens (`openScheduledWindows`).
   */
  nativeScheduling?: boolean;
}

/** A Seam event as a test writes it; ids and timestamps are filled in when left out. */
export type StandInEvent = { event_type: string } & Record<string, unknown>;

interface StoredDevice {
  input: StandInDeviceInput;
  deviceId: string;
  connectedAccountId: string;
  createdAt: string;
  online: boolean;
  locked: boolean;
  /** Digits still in the device's backup pool (Seam refills it; the stand-in does not). */
  backupPool: string[];
  /** Seam turns the pool on for the whole device the first time a code asks for it. */
  isBackupPoolActive: boolean;
  /** Error code the next code set on this device will fail with. */
  nextSetFailure: string | null;
}

interface ProblemJson {
  error_code?: string;
  warning_code?: string;
  message: string;
  created_at: string;
  is_access_code_error?: true;
  is_device_error?: true;
}

/** A managed access code exactly as Seam serialises it. */
interface AccessCodeJson {
  workspace_id: string;
  common_code_key: string | null;
  is_scheduled_on_device: boolean;
  type: 'time_bound' | 'ongoing';
  is_waiting_for_code_assignment: boolean;
  access_code_id: string;
  device_id: string;
  name: string | null;
  code: string | null;
  created_at: string;
  errors: ProblemJson[];
  warnings: ProblemJson[];
  is_managed: true;
  starts_at?: string | null;
  ends_at?: string | null;
  status: 'setting' | 'set' | 'unset' | 'removing' | 'unknown';
  is_backup_access_code_available: boolean;
  is_backup: boolean;
  pulled_backup_access_code_id: string | null;
  is_external_modification_allowed: boolean;
  is_one_time_use: boolean;
  is_offline_access_code: boolean;
}

interface StoredAccessCode {
  json: Omit<AccessCodeJson, 'is_backup_access_code_available'>;
  /** Failure to report when the stand-in next plays the device's answer. */
  pendingFailure: string | null;
}

interface ActionAttemptJson {
  action_attempt_id: string;
  action_type: string;
  status: 'pending' | 'success' | 'error';
  result: Record<string, never> | null;
  error: { type: string; message: string } | null;
}

interface StoredActionAttempt {
  json: ActionAttemptJson;
  /** What the device does when the attempt resolves (on its first poll). */
  settle: () => ActionAttemptJson['error'];
}

interface ConnectWebviewJson {
  connect_webview_id: string;
  workspace_id: string;
  created_at: string;
  connected_account_id: string | null;
  url: string;
  device_selection_mode: 'none';
  accepted_providers: string[];
  accepted_capabilities: string[];
  accepted_devices: string[];
  any_device_allowed: boolean;
  any_provider_allowed: boolean;
  login_successful: boolean;
  status: 'pending' | 'failed' | 'authorized';
  custom_redirect_url: string | null;
  custom_redirect_failure_url: string | null;
  custom_metadata: Record<string, string | boolean>;
  automatically_manage_new_devices: boolean;
  wait_for_device_creation: boolean;
  authorized_at: string | null;
  selected_provider: string | null;
}

type JsonBody = Record<string, unknown>;

/** An answer in Seam's error shape (`{ error: { type, message, request_id }, ok: false }`). */
class SeamApiFailure extends Error {
  constructor(
    readonly status: number,
    readonly type: string,
    message: string,
    readonly extra: JsonBody = {},
  ) {
    super(message);
  }
}

type Route = { methods: string[]; handle: (body: JsonBody) => JsonBody };

/**
 * A loopback stand-in for the Seam Connect API, for the Seam adapter's contract tests: the
 * routes the `seam` SDK calls (POST with a JSON body; `/access_codes/update` is PUT), Bearer
 * API-key auth, Seam's object shapes (devices, managed access codes, action attempts, Connect
 * Webviews) and error shape, and webhooks signed the way Seam's Svix deliveries are. State is in
 * memory; time does not pass on its own — a test plays the devices' side with the controls
 * (`confirmPendingCodes`, `failNextSet`, `setOnline`…).
 */
export class SeamStandIn {
  readonly apiKey = `seam_test_${randomBytes(12).toString('hex')}`;
  /** The endpoint secret Seam shows for a webhook, `whsec_` + base64 key. */
  readonly webhookSecret = `whsec_${randomBytes(24).toString('base64')}`;

  readonly #devices = new Map<string, StoredDevice>();
  readonly #accessCodes = new Map<string, StoredAccessCode>();
  readonly #actionAttempts = new Map<string, StoredActionAttempt>();
  readonly #webviews = new Map<string, ConnectWebviewJson>();
  readonly #injectedFailures = new Map<string, number[]>();
  readonly #connectedAccountId = randomUUID();
  readonly #workspaceId = randomUUID();
  readonly #routes: Record<string, Route>;
  #server: Server | null = null;
  #url = '';

  constructor() {
    const read = ['GET', 'POST'];
    this.#routes = {
      '/devices/list': { methods: read, handle: (body) => this.#listDevices(body) },
      '/devices/get': { methods: read, handle: (body) => ({ device: this.#deviceJson(this.#device(body)) }) },
      '/access_codes/create': { methods: ['POST'], handle: (body) => this.#createAccessCode(body) },
      '/access_codes/get': { methods: read, handle: (body) => ({ access_code: this.#accessCodeJson(this.#accessCode(body)) }) },
      '/access_codes/list': { methods: read, handle: (body) => this.#listAccessCodes(body) },
      '/access_codes/update': { methods: ['PUT', 'PATCH', 'POST'], handle: (body) => this.#updateAccessCode(body) },
      '/access_codes/delete': { methods: ['POST'], handle: (body) => this.#deleteAccessCode(body) },
      '/access_codes/pull_backup_access_code': { methods: ['POST'], handle: (body) => this.#pullBackupAccessCode(body) },
      '/locks/lock_door': { methods: ['POST'], handle: (body) => this.#lockAction(body, 'LOCK_DOOR') },
      '/locks/unlock_door': { methods: ['POST'], handle: (body) => this.#lockAction(body, 'UNLOCK_DOOR') },
      '/action_attempts/get': { methods: read, handle: (body) => this.#getActionAttempt(body) },
      '/connect_webviews/create': { methods: ['POST'], handle: (body) => this.#createWebview(body) },
      '/connect_webviews/get': { methods: read, handle: (body) => ({ connect_webview: this.#webview(body) }) },
    };
  }

  /** http://127.0.0.1:<port>, for the SDK's `endpoint`. */
  get url(): string {
    if (!this.#server) throw new Error('SeamStandIn is not started');
    return this.#url;
  }

  async start(): Promise<void> {
    const server = createServer((req, res) => {
      this.#answer(req, res).catch((error: unknown) => {
        sendJson(res, 500, errorBody('internal_server_error', error instanceof Error ? error.message : String(error)));
      });
    });
    await new Promise<void>((resolve, reject) => {
      server.once('error', reject);
      server.listen(0, '127.0.0.1', () => resolve());
    });
    this.#server = server;
    this.#url = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
  }

  async stop(): Promise<void> {
    const server = this.#server;
    if (!server) return;
    this.#server = null;
    await new Promise<void>((resolve) => {
      server.close(() => resolve());
      server.closeAllConnections();
    });
  }

  // ---- Test controls -------------------------------------------------------------------------

  /** Connects a lock to the workspace (as a Connect Webview would) and returns its `device_id`. */
  addDevice(input: StandInDeviceInput): string {
    const deviceId = randomUUID();
    this.#devices.set(deviceId, {
      input,
      deviceId,
      connectedAccountId: this.#connectedAccountId,
      createdAt: new Date().toISOString(),
      online: input.online ?? true,
      locked: input.locked ?? true,
      backupPool: [...(input.backupCodes ?? [])],
      isBackupPoolActive: false,
      nextSetFailure: null,
    });
    return deviceId;
  }

  setOnline(deviceId: string, online: boolean): void {
    this.#storedDevice(deviceId).online = online;
  }

  /** The next code created on the device stays `setting`, then fails with `errorCode` when codes are confirmed. */
  failNextSet(deviceId: string, errorCode = 'failed_to_set_on_device'): void {
    this.#storedDevice(deviceId).nextSetFailure = errorCode;
  }

  /** Plays time passing for locks without native scheduling: the windows open, Seam starts setting their codes. */
  openScheduledWindows(): void {
    for (const { json } of this.#accessCodes.values()) if (json.status === 'unset') json.status = 'setting';
  }

  /**
   * Plays the devices' side: codes being set become `set` (or take the failure asked for, or stay
   * `setting` while their device is offline); codes being removed disappear.
   */
  confirmPendingCodes(): void {
    for (const [id, stored] of this.#accessCodes) {
      const { json } = stored;
      const device = this.#storedDevice(json.device_id);
      if (json.status === 'removing') {
        if (device.online) this.#accessCodes.delete(id);
      } else if (json.status === 'setting' && json.errors.length === 0) {
        if (stored.pendingFailure) {
          json.errors.push(accessCodeError(stored.pendingFailure));
          stored.pendingFailure = null;
        } else if (device.online) {
          json.status = 'set';
        }
      }
    }
  }

  /** The managed codes Seam holds for a device (removed ones are gone), as it would list them. */
  accessCodesOn(deviceId: string): AccessCodeJson[] {
    return [...this.#accessCodes.values()].filter((c) => c.json.device_id === deviceId).map((c) => this.#accessCodeJson(c));
  }

  /** The next `count` authenticated requests to `path` answer `status` (500, 503, 429…). */
  failNext(path: string, status: number, count = 1): void {
    const queue = this.#injectedFailures.get(path) ?? [];
    for (let i = 0; i < count; i++) queue.push(status);
    this.#injectedFailures.set(path, queue);
  }

  /** The user finishes the Connect Webview: it is authorized with a new connected account. */
  authorizeWebview(webviewId: string): void {
    const webview = this.#webviews.get(webviewId);
    if (!webview) throw new Error(`No Connect Webview ${webviewId}`);
    Object.assign(webview, {
      status: 'authorized',
      login_successful: true,
      connected_account_id: this.#connectedAccountId,
      authorized_at: new Date().toISOString(),
      selected_provider: 'august',
    });
  }

  /**
   * A webhook delivery as Seam makes it through Svix: the event as the JSON body and the
   * `svix-id` / `svix-timestamp` / `svix-signature` headers, signed with HMAC-SHA256 over
   * `${id}.${timestamp}.${body}` keyed with the base64-decoded secret after `whsec_`.
   */
  signedWebhook(event: StandInEvent, options: { timestamp?: Date } = {}): { body: string; headers: Record<string, string> } {
    const now = new Date().toISOString();
    const body = JSON.stringify({
      event_id: randomUUID(),
      workspace_id: this.#workspaceId,
      created_at: now,
      occurred_at: now,
      ...event,
    });
    const id = `msg_${randomBytes(14).toString('hex')}`;
    const timestamp = String(Math.floor((options.timestamp ?? new Date()).getTime() / 1000));
    const key = Buffer.from(this.webhookSecret.slice('whsec_'.length), 'base64');
    const signature = createHmac('sha256', key).update(`${id}.${timestamp}.${body}`).digest('base64');
    return {
      body,
      headers: {
        'content-type': 'application/json',
        'svix-id': id,
        'svix-timestamp': timestamp,
        'svix-signature': `v1,${signature}`,
      },
    };
  }

  // ---- HTTP ----------------------------------------------------------------------------------

  async #answer(req: IncomingMessage, res: ServerResponse): Promise<void> {
    const path = new URL(req.url ?? '/', 'http://stand-in').pathname;
    const route = this.#routes[path];
    if (!route) return sendJson(res, 404, errorBody('not_found', `No route ${path}`));
    if (!route.methods.includes(req.method ?? '')) return sendJson(res, 405, errorBody('method_not_allowed', 'Method not allowed'));
    if (req.headers.authorization !== `Bearer ${this.apiKey}`) {
      return sendJson(res, 401, errorBody('unauthorized', 'Unauthorized'));
    }
    const injected = this.#injectedFailures.get(path)?.shift();
    if (injected !== undefined) {
      const type = injected === 429 ? 'rate_limit_exceeded' : 'internal_server_error';
      return sendJson(res, injected, errorBody(type, `Injected ${injected}`));
    }
    let body: JsonBody;
    try {
      body = await readJson(req);
    } catch {
      return sendJson(res, 400, errorBody('invalid_input', 'Request body is not valid JSON'));
    }
    try {
      sendJson(res, 200, { ...route.handle(body), ok: true });
    } catch (error) {
      if (!(error instanceof SeamApiFailure)) throw error;
      sendJson(res, error.status, errorBody(error.type, error.message, error.extra));
    }
  }

  // ---- Devices -------------------------------------------------------------------------------

  #listDevices(body: JsonBody): JsonBody {
    const devices = [...this.#devices.values()].map((d) => this.#deviceJson(d));
    return page('devices', devices, body, 500);
  }

  #device(body: JsonBody): StoredDevice {
    const deviceId = requiredString(body, 'device_id');
    const device = this.#devices.get(deviceId);
    if (!device) throw new SeamApiFailure(404, 'device_not_found', 'Device not found', { data: { device_id: deviceId } });
    return device;
  }

  #storedDevice(deviceId: string): StoredDevice {
    const device = this.#devices.get(deviceId);
    if (!device) throw new Error(`No device ${deviceId} in the stand-in`);
    return device;
  }

  #deviceJson(device: StoredDevice): JsonBody {
    const { input } = device;
    const canLock = input.canRemotelyLockAndUnlock ?? true;
    return {
      device_id: device.deviceId,
      device_type: input.deviceType ?? 'august_lock',
      display_name: input.name,
      nickname: input.name,
      space_ids: [],
      capabilities_supported: ['access_code', 'lock'],
      properties: {
        name: input.name,
        online: device.online,
        locked: device.locked,
        manufacturer: input.manufacturer ?? 'august',
        model: {
          display_name: input.model ?? 'Smart Lock',
          manufacturer_display_name: input.manufacturerDisplayName ?? 'August',
        },
        ...(input.batteryLevel === undefined ? {} : { battery_level: input.batteryLevel }),
        supported_code_lengths: input.supportedCodeLengths ?? [4, 5, 6, 7, 8],
        code_constraints: (input.codeConstraints ?? []).map((constraint_type) => ({ constraint_type })),
        ...(input.maxActiveCodes === undefined ? {} : { max_active_codes_supported: input.maxActiveCodes }),
        supports_backup_access_code_pool: input.supportsBackupPool ?? false,
      },
      location: null,
      connected_account_id: device.connectedAccountId,
      workspace_id: this.#workspaceId,
      errors: device.online ? [] : [deviceOfflineError()],
      warnings: [],
      created_at: device.createdAt,
      is_managed: true,
      custom_metadata: {},
      can_program_online_access_codes: input.canProgramOnlineAccessCodes ?? true,
      can_remotely_lock: canLock,
      can_remotely_unlock: canLock,
    };
  }

  // ---- Access codes --------------------------------------------------------------------------

  #createAccessCode(body: JsonBody): JsonBody {
    const device = this.#device(body);
    const startsAt = optionalTime(body, 'starts_at');
    const endsAt = optionalTime(body, 'ends_at');
    if ((startsAt === null) !== (endsAt === null)) {
      throw invalidInput('starts_at', 'Both starts_at and ends_at are required for a time-bound code');
    }
    if (startsAt && endsAt && Date.parse(endsAt) <= Date.parse(startsAt)) {
      throw invalidInput('ends_at', 'ends_at must be after starts_at');
    }
    const requestedCode = optionalString(body, 'code');
    const code = requestedCode ?? this.#generateCode(device, body.preferred_code_length);
    if (body.use_backup_access_code_pool === true && device.input.supportsBackupPool) device.isBackupPoolActive = true;

    const isFull =
      device.input.maxActiveCodes !== undefined && this.accessCodesOn(device.deviceId).length >= device.input.maxActiveCodes;
    const json: StoredAccessCode['json'] = {
      workspace_id: this.#workspaceId,
      common_code_key: optionalString(body, 'common_code_key'),
      is_scheduled_on_device: false,
      type: startsAt ? 'time_bound' : 'ongoing',
      is_waiting_for_code_assignment: false,
      access_code_id: randomUUID(),
      device_id: device.deviceId,
      name: optionalString(body, 'name'),
      code,
      created_at: new Date().toISOString(),
      // A full keypad is the vendor's answer about this code, not a failed request.
      errors: isFull ? [accessCodeError('no_space_for_access_code_on_device')] : [],
      warnings: [],
      is_managed: true,
      starts_at: startsAt,
      ends_at: endsAt,
      status: device.input.nativeScheduling === false && startsAt && new Date(startsAt).getTime() > Date.now() ? 'unset' : 'setting',
      is_backup: false,
      pulled_backup_access_code_id: null,
      is_external_modification_allowed: body.allow_external_modification === true || body.is_external_modification_allowed === true,
      is_one_time_use: false,
      is_offline_access_code: false,
    };
    const stored: StoredAccessCode = { json, pendingFailure: isFull ? null : device.nextSetFailure };
    this.#accessCodes.set(json.access_code_id, stored);
    device.nextSetFailure = null;
    const actionAttempt = this.#recordActionAttempt('CREATE_ACCESS_CODE', () => null);
    return { access_code: this.#accessCodeJson(stored), action_attempt: actionAttempt };
  }

  /** Seam makes the digits itself when none are given: the preferred length if the device takes it, else its shortest. */
  #generateCode(device: StoredDevice, preferredLength: unknown): string {
    const lengths = device.input.supportedCodeLengths ?? [4, 5, 6, 7, 8];
    const length =
      typeof preferredLength === 'number' && lengths.includes(preferredLength) ? preferredLength : Math.min(...lengths);
    let digits = '';
    while (digits.length < length) digits += String(randomInt(1, 10));
    return digits;
  }

  #listAccessCodes(body: JsonBody): JsonBody {
    const ids = body.access_code_ids;
    let codes: StoredAccessCode[];
    if (Array.isArray(ids)) {
      codes = [...this.#accessCodes.values()].filter((c) => ids.includes(c.json.access_code_id));
    } else {
      const device = this.#device(body);
      codes = [...this.#accessCodes.values()].filter((c) => c.json.device_id === device.deviceId);
    }
    return page('access_codes', codes.map((c) => this.#accessCodeJson(c)), body, 55_000);
  }

  #accessCode(body: JsonBody): StoredAccessCode {
    const accessCodeId = requiredString(body, 'access_code_id');
    const stored = this.#accessCodes.get(accessCodeId);
    if (!stored) {
      throw new SeamApiFailure(404, 'access_code_not_found', 'Could not find an access_code with device_id or access_code_id', {
        data: { access_code_id: accessCodeId },
      });
    }
    return stored;
  }

  #accessCodeJson(stored: StoredAccessCode): AccessCodeJson {
    const { json } = stored;
    const device = this.#storedDevice(json.device_id);
    const isBackupAvailable =
      json.type === 'time_bound' &&
      !json.is_backup &&
      device.isBackupPoolActive &&
      (json.pulled_backup_access_code_id !== null || device.backupPool.length > 0);
    return structuredClone({ ...json, is_backup_access_code_available: isBackupAvailable });
  }

  #updateAccessCode(body: JsonBody): JsonBody {
    const { json } = this.#accessCode(body);
    const startsAt = optionalTime(body, 'starts_at');
    const endsAt = optionalTime(body, 'ends_at');
    const nextStartsAt = startsAt ?? json.starts_at ?? null;
    const nextEndsAt = endsAt ?? json.ends_at ?? null;
    if (nextStartsAt && nextEndsAt && Date.parse(nextEndsAt) <= Date.parse(nextStartsAt)) {
      throw invalidInput('ends_at', 'ends_at must be after starts_at');
    }
    json.starts_at = nextStartsAt;
    json.ends_at = nextEndsAt;
    if (nextStartsAt && nextEndsAt) json.type = 'time_bound';
    const name = optionalString(body, 'name');
    if (name !== null) json.name = name;
    const code = optionalString(body, 'code');
    if (code !== null) json.code = code;
    return { action_attempt: this.#recordActionAttempt('UPDATE_ACCESS_CODE', () => null) };
  }

  #deleteAccessCode(body: JsonBody): JsonBody {
    const { json } = this.#accessCode(body);
    json.status = 'removing';
    return { action_attempt: this.#recordActionAttempt('DELETE_ACCESS_CODE', () => null) };
  }

  /**
   * Seam's documented behaviour: the backup is already on the device (`set`); it is tied to the
   * original so a second pull returns the same one, and its `ends_at` is moved to the original's.
   */
  #pullBackupAccessCode(body: JsonBody): JsonBody {
    const original = this.#accessCode(body).json;
    if (original.pulled_backup_access_code_id) {
      const backup = this.#accessCodeJson(this.#storedAccessCode(original.pulled_backup_access_code_id));
      return { access_code: backup, backup_access_code: backup };
    }
    if (original.type !== 'time_bound') {
      throw invalidInput('access_code_id', 'Backup access codes can only be pulled for time-bound access codes');
    }
    const device = this.#storedDevice(original.device_id);
    const digits = device.isBackupPoolActive ? device.backupPool.shift() : undefined;
    if (digits === undefined) {
      // Seam does not document this error's type; the adapter checks `is_backup_access_code_available` first.
      throw new SeamApiFailure(400, 'no_backup_access_code_available', 'No backup access code is available for this device');
    }
    const backupId = randomUUID();
    const now = new Date().toISOString();
    const backup: StoredAccessCode['json'] = {
      ...original,
      access_code_id: backupId,
      name: `Backup ${backupId} (Seam)`,
      code: digits,
      created_at: now,
      errors: [],
      warnings: [],
      status: 'set',
      starts_at: now,
      ends_at: original.ends_at,
      is_backup: true,
      pulled_backup_access_code_id: null,
    };
    this.#accessCodes.set(backupId, { json: backup, pendingFailure: null });
    original.pulled_backup_access_code_id = backupId;
    const json = this.#accessCodeJson(this.#storedAccessCode(backupId));
    return { access_code: json, backup_access_code: json };
  }

  #storedAccessCode(accessCodeId: string): StoredAccessCode {
    const stored = this.#accessCodes.get(accessCodeId);
    if (!stored) throw new Error(`No access code ${accessCodeId} in the stand-in`);
    return stored;
  }

  // ---- Locks and action attempts ---------------------------------------------------------------

  #lockAction(body: JsonBody, actionType: 'LOCK_DOOR' | 'UNLOCK_DOOR'): JsonBody {
    const device = this.#device(body);
    if (!(device.input.canRemotelyLockAndUnlock ?? true)) {
      throw new SeamApiFailure(400, 'device_not_capable', 'This device cannot be locked or unlocked remotely');
    }
    const actionAttempt = this.#recordActionAttempt(actionType, () => {
      // `uncategorized_error` is the generic action-attempt error in Seam's published types.
      if (!device.online) return { type: 'uncategorized_error', message: 'The device is offline' };
      device.locked = actionType === 'LOCK_DOOR';
      return null;
    });
    return { action_attempt: actionAttempt };
  }

  #recordActionAttempt(actionType: string, settle: StoredActionAttempt['settle']): ActionAttemptJson {
    const json: ActionAttemptJson = {
      action_attempt_id: randomUUID(),
      action_type: actionType,
      status: 'pending',
      result: null,
      error: null,
    };
    this.#actionAttempts.set(json.action_attempt_id, { json, settle });
    return { ...json };
  }

  /** An attempt is pending when made and resolves the first time it is polled. */
  #getActionAttempt(body: JsonBody): JsonBody {
    const id = requiredString(body, 'action_attempt_id');
    const attempt = this.#actionAttempts.get(id);
    if (!attempt) throw new SeamApiFailure(404, 'action_attempt_not_found', 'Action attempt not found');
    if (attempt.json.status === 'pending') {
      const error = attempt.settle();
      attempt.json = error
        ? { ...attempt.json, status: 'error', result: null, error }
        : { ...attempt.json, status: 'success', result: {}, error: null };
    }
    return { action_attempt: { ...attempt.json } };
  }

  // ---- Connect Webviews ----------------------------------------------------------------------

  #createWebview(body: JsonBody): JsonBody {
    const id = randomUUID();
    const acceptedProviders = Array.isArray(body.accepted_providers) ? body.accepted_providers.map(String) : [];
    const webview: ConnectWebviewJson = {
      connect_webview_id: id,
      workspace_id: this.#workspaceId,
      created_at: new Date().toISOString(),
      connected_account_id: null,
      url: `${this.url}/connect_webviews/view?connect_webview_id=${id}&auth_token=${randomBytes(12).toString('hex')}`,
      device_selection_mode: 'none',
      accepted_providers: acceptedProviders,
      accepted_capabilities: [],
      accepted_devices: [],
      any_device_allowed: true,
      any_provider_allowed: acceptedProviders.length === 0,
      login_successful: false,
      status: 'pending',
      custom_redirect_url: optionalString(body, 'custom_redirect_url'),
      custom_redirect_failure_url: optionalString(body, 'custom_redirect_failure_url'),
      custom_metadata: {},
      automatically_manage_new_devices: body.automatically_manage_new_devices !== false,
      wait_for_device_creation: body.wait_for_device_creation === true,
      authorized_at: null,
      selected_provider: null,
    };
    this.#webviews.set(id, webview);
    return { connect_webview: { ...webview } };
  }

  #webview(body: JsonBody): ConnectWebviewJson {
    const id = requiredString(body, 'connect_webview_id');
    const webview = this.#webviews.get(id);
    if (!webview) throw new SeamApiFailure(404, 'connect_webview_not_found', 'Connect webview not found');
    return { ...webview };
  }
}

function errorBody(type: string, message: string, extra: JsonBody = {}): JsonBody {
  return { error: { type, message, ...extra, request_id: randomUUID() }, ok: false };
}

function invalidInput(param: string, message: string): SeamApiFailure {
  return new SeamApiFailure(400, 'invalid_input', message, {
    validation_errors: { _errors: [], [param]: { _errors: [message] } },
  });
}

function requiredString(body: JsonBody, key: string): string {
  const value = body[key];
  if (typeof value !== 'string' || value === '') throw invalidInput(key, 'Required');
  return value;
}

function optionalString(body: JsonBody, key: string): string | null {
  const value = body[key];
  if (value === undefined || value === null) return null;
  if (typeof value !== 'string') throw invalidInput(key, 'Expected string');
  return value;
}

/** An ISO 8601 parameter, answered back normalised to milliseconds as Seam does. */
function optionalTime(body: JsonBody, key: string): string | null {
  const value = optionalString(body, key);
  if (value === null) return null;
  const time = Date.parse(value);
  if (Number.isNaN(time)) throw invalidInput(key, 'Invalid datetime');
  return new Date(time).toISOString();
}

function accessCodeError(errorCode: string): ProblemJson {
  const messages: Record<string, string> = {
    failed_to_set_on_device: 'Failed to set code on device.',
    no_space_for_access_code_on_device: 'No space for access code on device.',
  };
  return {
    error_code: errorCode,
    message: messages[errorCode] ?? errorCode,
    is_access_code_error: true,
    created_at: new Date().toISOString(),
  };
}

function deviceOfflineError(): ProblemJson {
  return { error_code: 'device_offline', message: 'Device is offline', is_device_error: true, created_at: new Date().toISOString() };
}

/** Seam's cursor pagination: `limit` items from `page_cursor` (opaque to the client). */
function page(key: string, items: unknown[], body: JsonBody, defaultLimit: number): JsonBody {
  const limit = typeof body.limit === 'number' && body.limit > 0 ? body.limit : defaultLimit;
  const cursor = typeof body.page_cursor === 'string' ? body.page_cursor : null;
  const offset = cursor ? Number(Buffer.from(cursor, 'base64url').toString('utf8')) : 0;
  const end = offset + limit;
  const hasNextPage = end < items.length;
  return {
    [key]: items.slice(offset, end),
    pagination: {
      has_next_page: hasNextPage,
      next_page_cursor: hasNextPage ? Buffer.from(String(end), 'utf8').toString('base64url') : null,
      next_page_url: null,
    },
  };
}

async function readJson(req: IncomingMessage): Promise<JsonBody> {
  const chunks: Buffer[] = [];
  for await (const chunk of req) chunks.push(chunk as Buffer);
  const text = Buffer.concat(chunks).toString('utf8');
  if (text.trim() === '') return {};
  const parsed: unknown = JSON.parse(text);
  if (typeof parsed !== 'object' || parsed === null || Array.isArray(parsed)) throw new Error('Expected a JSON object');
  return parsed as JsonBody;
}

function sendJson(res: ServerResponse, status: number, body: JsonBody): void {
  const requestId = (body.error as { request_id?: string } | undefined)?.request_id ?? randomUUID();
  res.writeHead(status, { 'content-type': 'application/json', 'seam-request-id': requestId });
  res.end(JSON.stringify(body));
}
