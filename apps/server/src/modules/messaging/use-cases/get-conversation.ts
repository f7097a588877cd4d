import type { ConversationDetail } from '@cohost/shared';
import { isUuid } from '../../../platform/runtime/is-uuid';
import type { Actor } from '../../accounts';
import { assertHost } from '../domain/messaging-access';
import type { MessagingDeps } from '../messaging.deps';
import { messagingErrors } from '../messaging.errors';
import { findConversation, listMessages, toConversationMessages, toConversationSummary } from '../messaging.repo';
import { currentGuestLink } from './current-guest-link';

/** One conversation with its messages (oldest first) and the guest's page link. */
export async function getConversation(deps: MessagingDeps, actor: Actor, conversationId: string): Promise<ConversationDetail> {
  assertHost(actor);
  const row = isUuid(conversationId) ? await findConversation(deps.db, actor.workspaceId, conversationId) : null;
  if (!row) throw messagingErrors.conversationNotFound();
  const [summary, messages, link] = await Promise.all([
    toConversationSummary(deps, actor.workspaceId, [row]),
    listMessages(deps.db, actor.workspaceId, row.id),
    row.reservationId ? currentGuestLink(deps, actor.workspaceId, row.reservationId) : Promise.resolve(null),
  ]);
  return {
    conversation: summary[0]!,
    guestEmail: row.guestEmail,
    guestPhone: row.guestPhone,
    guestLink: link?.url ?? null,
    messages: await toConversationMessages(deps, actor.workspaceId, messages),
    // Contract placeholder (issue 23): the threading work computes the real reach.
    reach: { channels: ['guest-page'], replyChannel: 'guest-page', relayAddress: row.relayAddress, noChannelFix: null, limits: [] },
  };
}
