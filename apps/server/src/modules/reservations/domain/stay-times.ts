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

/** Instants already worked out, kept across requests (a pure function of its key), bounded. */
const KNOWN_INSTANTS_MAX = 100_000;
const knownInstants = new Map<string, number>();

/** `localInstant`, remembered: the same zone, day and time always give the same instant. */
function rememberedInstant(date: string, time: string, timezone: string): Date {
  const key = `${timezone} ${date} ${time}`;
  let ms = knownInstants.get(key);
  if (ms === undefined) {
    ms = localInstant(date, time, timezone).getTime();
    if (knownInstants.size >= KNOWN_INSTANTS_MAX) knownInstants.clear();
    knownInstants.set(key, ms);
  }
  return new Date(ms);
}

/**
 * `stayInstants` for screens that show many stays: the time-zone work is done once per zone,
 * day and time (and remembered for later requests), not once per stay.
 */
export function rememberedStayInstants(stay: StayTimes, property: PropertyTimes): { checkInAt: Date; checkOutAt: Date } {
  return {
    checkInAt: rememberedInstant(stay.checkInDate, stay.checkInTime ?? property.checkInTime, property.timezone),
    checkOutAt: rememberedInstant(stay.checkOutDate, stay.checkOutTime ?? property.checkOutTime, property.timezone),
  };
}

/**
 * Every zone's UTC offset is a whole number of quarter hours and changes on a quarter hour, so a
 * zone's today is the same throughout each quarter hour of UTC: worked out once per zone and
 * quarter hour.
 */
const QUARTER_HOUR_MS = 15 * 60_000;
const knownTodays = new Map<string, string>();

/** `localToday` once per time zone and quarter hour. */
export function rememberedLocalToday(now: Date, timezone: string): string {
  const key = `${timezone} ${Math.floor(now.getTime() / QUARTER_HOUR_MS)}`;
  let today = knownTodays.get(key);
  if (!today) {
    today = localToday(now, timezone);
    if (knownTodays.size >= KNOWN_INSTANTS_MAX) knownTodays.clear();
    knownTodays.set(key, today);
  }
  return today;
}
