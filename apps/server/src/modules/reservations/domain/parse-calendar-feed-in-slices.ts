import { parseCalendarFeed, type ParseCalendarFeedOptions, type ParsedCalendarFeed } from './parse-calendar-feed';

/** Events parsed between two yields to the event loop. */
export const PARSE_SLICE_EVENTS = 200;

/**
 * `parseCalendarFeed` for big feeds without holding the event loop: ical.js parses synchronously,
 * so the feed is cut at its VEVENT boundaries and read a slice at a time (each slice the
 * calendar's own header and VTIMEZONEs plus some events), yielding in between and calling
 * `between` (the sync's time budget, which may throw). The result is what one parse would give.
 * A feed whose VEVENTs do not pair up, or a small one, is parsed whole (same errors as before).
 */
export async function parseCalendarFeedInSlices(
  text: string,
  options: Omit<ParseCalendarFeedOptions, 'firstEventNumber' | 'seenUids'>,
  between: () => void = () => {},
  sliceEvents = PARSE_SLICE_EVENTS,
): Promise<ParsedCalendarFeed> {
  const split = splitEvents(text);
  if (!split || split.events.length <= sliceEvents) return parseCalendarFeed(text, options);
  const seenUids = new Set<string>();
  let result: ParsedCalendarFeed | null = null;
  for (let first = 0; first < split.events.length; first += sliceEvents) {
    if (first > 0) {
      await new Promise<void>((resolve) => setImmediate(resolve));
      between();
    }
    const slice = [...split.head, ...split.events.slice(first, first + sliceEvents).flat(), split.tail].join('\n');
    const part = parseCalendarFeed(slice, { ...options, ...(result ? { source: result.source } : {}), firstEventNumber: first + 1, seenUids });
    if (!result) result = part;
    else {
      result.reservations.push(...part.reservations);
      result.blocks.push(...part.blocks);
      result.warnings.push(...part.warnings);
    }
  }
  return result!;
}

/** The feed's lines outside its VEVENTs (less the closing line), each VEVENT's lines, and the closing line; null when they do not pair up. */
function splitEvents(text: string): { head: string[]; events: string[][]; tail: string } | null {
  const lines = text.replace(/^\uFEFF/, '').trim().split('\n');
  const tail = lines.pop();
  if (!tail || !/^END:VCALENDAR\r?$/i.test(tail) || !/^BEGIN:VCALENDAR\r?$/i.test(lines[0] ?? '')) return null;
  const head: string[] = [];
  const events: string[][] = [];
  let current: string[] | null = null;
  for (const line of lines) {
    if (/^BEGIN:VEVENT\r?$/i.test(line)) {
      if (current) return null;
      current = [line];
    } else if (/^END:VEVENT\r?$/i.test(line)) {
      if (!current) return null;
      current.push(line);
      events.push(current);
      current = null;
    } else if (current) current.push(line);
    else head.push(line);
  }
  return current ? null : { head, events, tail };
}
