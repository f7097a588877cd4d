/**
 * A door code's life, as the database keeps it (`door_codes.status`), and the one function that
 * says where an event takes it. Every transition is recorded on the activity log by the use case
 * that makes it; a transition this table does not allow is a bug, refused rather than written.
 *
 *   planned ──send──▶ programming (──sent: the provider took it──) ──confirmed──▶ set ──expire──▶ removing ──removal-confirmed──▶ removed
 *      │                 │   ▲                    │                 ▲
 *      │            failed│   │retry-due           └──window-moved──┘ (stays set; the window moves on the lock)
 *      │                 ▼   │
 *      │              retrying ──retries-exhausted──▶ failed ──host-asked──▶ failed (the host: 'Send backup code' or "I'll handle it")
 *      │                                                 ├──backup-pulled──▶ backup ──expire──▶ removing
 *      │                                                 ├──no-backup──────▶ stranded (host alerted) ──send──▶ programming ('Try again')
 *      │                                                 └──host-handles───▶ stranded ("I'll handle it")
 *      └──cancel──▶ cancelled          (set / backup / programming / retrying ──cancel──▶ removing)
 */
export const DOOR_CODE_STATUSES = ['planned', 'programming', 'retrying', 'set', 'failed', 'backup', 'stranded', 'removing', 'removed', 'cancelled'] as const;
export type DoorCodeStatus = (typeof DOOR_CODE_STATUSES)[number];

export type DoorCodeEvent =
  | 'send'
  | 'sent'
  | 'checked'
  | 'confirmed'
  | 'failed'
  | 'retry-due'
  | 'retries-exhausted'
  | 'backup-pulled'
  | 'no-backup'
  | 'host-asked'
  | 'host-handles'
  | 'window-moved'
  | 'cancel'
  | 'expire'
  | 'removal-confirmed';

const TRANSITIONS: Record<DoorCodeStatus, Partial<Record<DoorCodeEvent, DoorCodeStatus>>> = {
  planned: { send: 'programming', cancel: 'cancelled', 'window-moved': 'planned', expire: 'cancelled' },
  programming: { sent: 'programming', confirmed: 'set', failed: 'retrying', 'retries-exhausted': 'failed', cancel: 'removing', 'window-moved': 'programming', expire: 'removing' },
  retrying: { 'retry-due': 'programming', 'retries-exhausted': 'failed', cancel: 'removing', 'window-moved': 'retrying', expire: 'removing' },
  set: { checked: 'set', 'window-moved': 'set', cancel: 'removing', expire: 'removing', failed: 'retrying' },
  failed: { 'host-asked': 'failed', 'backup-pulled': 'backup', 'no-backup': 'stranded', 'host-handles': 'stranded', cancel: 'removing', expire: 'removing', 'window-moved': 'failed' },
  backup: { checked: 'backup', 'window-moved': 'backup', cancel: 'removing', expire: 'removing' },
  stranded: { 'backup-pulled': 'backup', send: 'programming', cancel: 'cancelled', expire: 'cancelled', 'window-moved': 'stranded' },
  removing: { 'removal-confirmed': 'removed', failed: 'removing' },
  removed: {},
  cancelled: {},
};

/** Where `event` takes a code in `status`, or null when it does not apply there. */
export function nextDoorCodeStatus(status: DoorCodeStatus, event: DoorCodeEvent): DoorCodeStatus | null {
  return TRANSITIONS[status][event] ?? null;
}

/** States in which the code is, or may be, on the lock (it occupies a slot and must be unique there). */
export const LIVE_ON_LOCK: ReadonlySet<DoorCodeStatus> = new Set(['programming', 'retrying', 'set', 'backup', 'removing']);

/** States in which someone may be given the digits: only what the lock confirmed. */
export const CONFIRMED: ReadonlySet<DoorCodeStatus> = new Set(['set', 'backup']);

/** States that end a code's life. */
export const FINISHED: ReadonlySet<DoorCodeStatus> = new Set(['removed', 'cancelled']);

const MINUTE = 60_000;

/**
 * Waits between attempts to set a code the lock refused or did not confirm, then the backup code:
 * four tries over about an hour and a half of the day before check-in, leaving the rest of the day
 * for a person if the backup fails too.
 */
export const PROGRAMMING_RETRY_DELAYS_MS = [1 * MINUTE, 5 * MINUTE, 15 * MINUTE, 60 * MINUTE] as const;

/** How long a lock may take to confirm a code before the attempt counts as failed. */
export const CONFIRMATION_TIMEOUT_MS = 10 * MINUTE;

/** When the next attempt is due after `attempts` failed ones, or null when the retries are spent. */
export function nextAttemptAt(attempts: number, failedAt: Date): Date | null {
  const delay = PROGRAMMING_RETRY_DELAYS_MS[attempts - 1];
  return delay === undefined ? null : new Date(failedAt.getTime() + delay);
}

/** When a code for a stay is valid on the lock, sent to it, and checked again before arrival. */
export interface CodeSchedule {
  startsAt: Date;
  endsAt: Date;
  /** When the code goes to the lock: 24 hours before check-in, or at once for a stay booked later than that. */
  sendAt: Date;
  /** The pre-arrival health check: the code still on an online lock two hours before check-in. */
  checkAt: Date;
}

export const SEND_BEFORE_CHECK_IN_MS = 24 * 60 * MINUTE;
export const HEALTH_CHECK_BEFORE_CHECK_IN_MS = 2 * 60 * MINUTE;

/**
 * A stay's code schedule: valid from check-in − buffer to checkout + buffer (the lock's buffers,
 * in minutes); sent at T−24 h (or `now` when the stay is booked later than that).
 */
export function codeSchedule(stay: { checkInAt: Date; checkOutAt: Date }, buffers: { beforeMinutes: number; afterMinutes: number }, now: Date): CodeSchedule {
  const startsAt = new Date(stay.checkInAt.getTime() - buffers.beforeMinutes * MINUTE);
  const endsAt = new Date(stay.checkOutAt.getTime() + buffers.afterMinutes * MINUTE);
  const planned = stay.checkInAt.getTime() - SEND_BEFORE_CHECK_IN_MS;
  return {
    startsAt,
    endsAt,
    sendAt: new Date(Math.max(planned, now.getTime())),
    checkAt: new Date(stay.checkInAt.getTime() - HEALTH_CHECK_BEFORE_CHECK_IN_MS),
  };
}

/**
 * Which waiting codes a lock with `freeSlots` takes now: the nearest arrivals first, so a
 * booking far ahead never pushes a nearer one off a full lock (domain notes, door codes #546).
 */
export function codesForFreeSlots<T extends { startsAt: Date }>(waiting: readonly T[], freeSlots: number | null): T[] {
  const nearestFirst = [...waiting].sort((a, b) => a.startsAt.getTime() - b.startsAt.getTime());
  return freeSlots === null ? nearestFirst : nearestFirst.slice(0, Math.max(0, freeSlots));
}
