import type { Money } from '@cohost/shared';

export function formatMoneyList(amounts: Money[]): string {
  return amounts.map(({ cents, currency }) => new Intl.NumberFormat(undefined, { style: 'currency', currency, maximumFractionDigits: 0 }).format(cents / 100)).join(' + ') || '—';
}

/** A cleaning window: "4 h", "4.5 h", "52 h". */
export function formatHours(hours: number): string {
  return `${Math.round(hours * 10) / 10} h`;
}

/** "Sat 12 Dec, 16:00" in the property's zone, for times of arrival and departure. */
export function formatAt(iso: string, timeZone?: string): string {
  return new Intl.DateTimeFormat('en-GB', { timeZone, weekday: 'short', day: 'numeric', month: 'short', hour: '2-digit', minute: '2-digit' }).format(new Date(iso));
}

export function addDays(date: string, days: number): string {
  const value = new Date(`${date}T00:00:00Z`);
  value.setUTCDate(value.getUTCDate() + days);
  return value.toISOString().slice(0, 10);
}

export function localToday(): string {
  return new Intl.DateTimeFormat('en-CA', { year: 'numeric', month: '2-digit', day: '2-digit' }).format(new Date());
}

const WEEKDAYS = ['Sun', 'Mon', 'Tue', 'Wed', 'Thu', 'Fri', 'Sat'];
export function dayHeader(date: string): { weekday: string; day: number; month: number } {
  const value = new Date(`${date}T00:00:00Z`);
  return { weekday: WEEKDAYS[value.getUTCDay()]!, day: value.getUTCDate(), month: value.getUTCMonth() };
}
