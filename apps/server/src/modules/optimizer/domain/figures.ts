import { LEAD_TIME_BUCKETS, OPTIMIZER_GAP_NIGHTS, type OptimizerFigures, type OptimizerMoney, type OptimizerMonthRow, type OptimizerTotals } from '@cohost/shared';
import { dayNumber, daysBetween, isWeekendDay, localDate, monthBounds } from './calendar-days';
import { groupBy } from '../../../platform/collections/group-by';

/** A property as the figures need it. */
export interface FigureProperty {
  id: string;
  name: string;
  timezone: string;
  currency: string;
  /** The minimum stay as the host has it on the platform; null or absent = not known. */
  minStayNights?: number | null;
}

/** The longest free run a property cannot sell: one night under its minimum stay, or OPTIMIZER_GAP_NIGHTS when that is not known. */
export function gapRunOf(property: Pick<FigureProperty, 'minStayNights'>): number {
  return property.minStayNights ? property.minStayNights - 1 : OPTIMIZER_GAP_NIGHTS;
}

/** Days to read on each side of the months so a free run at their edges is known to be a gap or not: the longest gap run + 1. */
export function marginDaysFor(properties: ReadonlyArray<Pick<FigureProperty, 'minStayNights'>>): number {
  return Math.max(FIGURES_MARGIN_DAYS, ...properties.map((property) => gapRunOf(property) + 1));
}

/** A live stay (cancelled ones are never given): dates are the property's own calendar days, check-out exclusive. */
export interface FigureStay {
  propertyId: string;
  kind: 'guest' | 'owner' | 'maintenance';
  checkInDate: string;
  checkOutDate: string;
  payoutCents: number | null;
  /** Null: the property's currency. */
  currency: string | null;
  /** When Cohost first recorded the stay (typed in, or first seen in a feed). */
  recordedAt: Date;
}

/** Days a calendar marks unavailable (end exclusive, like a check-out). */
export interface FigureBlock {
  propertyId: string;
  startDate: string;
  endDate: string;
}

/**
 * Days read on each side of the months asked for, at least: enough to tell whether a free run at a
 * month's edge is a short gap (it ends within OPTIMIZER_GAP_NIGHTS + 1 days) or not; a longer
 * minimum stay reads more (`marginDaysFor`).
 */
export const FIGURES_MARGIN_DAYS = OPTIMIZER_GAP_NIGHTS + 1;

export const FREE = 0;
export const BLOCKED = 1;
export const BOOKED = 2;

/** Each night's state over the days [from, from + length), by day number: a guest stay wins over a block. */
export function nightStates(stays: FigureStay[], blocks: FigureBlock[], from: number, length: number): Uint8Array {
  const states = new Uint8Array(length);
  const mark = (start: string, end: string, state: number) => {
    const last = Math.min(dayNumber(end) - from, length);
    for (let index = Math.max(dayNumber(start) - from, 0); index < last; index++) if (state === BOOKED || states[index] !== BOOKED) states[index] = state;
  };
  for (const block of blocks) mark(block.startDate, block.endDate, BLOCKED);
  for (const stay of stays) mark(stay.checkInDate, stay.checkOutDate, stay.kind === 'guest' ? BOOKED : BLOCKED);
  return states;
}

/**
 * The free nights in runs of at most `maxRun` (OPTIMIZER_GAP_NIGHTS unless a minimum stay says
 * otherwise) with an unavailable night on both sides: nights no stay within the minimum can take.
 * A run reaching the edge of what was read is not known to be short and is not counted.
 */
export function gapNights(states: Uint8Array, maxRun: number = OPTIMIZER_GAP_NIGHTS): Uint8Array {
  const gaps = new Uint8Array(states.length);
  let runStart = -1;
  let boundedBefore = false;
  for (let index = 0; index < states.length; index++) {
    if (states[index] === FREE) {
      if (runStart < 0) runStart = index;
      continue;
    }
    if (boundedBefore && runStart >= 0 && index - runStart <= maxRun) gaps.fill(1, runStart, index);
    runStart = -1;
    boundedBefore = true;
  }
  return gaps;
}

/** Cents of a payout that fall on the nights [from, to) of the stay, prorated so the months of a stay add up to its payout exactly. */
export function payoutShare(stay: FigureStay, from: string, to: string): number {
  const nights = daysBetween(stay.checkInDate, stay.checkOutDate);
  const before = Math.max(0, Math.min(nights, daysBetween(stay.checkInDate, from)));
  const through = Math.max(0, Math.min(nights, daysBetween(stay.checkInDate, to)));
  const cents = stay.payoutCents ?? 0;
  return Math.floor((cents * through) / nights) - Math.floor((cents * before) / nights);
}

