import { sql } from 'drizzle-orm';
import { boolean, check, index, integer, jsonb, pgTable, primaryKey, real, text, timestamp, uniqueIndex, uuid } from 'drizzle-orm/pg-core';
import type { DoorCodeStatus } from './domain/code-life';
import type { DeviceCapabilities, ProviderProblem } from './providers/lock-provider';

/** Which service drives a lock. */
export type LockProviderKind = 'virtual' | 'seam';
/** Who a code is for: a stay's guest (or an internal stay's visitor), a cleaner's task, maintenance. */
export type DoorCodePurpose = 'stay' | 'cleaning' | 'maintenance';

/**
 * The workspace's locks as Cohost knows them: which device at which provider, on which property,
 * with the host's settings for its codes, and the device's last reported state (refreshed from
 * the provider; the provider is the truth).
 */
export const locks = pgTable(
  'locks',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    workspaceId: text('workspace_id').notNull(),
    /** Null while the host has not said which door it is. */
    propertyId: uuid('property_id'),
    provider: text('provider').$type<LockProviderKind>().notNull(),
    /** The provider's id for the device. */
    deviceId: text('device_id').notNull(),
    name: text('name').notNull(),
    manufacturer: text('manufacturer').notNull(),
    model: text('model'),
    online: boolean('online').notNull(),
    locked: boolean('locked'),
    batteryPercent: integer('battery_percent'),
    capabilities: jsonb('capabilities').$type<DeviceCapabilities>().notNull(),
    problems: jsonb('problems').$type<ProviderProblem[]>().notNull().default([]),
    /** The host's code length for this lock; null follows the AI settings' choice. */
    codeLength: integer('code_length'),
    /** Minutes a code starts before check-in and ends after checkout. */
    bufferBeforeMinutes: integer('buffer_before_minutes').notNull().default(60),
    bufferAfterMinutes: integer('buffer_after_minutes').notNull().default(60),
    /** When the provider last answered for it. */
    seenAt: timestamp('seen_at', { withTimezone: true }).notNull(),
    /** When it was seen going offline (null while online): the alert says since when. */
    offlineSince: timestamp('offline_since', { withTimezone: true }),
    removedAt: timestamp('removed_at', { withTimezone: true }),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull(),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull(),
  },
  (table) => [
    // One live lock per device; a removed one may be added again.
    uniqueIndex('locks_device_idx').on(table.workspaceId, table.provider, table.deviceId).where(sql`${table.removedAt} is null`),
    index('locks_property_idx').on(table.workspaceId, table.propertyId),
    check('locks_provider_check', sql`${table.provider} in ('virtual', 'seam')`),
    check('locks_battery_check', sql`${table.batteryPercent} between 0 and 100`),
    check('locks_code_length_check', sql`${table.codeLength} in (4, 6, 8)`),
    check('locks_buffers_check', sql`${table.bufferBeforeMinutes} between 0 and 720 and ${table.bufferAfterMinutes} between 0 and 720`),
  ],
);

/**
 * Every code Cohost issues, from the moment it is planned to its confirmed removal: stored once
 * issued (never silently rotated; a new code replaces one only when the host forces it, with a
 * reason). The digits are sealed with the installation's key (`code_sealed`).
 */
