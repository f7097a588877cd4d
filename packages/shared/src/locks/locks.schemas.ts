import { z } from 'zod';

/** The vendors a virtual lock can imitate ("Add a virtual lock"). */
export const VIRTUAL_LOCK_PROFILES = ['august-wifi', 'schlage-encode', 'yale-assure', 'nuki-keypad'] as const;
export type VirtualLockProfileName = (typeof VIRTUAL_LOCK_PROFILES)[number];
export const VIRTUAL_LOCK_PROFILE_LABELS: Record<VirtualLockProfileName, string> = {
  'august-wifi': 'August Wi-Fi Smart Lock',
  'schlage-encode': 'Schlage Encode Plus',
  'yale-assure': 'Yale Assure Lock 2',
  'nuki-keypad': 'Nuki Smart Lock with Keypad',
};

/** How often a virtual lock refuses a code it is asked to set (to watch retries, backup codes and alerts happen). */
export const VIRTUAL_LOCK_REFUSALS = ['rarely', 'never', 'often', 'always'] as const;
export type VirtualLockRefusals = (typeof VIRTUAL_LOCK_REFUSALS)[number];
export const VIRTUAL_LOCK_REFUSAL_RATES: Record<VirtualLockRefusals, number> = { rarely: 0.05, never: 0, often: 0.5, always: 1 };
export const VIRTUAL_LOCK_REFUSAL_LABELS: Record<VirtualLockRefusals, string> = {
  rarely: 'Rarely (1 code in 20), like a real lock',
  never: 'Never',
  often: 'Often (1 code in 2)',
  always: 'Always: watch retries, backup codes and alerts',
};

export const LOCK_NAME_MAX = 60;
/** Battery colours on the lock cards (the brief): green above 50, yellow above 20, red otherwise. */
export const BATTERY_GOOD_ABOVE = 50;
export const BATTERY_LOW_ABOVE = 20;

export const DOOR_CODE_STATES = ['planned', 'programming', 'retrying', 'set', 'failed', 'backup', 'stranded', 'removing', 'removed', 'cancelled'] as const;

const BufferMinutes = (label: string) =>
  z
    .number({ error: `Enter the minutes ${label}.` })
    .int({ error: `Enter whole minutes ${label}.` })
    .min(0, { error: `The minutes ${label} cannot be negative.` })
    .max(720, { error: `At most 720 minutes (12 hours) ${label}.` });

export const AddVirtualLockInputSchema = z
  .object({
    name: z.string({ error: 'Name the lock.' }).trim().min(1, { error: 'Name the lock.' }).max(LOCK_NAME_MAX, { error: `At most ${LOCK_NAME_MAX} characters.` }),
    propertyId: z.string({ error: 'Choose the property this lock is on.' }).min(1, { error: 'Choose the property this lock is on.' }),
    profile: z.enum(VIRTUAL_LOCK_PROFILES, { error: `Choose a lock model: ${VIRTUAL_LOCK_PROFILES.join(', ')}.` }),
    /** How often it refuses a code; 'rarely' (as a real lock does) unless said. */
    refusals: z.enum(VIRTUAL_LOCK_REFUSALS, { error: `Choose how often it refuses a code: ${VIRTUAL_LOCK_REFUSALS.join(', ')}.` }).default('rarely'),
  })
  .meta({ id: 'AddVirtualLockInput' });
export type AddVirtualLockInput = z.infer<typeof AddVirtualLockInputSchema>;

export const LockSettingsInputSchema = z
  .object({
    /** Null follows the AI settings' code length. */
    codeLength: z.union([z.literal(4), z.literal(6), z.literal(8), z.null()], { error: 'Choose 4, 6 or 8 digits, or the AI settings’ length.' }),
    bufferBeforeMinutes: BufferMinutes('before check-in'),
    bufferAfterMinutes: BufferMinutes('after checkout'),
  })
  .meta({ id: 'LockSettingsInput' });
export type LockSettingsInput = z.infer<typeof LockSettingsInputSchema>;

const ProblemSchema = z.object({ code: z.string(), message: z.string() });

