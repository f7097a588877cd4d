import type { FoundersCount } from '@cohost/shared';
import type { BillingDeps } from '../billing.deps';
import { countTakenSpots, ensureFoundersOffer } from '../billing.repo';
import { spotsLeft } from '../domain/founders-spots';

/** get-founders-count: members so far, spots left (live holds count as taken), spots held by checkouts in progress, the offer's real end. */
export async function getFoundersCount(deps: Pick<BillingDeps, 'db' | 'clock' | 'foundersEndsAt'>): Promise<FoundersCount> {
  const now = deps.clock.now();
  const offer = await ensureFoundersOffer(deps.db, now);
  const { paid, held } = await countTakenSpots(deps.db, now);
  const endsAt = deps.foundersEndsAt ?? offer.endsAt;
  const left = spotsLeft(offer.totalSpots, paid, held);
  return { count: paid, total: offer.totalSpots, spotsLeft: left, heldSpots: held, endsAt: endsAt.toISOString(), isOpen: left > 0 && endsAt > now };
}