export const doorCodes = pgTable(
  'door_codes',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    workspaceId: text('workspace_id').notNull(),
    lockId: uuid('lock_id').notNull(),
    purpose: text('purpose').$type<DoorCodePurpose>().notNull(),
    /** The stay it opens the door for (purpose `stay`). */
    reservationId: uuid('reservation_id'),
    /** The task it is for (purposes `cleaning`, `maintenance`), in the module that owns the task. */
    taskId: text('task_id'),
    /** Who holds it, as shown to the host and in the lock's own app. */
    holderName: text('holder_name').notNull(),
    status: text('status').$type<DoorCodeStatus>().notNull(),
    /** Null while a lock that chooses its own digits has not assigned them. */
    codeSealed: text('code_sealed'),
    /** The lock and digits' keyed fingerprint: the database refuses two live codes with the same digits on one lock. */
    codeFingerprint: text('code_fingerprint'),
    startsAt: timestamp('starts_at', { withTimezone: true }).notNull(),
    endsAt: timestamp('ends_at', { withTimezone: true }).notNull(),
    /** When it goes to the lock (T−24 h for a stay). */
    sendAt: timestamp('send_at', { withTimezone: true }).notNull(),
    /** The pre-arrival health check (T−2 h for a stay): the code still on an online lock. */
    checkAt: timestamp('check_at', { withTimezone: true }).notNull(),
    checkedAt: timestamp('checked_at', { withTimezone: true }),
    /** The provider's id for it once sent. */
    providerCodeId: text('provider_code_id'),
    /** False while a moved window has not reached the lock yet. */
    windowOnLock: boolean('window_on_lock').notNull().default(true),
    /** Failed attempts to set it; the next one is due at `retry_at`. */
    attempts: integer('attempts').notNull().default(0),
    retryAt: timestamp('retry_at', { withTimezone: true }),
    /** The last problem the lock or provider reported. */
    lastProblem: jsonb('last_problem').$type<ProviderProblem | null>(),
    /** A backup code the lock held, issued when this one could not be set. */
    isBackup: boolean('is_backup').notNull().default(false),
    /** The code this one replaced (a forced new code), and why. */
    replacesId: uuid('replaces_id'),
    replaceReason: text('replace_reason'),
    confirmedAt: timestamp('confirmed_at', { withTimezone: true }),
    removedAt: timestamp('removed_at', { withTimezone: true }),
    /** The host was alerted that this code could not be set (once per failure). */
    alertedAt: timestamp('alerted_at', { withTimezone: true }),
    version: integer('version').notNull().default(1),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull(),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull(),
  },
  (table) => [
    index('door_codes_lock_idx').on(table.workspaceId, table.lockId, table.status),
    // One live code per stay and lock (a replaced one is removing, then removed).
    uniqueIndex('door_codes_stay_idx')
      .on(table.lockId, table.reservationId)
      .where(sql`${table.reservationId} is not null and ${table.status} not in ('removed', 'cancelled', 'removing')`),
    uniqueIndex('door_codes_digits_idx')
      .on(table.lockId, table.codeFingerprint)
      .where(sql`${table.codeFingerprint} is not null and ${table.status} not in ('removed', 'cancelled')`),
    uniqueIndex('door_codes_task_idx')
      .on(table.lockId, table.taskId)
      .where(sql`${table.taskId} is not null and ${table.status} not in ('removed', 'cancelled', 'removing')`),
    index('door_codes_due_idx').on(table.sendAt).where(sql`${table.status} in ('planned', 'retrying')`),
    index('door_codes_reservation_idx').on(table.workspaceId, table.reservationId),
    // A provider's webhook names the code by its own id.
    index('door_codes_provider_code_idx').on(table.workspaceId, table.providerCodeId),
    check('door_codes_purpose_check', sql`${table.purpose} in ('stay', 'cleaning', 'maintenance')`),
    check(
      'door_codes_status_check',
      sql`${table.status} in ('planned', 'programming', 'retrying', 'set', 'failed', 'backup', 'stranded', 'removing', 'removed', 'cancelled')`,
    ),
    check('door_codes_window_check', sql`${table.endsAt} > ${table.startsAt}`),
  ],
);

/** What happened at a lock: codes set, used, failed and removed; locked and unlocked, by whom. */
export const lockEvents = pgTable(
  'lock_events',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    workspaceId: text('workspace_id').notNull(),
    lockId: uuid('lock_id').notNull(),
    doorCodeId: uuid('door_code_id'),
    /** 'code-set', 'code-used', 'code-failed', 'code-removed', 'locked', 'unlocked', 'offline', 'online', 'battery-low'… */
    kind: text('kind').notNull(),
    /** The person who did it (lock and unlock from the screen); null for the lock or Cohost. */
    userId: text('user_id'),
    detail: text('detail').notNull().default(''),
    at: timestamp('at', { withTimezone: true }).notNull(),
  },
  (table) => [index('lock_events_lock_idx').on(table.workspaceId, table.lockId, table.at), index('lock_events_workspace_idx').on(table.workspaceId, table.at)],
);

/** Where a workspace's lock service account stands: its key works, or the service refused it since. */
export type LockProviderAccountStatus = 'connected' | 'key-refused';

/**
 * A workspace's account at a lock service (Seam): its API key and webhook signing secret, sealed
 * with the installation's key (`platform/crypto/sealed-box.ts`, purpose `lock-provider-secrets`),
 * never returned by the API. `webhook_token` is the random part of the webhook's address, so a
 * delivery names its account without the address being guessable.
 */
