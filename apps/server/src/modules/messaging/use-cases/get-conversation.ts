import type { ConversationDetail } from '@cohost/shared';
import { isUuid } from '../../../platform/runtime/is-uuid';
import type { Actor } from '../../accounts';
import { assertHost } from '../domain/messaging-access';
import type { MessagingDeps } from '../messaging.deps';
import { messagingErrors } from '../messaging.errors';
import { findConversation, listMessages, toConversationMessages, toConversationSummary } from '../messaging.repo';
import { conversationReach } from '../domain/outbound-channel';
import { hasPlatformMailbox } from '../platform-mail/relay-outbox';
import { currentGuestLink } from './current-guest-link';

/** One conversation with its messages (oldest first) and the guest's page link. */
export async function getConversation(deps: MessagingDeps, actor: Actor, conversationId: string): Promise<ConversationDetail> {
  assertHost(actor);
  const row = isUuid(conversationId) ? await findConversation(deps.db, actor.workspaceId, conversationId) : null;
  if (!row) throw messagingErrors.conversationNotFound();
  const [summary, messages, link, mailbox] = await Promise.all([
    toConversationSummary(deps, actor.workspaceId, [row]),
    listMessages(deps.db, actor.workspaceId, row.id),
    row.reservationId ? currentGuestLink(deps, actor.workspaceId, row.reservationId) : Promise.resolve(null),
    hasPlatformMailbox(deps, actor.workspaceId),
  ]);
  const wroteOnPage = messages.some((message) => message.author === 'guest' && message.channel === 'guest-page');
  return {
    conversation: summary[0]!,
    guestEmail: row.guestEmail,
    guestPhone: row.guestPhone,
    guestLink: link?.url ?? null,
    messages: await toConversationMessages(deps, actor.workspaceId, messages),
    reach: conversationReach(row, { hasPlatformMailbox: mailbox }, wroteOnPage),
  };
}
