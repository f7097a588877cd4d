import { OPTIMIZER_GAP_NIGHTS } from '@cohost/shared';
import { addDays, dayNumber, daysBetween, isWeekendDay, localDate } from './calendar-days';
import { BLOCKED, BOOKED, FREE, gapNights, nightStates, payoutShare, type FigureBlock, type FigureStay } from './figures';
import type { SuggestionPriority } from './inbox-suggestions';
import { groupBy } from '../../../platform/collections/group-by';

/** A property as the pricing rules need it: its calendar's zone, its money and its minimum stay (null: unknown). */
export interface PricingProperty {
  id: string;
  name: string;
  timezone: string;
  currency: string;
  minStayNights: number | null;
}

/** The period looked back at (nights before today, on the property's calendar) and ahead (from today). */
export const PRICING_PAST_DAYS = 90;
export const PRICING_AHEAD_DAYS = 90;

/** Gap nights: fewer lost in the period is not worth a suggestion; the share assumed to book once bookable. */
export const GAP_MIN_NIGHTS = 2;
export const GAP_FILL_SHARE = 0.5;
/** A gap-night price is the property's ADR less this. */
export const GAP_NIGHT_DISCOUNT = 0.15;

/** Lead time: at least this many stays with a known lead time before any lead-time rule speaks. */
export const LEAD_MIN_KNOWN_STAYS = 6;
/** Last minute: this share of the known stays booked 0–3 days ahead, and at least this many nights left unsold in the past period. */
export const LAST_MINUTE_DAYS = 3;
export const LAST_MINUTE_MIN_SHARE = 0.3;
export const LAST_MINUTE_MIN_UNSOLD_NIGHTS = 5;
export const LAST_MINUTE_DISCOUNT = 0.1;
/** Share of the unsold nights assumed to book at the last-minute price. */
export const LAST_MINUTE_FILL_SHARE = 0.25;
/** Far out: this share of the known stays booked more than 30 days ahead, and the nights 31–90 days ahead already this booked. */
export const FAR_OUT_DAYS = 30;
export const FAR_OUT_MIN_SHARE = 0.5;
export const FAR_OUT_MIN_OCCUPANCY = 0.6;
export const FAR_OUT_INCREASE = 0.1;
/** Weekday/weekend: weekend occupancy at least this many points over weekday, with at least this many available nights on each side. */
export const WEEKEND_MIN_DIFFERENCE = 0.25;
export const WEEK_MIN_AVAILABLE_NIGHTS = 8;
export const WEEKDAY_DISCOUNT = 0.1;
/** Share of the unsold weekday nights assumed to book at the weekday price. */
export const WEEKDAY_FILL_SHARE = 0.2;
/** Priority from the estimated effect (in the property's currency's minor unit): this much or more is high, then medium. */
export const PRIORITY_HIGH_CENTS = 50_000;
export const PRIORITY_MEDIUM_CENTS = 15_000;

export type PricingRule = 'min-stay' | 'gap-price' | 'last-minute' | 'far-out' | 'weekday' | 'peak-season' | 'low-season';

export interface PricingSuggestion {
  propertyId: string;
  rule: PricingRule;
  priority: SuggestionPriority;
  currency: string;
  /** The period the numbers come from (calendar days, end exclusive). */
  periodFrom: string;
  periodTo: string;
  /** The minimum stay now and the one suggested (rule 'min-stay' only: applying sets it). */
  minStayBefore: number | null;
  minStayAfter: number | null;
  /** The exact values to type into the platform or the pricing tool. */
  values: Array<{ label: string; value: string }>;
  checklist: string[];
  /** The numbers behind it. */
  evidence: Array<{ label: string; value: string }>;
  estimatedEffectCents: number;
  /** "About $420 over a period like the last 90 days, if …" (an estimate, never a promise). */
  effect: string;
  title: string;
  /** The evidence a dismissal is keyed by: it changes only when the data does. */
  evidenceKey: string;
}

export function pricingPriority(cents: number): SuggestionPriority {
  if (cents >= PRIORITY_HIGH_CENTS) return 'high';
  if (cents >= PRIORITY_MEDIUM_CENTS) return 'medium';
  return 'low';
}

