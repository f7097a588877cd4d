import type { GuestIntent } from '@cohost/shared';
import type { PolicyAction } from './decide';

/** An unacknowledged page is sent again after this, and again, until someone acknowledges it. */
export const PAGE_REPEAT_MS = 15 * 60_000;

/** Guest messages that page the owner: people may be in danger now (safety), or a hazard was mentioned (possible danger). */
const PAGING_INTENTS: ReadonlySet<GuestIntent> = new Set(['safety', 'possible-danger']);

/**
 * Whether an escalated action pages the owner: a text message whenever they have a phone number
 * (whatever their text-alert preference) and an email, repeated every 15 minutes until a host
 * acknowledges it or decides the action. Other escalations alert once and remind once.
 */
export function pagesHost(action: PolicyAction): boolean {
  return action.kind === 'guest.reply' && PAGING_INTENTS.has(action.intent);
}
