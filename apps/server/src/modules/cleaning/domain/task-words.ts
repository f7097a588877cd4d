/** A task's window in the property's local time, for messages: "Fri 27 Nov, 11:00–15:00". */
export function windowWords(start: Date, end: Date, timezone: string): string {
  const day = new Intl.DateTimeFormat('en-GB', { timeZone: timezone, weekday: 'short', day: 'numeric', month: 'short' });
  const time = new Intl.DateTimeFormat('en-GB', { timeZone: timezone, hour: '2-digit', minute: '2-digit', hourCycle: 'h23' });
  const sameDay = day.format(start) === day.format(end);
  return sameDay ? `${day.format(start)}, ${time.format(start)}–${time.format(end)}` : `${day.format(start)} ${time.format(start)} – ${day.format(end)} ${time.format(end)}`;
}

/** The task's kind in words. */
export const KIND_WORDS: Record<string, string> = { turnover: 'turnover', 'deep-clean': 'deep clean', inspection: 'inspection', 'mid-stay': 'mid-stay clean' };

/** The cleaner portal's link to one task. */
export function portalLink(publicUrl: string, taskId: string): string {
  return `${publicUrl}/cleaner-dashboard?task=${taskId}`;
}
