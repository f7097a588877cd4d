import { on, type Subscription } from '../../platform/events/event-bus';
import { cleaningCompleted, cleaningIssueReported } from '../cleaning/cleaning.events';
import { guestNeedsPerson } from '../messaging/messaging.events';
import type { ClaimsDeps } from './claims.deps';
import { compareTurnoverPhotos } from './use-cases/compare-turnover-photos';
import { openFromCleanerReport } from './use-cases/open-from-cleaner-report';
import { openFromGuestMessage } from './use-cases/open-from-guest-message';

/** What claims does when other modules' events arrive. */
export function claimsSubscriptions(deps: ClaimsDeps): Subscription[] {
  return [
    on(cleaningIssueReported, 'claims.open-from-cleaner-report', async ({ payload }) => openFromCleanerReport(deps, payload)),
    on(cleaningCompleted, 'claims.compare-turnover-photos', async ({ payload }) => compareTurnoverPhotos(deps, payload)),
    on(guestNeedsPerson, 'claims.open-from-guest-message', async ({ payload }) => openFromGuestMessage(deps, payload)),
  ];
}
