import type { ConversationMessage } from '@cohost/shared';
import type { Actor } from '../../accounts';
import { isUuid } from '../../../platform/runtime/is-uuid';
import { assertHost } from '../domain/messaging-access';
import type { MessagingDeps } from '../messaging.deps';
import { messagingErrors } from '../messaging.errors';
import { announceConversation, findMessage, insertMessage, lockConversation, lockWaitingSuggestions, toConversationMessages, updateConversation, updateMessage } from '../messaging.repo';
import { previewOf } from '../domain/conversation-preview';
import { queueOutbound } from './queue-outbound';
import { onField, outboundChannel, type ChannelChoice } from '../domain/outbound-channel';
import { platformRefusal } from '../domain/platform-limits';
import { hasPlatformMailbox } from '../platform-mail/relay-outbox';
import { subjectFor } from '../domain/reply-subject';

/**
 * A person of the host's team writes to the guest: the conversation no longer waits for one, and
 * the co-host's drafts still waiting in it are overtaken by this reply — kept in the history as
 * discarded, with why, and their approvals resolved in the same transaction (no "Still waiting
 * for you" reminder follows, no draft stays one click from sending).
 */
export async function sendHostMessage(deps: MessagingDeps, actor: Actor, conversationId: string, input: { body: string; channel: ChannelChoice }): Promise<ConversationMessage> {
  assertHost(actor);
  if (!isUuid(conversationId)) throw messagingErrors.conversationNotFound();
  const authorName = (await deps.ports.findUserName(actor.userId)) ?? 'Host';
  const reach = { hasPlatformMailbox: await hasPlatformMailbox(deps, actor.workspaceId) };
  const now = deps.clock.now();
  const { message, conversation } = await deps.db.transaction(async (tx) => {
    const locked = await lockConversation(tx, actor.workspaceId, conversationId);
    if (!locked) throw messagingErrors.conversationNotFound();
    const channel = outboundChannel(locked, input.channel, reach);
    const refusal = platformRefusal(locked, channel, input.body);
    if (refusal) throw onField('body', messagingErrors.platformRefused, refusal);
    const inserted = await insertMessage(tx, {
      workspaceId: actor.workspaceId,
      conversationId: locked.id,
      author: 'host',
      authorUserId: actor.userId,
      authorName,
      channel,
      body: input.body,
      status: 'sent',
      createdAt: now,
      sentAt: now,
    });
    const why = `Superseded by ${authorName}'s reply.`;
    for (const suggestion of await lockWaitingSuggestions(tx, actor.workspaceId, locked.id)) {
      await updateMessage(tx, actor.workspaceId, suggestion.id, { status: 'discarded', reason: why });
      if (suggestion.approvalId) await deps.ports.supersedeAction(tx, actor.workspaceId, suggestion.approvalId, `${authorName} answered the guest by hand: this suggested reply was not sent.`);
    }
    await updateConversation(tx, actor.workspaceId, locked.id, {
      lastMessageAt: now,
      lastMessagePreview: previewOf(input.body),
      lastMessageAuthor: 'host',
      needsHuman: false,
      urgency: 'low',
      humanRequestedAt: null,
      unreadCount: 0,
      updatedAt: now,
    });
    await announceConversation(tx, actor.workspaceId, locked.id);
    return { message: inserted!, conversation: locked };
  });
  const property = await deps.ports.findProperty(actor.workspaceId, conversation.propertyId);
  await queueOutbound(deps, conversation, message, subjectFor(property?.name ?? ''));
  // Read again: sending recorded what became of it.
  const delivered = (await findMessage(deps.db, actor.workspaceId, message.id)) ?? message;
  return (await toConversationMessages(deps, actor.workspaceId, [delivered]))[0]!;
}
