import { on, type Subscription } from '../../platform/events/event-bus';
import { claimGuestAsked } from '../claims/claims.events';
import { doorCodeReplaced } from '../locks/locks.events';
import type { MessagingDeps } from './messaging.deps';
import { askGuestToPay } from './use-cases/ask-guest-to-pay';
import { tellGuestCodeReplaced } from './use-cases/tell-guest-code-replaced';

/** What messaging does when other modules' events arrive. */
export function messagingSubscriptions(deps: MessagingDeps): Subscription[] {
  return [
    on(doorCodeReplaced, 'messaging.tell-guest-code-replaced', async ({ payload }) => tellGuestCodeReplaced(deps, payload)),
    on(claimGuestAsked, 'messaging.ask-guest-to-pay', async ({ payload }) => askGuestToPay(deps, payload)),
  ];
}
