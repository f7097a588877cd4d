import type { SupplyStatus } from '@cohost/shared';

/** A stay as the forecast sees it: the nights it covers (check-in day to the day before checkout) and its guests. */
export interface StayNights {
  checkInDate: string;
  checkOutDate: string;
  guests: number;
}

const DAY_MS = 86_400_000;
const day = (date: string) => Date.parse(`${date}T00:00:00Z`);
const isoDay = (ms: number) => new Date(ms).toISOString().slice(0, 10);

/** Guest-nights of these stays whose nights fall in [from, to) (ISO days). */
export function guestNightsBetween(stays: readonly StayNights[], from: string, to: string): number {
  const start = day(from);
  const end = day(to);
  let total = 0;
  for (const stay of stays) {
    const nights = Math.max(0, Math.min(end, day(stay.checkOutDate)) - Math.max(start, day(stay.checkInDate))) / DAY_MS;
    total += nights * Math.max(1, stay.guests);
  }
  return total;
}

/**
 * The use per guest-night seen between two counts: what was there, plus what arrived, minus
 * what is left, over the guest-nights in between. Null when nothing can be learned (no guests,
 * or stock went up unexplained: a count error, not use).
 */
export function observedUse(previous: number, delivered: number, current: number, guestNights: number): number | null {
  if (guestNights <= 0) return null;
  const used = previous + delivered - current;
  if (used < 0) return null;
  return used / guestNights;
}

/** Learning: half the last estimate, half what was just seen (recent stays weigh more). */
export function learnUse(previous: number | null, observed: number | null): number | null {
  if (observed === null) return previous;
  return previous === null ? observed : (previous + observed) / 2;
}

export interface ForecastInput {
  stock: number;
  /** ISO day the stock was known (the forecast uses what stays used since). */
  stockDay: string;
  today: string;
  usePerGuestNight: number;
  stays: readonly StayNights[];
  par: number;
  minimum: number;
  /** The AI settings' order threshold: low below this percent of par. */
  thresholdPercent: number;
  /** The next restock opportunity (the next turnover's day), or null when none is booked. */
  nextTurnoverDay: string | null;
  unit: string;
}

export interface Forecast {
  expectedStock: number;
  runOutDate: string | null;
  status: SupplyStatus;
  reason: string;
}

export const FORECAST_HORIZON_DAYS = 60;

/** Expected stock now, the day it runs out at the booked stays' pace, and the status that follows. */
export function forecast(input: ForecastInput): Forecast {
  const usedSince = input.usePerGuestNight * guestNightsBetween(input.stays, input.stockDay, input.today);
  const expected = Math.max(0, input.stock - usedSince);
  // Guests each night of the horizon, from the stays once (not a scan of every stay per night).
  const first = day(input.today);
  const guestsPerNight = new Array<number>(FORECAST_HORIZON_DAYS).fill(0);
  for (const stay of input.stays) {
    const from = Math.max(0, (day(stay.checkInDate) - first) / DAY_MS);
    const to = Math.min(FORECAST_HORIZON_DAYS, (day(stay.checkOutDate) - first) / DAY_MS);
    for (let night = from; night < to; night++) guestsPerNight[night]! += Math.max(1, stay.guests);
  }
  let runOutDate: string | null = expected <= 0 ? input.today : null;
  let left = expected;
  for (let offset = 0; runOutDate === null && offset < FORECAST_HORIZON_DAYS; offset++) {
    left -= input.usePerGuestNight * guestsPerNight[offset]!;
    if (left <= 0) runOutDate = isoDay(first + offset * DAY_MS);
  }
  const expectedStock = Math.floor(expected);
  const lowBelow = (input.par * input.thresholdPercent) / 100;
  const unit = input.unit;
  if (expectedStock < input.minimum) {
    return { expectedStock, runOutDate, status: 'critical', reason: `${expectedStock} ${unit} expected, below the minimum of ${input.minimum}.` };
  }
  if (runOutDate !== null && input.nextTurnoverDay !== null && runOutDate < input.nextTurnoverDay) {
    return { expectedStock, runOutDate, status: 'critical', reason: `Runs out on ${runOutDate}, before the next turnover on ${input.nextTurnoverDay}.` };
  }
  if (expectedStock < lowBelow) {
    return { expectedStock, runOutDate, status: 'low', reason: `${expectedStock} ${unit} expected, below ${input.thresholdPercent}% of par (${input.par}).` };
  }
  return { expectedStock, runOutDate, status: 'good', reason: `${expectedStock} ${unit} expected of a par of ${input.par}.` };
}
