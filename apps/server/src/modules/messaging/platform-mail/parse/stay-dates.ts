// Stay dates as the platforms write them in en/es/fr/de ("Jul 5 – 8, 2026", "5–8 juil. 2026",
// "5.–8. Juli 2026", "Dec 30, 2026 – Jan 2, 2027", "Check-in Fri, Dec 18, 2026", "2026-07-05",
// "05.07.2026") to calendar dates (YYYY-MM-DD). A date without a year is read as the next one
// on or after the mail's date (a notice is never about a stay months in the past).

const MONTHS: Record<string, number> = {};
const MONTH_NAMES: [number, string[]][] = [
  [1, ['jan', 'january', 'ene', 'enero', 'janv', 'janvier', 'januar', 'jän', 'jänner']],
  [2, ['feb', 'february', 'febrero', 'févr', 'fevr', 'février', 'fevrier', 'februar']],
  [3, ['mar', 'march', 'marzo', 'mars', 'mär', 'märz', 'mrz', 'maerz']],
  [4, ['apr', 'april', 'abr', 'abril', 'avr', 'avril']],
  [5, ['may', 'mayo', 'mai']],
  [6, ['jun', 'june', 'junio', 'juin', 'juni']],
  [7, ['jul', 'july', 'julio', 'juil', 'juillet', 'juli']],
  [8, ['aug', 'august', 'ago', 'agosto', 'août', 'aout']],
  [9, ['sep', 'sept', 'september', 'septiembre', 'setiembre', 'septembre']],
  [10, ['oct', 'october', 'octubre', 'octobre', 'okt', 'oktober']],
  [11, ['nov', 'november', 'noviembre', 'novembre']],
  [12, ['dec', 'december', 'dic', 'diciembre', 'déc', 'décembre', 'decembre', 'dez', 'dezember']],
];
for (const [month, names] of MONTH_NAMES) for (const name of names) MONTHS[name] = month;

export interface StayDates {
  checkIn: string | null;
  checkOut: string | null;
}

interface DateParts {
  day: number | null;
  month: number | null;
  year: number | null;
}

const NO_DATES: StayDates = { checkIn: null, checkOut: null };

// A range's separator: a dash between two parts ("5–8", "Jul 5 - Jul 8", "5.–8.") or a word.
const RANGE_SEPARATOR = /\s*[–—]\s*|\s+-\s+|(?<=\d\.?)-(?=\d)|\s+(?:to|until|au|al|a|hasta|bis)\s+/i;

/** The first date range (or single date, as checkIn) in `text`; `reference` (the mail's date) supplies a missing year. */
export function parseStayDates(text: string, reference: Date | null, options: { dayFirst?: boolean } = {}): StayDates {
  const cleaned = text.normalize('NFC').split(/[·|\n]/)[0]!.trim();
  const numeric = numericDates(cleaned, options.dayFirst ?? true);
  if (numeric.length > 0) return { checkIn: numeric[0] ?? null, checkOut: numeric[1] ?? null };
  const [left, right] = splitRange(cleaned);
  const start = partsOf(left);
  if (start.day === null && start.month === null) return NO_DATES;
  if (right === undefined) return { checkIn: completeDate(start, reference), checkOut: null };
  const end = partsOf(right);
  if (end.day === null) return { checkIn: completeDate(start, reference), checkOut: null };
  const endMonth = end.month ?? start.month;
  const endYear = end.year ?? start.year;
  const checkOut = completeDate({ day: end.day, month: endMonth, year: endYear }, reference);
  if (!checkOut) return NO_DATES;
  const startMonth = start.month ?? endMonth;
  // "Dec 30 – Jan 2, 2027": the start's year is the end's, a year earlier when its month comes later.
  const startYear = start.year ?? Number(checkOut.slice(0, 4)) - (startMonth !== null && endMonth !== null && startMonth > endMonth ? 1 : 0);
  const checkIn = isoDate(startYear, startMonth, start.day);
  return checkIn && checkIn < checkOut ? { checkIn, checkOut } : NO_DATES;
}

/** One date (the first in `text`), or null. */
export function parseOneDate(text: string, reference: Date | null, options: { dayFirst?: boolean } = {}): string | null {
  const cleaned = text.normalize('NFC').split(/[·|\n]/)[0]!.trim();
  const numeric = numericDates(cleaned, options.dayFirst ?? true);
  return numeric.length > 0 ? numeric[0]! : completeDate(partsOf(splitRange(cleaned)[0]), reference);
}

function splitRange(text: string): [string, string | undefined] {
  const match = RANGE_SEPARATOR.exec(text);
  if (!match || match.index === 0) return [text, undefined];
  return [text.slice(0, match.index), text.slice(match.index + match[0].length)];
}

function partsOf(segment: string): DateParts {
  const tokens = segment.toLowerCase().match(/[\p{L}]+|\d+/gu) ?? [];
  let day: number | null = null;
  let month: number | null = null;
  let year: number | null = null;
  for (const token of tokens) {
    if (/^\d{4}$/.test(token)) year ??= Number(token);
    else if (/^\d{1,2}$/.test(token) && Number(token) >= 1 && Number(token) <= 31) day ??= Number(token);
    // The last month word wins: "mar., 5 jul." is a Tuesday (martes) in July.
    else if (MONTHS[token] !== undefined) month = MONTHS[token]!;
  }
  return { day, month, year };
}

function completeDate(parts: DateParts, reference: Date | null): string | null {
  if (parts.day === null || parts.month === null) return null;
  if (parts.year !== null) return isoDate(parts.year, parts.month, parts.day);
  const from = reference ?? new Date();
  const year = from.getUTCFullYear();
  const candidate = isoDate(year, parts.month, parts.day);
  // A week's slack: a notice may arrive just after the day it names (a late message, a cancellation).
  const earliest = new Date(from.getTime() - 7 * 86_400_000).toISOString().slice(0, 10);
  return candidate && candidate >= earliest ? candidate : isoDate(year + 1, parts.month, parts.day);
}

function numericDates(text: string, dayFirst: boolean): string[] {
  const dates: string[] = [];
  for (const match of text.matchAll(/\b(\d{4})-(\d{2})-(\d{2})\b|\b(\d{1,2})([./])(\d{1,2})\5(\d{4})\b/g)) {
    if (match[1]) {
      const date = isoDate(Number(match[1]), Number(match[2]), Number(match[3]));
      if (date) dates.push(date);
      continue;
    }
    const [first, second, year] = [Number(match[4]), Number(match[6]), Number(match[7])];
    // Dotted dates are always day first (German); slashes follow the template's locale unless a part is over 12.
    const isDayFirst = match[5] === '.' || first > 12 || (second <= 12 && dayFirst);
    const date = isDayFirst ? isoDate(year, second, first) : isoDate(year, first, second);
    if (date) dates.push(date);
  }
  return dates;
}

/** YYYY-MM-DD, or null for a day that does not exist (Feb 30). */
export function isoDate(year: number | null, month: number | null, day: number | null): string | null {
  if (year === null || month === null || day === null) return null;
  const date = new Date(Date.UTC(year, month - 1, day));
  if (date.getUTCFullYear() !== year || date.getUTCMonth() !== month - 1 || date.getUTCDate() !== day) return null;
  return date.toISOString().slice(0, 10);
}