export const lockProviderAccounts = pgTable(
  'lock_provider_accounts',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    workspaceId: text('workspace_id').notNull(),
    provider: text('provider').$type<Exclude<LockProviderKind, 'virtual'>>().notNull(),
    apiKeySealed: text('api_key_sealed').notNull(),
    /** The key's last four characters, the only part the screen shows. */
    apiKeyLast4: text('api_key_last4').notNull(),
    webhookSecretSealed: text('webhook_secret_sealed'),
    webhookToken: text('webhook_token').notNull(),
    status: text('status').$type<LockProviderAccountStatus>().notNull(),
    /** The service's words when it last refused the key. */
    lastError: text('last_error'),
    /** The Connect Webview the host last opened (Seam's hosted sign-in to their lock brand). */
    connectWebviewId: text('connect_webview_id'),
    lastWebhookAt: timestamp('last_webhook_at', { withTimezone: true }),
    /** When the key now saved was tested and saved. */
    connectedAt: timestamp('connected_at', { withTimezone: true }).notNull(),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull(),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull(),
  },
  (table) => [
    uniqueIndex('lock_provider_accounts_workspace_idx').on(table.workspaceId, table.provider),
    uniqueIndex('lock_provider_accounts_webhook_idx').on(table.webhookToken),
    check('lock_provider_accounts_provider_check', sql`${table.provider} in ('seam')`),
    check('lock_provider_accounts_status_check', sql`${table.status} in ('connected', 'key-refused')`),
  ],
);

/**
 * Webhook deliveries already applied (Seam's Svix `svix-id`, the same on every retry of one
 * delivery): a delivery that comes again changes nothing. Kept a week, past Svix's retries.
 */
export const lockWebhookDeliveries = pgTable(
  'lock_webhook_deliveries',
  {
    accountId: uuid('account_id').notNull(),
    deliveryId: text('delivery_id').notNull(),
    /** The event's kind as the adapter normalised it ('code-set', 'device-offline'…). */
    kind: text('kind').notNull(),
    receivedAt: timestamp('received_at', { withTimezone: true }).notNull(),
  },
  (table) => [primaryKey({ columns: [table.accountId, table.deliveryId] }), index('lock_webhook_deliveries_received_idx').on(table.receivedAt)],
);

/**
 * The virtual locks' devices: simulated hardware with real state (the `virtual` provider's
 * storage, not Cohost's view of the lock, which is `locks`). Behaviour that looks random is drawn
 * from `seed`, so a test replays it exactly.
 */
export const virtualLockDevices = pgTable('virtual_lock_devices', {
  deviceId: uuid('device_id').primaryKey().defaultRandom(),
  workspaceId: text('workspace_id').notNull(),
  name: text('name').notNull(),
  /** The vendor it imitates (`VIRTUAL_LOCK_PROFILES`): code lengths, constraints, slots. */
  profile: text('profile').notNull(),
  seed: integer('seed').notNull(),
  /** Share of programming attempts the device refuses (0–1). */
  failureRate: real('failure_rate').notNull(),
  batteryPercent: real('battery_percent').notNull(),
  batteryAt: timestamp('battery_at', { withTimezone: true }).notNull(),
  /** Offline until this moment (a spell the host or the developer controls started). */
  offlineUntil: timestamp('offline_until', { withTimezone: true }),
  locked: boolean('locked').notNull().default(true),
  createdAt: timestamp('created_at', { withTimezone: true }).notNull(),
});

/** The codes a virtual device holds, as its keypad would. */
export const virtualLockCodes = pgTable(
  'virtual_lock_codes',
  {
    accessCodeId: uuid('access_code_id').primaryKey().defaultRandom(),
    deviceId: uuid('device_id').notNull(),
    name: text('name').notNull(),
    code: text('code'),
    startsAt: timestamp('starts_at', { withTimezone: true }).notNull(),
    endsAt: timestamp('ends_at', { withTimezone: true }).notNull(),
    /** 'setting', 'set', 'removing', 'failed'; a removed code is deleted. */
    status: text('status').notNull(),
    /** When the programming or removal under way settles. */
    settlesAt: timestamp('settles_at', { withTimezone: true }),
    isBackup: boolean('is_backup').notNull().default(false),
    /** For a backup: the code it stands in for; null while it waits in the pool. */
    backupFor: uuid('backup_for'),
    errors: jsonb('errors').$type<ProviderProblem[]>().notNull().default([]),
    idempotencyKey: text('idempotency_key'),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull(),
  },
  (table) => [index('virtual_lock_codes_device_idx').on(table.deviceId), uniqueIndex('virtual_lock_codes_key_idx').on(table.deviceId, table.idempotencyKey)],
);
