import { KIND_LABELS, sourceCalendarName, type Feed, type Reservation, type ReservationKind } from '@cohost/shared';

import { SOURCE_COLORS, sourceLabel } from '../../../components/ui/reservation-source';

export { SOURCE_COLORS, sourceLabel };

export function kindLabel(kind: ReservationKind): string {
  return KIND_LABELS[kind];
}

/** How a blocked night looks on every calendar of this feature: hatched grey. */
export const BLOCK_HATCH = 'repeating-linear-gradient(45deg, var(--mantine-color-gray-3), var(--mantine-color-gray-3) 4px, var(--mantine-color-gray-1) 4px, var(--mantine-color-gray-1) 8px)';

/** A stay its feed stopped listing once (`missingSince`): not cancelled yet. */
export const CANDIDATE_NOTE = 'Missing from feed — will be cancelled if still missing on the next sync';

const MONTHS = ['Jan', 'Feb', 'Mar', 'Apr', 'May', 'Jun', 'Jul', 'Aug', 'Sep', 'Oct', 'Nov', 'Dec'];

/** "12 Dec 2026", from a calendar day: never shifted by the browser's time zone. */
export function formatDay(date: string): string {
  return `${formatShortDay(date)} ${date.slice(0, 4)}`;
}

/** "12 Dec". */
export function formatShortDay(date: string): string {
  return `${Number(date.slice(8, 10))} ${MONTHS[Number(date.slice(5, 7)) - 1]}`;
}

/** Days from `from` to `to` (calendar days, `to` later gives a positive number). */
export function daysBetween(from: string, to: string): number {
  return Math.round((Date.parse(`${to}T00:00:00Z`) - Date.parse(`${from}T00:00:00Z`)) / 86_400_000);
}

/** The Monday on or before a calendar day. */
export function mondayOf(date: string): string {
  const weekday = new Date(`${date}T00:00:00Z`).getUTCDay();
  return addDays(date, -((weekday + 6) % 7));
}

export function formatStayDates(start: string, end: string): string {
  return `${formatDay(start)} → ${formatDay(end)}`;
}

/** A moment in the property's own time zone, e.g. "Sat 12 Dec, 16:00". */
export function formatLocalTime(iso: string, timeZone: string): string {
  return new Intl.DateTimeFormat('en-GB', { timeZone, weekday: 'short', day: 'numeric', month: 'short', hour: '2-digit', minute: '2-digit' }).format(new Date(iso));
}

/** "1 night", "3 nights". */
export function plural(count: number, word: string): string {
  return `${count} ${word}${count === 1 ? '' : 's'}`;
}

/** What a stay is called on the calendar: the guest, the platform's anonymous guest, or the internal kind. */
export function stayLabel(stay: Pick<Reservation, 'kind' | 'guestName' | 'source'>): string {
  if (stay.kind !== 'guest') return kindLabel(stay.kind);
  return stay.guestName || (stay.source === 'other' ? 'Guest from another calendar' : `${sourceLabel(stay.source)} guest`);
}

/** A feed as the host named it, or its platform's calendar. */
export function feedName(feed: Pick<Feed, 'label' | 'source'>): string {
  return feed.label || sourceCalendarName(feed.source);
}

/** A feed link shortened for a list: its host and both ends of its path, never its query (tokens live there). */
export function shortUrl(url: string): string {
  try {
    const { host, pathname } = new URL(url);
    return `${host}${pathname.length > 26 ? `${pathname.slice(0, 10)}…${pathname.slice(-14)}` : pathname}`;
  } catch {
    return url.length > 40 ? `${url.slice(0, 39)}…` : url;
  }
}

/** "in 12 min", "in 2 h", or "due now" for a time ahead. */
export function formatIn(iso: string): string {
  const minutes = Math.round((Date.parse(iso) - Date.now()) / 60_000);
  if (minutes < 1) return 'due now';
  if (minutes < 60) return `in ${minutes} min`;
  return `in ${Math.round(minutes / 60)} h`;
}

export function formatAgo(iso: string | null): string {
  if (!iso) return 'never';
  const minutes = Math.round((Date.now() - Date.parse(iso)) / 60_000);
  if (minutes < 1) return 'just now';
  if (minutes < 60) return `${minutes} min ago`;
  const hours = Math.round(minutes / 60);
  if (hours < 48) return `${hours} h ago`;
  return `${Math.round(hours / 24)} days ago`;
}

export function formatMoney(cents: number, currency: string): string {
  return new Intl.NumberFormat(undefined, { style: 'currency', currency, maximumFractionDigits: cents % 100 === 0 ? 0 : 2 }).format(cents / 100);
}

export function addDays(date: string, days: number): string {
  const value = new Date(`${date}T00:00:00Z`);
  value.setUTCDate(value.getUTCDate() + days);
  return value.toISOString().slice(0, 10);
}

/** Today's calendar day in a time zone. */
export function todayIn(timeZone: string): string {
  return new Intl.DateTimeFormat('en-CA', { timeZone, year: 'numeric', month: '2-digit', day: '2-digit' }).format(new Date());
}
