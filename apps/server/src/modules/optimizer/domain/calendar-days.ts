const DAY_MS = 86_400_000;

/** A calendar day plus (or minus) some days: calendar days have no zone, so plain UTC arithmetic. */
export function addDays(date: string, days: number): string {
  return new Date(Date.parse(`${date}T00:00:00Z`) + days * DAY_MS).toISOString().slice(0, 10);
}

const digits = (text: string, from: number, to: number) => {
  let value = 0;
  for (let index = from; index < to; index++) value = value * 10 + text.charCodeAt(index) - 48;
  return value;
};

/**
 * A calendar day (YYYY-MM-DD) as a whole number of days since 1 January 1970 (arithmetic without
 * dates). Counted from its digits (Howard Hinnant's days_from_civil), not through Date.parse: the
 * figures count this for every stay and month, and parsing was most of their time.
 */
export function dayNumber(date: string): number {
  const month = digits(date, 5, 7);
  // Years from March, so the leap day is the last of its year.
  const year = digits(date, 0, 4) - (month <= 2 ? 1 : 0);
  const era = Math.floor(year / 400);
  const yearOfEra = year - era * 400;
  const dayOfYear = Math.floor((153 * (month > 2 ? month - 3 : month + 9) + 2) / 5) + digits(date, 8, 10) - 1;
  return era * 146_097 + yearOfEra * 365 + Math.floor(yearOfEra / 4) - Math.floor(yearOfEra / 100) + dayOfYear - 719_468;
}

/** Whole days from `from` to `to`. */
export function daysBetween(from: string, to: string): number {
  return dayNumber(to) - dayNumber(from);
}

/** The first day of a month (YYYY-MM) and the first day of the next one. */
export function monthBounds(month: string): { start: string; end: string } {
  const [year, m] = month.split('-').map(Number) as [number, number];
  return { start: `${month}-01`, end: new Date(Date.UTC(year, m, 1)).toISOString().slice(0, 10) };
}

/** A month plus (or minus) some months. */
export function addMonths(month: string, count: number): string {
  const [year, m] = month.split('-').map(Number) as [number, number];
  return new Date(Date.UTC(year, m - 1 + count, 1)).toISOString().slice(0, 7);
}

/** The months from `from` to `to`, both included. */
export function monthsFrom(from: string, to: string): string[] {
  const months: string[] = [];
  for (let month = from; month <= to; month = addMonths(month, 1)) months.push(month);
  return months;
}

const dayFormats = new Map<string, Intl.DateTimeFormat>();

/** The calendar day an instant falls on in a time zone. */
export function localDate(instant: Date, timezone: string): string {
  let format = dayFormats.get(timezone);
  if (!format) {
    // en-CA writes days as YYYY-MM-DD.
    format = new Intl.DateTimeFormat('en-CA', { timeZone: timezone, year: 'numeric', month: '2-digit', day: '2-digit' });
    dayFormats.set(timezone, format);
  }
  return format.format(instant);
}

/** Whether the night starting on this day (a `dayNumber`) is a weekend night: Friday or Saturday (1 January 1970 was a Thursday). */
export function isWeekendDay(day: number): boolean {
  const weekday = (((day + 4) % 7) + 7) % 7;
  return weekday === 5 || weekday === 6;
}
