import { MESSAGE_CHANNEL_LABELS, type MessageChannel } from '@cohost/shared';
import { sql } from 'drizzle-orm';
import { previewOf } from '../domain/conversation-preview';
import type { ReplyPayload } from '../domain/message-action-payloads';
import { onField, outboundChannel } from '../domain/outbound-channel';
import { platformRefusal } from '../domain/platform-limits';
import { hasPlatformMailbox } from '../platform-mail/relay-outbox';
import { subjectFor } from '../domain/reply-subject';
import type { MessagingDeps } from '../messaging.deps';
import { messagingErrors } from '../messaging.errors';
import { announceConversation, lockConversation, lockMessage, updateConversation, updateMessage } from '../messaging.repo';
import { queueOutbound } from './queue-outbound';

const SENT_BY: Record<MessageChannel, string> = {
  'guest-page': 'on the guest page',
  email: 'by email',
  sms: 'by text message',
  airbnb: `on the ${MESSAGE_CHANNEL_LABELS.airbnb} thread`,
  vrbo: `on the ${MESSAGE_CHANNEL_LABELS.vrbo} thread`,
  booking: `on the ${MESSAGE_CHANNEL_LABELS.booking} thread`,
};

/**
 * Sends a co-host suggestion (as drafted, or as the host edited it): the guest sees it on the
 * guest page and on the channel they last wrote from. Idempotent: a suggestion is sent once.
 * `byPerson`: a host decided it, so the conversation no longer waits for a person.
 */
export async function sendSuggestion(deps: MessagingDeps, workspaceId: string, payload: ReplyPayload, byPerson: boolean): Promise<string> {
  const reach = { hasPlatformMailbox: await hasPlatformMailbox(deps, workspaceId) };
  const now = deps.clock.now();
  const done = await deps.db.transaction(async (tx) => {
    const message = await lockMessage(tx, workspaceId, payload.messageId);
    if (!message || message.conversationId !== payload.conversationId) throw messagingErrors.suggestionNotFound();
    const conversation = await lockConversation(tx, workspaceId, message.conversationId);
    if (!conversation) throw messagingErrors.conversationNotFound();
    if (message.status === 'sent') return { already: true as const, message, conversation };
    if (message.status !== 'suggestion') throw messagingErrors.suggestionDecided();
    const channel = outboundChannel(conversation, 'auto', reach);
    const refusal = platformRefusal(conversation, channel, payload.body);
    if (refusal) throw onField('body', messagingErrors.platformRefused, refusal);
    // Sent now, so it reads after what went out while it waited (the holding reply): it takes the next place in the thread.
    const sent = await updateMessage(tx, workspaceId, message.id, { body: payload.body, status: 'sent', channel, sentAt: now, seq: sql`nextval(pg_get_serial_sequence('messages', 'seq'))` as unknown as number });
    await updateConversation(tx, workspaceId, conversation.id, {
      lastMessageAt: now,
      lastMessagePreview: previewOf(payload.body),
      lastMessageAuthor: 'ai',
      ...(byPerson ? { needsHuman: false, urgency: 'low', humanRequestedAt: null } : {}),
      updatedAt: now,
    });
    await announceConversation(tx, workspaceId, conversation.id);
    return { already: false as const, message: sent!, conversation };
  });
  if (done.already) return 'It had already been sent.';
  const property = await deps.ports.findProperty(workspaceId, done.conversation.propertyId);
  await queueOutbound(deps, done.conversation, done.message, subjectFor(property?.name ?? ''));
  return done.message.channel === 'guest-page' ? 'Sent on the guest page.' : `Sent on the guest page and ${SENT_BY[done.message.channel]}.`;
}
