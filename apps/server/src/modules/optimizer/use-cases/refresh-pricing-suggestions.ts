import { OPTIMIZER_GAP_NIGHTS } from '@cohost/shared';
import { addDays, addMonths, localDate, monthBounds } from '../domain/calendar-days';
import type { FigureStay } from '../domain/figures';
import { detectPricingSuggestions, PRICING_AHEAD_DAYS, PRICING_PAST_DAYS } from '../domain/pricing-suggestions';
import { detectSeasonalSuggestions, SEASON_PAST_MONTHS } from '../domain/seasonal-suggestions';
import type { OptimizerDeps } from '../optimizer.deps';
import { nothingOffered, offerSuggestions, type Offered } from './offer-suggestion';

/**
 * Calendar and prices, as actions through the policy engine: per property, what its own stays
 * and blocks support (a lower minimum stay or a gap-night price, a last-minute discount, higher
 * far-out prices, a weekday price), and what the portfolio's last year says of the coming months
 * (peak and low seasons). One open suggestion per property and rule, its numbers kept up to date
 * while it waits; the dedupe key is the evidence, so a dismissed suggestion comes back only when
 * the data changes (a new gap night, a new last-minute or far-out booking, occupancy moving,
 * other months in season).
 */
export async function refreshPricingSuggestions(deps: OptimizerDeps, workspaceId: string): Promise<Offered> {
  const properties = await deps.ports.listProperties(workspaceId);
  if (!properties.length) return nothingOffered();
  const now = deps.clock.now();
  // One read for all: the widest zone spread is a day, the widest gap margin the longest minimum stay;
  // back to the first of the month a year ago for the seasons.
  const margin = Math.max(OPTIMIZER_GAP_NIGHTS, ...properties.map((property) => property.minStayNights ?? 0)) + 2;
  const today = localDate(now, 'UTC');
  const yearAgo = monthBounds(addMonths(today.slice(0, 7), -SEASON_PAST_MONTHS)).start;
  const from = addDays(yearAgo < addDays(today, -PRICING_PAST_DAYS) ? yearAgo : addDays(today, -PRICING_PAST_DAYS), -margin);
  const calendar = await deps.ports.readCalendar(
    workspaceId,
    { from, to: addDays(today, PRICING_AHEAD_DAYS + margin) },
    properties.map((property) => property.id),
  );
  const stays: FigureStay[] = calendar.stays.map(({ createdAt, ...stay }) => ({ ...stay, recordedAt: createdAt }));
  const suggestions = [...detectPricingSuggestions(properties, stays, calendar.blocks, now), ...detectSeasonalSuggestions(properties, stays, calendar.blocks, now)].sort(
    (a, b) => b.estimatedEffectCents - a.estimatedEffectCents,
  );
  return offerSuggestions(
    deps,
    workspaceId,
    'listing.pricing-change',
    (row) => `${row.propertyId}:${String(row.payload.rule)}`,
    suggestions.map(({ title, evidenceKey, ...suggestion }) => ({
      subject: `${suggestion.propertyId}:${suggestion.rule}`,
      proposal: {
        workspaceId,
        propertyId: suggestion.propertyId,
        // Cohost cannot change a platform's prices or minimum stay: the host makes every one of these.
        action: { kind: 'listing.pricing-change', onPlatform: true },
        payload: { ...suggestion, type: 'pricing' },
        title,
        dedupeKey: `optimizer:pricing:${suggestion.propertyId}:${suggestion.rule}:${evidenceKey}`,
      },
    })),
  );
}