/** Money as a host reads it: whole units when round ("$1,250", "€85.50"). */
export function money(cents: number, currency: string): string {
  const whole = cents % 100 === 0;
  return new Intl.NumberFormat('en-US', { style: 'currency', currency, minimumFractionDigits: whole ? 0 : 2, maximumFractionDigits: 2 }).format(cents / 100);
}

export const percent = (ratio: number) => `${Math.round(ratio * 100)}%`;
/** A price to type: rounded to whole units. */
export const roundPrice = (cents: number) => Math.max(100, Math.round(cents / 100) * 100);
/** An estimate: to whole units (cents would claim a precision it does not have). */
export const estimate = (cents: number) => Math.round(cents / 100) * 100;
export const nights = (count: number) => `${count} night${count === 1 ? '' : 's'}`;

/** What the rules read of one property over the period. */
interface PropertyPeriod {
  adrCents: number | null;
  paidNights: number;
  /** The past period: nights not blocked, booked, free (unsold). */
  available: number;
  booked: number;
  unsold: number;
  weekend: { available: number; booked: number };
  weekday: { available: number; booked: number; unsold: number };
  /** Gap nights (free runs shorter than the minimum stay, or of 1–2 nights when it is unknown). */
  gapLost: number;
  lastGapLost: string | null;
  gapOpen: number;
  /** The shortest and longest gap run seen in the period, past and ahead. */
  shortestGap: number | null;
  /** Nights 31–90 days ahead. */
  far: { available: number; booked: number; free: number };
  lead: { known: number; unknown: number; lastMinute: number; farOut: number; lastMinuteLatest: string | null; farOutLatest: string | null };
}

function readPeriod(property: PricingProperty, stays: FigureStay[], blocks: FigureBlock[], today: string, maxRun: number): PropertyPeriod {
  const margin = maxRun + 1;
  const periodFrom = addDays(today, -PRICING_PAST_DAYS);
  const periodTo = addDays(today, PRICING_AHEAD_DAYS);
  const readFrom = dayNumber(periodFrom) - margin;
  const states = nightStates(stays, blocks, readFrom, PRICING_PAST_DAYS + PRICING_AHEAD_DAYS + 2 * margin);
  const gaps = maxRun >= 1 ? gapNights(states, maxRun) : new Uint8Array(states.length);
  const period: PropertyPeriod = {
    adrCents: null,
    paidNights: 0,
    available: 0,
    booked: 0,
    unsold: 0,
    weekend: { available: 0, booked: 0 },
    weekday: { available: 0, booked: 0, unsold: 0 },
    gapLost: 0,
    lastGapLost: null,
    gapOpen: 0,
    shortestGap: null,
    far: { available: 0, booked: 0, free: 0 },
    lead: { known: 0, unknown: 0, lastMinute: 0, farOut: 0, lastMinuteLatest: null, farOutLatest: null },
  };
  const first = dayNumber(periodFrom);
  const todayNumber = dayNumber(today);
  const last = dayNumber(periodTo);
  // The shortest whole gap run with a night in the period (a run across the period's edge counts whole).
  for (let index = 0, runStart = -1; index <= gaps.length; index++) {
    if (index < gaps.length && gaps[index]) {
      if (runStart < 0) runStart = index;
      continue;
    }
    if (runStart >= 0 && index > first - readFrom && runStart < last - readFrom) period.shortestGap = Math.min(period.shortestGap ?? index - runStart, index - runStart);
    runStart = -1;
  }
  for (let day = first; day < last; day++) {
    const index = day - readFrom;
    const state = states[index];
    if (day < todayNumber) {
      if (state === BLOCKED) continue;
      const side = isWeekendDay(day) ? period.weekend : period.weekday;
      period.available += 1;
      side.available += 1;
      if (state === BOOKED) {
        period.booked += 1;
        side.booked += 1;
      } else if (state === FREE) {
        period.unsold += 1;
        if (side === period.weekday) period.weekday.unsold += 1;
      }
      if (gaps[index]) {
        period.gapLost += 1;
        period.lastGapLost = new Date(day * 86_400_000).toISOString().slice(0, 10);
      }
    } else {
      if (gaps[index]) period.gapOpen += 1;
      if (day > todayNumber + FAR_OUT_DAYS && state !== BLOCKED) {
        period.far.available += 1;
        if (state === BOOKED) period.far.booked += 1;
        else period.far.free += 1;
      }
    }
  }
  let revenue = 0;
  for (const stay of stays) {
    if (stay.kind !== 'guest') continue;
    if (stay.checkInDate >= periodFrom && stay.checkInDate < periodTo) {
      const lead = daysBetween(localDate(stay.recordedAt, property.timezone), stay.checkInDate);
      if (lead < 0) period.lead.unknown += 1;
      else {
        period.lead.known += 1;
        if (lead <= LAST_MINUTE_DAYS) {
          period.lead.lastMinute += 1;
          if (!period.lead.lastMinuteLatest || stay.checkInDate > period.lead.lastMinuteLatest) period.lead.lastMinuteLatest = stay.checkInDate;
        } else if (lead > FAR_OUT_DAYS) {
          period.lead.farOut += 1;
          const recorded = stay.recordedAt.toISOString();
          if (!period.lead.farOutLatest || recorded > period.lead.farOutLatest) period.lead.farOutLatest = recorded;
        }
      }
    }
    if (stay.payoutCents === null || (stay.currency ?? property.currency) !== property.currency) continue;
    if (stay.checkInDate >= today || stay.checkOutDate <= periodFrom) continue;
    revenue += payoutShare(stay, periodFrom, today);
    period.paidNights += daysBetween(stay.checkInDate > periodFrom ? stay.checkInDate : periodFrom, stay.checkOutDate < today ? stay.checkOutDate : today);
  }
  period.adrCents = period.paidNights > 0 ? Math.round(revenue / period.paidNights) : null;
  return period;
}

