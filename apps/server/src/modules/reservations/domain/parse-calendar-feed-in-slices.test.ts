import fs from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { parseCalendarFeed } from './parse-calendar-feed';
import { parseCalendarFeedInSlices } from './parse-calendar-feed-in-slices';

const fixture = (name: string) => fs.readFileSync(path.join(import.meta.dirname, 'fixtures', name), 'utf8');

const TIMEZONE = ['BEGIN:VTIMEZONE', 'TZID:Custom/Eastern', 'BEGIN:STANDARD', 'DTSTART:19701101T020000', 'TZOFFSETFROM:-0400', 'TZOFFSETTO:-0500', 'END:STANDARD', 'END:VTIMEZONE'];

/** A Vrbo feed with a VTIMEZONE after some events, a repeated UID in a later slice, events without UID and with bad dates. */
function mixedFeed(): string {
  const lines = ['BEGIN:VCALENDAR', 'VERSION:2.0', 'PRODID:-//HomeAway.com, Inc.//NONSGML HomeAway iCal Export 1.0//EN'];
  for (let index = 0; index < 23; index++) {
    if (index === 4) lines.push(...TIMEZONE);
    const day = String(1 + index).padStart(2, '0');
    const uid = index === 17 ? 'UID:vrbo-3@vrbo.com' : `UID:vrbo-${index}@vrbo.com`;
    const event = index === 9 ? ['DTSTART;VALUE=DATE:20261210', 'SUMMARY:Reserved - No UID'] : [uid, `DTSTART;TZID=Custom/Eastern:202612${day}T230000`, `DTEND;VALUE=DATE:202612${String(2 + index).padStart(2, '0')}`, `SUMMARY:${index % 5 === 0 ? 'Blocked' : `Reserved - Guest ${index}`}`];
    if (index === 12) event[2] = 'DTEND;VALUE=DATE:20261201';
    lines.push('BEGIN:VEVENT', ...event, 'END:VEVENT');
  }
  lines.push('END:VCALENDAR');
  return lines.join('\r\n');
}

describe('parseCalendarFeedInSlices', () => {
  it('reads a feed slice by slice exactly as one parse does: source, zones, repeated UIDs across slices, warnings numbered through', async () => {
    const feed = mixedFeed();
    const options = { timeZone: 'America/New_York' };
    const whole = parseCalendarFeed(feed, options);
    expect(whole.warnings.length).toBeGreaterThanOrEqual(3);
    let between = 0;
    const sliced = await parseCalendarFeedInSlices(feed, options, () => between++, 5);
    expect(sliced).toEqual(whole);
    expect(between).toBe(4);
  });

  it('gives the same answer for every fixture, and the same errors for feeds it cannot trust', async () => {
    for (const name of fs.readdirSync(path.join(import.meta.dirname, 'fixtures'))) {
      const text = fixture(name);
      let expected: unknown;
      try {
        expected = parseCalendarFeed(text);
      } catch (error) {
        await expect(parseCalendarFeedInSlices(text, {}, () => {}, 1), name).rejects.toThrow((error as Error).message);
        continue;
      }
      expect(await parseCalendarFeedInSlices(text, {}, () => {}, 1), name).toEqual(expected);
    }
  });

  it('stops when the caller says so between slices (the sync’s time budget)', async () => {
    const stop = new Error('over budget');
    await expect(parseCalendarFeedInSlices(mixedFeed(), {}, () => { throw stop; }, 5)).rejects.toBe(stop);
  });
});