export const LockCardSchema = z
  .object({
    id: z.string(),
    name: z.string(),
    provider: z.enum(['virtual', 'seam']),
    manufacturer: z.string(),
    model: z.string().nullable(),
    property: z.object({ id: z.string(), name: z.string() }).nullable(),
    online: z.boolean(),
    /** Since when it is offline (null while online). */
    offlineSince: z.iso.datetime().nullable(),
    locked: z.boolean().nullable(),
    batteryPercent: z.number().int().nullable(),
    problems: z.array(ProblemSchema),
    /** Who holds a code that works now, and until when. */
    currentGuest: z.object({ name: z.string(), checkoutAt: z.iso.datetime() }).nullable(),
    nextArrival: z.object({ name: z.string(), startsAt: z.iso.datetime(), codeState: z.enum(DOOR_CODE_STATES) }).nullable(),
    /** Codes on the lock now (confirmed, or being set or removed). */
    activeCodes: z.number().int(),
    /** Codes that need a person (could not be set, and no backup). */
    codesNeedingYou: z.number().int(),
    settings: z.object({ codeLength: z.number().int().nullable(), bufferBeforeMinutes: z.number().int(), bufferAfterMinutes: z.number().int() }),
    remoteLockUnlock: z.boolean(),
  })
  .meta({ id: 'LockCard' });
export type LockCard = z.infer<typeof LockCardSchema>;

export const LockEventSchema = z
  .object({
    id: z.string(),
    lockId: z.string(),
    lockName: z.string(),
    kind: z.string(),
    /** One line for people, e.g. "Door code for Dana set". */
    summary: z.string(),
    detail: z.string(),
    by: z.string().nullable(),
    at: z.iso.datetime(),
  })
  .meta({ id: 'LockEvent' });
export type LockEvent = z.infer<typeof LockEventSchema>;

export const LocksOverviewSchema = z
  .object({
    /** The 'AI Lock Automation' toggle: the AI settings' "Auto-generate door codes". */
    automationOn: z.boolean(),
    locks: z.array(LockCardSchema),
    recentActivity: z.array(LockEventSchema),
    /** Where each stay's code stands, for stays under way or arriving in the next 8 days (the dashboard's arrivals). */
    stayCodes: z.array(z.object({ reservationId: z.string(), status: z.enum(DOOR_CODE_STATES), lockName: z.string() })),
  })
  .meta({ id: 'LocksOverview' });
export type LocksOverview = z.infer<typeof LocksOverviewSchema>;

export const DOOR_CODE_PURPOSES = ['stay', 'cleaning', 'maintenance'] as const;
export const DOOR_CODE_HOLDER_MAX = 60;
export const DOOR_CODE_REASON_MAX = 300;

/** One code on a lock as its hosts see it: whose, when it works, where it stands, and the digits once the lock confirmed them. */
export const DoorCodeViewSchema = z
  .object({
    id: z.string(),
    lockId: z.string(),
    purpose: z.enum(DOOR_CODE_PURPOSES),
    holderName: z.string(),
    reservationId: z.string().nullable(),
    status: z.enum(DOOR_CODE_STATES),
    startsAt: z.iso.datetime(),
    endsAt: z.iso.datetime(),
    /** When it goes (or went) to the lock. */
    sendAt: z.iso.datetime(),
    /** The digits, only once the lock confirmed them (set, or a backup it holds). */
    code: z.string().nullable(),
    isBackup: z.boolean(),
    attempts: z.number().int(),
    /** The lock's or service's last word on it, when something went wrong. */
    problem: z.string().nullable(),
    /** Why the host forced this code in place of an earlier one. */
    replaceReason: z.string().nullable(),
    /** What a host can do with it now. */
    canReplace: z.boolean(),
    canRetry: z.boolean(),
    canRemove: z.boolean(),
  })
  .meta({ id: 'DoorCodeView' });
export type DoorCodeView = z.infer<typeof DoorCodeViewSchema>;

export const LockCodesSchema = z.object({ codes: z.array(DoorCodeViewSchema) }).meta({ id: 'LockCodes' });
export type LockCodes = z.infer<typeof LockCodesSchema>;

export const ReplaceDoorCodeInputSchema = z
  .object({
    reason: z
      .string({ error: 'Say why the code must change.' })
      .trim()
      .min(3, { error: 'Say why the code must change.' })
      .max(DOOR_CODE_REASON_MAX, { error: `At most ${DOOR_CODE_REASON_MAX} characters.` }),
  })
  .meta({ id: 'ReplaceDoorCodeInput' });
export type ReplaceDoorCodeInput = z.infer<typeof ReplaceDoorCodeInputSchema>;

/** A code for someone who is not a guest (a plumber, an inspector), on one lock, for a window. */
export const AddMaintenanceCodeInputSchema = z
  .object({
    holderName: z
      .string({ error: 'Say who the code is for.' })
      .trim()
      .min(1, { error: 'Say who the code is for.' })
      .max(DOOR_CODE_HOLDER_MAX, { error: `At most ${DOOR_CODE_HOLDER_MAX} characters.` }),
    startsAt: z.iso.datetime({ offset: true, error: 'Choose when the code starts working.' }),
    endsAt: z.iso.datetime({ offset: true, error: 'Choose when the code stops working.' }),
  })
  .refine((input) => new Date(input.endsAt).getTime() > new Date(input.startsAt).getTime(), { error: 'The code must stop working after it starts.', path: ['endsAt'] })
  .refine((input) => new Date(input.endsAt).getTime() - new Date(input.startsAt).getTime() <= 31 * 86_400_000, { error: 'A maintenance code works for 31 days at most.', path: ['endsAt'] })
  .meta({ id: 'AddMaintenanceCodeInput' });
