/** A stay as a turnover is planned from it. */
export interface TurnoverStay {
  checkInDate: string;
  checkOutDate: string;
  checkInAt: Date;
  checkOutAt: Date;
}

export interface TurnoverWindow {
  windowStart: Date;
  windowEnd: Date;
  /** The next guest arrives the day this one leaves. */
  sameDay: boolean;
}

/** The shortest window a turnover gets, even when the next guest arrives within the buffer. */
export const MIN_TURNOVER_MINUTES = 30;
const HOUR_MS = 60 * 60 * 1000;

/**
 * A turnover's window: from the stay's checkout to the next check-in less the AI settings'
 * buffer (1, 2 or 3 hours), or, with no next check-in, the property's open window after checkout.
 * Never shorter than 30 minutes: a next guest arriving inside the buffer still leaves a window,
 * the same-day flag tells the cleaner it is tight.
 */
export function turnoverWindow(stay: TurnoverStay, next: TurnoverStay | null, settings: { bufferHours: number; openWindowHours: number }): TurnoverWindow {
  const windowStart = stay.checkOutAt;
  const minEnd = windowStart.getTime() + MIN_TURNOVER_MINUTES * 60 * 1000;
  const end = next ? next.checkInAt.getTime() - settings.bufferHours * HOUR_MS : windowStart.getTime() + settings.openWindowHours * HOUR_MS;
  return { windowStart, windowEnd: new Date(Math.max(end, minEnd)), sameDay: next !== null && next.checkInDate <= stay.checkOutDate };
}

/** The stay after `stay` among a property's stays (the earliest check-in at or after its checkout), or null. */
export function nextStayAfter<T extends TurnoverStay & { id: string }>(stay: { id: string; checkOutAt: Date }, stays: T[]): T | null {
  let best: T | null = null;
  for (const candidate of stays) {
    if (candidate.id === stay.id || candidate.checkInAt.getTime() < stay.checkOutAt.getTime()) continue;
    if (!best || candidate.checkInAt.getTime() < best.checkInAt.getTime()) best = candidate;
  }
  return best;
}

/** The stay before `stay` (the latest checkout at or before its check-in), or null. */
export function previousStayBefore<T extends TurnoverStay & { id: string }>(stay: { id: string; checkInAt: Date }, stays: T[]): T | null {
  let best: T | null = null;
  for (const candidate of stays) {
    if (candidate.id === stay.id || candidate.checkOutAt.getTime() > stay.checkInAt.getTime()) continue;
    if (!best || candidate.checkOutAt.getTime() > best.checkOutAt.getTime()) best = candidate;
  }
  return best;
}
