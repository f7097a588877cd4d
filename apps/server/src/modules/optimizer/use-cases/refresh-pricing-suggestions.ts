import { OPTIMIZER_GAP_NIGHTS } from '@cohost/shared';
import { addDays, localDate } from '../domain/calendar-days';
import type { FigureStay } from '../domain/figures';
import { detectPricingSuggestions, PRICING_AHEAD_DAYS, PRICING_PAST_DAYS } from '../domain/pricing-suggestions';
import type { OptimizerDeps } from '../optimizer.deps';

/**
 * Calendar and prices, as actions through the policy engine: per property, what its own stays
 * and blocks support (a lower minimum stay or a gap-night price, a last-minute discount, higher
 * far-out prices, a weekday price). Idempotent: a property and rule with an open suggestion gets
 * no second one, and the dedupe key is the evidence, so a dismissed suggestion comes back only
 * when the data changes (a new gap night, a new last-minute or far-out booking, occupancy moving).
 */
export async function refreshPricingSuggestions(deps: OptimizerDeps, workspaceId: string): Promise<{ proposed: number }> {
  const properties = await deps.ports.listProperties(workspaceId);
  if (!properties.length) return { proposed: 0 };
  const now = deps.clock.now();
  // One read for all: the widest zone spread is a day, the widest gap margin the longest minimum stay.
  const margin = Math.max(OPTIMIZER_GAP_NIGHTS, ...properties.map((property) => property.minStayNights ?? 0)) + 2;
  const today = localDate(now, 'UTC');
  const range = { from: addDays(today, -PRICING_PAST_DAYS - margin), to: addDays(today, PRICING_AHEAD_DAYS + margin) };
  const calendar = await deps.ports.readCalendar(
    workspaceId,
    range,
    properties.map((property) => property.id),
  );
  const stays: FigureStay[] = calendar.stays.map(({ createdAt, ...stay }) => ({ ...stay, recordedAt: createdAt }));
  const suggestions = detectPricingSuggestions(properties, stays, calendar.blocks, now);
  if (!suggestions.length) return { proposed: 0 };
  const open = new Set((await deps.ports.listPendingOfKind(workspaceId, 'listing.pricing-change')).map((row) => `${row.propertyId}:${String(row.payload.rule)}`));
  let proposed = 0;
  for (const { title, evidenceKey, ...suggestion } of suggestions) {
    if (open.has(`${suggestion.propertyId}:${suggestion.rule}`)) continue;
    const result = await deps.ports.proposeAction({
      workspaceId,
      propertyId: suggestion.propertyId,
      // Cohost cannot change a platform's prices or minimum stay: the host makes every one of these.
      action: { kind: 'listing.pricing-change', onPlatform: true },
      payload: { ...suggestion, type: 'pricing' },
      title,
      dedupeKey: `optimizer:pricing:${suggestion.propertyId}:${suggestion.rule}:${evidenceKey}`,
    });
    if (result.created) proposed += 1;
  }
  return { proposed };
}