export type AddMaintenanceCodeInput = z.infer<typeof AddMaintenanceCodeInputSchema>;
/** A Seam webhook endpoint's signing secret as Seam's console shows it (Svix: `whsec_` and base64). */
const SeamWebhookSecret = z
  .string({ error: 'Paste the signing secret from Seam’s webhook page.' })
  .trim()
  .regex(/^whsec_[A-Za-z0-9+/]{16,}={0,2}$/, { error: 'Paste the signing secret from Seam’s webhook page: it starts with whsec_.' });

export const ConnectSeamInputSchema = z
  .object({
    apiKey: z
      .string({ error: 'Paste your Seam API key.' })
      .trim()
      .min(1, { error: 'Paste your Seam API key.' })
      .max(200, { error: 'That is longer than a Seam API key.' })
      .regex(/^\S+$/, { error: 'A Seam API key has no spaces.' }),
    webhookSecret: SeamWebhookSecret.optional(),
  })
  .meta({ id: 'ConnectSeamInput' });
export type ConnectSeamInput = z.infer<typeof ConnectSeamInputSchema>;

export const SeamWebhookSecretInputSchema = z.object({ webhookSecret: SeamWebhookSecret }).meta({ id: 'SeamWebhookSecretInput' });
export type SeamWebhookSecretInput = z.infer<typeof SeamWebhookSecretInputSchema>;

/** The workspace's Seam account as the screen may see it: never the key or the secret. */
export const SeamAccountSchema = z
  .object({
    connected: z.boolean(),
    /** When the key now saved was tested and saved. */
    connectedAt: z.iso.datetime().nullable(),
    apiKeyLast4: z.string().nullable(),
    /** `key-refused`: Seam refused the saved key since (revoked, or its workspace deleted). */
    status: z.enum(['connected', 'key-refused']).nullable(),
    lastError: z.string().nullable(),
    hasWebhookSecret: z.boolean(),
    /** The address to give Seam's console as the webhook endpoint. */
    webhookUrl: z.string().nullable(),
    lastWebhookAt: z.iso.datetime().nullable(),
  })
  .meta({ id: 'SeamAccount' });
export type SeamAccount = z.infer<typeof SeamAccountSchema>;

export const SeamConnectWebviewSchema = z.object({ url: z.string() }).meta({ id: 'SeamConnectWebview' });

/** The Connect Webview the host last opened: `none` before any. */
export const SeamConnectWebviewStatusSchema = z
  .object({ status: z.enum(['none', 'pending', 'authorized', 'failed']) })
  .meta({ id: 'SeamConnectWebviewStatus' });
export type SeamConnectWebviewStatus = z.infer<typeof SeamConnectWebviewStatusSchema>;

/** A lock in the Seam account, not yet added to Cohost. */
export const SeamDeviceSchema = z
  .object({
    deviceId: z.string(),
    name: z.string(),
    manufacturer: z.string(),
    model: z.string().nullable(),
    online: z.boolean(),
    batteryPercent: z.number().int().nullable(),
    /** Whether Seam can put access codes on it over the internet: only such locks can be added. */
    canProgramCodes: z.boolean(),
  })
  .meta({ id: 'SeamDevice' });
export type SeamDevice = z.infer<typeof SeamDeviceSchema>;

export const SeamDevicesSchema = z.object({ devices: z.array(SeamDeviceSchema) }).meta({ id: 'SeamDevices' });

export const AddSeamLockInputSchema = z
  .object({
    deviceId: z.string({ error: 'Choose a lock from your Seam account.' }).min(1, { error: 'Choose a lock from your Seam account.' }).max(100, { error: 'Choose a lock from your Seam account.' }),
    propertyId: z.string({ error: 'Choose the property this lock is on.' }).min(1, { error: 'Choose the property this lock is on.' }),
    /** Its name in Cohost; the name it has in Seam unless said. */
    name: z.string().trim().min(1, { error: 'Name the lock.' }).max(LOCK_NAME_MAX, { error: `At most ${LOCK_NAME_MAX} characters.` }).optional(),
  })
  .meta({ id: 'AddSeamLockInput' });
export type AddSeamLockInput = z.infer<typeof AddSeamLockInputSchema>;
