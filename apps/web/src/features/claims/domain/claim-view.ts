import { CLAIM_CASE_KIND_LABELS, CLAIM_CATEGORY_LABELS, type ClaimCaseKind, type ClaimCategory, type ClaimCaseStatus, type ClaimDeadline, type ClaimDeadlineKey, type ClaimDeadlineState } from '@cohost/shared';

const MINUTE = 60_000;
const HOUR = 60 * MINUTE;
const DAY = 24 * HOUR;

/**
 * The time left until an instant, as a host reads it on a card: "2 d 5 h", "5 h 12 min", "12 min",
 * "under a minute". Rounded down, so a countdown never promises more time than there is.
 */
export function formatCountdown(ms: number): string {
  const left = Math.max(0, ms);
  if (left < MINUTE) return 'under a minute';
  const days = Math.floor(left / DAY);
  const hours = Math.floor((left % DAY) / HOUR);
  const minutes = Math.floor((left % HOUR) / MINUTE);
  if (days > 0) return hours > 0 ? `${days} d ${hours} h` : `${days} d`;
  if (hours > 0) return minutes > 0 ? `${hours} h ${minutes} min` : `${hours} h`;
  return `${minutes} min`;
}

const STATE_ORDER: readonly ClaimDeadlineState[] = ['waiting', 'open', 'due-soon', 'urgent', 'passed'];

/**
 * A deadline's state at `now`: the server's rules (domain notes C1) applied to its instants, so a
 * countdown left open turns urgent, then passed, without a reload. It only ever moves on from the
 * server's state, never back: the server's clock (a developer clock, say) may be ahead of the
 * browser's. A met deadline stays met.
 */
export function liveDeadlineState(deadline: Pick<ClaimDeadline, 'state' | 'dueAt' | 'opensAt'>, now: number): ClaimDeadlineState {
  if (deadline.state === 'met') return 'met';
  const due = Date.parse(deadline.dueAt);
  let local: ClaimDeadlineState = 'open';
  if (now > due) local = 'passed';
  else if (deadline.opensAt && now < Date.parse(deadline.opensAt)) local = 'waiting';
  else if (due - now <= DAY) local = 'urgent';
  else if (due - now <= 3 * DAY) local = 'due-soon';
  return STATE_ORDER.indexOf(local) >= STATE_ORDER.indexOf(deadline.state) ? local : deadline.state;
}

export const DEADLINE_STATE_COLORS: Record<ClaimDeadlineState, string> = {
  waiting: 'gray',
  open: 'blue',
  'due-soon': 'orange',
  urgent: 'red',
  passed: 'red',
  met: 'green',
};

export const DEADLINE_STATE_LABELS: Record<ClaimDeadlineState, string> = {
  waiting: 'Not open yet',
  open: 'Open',
  'due-soon': 'Due within 3 days',
  urgent: 'Due within 24 hours',
  passed: 'Deadline passed',
  met: 'Done',
};

/** The clock's name in a short line ("Airbnb deadline in 2 d 5 h"); the API's label says it in full. */
const DEADLINE_SHORT_NAMES: Record<ClaimDeadlineKey, string> = {
  'guest-response': "The guest's 24 hours",
  airbnb: 'Airbnb deadline',
  'airbnb-support': 'Airbnb Support deadline',
  vrbo: 'Vrbo deadline',
  insurer: 'Insurer deadline',
};

/** A deadline as one line with its live countdown, and the colour to draw it in. */
export function deadlineLine(deadline: Pick<ClaimDeadline, 'key' | 'state' | 'dueAt' | 'opensAt'>, now: number): { text: string; color: string; state: ClaimDeadlineState } {
  const state = liveDeadlineState(deadline, now);
  const name = DEADLINE_SHORT_NAMES[deadline.key];
  const color = DEADLINE_STATE_COLORS[state];
  switch (state) {
    case 'met':
      return { text: `${name}: step taken`, color, state };
    case 'passed':
      return { text: `${name} passed`, color, state };
    case 'waiting':
      return { text: `${name} opens in ${formatCountdown(Date.parse(deadline.opensAt ?? deadline.dueAt) - now)}`, color, state };
    default:
      return { text: `${name} in ${formatCountdown(Date.parse(deadline.dueAt) - now)}`, color, state };
  }
}

export const CASE_STATUS_COLORS: Record<ClaimCaseStatus, string> = {
  open: 'blue',
  'asking-guest': 'yellow',
  'with-platform': 'grape',
  'with-insurer': 'violet',
  closed: 'gray',
};

/** Money in the workspace's dollars, cents shown only when there are any. */
export function money(cents: number): string {
  return `$${(cents / 100).toLocaleString('en-US', { minimumFractionDigits: cents % 100 === 0 ? 0 : 2, maximumFractionDigits: 2 })}`;
}

/** An instant as the property's clock shows it ("27 Nov 2026, 14:05"), named by its zone when asked. */
export function formatInZone(iso: string, timeZone: string, withZone = false): string {
  return new Intl.DateTimeFormat('en-GB', {
    timeZone,
    day: 'numeric',
    month: 'short',
    year: 'numeric',
    hour: '2-digit',
    minute: '2-digit',
    ...(withZone ? { timeZoneName: 'short' } : {}),
  }).format(new Date(iso));
}

/** A calendar date ("2026-11-27") as "27 Nov 2026", with no zone to shift it. */
export function formatDate(date: string): string {
  return new Intl.DateTimeFormat('en-GB', { timeZone: 'UTC', day: 'numeric', month: 'short', year: 'numeric' }).format(new Date(`${date}T12:00:00Z`));
}

/** The first 12 hex digits of a SHA-256: enough to tell files apart on screen; the full one is a hover away. */
export function shortHash(sha256: string): string {
  return sha256.slice(0, 12);
}

/** "Damage", "Complaint · Noise": the kind, and the category when it says more. */
export function kindAndCategory(kind: ClaimCaseKind, category: ClaimCategory): string {
  const kindLabel = CLAIM_CASE_KIND_LABELS[kind];
  const categoryLabel = CLAIM_CATEGORY_LABELS[category];
  return kindLabel === categoryLabel ? kindLabel : `${kindLabel} · ${categoryLabel}`;
}
