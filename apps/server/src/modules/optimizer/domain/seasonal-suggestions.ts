import { addMonths, monthBounds, monthsFrom } from './calendar-days';
import { monthRows, type FigureBlock, type FigureStay } from './figures';
import { estimate, money, nights, percent, pricingPriority, roundPrice, type PricingProperty, type PricingSuggestion } from './pricing-suggestions';

/** The year looked back at: the whole months before the current one. */
export const SEASON_PAST_MONTHS = 12;
/** The months ahead a suggestion can be about: the next ones after the current month (time to change prices before they sell). */
export const SEASON_AHEAD_MONTHS = 6;
/** A month whose occupancy across the portfolio is this many points over (or under) the year's is a peak (or low) month. */
export const SEASON_DIFFERENCE = 0.15;
/** A month is compared only with at least this many nights on sale across the homes that had a calendar then. */
export const SEASON_MIN_NIGHTS = 20;
/** Peak months: priced this much over the home's average rate, unless last year's peak was already. */
export const PEAK_INCREASE = 0.15;
/** Low months: priced this much under the home's average rate; the share of last year's unsold nights assumed to book at it. */
export const LOW_DISCOUNT = 0.1;
export const LOW_FILL_SHARE = 0.2;

const monthName = new Intl.DateTimeFormat('en-US', { month: 'long', year: 'numeric', timeZone: 'UTC' });
const monthWords = (month: string) => monthName.format(new Date(`${month}-01T00:00:00Z`));
const listWords = (items: string[]) => (items.length <= 1 ? (items[0] ?? '') : `${items.slice(0, -1).join(', ')} and ${items.at(-1)}`);

interface Sums {
  available: number;
  booked: number;
  revenue: number;
  paid: number;
}
const zero = (): Sums => ({ available: 0, booked: 0, revenue: 0, paid: 0 });

/**
 * Seasons from the host's own portfolio: over the last `SEASON_PAST_MONTHS` whole months, each
 * month's occupancy across every home that had a calendar then (a home counts from its first stay
 * in Cohost on) against the year's. The next `SEASON_AHEAD_MONTHS` months whose month last year
 * was a peak get, per home, a higher price (unless the home already charged that much more then),
 * with the effect estimated on last year's booked nights; the ones that were low get a lower price
 * where the home too sold less than over its year, estimated on a fifth of last year's unsold
 * nights. Needs a whole year of calendars (some home's in every month), else nothing is suggested;
 * a month with fewer than `SEASON_MIN_NIGHTS` nights on sale across them (blocked, closed) is
 * neither peak nor low. Pure.
 */
