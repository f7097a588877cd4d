import { DateTime } from 'luxon';

/**
 * The instant a local calendar day and wall-clock time happen in a time zone. A time that does
 * not exist (skipped by a daylight-saving change) moves forward by the gap, the way clocks do;
 * an ambiguous one (repeated hour) takes the earlier instant.
 */
export function localInstant(date: string, time: string, timezone: string): Date {
  const local = DateTime.fromISO(`${date}T${time}`, { zone: timezone });
  if (!local.isValid) throw new Error(`Invalid local time ${date}T${time} in ${timezone}: ${local.invalidExplanation ?? ''}`);
  return local.toJSDate();
}

/** Today's calendar day (YYYY-MM-DD) in a time zone. */
export function localToday(now: Date, timezone: string): string {
  return DateTime.fromJSDate(now, { zone: timezone }).toISODate()!;
}

/** Whether a YYYY-MM-DD string is a day that exists (2026-02-30 is not). */
export function isCalendarDate(value: string): boolean {
  return /^\d{4}-\d{2}-\d{2}$/.test(value) && DateTime.fromISO(value, { zone: 'UTC' }).isValid;
}

const DAY_MS = 86_400_000;

/** A calendar day plus (or minus) some days (plain UTC arithmetic: calendar days have no zone). */
export function addDays(date: string, days: number): string {
  return new Date(Date.parse(`${date}T00:00:00Z`) + days * DAY_MS).toISOString().slice(0, 10);
}

/** Whole days from `from` to `to` (calendar days, no time zone involved). */
export function daysBetween(from: string, to: string): number {
  return Math.round((Date.parse(`${to}T00:00:00Z`) - Date.parse(`${from}T00:00:00Z`)) / DAY_MS);
}

/** Nights of a stay (`start` ≤ night < `end`) that fall within [`from`, `to`). */
export function nightsWithin(start: string, end: string, from: string, to: string): number {
  const first = start > from ? start : from;
  const last = end < to ? end : to;
  return Math.max(0, daysBetween(first, last));
}

export interface StayTimes {
  checkInDate: string;
  checkOutDate: string;
  checkInTime: string | null;
  checkOutTime: string | null;
}

export interface PropertyTimes {
  timezone: string;
  checkInTime: string;
  checkOutTime: string;
}

/** The instants a stay starts and ends: its dates at its own times, or the property's defaults. */
export function stayInstants(stay: StayTimes, property: PropertyTimes): { checkInAt: Date; checkOutAt: Date } {
  return {
    checkInAt: localInstant(stay.checkInDate, stay.checkInTime ?? property.checkInTime, property.timezone),
    checkOutAt: localInstant(stay.checkOutDate, stay.checkOutTime ?? property.checkOutTime, property.timezone),
  };
}

/**
 * `stayInstants` remembering each (time zone, day, time) it has worked out: a screen that shows
 * many stays does the time-zone work once per zone and day, not once per stay. One per request
 * (it grows with the days it is asked about).
 */
export function stayInstantsMemo(): (stay: StayTimes, property: PropertyTimes) => { checkInAt: Date; checkOutAt: Date } {
  const known = new Map<string, Date>();
  const instant = (date: string, time: string, timezone: string) => {
    const key = `${timezone} ${date} ${time}`;
    let found = known.get(key);
    if (!found) {
      found = localInstant(date, time, timezone);
      known.set(key, found);
    }
    return found;
  };
  return (stay, property) => ({
    checkInAt: instant(stay.checkInDate, stay.checkInTime ?? property.checkInTime, property.timezone),
    checkOutAt: instant(stay.checkOutDate, stay.checkOutTime ?? property.checkOutTime, property.timezone),
  });
}

/** `localToday` once per time zone (one per request: today changes). */
export function localTodayMemo(now: Date): (timezone: string) => string {
  const known = new Map<string, string>();
  return (timezone) => {
    let today = known.get(timezone);
    if (!today) {
      today = localToday(now, timezone);
      known.set(timezone, today);
    }
    return today;
  };
}
