/** A stay's or a block's dates as a feed lists them ('YYYY-MM-DD', end exclusive). */
export interface SyncDates {
  start: string;
  end: string;
}

/**
 * One line of a feed's change log, as data: what changed and the stay or block it concerns. The
 * host reads it as text (`describeSyncChange`); code filters it by `kind`.
 */
export type SyncChange =
  | { kind: 'stay-added'; dates: SyncDates; guestName: string }
  | {
      kind: 'stay-updated';
      reservationId: string;
      dates: SyncDates;
      previous: SyncDates;
      guestName: string;
      /** The feed now lists it under another UID (Vrbo re-creates a changed booking). */
      isUidRotation: boolean;
      datesChanged: boolean;
      /** It had been cancelled because it left the feed, and is back. */
      isReinstated: boolean;
    }
  | { kind: 'stay-listed-again'; reservationId: string; dates: SyncDates; guestName: string }
  | { kind: 'stay-missing'; reservationId: string; dates: SyncDates; guestName: string }
  | { kind: 'stay-cancelled'; reservationId: string; dates: SyncDates; guestName: string }
  | { kind: 'block-added'; dates: SyncDates; summary: string }
  | { kind: 'block-moved'; blockId: string; dates: SyncDates; previous: SyncDates }
  | { kind: 'block-relabelled'; blockId: string; dates: SyncDates; summary: string }
  | { kind: 'block-removed'; blockId: string; dates: SyncDates }
  /** Something in the feed we skipped (no UID, unreadable dates…), in the parser's words. */
  | { kind: 'warning'; message: string }
  /** A line logged before the change log was data: its text as it was written. */
  | { kind: 'note'; text: string };

export type SyncChangeKind = SyncChange['kind'];

const MONTHS = ['Jan', 'Feb', 'Mar', 'Apr', 'May', 'Jun', 'Jul', 'Aug', 'Sep', 'Oct', 'Nov', 'Dec'];

/** "12 Dec 2026 → 15 Dec 2026": unambiguous for hosts in any locale. */
export function describeDates(start: string, end: string): string {
  const format = (date: string) => `${Number(date.slice(8, 10))} ${MONTHS[Number(date.slice(5, 7)) - 1]} ${date.slice(0, 4)}`;
  return `${format(start)} → ${format(end)}`;
}

const dates = (value: SyncDates) => describeDates(value.start, value.end);
const stay = (change: { dates: SyncDates; guestName: string }) => `stay ${dates(change.dates)}${change.guestName ? ` (${change.guestName})` : ''}`;

/** The change as the host reads it in the feed's log. */
export function describeSyncChange(change: SyncChange): string {
  switch (change.kind) {
    case 'stay-added':
      return `New stay ${dates(change.dates)}${change.guestName ? ` (${change.guestName})` : ''}.`;
    case 'stay-updated': {
      const guest = change.guestName ? ` (${change.guestName})` : '';
      if (change.isUidRotation) {
        return change.datesChanged
          ? `Re-created under a new UID: stay${guest} moved from ${dates(change.previous)} to ${dates(change.dates)}.`
          : `Re-created under a new UID: stay${guest} ${dates(change.dates)}, dates unchanged.`;
      }
      if (change.isReinstated) return `Listed again after its cancellation: stay${guest} ${dates(change.dates)}; reinstated.`;
      if (change.datesChanged) return `Dates changed: stay${guest} moved from ${dates(change.previous)} to ${dates(change.dates)}.`;
      return `Details changed: stay${guest} ${dates(change.dates)}.`;
    }
    case 'stay-listed-again':
      return `Listed again: ${stay(change)} (no longer a candidate cancellation).`;
    case 'stay-missing':
      return `Missing from the feed: ${stay(change)}. It will be cancelled if the next sync still misses it.`;
    case 'stay-cancelled':
      return `Cancelled: ${stay(change)} is still missing from the feed.`;
    case 'block-added':
      return `New block ${dates(change.dates)} (${change.summary || 'Not available'}).`;
    case 'block-moved':
      return `Block moved from ${dates(change.previous)} to ${dates(change.dates)}.`;
    case 'block-relabelled':
      return `Block ${dates(change.dates)} now reads "${change.summary}".`;
    case 'block-removed':
      return `Block ${dates(change.dates)} removed.`;
    case 'warning':
      return `Warning: ${change.message}`;
    case 'note':
      return change.text;
  }
}