export function detectSeasonalSuggestions(properties: readonly PricingProperty[], stays: readonly FigureStay[], blocks: readonly FigureBlock[], now: Date): PricingSuggestion[] {
  const current = now.toISOString().slice(0, 7);
  const past = monthsFrom(addMonths(current, -SEASON_PAST_MONTHS), addMonths(current, -1));
  const firstStay = new Map<string, string>();
  for (const stay of stays) {
    const known = firstStay.get(stay.propertyId);
    if (!known || stay.checkInDate < known) firstStay.set(stay.propertyId, stay.checkInDate);
  }
  // A home's month counts once the home had a calendar in Cohost: from the month of its first stay.
  const counts = (propertyId: string, month: string) => {
    const first = firstStay.get(propertyId);
    return first !== undefined && first.slice(0, 7) <= month;
  };
  const rows = monthRows([...properties], [...stays], [...blocks], past).filter((row) => counts(row.propertyId, row.month));
  const portfolio = new Map(past.map((month) => [month, zero()]));
  const own = new Map<string, Map<string, Sums>>();
  for (const row of rows) {
    const sums = portfolio.get(row.month)!;
    sums.available += row.availableNights;
    sums.booked += row.bookedNights;
    let months = own.get(row.propertyId);
    if (!months) own.set(row.propertyId, (months = new Map()));
    months.set(row.month, { available: row.availableNights, booked: row.bookedNights, revenue: row.revenueCents, paid: row.paidNights });
  }
  // Less than a year of calendars: no season to speak of.
  const known = new Set(rows.map((row) => row.month));
  if (past.some((month) => !known.has(month))) return [];
  const add = (into: Sums, one: Sums) => {
    into.available += one.available;
    into.booked += one.booked;
    into.revenue += one.revenue;
    into.paid += one.paid;
    return into;
  };
  const year = [...portfolio.values()].reduce(add, zero());
  const yearOccupancy = year.booked / year.available;
  if (year.available === 0) return [];
  // A month with too few nights on sale (blocked, closed for the season) is neither peak nor low.
  const occupancyOf = (month: string) => {
    const sums = portfolio.get(month)!;
    return sums.available >= SEASON_MIN_NIGHTS ? sums.booked / sums.available : yearOccupancy;
  };
  const homes = new Set(rows.map((row) => row.propertyId)).size;
  const ahead = Array.from({ length: SEASON_AHEAD_MONTHS }, (_, index) => addMonths(current, index + 1));
  const peak = ahead.filter((month) => occupancyOf(addMonths(month, -12)) - yearOccupancy >= SEASON_DIFFERENCE);
  const low = ahead.filter((month) => yearOccupancy - occupancyOf(addMonths(month, -12)) >= SEASON_DIFFERENCE);
  if (!peak.length && !low.length) return [];
  const periodFrom = monthBounds(past[0]!).start;
  const periodTo = monthBounds(current).start;
  const portfolioLine = (months: string[]) => ({
    label: 'Across your homes, last year',
    value: `${listWords(months.map((month) => `${monthWords(addMonths(month, -12))} ${percent(occupancyOf(addMonths(month, -12)))}`))} booked; ${percent(yearOccupancy)} over the ${SEASON_PAST_MONTHS} months (${homes} home${homes === 1 ? '' : 's'})`,
  });

  const suggestions: PricingSuggestion[] = [];
  for (const property of properties) {
    const months = own.get(property.id);
    if (!months) continue;
    const mine = [...months.values()].reduce(add, zero());
    if (mine.paid === 0 || mine.available === 0) continue;
    const adr = Math.round(mine.revenue / mine.paid);
    const currency = property.currency;
    const adrLine = { label: 'Average daily rate', value: `${money(adr, currency)} (the last ${SEASON_PAST_MONTHS} months, ${nights(mine.paid)} paid)` };
    const lastYear = (ahead: string[]) => ahead.map((month) => months.get(addMonths(month, -12))).filter((sums): sums is Sums => sums !== undefined).reduce(add, zero());
    const base = { propertyId: property.id, currency, periodFrom, periodTo, minStayBefore: property.minStayNights, minStayAfter: null };

    const busy = lastYear(peak);
    if (peak.length && busy.available > 0) {
      const price = roundPrice(adr * (1 + PEAK_INCREASE));
      const before = busy.paid > 0 ? Math.round(busy.revenue / busy.paid) : adr;
      const value = estimate(busy.booked * (price - before));
      if (value > 0) {
        const words = listWords(peak.map(monthWords));
        suggestions.push({
          ...base,
          rule: 'peak-season',
          priority: pricingPriority(value),
          values: [{ label: `Nights in ${words}`, value: `${money(price, currency)} (${percent(PEAK_INCREASE)} over the average rate)` }],
          checklist: [`In your pricing tool (or the platform's calendar), set nights in ${words} to ${money(price, currency)}.`, 'Leave the other months as they are.'],
          evidence: [
            portfolioLine(peak),
            { label: 'This home, the same months last year', value: `${busy.booked} of ${nights(busy.available)} booked${busy.paid > 0 ? ` at ${money(before, currency)} a night` : ''}` },
            adrLine,
          ],
          estimatedEffectCents: value,
          effect: `About ${money(value, currency)} more over ${words}, if as many nights book as last year at ${money(price, currency)} (an estimate, not a promise).`,
          title: `Raise prices for ${words} to ${money(price, currency)}: last year those months were busier across your homes (${percent(yearOccupancy)} over the year)`,
          evidenceKey: peak.join(','),
        });
      }
    }

    const quiet = lastYear(low);
    const unsold = quiet.available - quiet.booked;
    if (low.length && quiet.available > 0 && unsold > 0 && quiet.booked / quiet.available < mine.booked / mine.available) {
      const price = roundPrice(adr * (1 - LOW_DISCOUNT));
      const value = estimate(unsold * price * LOW_FILL_SHARE);
      const words = listWords(low.map(monthWords));
      suggestions.push({
        ...base,
        rule: 'low-season',
        priority: pricingPriority(value),
        values: [{ label: `Nights in ${words}`, value: `${money(price, currency)} (${percent(LOW_DISCOUNT)} under the average rate)` }],
        checklist: [`In your pricing tool (or the platform's calendar), set nights in ${words} to ${money(price, currency)}.`, 'Leave the other months as they are.'],
        evidence: [
          portfolioLine(low),
          { label: 'This home, the same months last year', value: `${quiet.booked} of ${nights(quiet.available)} booked (${percent(quiet.booked / quiet.available)}; ${percent(mine.booked / mine.available)} over its year), ${unsold} unsold` },
          adrLine,
        ],
        estimatedEffectCents: value,
        effect: `About ${money(value, currency)} over ${words}, if a fifth of as many nights as went unsold last year book at ${money(price, currency)} (an estimate, not a promise).`,
        title: `Lower prices for ${words} to ${money(price, currency)}: last year those months were quieter across your homes (${percent(yearOccupancy)} over the year)`,
        evidenceKey: low.join(','),
      });
    }
  }
  return suggestions;
}
