import * as chrono from 'chrono-node';
import type { ParsedComponents, ParsedResult } from 'chrono-node';
import { DateTime } from 'luxon';
import type { MentionedTime } from './engine-types';
import type { GuestLanguage } from './guest-language';

const PARSERS: Record<GuestLanguage, { parse: typeof chrono.parse }> = { en: chrono.en, es: chrono.es, fr: chrono.fr, de: chrono.de };

/**
 * The guest's text with a few phrasings chrono misreads rewritten, each character remembering
 * the span of the guest's own words it came from (so `MentionedTime.text` quotes the guest).
 */
interface Rewritten {
  text: string;
  from: number[];
  to: number[];
}

type Rewrite = [RegExp, (match: RegExpExecArray) => string];

const clock = (hour: number, minute: string | undefined) => `${hour}:${minute ?? '00'}`;
const afternoon = (hour: string, minute: string | undefined) => clock(Number(hour) < 12 ? Number(hour) + 12 : Number(hour), minute);
const morning = (hour: string, minute: string | undefined) => clock(Number(hour) === 12 ? 0 : Number(hour), minute);
const blank = (match: RegExpExecArray) => ' '.repeat(match[0].length);
/** "15h" / "15h30": chrono's English and Spanish read it as "in 15 hours". */
const hourH: Rewrite = [/\b([01]?\d|2[0-3])h([0-5]\d)?\b/giu, (m) => clock(Number(m[1]), m[2])];

const REWRITES: Record<GuestLanguage, Rewrite[]> = {
  en: [hourH],
  es: [
    [/\b(\d{1,2})(?::([0-5]\d))?h? de la (tarde|noche)\b/giu, (m) => afternoon(m[1]!, m[2])],
    [/\b(\d{1,2})(?::([0-5]\d))?h? de la (mañana|madrugada)/giu, (m) => morning(m[1]!, m[2])],
    hourH,
    [/\bmediod[ií]a\b/giu, () => '12:00'],
    // "por la mañana" is "in the morning", not "tomorrow".
    [/\b(por|de|en|esta) la mañana|\besta mañana/giu, blank],
  ],
  fr: [
    [/\b(\d{1,2})h([0-5]\d)? (de l'après-midi|de l’après-midi|du soir)/giu, (m) => `${afternoon(m[1]!, m[2]).replace(':', 'h')}`],
    [/\b(\d{1,2})h([0-5]\d)? du matin/giu, (m) => `${morning(m[1]!, m[2]).replace(':', 'h')}`],
    [/(?<![-\p{L}])midi\b/giu, () => '12h00'],
    [/\bminuit\b/giu, () => '0h00'],
  ],
  de: [
    [/\b(\d{1,2})(?:[:.]([0-5]\d))? uhr (nachmittags|abends)/giu, (m) => `${afternoon(m[1]!, m[2])} Uhr`],
    [/\b(\d{1,2})(?:[:.]([0-5]\d))? uhr (morgens|früh)/giu, (m) => `${morning(m[1]!, m[2])} Uhr`],
    [/\b(gegen|um|zu) mittag\b/giu, () => 'um 12:00 Uhr'],
    // "Guten Morgen" is a greeting, not "tomorrow".
    [/\bguten morgen\b/giu, blank],
  ],
};

function rewrite(source: Rewritten, [pattern, replace]: Rewrite): Rewritten {
  const out: Rewritten = { text: '', from: [], to: [] };
  const copy = (start: number, end: number) => {
    out.text += source.text.slice(start, end);
    out.from.push(...source.from.slice(start, end));
    out.to.push(...source.to.slice(start, end));
  };
  let last = 0;
  for (const match of source.text.matchAll(pattern)) {
    const start = match.index;
    const end = start + match[0].length;
    const replacement = replace(match);
    copy(last, start);
    out.text += replacement;
    for (let i = 0; i < replacement.length; i += 1) {
      out.from.push(source.from[start]!);
      out.to.push(source.to[end - 1]!);
    }
    last = end;
  }
  copy(last, source.text.length);
  return out;
}

const hasDay = (c: ParsedComponents) => c.isCertain('day') || c.isCertain('weekday') || c.isCertain('month');
const isLetter = (char: string | undefined) => char !== undefined && /\p{L}/u.test(char);

interface Found {
  start: number;
  end: number;
  day: ParsedComponents;
  time: ParsedComponents;
}

/** The instant in the property's zone (so a date past a DST change keeps its clock time). */
function instantOf({ day, time }: Found, zone: string): Date {
  if (time.isCertain('timezoneOffset')) return time.date();
  const at = DateTime.fromObject(
    { year: day.get('year') ?? undefined, month: day.get('month') ?? undefined, day: day.get('day') ?? undefined, hour: time.get('hour') ?? 12, minute: time.get('minute') ?? 0 },
    { zone },
  );
  return at.isValid ? at.toJSDate() : time.date();
}

/**
 * The dates and times a guest wrote ("can we arrive at 1pm tomorrow", "demain à 13h"), read with
 * the language's chrono parser from `now` in the property's `timezone`, always forward (a guest
 * writing "Friday" means the next one). A day and a clock time written a few words apart
 * ("am Freitag … gegen 14:00") are one mention.
 */
export function readMentionedTimes(text: string, language: GuestLanguage, timezone: string, now: Date): MentionedTime[] {
  const reference = DateTime.fromJSDate(now, { zone: timezone });
  const zone = reference.isValid ? timezone : 'UTC';
  // Indexed by UTF-16 unit, as chrono and RegExp are.
  const identity: Rewritten = { text, from: Array.from({ length: text.length }, (_, i) => i), to: Array.from({ length: text.length }, (_, i) => i + 1) };
  const rewritten = REWRITES[language].reduce(rewrite, identity);
  const results: ParsedResult[] = PARSERS[language].parse(rewritten.text, { instant: now, timezone: reference.isValid ? reference.offset : 0 }, { forwardDate: true });

  const found: Found[] = [];
  for (const result of results) {
    // "tarde" alone is "late", not "this afternoon": keep only what names a day or a clock time.
    if (!hasDay(result.start) && !result.start.isCertain('hour')) continue;
    const start = rewritten.from[result.index]!;
    const end = rewritten.to[result.index + result.text.length - 1]!;
    // Part of a longer word ("fr" in "früh").
    if (isLetter(text[start - 1]) || isLetter(text[end])) continue;
    const previous = found.at(-1);
    const gap = previous ? text.slice(previous.end, start) : '';
    const joins = previous && gap.length <= 30 && !/[.!?;\n]/.test(gap);
    if (joins && hasDay(previous.day) && !previous.time.isCertain('hour') && result.start.isCertain('hour') && !hasDay(result.start)) {
      found[found.length - 1] = { start: previous.start, end, day: previous.day, time: result.start };
    } else if (joins && !hasDay(previous.day) && previous.time.isCertain('hour') && hasDay(result.start) && !result.start.isCertain('hour')) {
      found[found.length - 1] = { start: previous.start, end, day: result.start, time: previous.time };
    } else {
      found.push({ start, end, day: result.start, time: result.start });
    }
  }
  return found.map((mention) => ({ text: text.slice(mention.start, mention.end), at: instantOf(mention, zone), hasTime: mention.time.isCertain('hour') }));
}
