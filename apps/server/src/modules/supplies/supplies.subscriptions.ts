import { on, type Subscription } from '../../platform/events/event-bus';
import { cleaningSuppliesCounted } from '../cleaning/cleaning.events';
import type { SuppliesDeps } from './supplies.deps';
import { recordCleanerCount } from './use-cases/record-stock';

/** What supplies does when other modules' events arrive. */
export function suppliesSubscriptions(deps: SuppliesDeps): Subscription[] {
  // A cleaner counted at the end of a turnover: stock is set from it (and learned from), then reordering looks.
  return [on(cleaningSuppliesCounted, 'supplies.restock-from-count', ({ payload }) => recordCleanerCount(deps, payload))];
}
