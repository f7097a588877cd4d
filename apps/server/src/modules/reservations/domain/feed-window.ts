import { FEED_EVENTS_MAX, FEED_WINDOW_AHEAD_DAYS, FEED_WINDOW_PAST_DAYS } from '@cohost/shared';
import { CalendarFeedError, type FeedEvent, type ParsedCalendarFeed } from './parse-calendar-feed';
import { addDays } from './stay-times';

/** The days a feed's events are kept for: from a year ago to two years ahead of the property's today. */
export function feedWindow(today: string): { from: string; to: string } {
  return { from: addDays(today, -FEED_WINDOW_PAST_DAYS), to: addDays(today, FEED_WINDOW_AHEAD_DAYS) };
}

/** Whether a stay or block of these days lies within the window (touches it). */
export function isWithinFeedWindow(dates: { start: string; end: string }, window: { from: string; to: string }): boolean {
  return dates.end > window.from && dates.start <= window.to;
}

/**
 * Keeps the events within the feed window (ignored ones are counted in one warning) and refuses
 * a feed that still lists more than `FEED_EVENTS_MAX`: a `CalendarFeedError` ('too-many-events'),
 * a sync error that changes nothing. Pure.
 */
export function limitFeedEvents(parsed: ParsedCalendarFeed, today: string): ParsedCalendarFeed {
  const window = feedWindow(today);
  const within = (event: FeedEvent) => isWithinFeedWindow(event, window);
  const reservations = parsed.reservations.filter(within);
  const blocks = parsed.blocks.filter(within);
  const kept = reservations.length + blocks.length;
  if (kept > FEED_EVENTS_MAX) {
    throw new CalendarFeedError(
      'too-many-events',
      `This calendar lists ${kept.toLocaleString('en-US')} stays and blocks between ${window.from} and ${window.to}; Cohost keeps at most ${FEED_EVENTS_MAX.toLocaleString('en-US')} per calendar. Nothing was changed: check that the link is this one listing's calendar.`,
    );
  }
  const ignored = parsed.reservations.length + parsed.blocks.length - kept;
  const warnings = ignored > 0 ? [...parsed.warnings, `Ignored ${ignored} ${ignored === 1 ? 'event' : 'events'} ending before ${window.from} or starting after ${window.to}.`] : parsed.warnings;
  return { ...parsed, reservations, blocks, warnings };
}
