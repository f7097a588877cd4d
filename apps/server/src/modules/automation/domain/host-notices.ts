import type { ActionKind } from '@cohost/shared';

/** The actions the optimizer proposes: their approvals are "AI recommendations", not approvals waiting. */
export const RECOMMENDATION_KINDS: ReadonlySet<ActionKind> = new Set<ActionKind>(['knowledge.add-answer']);

/** The owner's local hour (0–23) the daily digest of what the co-host did goes out at. */
const DIGEST_LOCAL_HOUR = 20;

/** The wall-clock date and time of an instant in a time zone. */
function localTime(at: Date, timeZone: string): { date: string; hour: number; minute: number; second: number } {
  const parts = Object.fromEntries(
    new Intl.DateTimeFormat('en-CA', { timeZone, year: 'numeric', month: '2-digit', day: '2-digit', hour: '2-digit', minute: '2-digit', second: '2-digit', hourCycle: 'h23' })
      .formatToParts(at)
      .map((part) => [part.type, part.value]),
  );
  return { date: `${parts.year}-${parts.month}-${parts.day}`, hour: Number(parts.hour), minute: Number(parts.minute), second: Number(parts.second) };
}

/**
 * Whether the digest is due (the owner's local hour is the digest hour) and, if so, its day and
 * where that day began (local midnight, counted back in wall-clock time: on the day clocks change
 * the window is an hour longer or shorter, which a digest can bear).
 */
export function digestWindow(now: Date, timeZone: string): { date: string; from: Date } | null {
  const local = localTime(now, timeZone);
  if (local.hour !== DIGEST_LOCAL_HOUR) return null;
  const elapsed = ((local.hour * 60 + local.minute) * 60 + local.second) * 1000 + now.getUTCMilliseconds();
  return { date: local.date, from: new Date(now.getTime() - elapsed) };
}

interface DigestEntry {
  summary: string;
  decision: string | null;
  result: string;
  propertyName: string | null;
}

/** The digest email's text: what the co-host did on its own, what failed, what it put to the host. Null when there is nothing. */
export function digestText(entries: DigestEntry[], date: string, publicUrl: string): { subject: string; text: string } | null {
  if (entries.length === 0) return null;
  const line = (entry: DigestEntry) => `- ${entry.summary}${entry.propertyName ? ` (${entry.propertyName})` : ''}`;
  const done = entries.filter((entry) => entry.decision === 'auto' && entry.result === 'done');
  const failed = entries.filter((entry) => entry.decision === 'auto' && entry.result === 'failed');
  const asked = entries.filter((entry) => entry.decision === 'approval' || entry.decision === 'escalate');
  const sections = [
    done.length ? `Done on its own (${done.length}):\n${done.map(line).join('\n')}` : null,
    failed.length ? `Tried and failed (${failed.length}):\n${failed.map(line).join('\n')}` : null,
    asked.length ? `Put to you (${asked.length}):\n${asked.map(line).join('\n')}` : null,
  ].filter(Boolean);
  if (sections.length === 0) return null;
  const count = done.length + failed.length + asked.length;
  return {
    subject: `Your co-host today: ${count} ${count === 1 ? 'action' : 'actions'} (${date})`,
    text: `What Cohost did on ${date}:\n\n${sections.join('\n\n')}\n\nThe full activity log: ${publicUrl}/activity\nTurn this digest off under AI action summaries: ${publicUrl}/account-settings\n`,
  };
}

/** A booking notice: subject and text of the email, title and line of the push. */
export function bookingNotice(
  change: 'created' | 'changed' | 'cancelled',
  stay: { propertyId: string; propertyName: string; checkInDate: string; checkOutDate: string; source: string },
  publicUrl: string,
): { subject: string; text: string; pushTitle: string; pushBody: string; path: string } {
  const what = { created: 'New booking', changed: 'Booking changed', cancelled: 'Booking cancelled' }[change];
  const dates = `${stay.checkInDate} → ${stay.checkOutDate}`;
  return {
    subject: `${what}: ${stay.propertyName}, ${dates}`,
    text: `${what} at ${stay.propertyName}.\n\nDates: ${dates}\nFrom: ${stay.source}\n\nSee it in Cohost: ${publicUrl}/properties/${stay.propertyId}\n`,
    pushTitle: `${what}: ${stay.propertyName}`,
    pushBody: `${dates} (${stay.source})`,
    path: `/properties/${stay.propertyId}`,
  };
}