function ratio(part: number, whole: number): number | null {
  return whole > 0 ? part / whole : null;
}

/** Each property's figures for each month, from the stays and blocks read around the months. */
export function monthRows(properties: FigureProperty[], stays: FigureStay[], blocks: FigureBlock[], months: string[]): OptimizerMonthRow[] {
  if (months.length === 0) return [];
  const from = monthBounds(months[0]!).start;
  const to = monthBounds(months.at(-1)!).end;
  const margin = marginDaysFor(properties);
  const readFrom = dayNumber(from) - margin;
  const readLength = dayNumber(to) + margin - readFrom;
  const staysOf = groupBy(stays, (stay) => stay.propertyId);
  const blocksOf = groupBy(blocks, (block) => block.propertyId);
  const rows: OptimizerMonthRow[] = [];
  for (const property of properties) {
    const own = staysOf.get(property.id) ?? [];
    const states = nightStates(own, blocksOf.get(property.id) ?? [], readFrom, readLength);
    const gaps = gapNights(states, gapRunOf(property));
    for (const month of months) {
      const { start, end } = monthBounds(month);
      const row: OptimizerMonthRow = {
        propertyId: property.id,
        propertyName: property.name,
        month,
        availableNights: 0,
        blockedNights: 0,
        bookedNights: 0,
        occupancy: null,
        currency: property.currency,
        revenueCents: 0,
        paidNights: 0,
        adrCents: null,
        otherCurrencyStays: 0,
        gapNights: 0,
        weekendNights: { booked: 0, available: 0 },
        weekdayNights: { booked: 0, available: 0 },
      };
      const last = dayNumber(end);
      for (let day = dayNumber(start); day < last; day++) {
        const state = states[day - readFrom];
        const side = isWeekendDay(day) ? row.weekendNights : row.weekdayNights;
        if (state === BLOCKED) {
          row.blockedNights += 1;
          continue;
        }
        row.availableNights += 1;
        side.available += 1;
        if (state === BOOKED) {
          row.bookedNights += 1;
          side.booked += 1;
        }
        if (gaps[day - readFrom]) row.gapNights += 1;
      }
      for (const stay of own) {
        if (stay.kind !== 'guest' || stay.payoutCents === null || stay.checkInDate >= end || stay.checkOutDate <= start) continue;
        if ((stay.currency ?? property.currency) !== property.currency) {
          row.otherCurrencyStays += 1;
          continue;
        }
        row.revenueCents += payoutShare(stay, start, end);
        row.paidNights += daysBetween(stay.checkInDate > start ? stay.checkInDate : start, stay.checkOutDate < end ? stay.checkOutDate : end);
      }
      row.occupancy = ratio(row.bookedNights, row.availableNights);
      row.adrCents = row.paidNights > 0 ? Math.round(row.revenueCents / row.paidNights) : null;
      rows.push(row);
    }
  }
  return rows;
}

/** Amounts per currency, largest first. */
function byCurrency(amounts: Map<string, number>): OptimizerMoney[] {
  return [...amounts].map(([currency, cents]) => ({ currency, cents })).sort((a, b) => b.cents - a.cents || a.currency.localeCompare(b.currency));
}

function addTo(amounts: Map<string, number>, currency: string, cents: number): void {
  amounts.set(currency, (amounts.get(currency) ?? 0) + cents);
}

/** The rows added up: nights summed, money per currency. */
export function totalsOf(rows: OptimizerMonthRow[]): OptimizerTotals {
  const revenue = new Map<string, number>();
  const paidNights = new Map<string, number>();
  let availableNights = 0;
  let bookedNights = 0;
  let gaps = 0;
  const weekend = { booked: 0, available: 0 };
  const weekday = { booked: 0, available: 0 };
  for (const row of rows) {
    availableNights += row.availableNights;
    bookedNights += row.bookedNights;
    gaps += row.gapNights;
    weekend.booked += row.weekendNights.booked;
    weekend.available += row.weekendNights.available;
    weekday.booked += row.weekdayNights.booked;
    weekday.available += row.weekdayNights.available;
    if (row.paidNights > 0) {
      addTo(revenue, row.currency, row.revenueCents);
      addTo(paidNights, row.currency, row.paidNights);
    }
  }
  const adr = new Map([...revenue].map(([currency, cents]) => [currency, Math.round(cents / paidNights.get(currency)!)]));
  return {
    availableNights,
    bookedNights,
    occupancy: ratio(bookedNights, availableNights),
    revenue: byCurrency(revenue),
    adr: byCurrency(adr),
    gapNights: gaps,
    weekendOccupancy: ratio(weekend.booked, weekend.available),
    weekdayOccupancy: ratio(weekday.booked, weekday.available),
  };
}