/**
 * Calendar and prices: per property, from its own stays and blocks over the last
 * `PRICING_PAST_DAYS` nights and the next `PRICING_AHEAD_DAYS` (its own calendar days, in its
 * time zone), the suggestions the data supports: a lower minimum stay or a gap-night price for
 * gap nights, a last-minute discount, higher far-out prices, a weekday price. Each with the
 * numbers behind it and its effect as an estimate from the property's own average rate.
 * Properties without an average rate in the past period (no paid stay) get none: there is
 * nothing to estimate from. Pure.
 */
export function detectPricingSuggestions(properties: readonly PricingProperty[], stays: readonly FigureStay[], blocks: readonly FigureBlock[], now: Date): PricingSuggestion[] {
  const staysOf = groupBy([...stays], (stay) => stay.propertyId);
  const blocksOf = groupBy([...blocks], (block) => block.propertyId);
  const suggestions: PricingSuggestion[] = [];
  for (const property of properties) {
    const today = localDate(now, property.timezone);
    const minStay = property.minStayNights;
    const maxRun = minStay === null ? OPTIMIZER_GAP_NIGHTS : minStay - 1;
    const period = readPeriod(property, staysOf.get(property.id) ?? [], blocksOf.get(property.id) ?? [], today, maxRun);
    if (period.adrCents === null) continue;
    const adr = period.adrCents;
    const currency = property.currency;
    const periodFrom = addDays(today, -PRICING_PAST_DAYS);
    const periodTo = addDays(today, PRICING_AHEAD_DAYS);
    const base: Pick<PricingSuggestion, 'propertyId' | 'currency' | 'periodFrom' | 'periodTo' | 'minStayBefore' | 'minStayAfter'> = { propertyId: property.id, currency, periodFrom, periodTo, minStayBefore: minStay, minStayAfter: null };
    const pastWords = `the last ${PRICING_PAST_DAYS} days`;
    const adrLine = { label: 'Average daily rate', value: `${money(adr, currency)} (${pastWords}, ${nights(period.paidNights)} paid)` };
    const push = (suggestion: Omit<PricingSuggestion, 'priority' | keyof typeof base> & Partial<typeof base>) =>
      suggestions.push({ ...base, ...suggestion, priority: pricingPriority(suggestion.estimatedEffectCents) });

    // Gap nights lost under the minimum stay.
    if (period.gapLost >= GAP_MIN_NIGHTS && period.shortestGap !== null) {
      const gapWords = minStay === null ? `free runs of 1–${OPTIMIZER_GAP_NIGHTS} nights between booked or blocked nights (minimum stay not set in Cohost)` : `free runs shorter than the ${minStay}-night minimum stay`;
      const evidence = [
        { label: 'Gap nights unsold', value: `${period.gapLost} in ${pastWords}` },
        { label: 'Gap nights open', value: `${period.gapOpen} in the next ${PRICING_AHEAD_DAYS} days` },
        { label: 'Gaps counted', value: gapWords },
        adrLine,
      ];
      if (minStay !== null && minStay > 1) {
        const after = period.shortestGap;
        const value = estimate(period.gapLost * adr * GAP_FILL_SHARE);
        push({
          rule: 'min-stay',
          minStayAfter: after,
          values: [{ label: 'Minimum stay', value: `${nights(after)} (now ${nights(minStay)})` }],
          checklist: [
            `On the platform (or your pricing tool), set the minimum stay to ${nights(after)} — for gap nights only if it offers that.`,
            'Save, then check that a gap night in your calendar can now be booked.',
            `Apply here: Cohost's copy of the minimum stay becomes ${nights(after)}.`,
          ],
          evidence,
          estimatedEffectCents: value,
          effect: `About ${money(value, currency)} over a period like ${pastWords}, if half of such gap nights book at the average rate (an estimate, not a promise).`,
          title: `Lower the minimum stay to ${nights(after)} for gaps: ${period.gapLost} gap nights went unsold in ${pastWords}`,
          evidenceKey: `${after}:${period.lastGapLost}`,
        });
      } else if (minStay === null) {
        const price = roundPrice(adr * (1 - GAP_NIGHT_DISCOUNT));
        const value = estimate(period.gapLost * price * GAP_FILL_SHARE);
        push({
          rule: 'gap-price',
          values: [{ label: 'Gap-night price', value: `${money(price, currency)} a night (${percent(GAP_NIGHT_DISCOUNT)} under the average rate)` }],
          checklist: [
            `In your pricing tool (or on the platform's calendar), price nights in gaps of 1–${OPTIMIZER_GAP_NIGHTS} nights at ${money(price, currency)}.`,
            `Allow 1-night stays on those nights so they can be booked.`,
            'Tell Cohost your minimum stay (the property\'s listing settings) so gaps are counted against it.',
          ],
          evidence,
          estimatedEffectCents: value,
          effect: `About ${money(value, currency)} over a period like ${pastWords}, if half of such gap nights book at ${money(price, currency)} (an estimate, not a promise).`,
          title: `Set a gap-night price of ${money(price, currency)}: ${period.gapLost} gap nights went unsold in ${pastWords}`,
          evidenceKey: `${period.lastGapLost}`,
        });
      }
    }

    // Lead time: only with enough stays whose booking moment is known.
    const lead = period.lead;
    const leadLine = { label: 'Stays looked at', value: `${lead.known} with a known lead time arriving ${periodFrom} – ${addDays(periodTo, -1)} (${lead.unknown} unknown, left out)` };
    if (lead.known >= LEAD_MIN_KNOWN_STAYS) {
      const lastMinuteShare = lead.lastMinute / lead.known;
      if (lastMinuteShare >= LAST_MINUTE_MIN_SHARE && period.unsold >= LAST_MINUTE_MIN_UNSOLD_NIGHTS) {
        const price = roundPrice(adr * (1 - LAST_MINUTE_DISCOUNT));
        const value = estimate(period.unsold * price * LAST_MINUTE_FILL_SHARE);
        push({
          rule: 'last-minute',
          values: [{ label: `Price for nights ${LAST_MINUTE_DAYS} days out or less`, value: `${money(price, currency)} (${percent(LAST_MINUTE_DISCOUNT)} last-minute discount)` }],
          checklist: [
            `In your pricing tool (or the platform's pricing settings), add a ${percent(LAST_MINUTE_DISCOUNT)} last-minute discount for nights ${LAST_MINUTE_DAYS} days out or less.`,
            'Check the next free night within 3 days shows the lower price.',
          ],
          evidence: [
            { label: `Booked 0–${LAST_MINUTE_DAYS} days ahead`, value: `${lead.lastMinute} of ${lead.known} stays (${percent(lastMinuteShare)})` },
            { label: 'Nights left unsold', value: `${period.unsold} of ${period.available} available in ${pastWords}` },
            leadLine,
            adrLine,
          ],
          estimatedEffectCents: value,
          effect: `About ${money(value, currency)} over a period like ${pastWords}, if a quarter of the nights left unsold book at ${money(price, currency)} (an estimate, not a promise).`,
          title: `Add a ${percent(LAST_MINUTE_DISCOUNT)} last-minute discount: ${lead.lastMinute} of ${lead.known} stays booked ${LAST_MINUTE_DAYS} days ahead or less, ${period.unsold} nights unsold`,
          evidenceKey: `${lead.lastMinute}:${lead.lastMinuteLatest}`,
        });
      }
      const farOutShare = lead.farOut / lead.known;
      const farOccupancy = period.far.available > 0 ? period.far.booked / period.far.available : 0;
      if (farOutShare >= FAR_OUT_MIN_SHARE && farOccupancy >= FAR_OUT_MIN_OCCUPANCY && period.far.free > 0) {
        const price = roundPrice(adr * (1 + FAR_OUT_INCREASE));
        const value = estimate(period.far.free * (price - adr));
        push({
          rule: 'far-out',
          values: [{ label: `Price for nights more than ${FAR_OUT_DAYS} days out`, value: `${money(price, currency)} (${percent(FAR_OUT_INCREASE)} over the average rate)` }],
          checklist: [
            `In your pricing tool (or the platform's calendar), raise nights more than ${FAR_OUT_DAYS} days out to ${money(price, currency)}.`,
            'Keep nearer nights as they are.',
          ],
          evidence: [
            { label: `Booked more than ${FAR_OUT_DAYS} days ahead`, value: `${lead.farOut} of ${lead.known} stays (${percent(farOutShare)})` },
            { label: `Nights ${FAR_OUT_DAYS + 1}–${PRICING_AHEAD_DAYS} days ahead booked`, value: `${period.far.booked} of ${period.far.available} (${percent(farOccupancy)}), ${period.far.free} still free` },
            leadLine,
            adrLine,
          ],
          estimatedEffectCents: value,
          effect: `About ${money(value, currency)} more over the next ${PRICING_AHEAD_DAYS} days, if the ${nights(period.far.free)} still free that far out book at ${money(price, currency)} (an estimate, not a promise).`,
          title: `Raise far-out prices to ${money(price, currency)}: ${lead.farOut} of ${lead.known} stays booked over ${FAR_OUT_DAYS} days ahead, ${percent(farOccupancy)} of those nights already booked`,
          evidenceKey: `${lead.farOut}:${lead.farOutLatest}`,
        });
      }
    }

    // Weekday/weekend.
    const { weekend, weekday } = period;
    if (weekend.available >= WEEK_MIN_AVAILABLE_NIGHTS && weekday.available >= WEEK_MIN_AVAILABLE_NIGHTS && weekday.unsold > 0) {
      const weekendOccupancy = weekend.booked / weekend.available;
      const weekdayOccupancy = weekday.booked / weekday.available;
      if (weekendOccupancy - weekdayOccupancy >= WEEKEND_MIN_DIFFERENCE) {
        const price = roundPrice(adr * (1 - WEEKDAY_DISCOUNT));
        const value = estimate(weekday.unsold * price * WEEKDAY_FILL_SHARE);
        push({
          rule: 'weekday',
          values: [{ label: 'Sunday–Thursday nights', value: `${money(price, currency)} (${percent(WEEKDAY_DISCOUNT)} under the average rate)` }],
          checklist: [`In your pricing tool (or the platform's calendar), set Sunday–Thursday nights to ${money(price, currency)}.`, 'Keep Friday and Saturday nights as they are.'],
          evidence: [
            { label: 'Weekend occupancy', value: `${percent(weekendOccupancy)} (${weekend.booked} of ${weekend.available} Friday and Saturday nights)` },
            { label: 'Weekday occupancy', value: `${percent(weekdayOccupancy)} (${weekday.booked} of ${weekday.available} other nights, ${weekday.unsold} unsold)` },
            adrLine,
          ],
          estimatedEffectCents: value,
          effect: `About ${money(value, currency)} over a period like ${pastWords}, if a fifth of the unsold weekday nights book at ${money(price, currency)} (an estimate, not a promise).`,
          title: `Lower weekday prices to ${money(price, currency)}: weekends ${percent(weekendOccupancy)} booked, weekdays ${percent(weekdayOccupancy)}`,
          evidenceKey: `${Math.round(weekendOccupancy * 10)}:${Math.round(weekdayOccupancy * 10)}`,
        });
      }
    }
  }
  return suggestions.sort((a, b) => b.estimatedEffectCents - a.estimatedEffectCents || a.propertyId.localeCompare(b.propertyId) || a.rule.localeCompare(b.rule));
}