/** Revenue now against a year earlier, per currency of either period. */
export function revenueChange(now: OptimizerTotals, before: OptimizerTotals): OptimizerFigures['revenueChange'] {
  const currencies = [...new Set([...now.revenue, ...before.revenue].map((money) => money.currency))];
  return currencies.map((currency) => {
    const current = now.revenue.find((money) => money.currency === currency)?.cents ?? 0;
    const previous = before.revenue.find((money) => money.currency === currency)?.cents ?? 0;
    return { currency, percent: previous > 0 ? ((current - previous) / previous) * 100 : null };
  });
}

/** Guest stays arriving in [from, to) by days between being recorded (on the property's calendar) and check-in. */
export function leadTimes(properties: FigureProperty[], stays: FigureStay[], from: string, to: string): OptimizerFigures['leadTime'] {
  const counts = new Map<(typeof LEAD_TIME_BUCKETS)[number], number>(LEAD_TIME_BUCKETS.map((bucket) => [bucket, 0]));
  const zones = new Map(properties.map((property) => [property.id, property.timezone]));
  let unknown = 0;
  for (const stay of stays) {
    const timezone = zones.get(stay.propertyId);
    if (stay.kind !== 'guest' || !timezone || stay.checkInDate < from || stay.checkInDate >= to) continue;
    const days = daysBetween(localDate(stay.recordedAt, timezone), stay.checkInDate);
    if (days < 0) {
      unknown += 1;
      continue;
    }
    const bucket = days <= 3 ? '0-3' : days <= 14 ? '4-14' : days <= 30 ? '15-30' : days <= 90 ? '31-90' : '91+';
    counts.set(bucket, counts.get(bucket)! + 1);
  }
  return { buckets: LEAD_TIME_BUCKETS.map((days) => ({ days, stays: counts.get(days)! })), unknown };
}

/** The best and worst months across the rows, and the gap nights with their estimated value (and how many properties' minimum stays decided them). */
export function insightsOf(rows: OptimizerMonthRow[], months: string[], properties: ReadonlyArray<Pick<FigureProperty, 'minStayNights'>> = []): Omit<OptimizerFigures['insights'], 'topQuestions'> {
  const totals = totalsOf(rows);
  const mainCurrency = totals.revenue[0]?.currency ?? null;
  const rowsOf = groupBy(rows, (row) => row.month);
  const facts = months.map((month) => {
    const ofMonth = totalsOf(rowsOf.get(month) ?? []);
    const revenue = mainCurrency ? (ofMonth.revenue.find((money) => money.currency === mainCurrency) ?? { currency: mainCurrency, cents: 0 }) : null;
    return { month, occupancy: ofMonth.occupancy, revenue };
  });
  const compared = facts.length >= 2;
  const pick = (score: (fact: (typeof facts)[number]) => number | null, best: boolean) => {
    if (!compared) return null;
    let chosen: (typeof facts)[number] | null = null;
    for (const fact of facts) {
      const value = score(fact);
      if (value === null) continue;
      const current = chosen ? score(chosen)! : null;
      if (current === null || (best ? value > current : value < current)) chosen = fact;
    }
    return chosen;
  };
  const revenueOf = (fact: (typeof facts)[number]) => fact.revenue?.cents ?? null;
  // Each property's gap nights at its own ADR over the whole period.
  const value = new Map<string, number>();
  for (const propertyRows of groupBy(rows, (row) => row.propertyId).values()) {
    const own = totalsOf(propertyRows);
    const adr = own.adr[0];
    if (adr && own.gapNights > 0) addTo(value, adr.currency, adr.cents * own.gapNights);
  }
  return {
    bestRevenueMonth: mainCurrency ? pick(revenueOf, true) : null,
    worstRevenueMonth: mainCurrency ? pick(revenueOf, false) : null,
    bestOccupancyMonth: pick((fact) => fact.occupancy, true),
    worstOccupancyMonth: pick((fact) => fact.occupancy, false),
    gapNights: {
      nights: totals.gapNights,
      estimatedValue: byCurrency(value),
      isEstimate: true,
      maxRunNights: OPTIMIZER_GAP_NIGHTS,
      minStayProperties: properties.filter((property) => property.minStayNights).length,
    },
  };
}
