import { MESSAGE_TRIGGER_LABELS } from '@cohost/shared';
import { previewOf } from '../domain/conversation-preview';
import type { ScheduledPayload } from '../domain/message-action-payloads';
import { outboundChannel } from '../domain/outbound-channel';
import { hasPlatformMailbox } from '../platform-mail/relay-outbox';
import { subjectFor } from '../domain/reply-subject';
import type { MessagingDeps } from '../messaging.deps';
import { announceConversation, insertMessage, updateConversation, upsertScheduled } from '../messaging.repo';
import { ensureStayConversation } from './ensure-stay-conversation';
import { queueOutbound } from './queue-outbound';

/**
 * A scheduled message going out: written into the stay's conversation (so the guest page shows
 * it) and sent to the guest's email, else phone. The key makes a retry one message.
 */
export async function sendScheduledMessage(deps: MessagingDeps, workspaceId: string, payload: ScheduledPayload, idempotencyKey: string): Promise<string> {
  const conversation = await ensureStayConversation(deps, workspaceId, payload.reservationId);
  const now = deps.clock.now();
  const channel = outboundChannel(conversation, 'any-contact', { hasPlatformMailbox: await hasPlatformMailbox(deps, conversation.workspaceId) });
  const message = await deps.db.transaction(async (tx) => {
    const inserted = await insertMessage(tx, {
      workspaceId,
      conversationId: conversation.id,
      author: 'system',
      authorName: 'Cohost',
      channel,
      body: payload.body,
      status: 'sent',
      trigger: payload.trigger,
      reason: `Scheduled: ${MESSAGE_TRIGGER_LABELS[payload.trigger].name.toLowerCase()}.`,
      externalKey: idempotencyKey,
      createdAt: now,
      sentAt: now,
    });
    if (!inserted) return null;
    await updateConversation(tx, workspaceId, conversation.id, { lastMessageAt: now, lastMessagePreview: previewOf(payload.body), lastMessageAuthor: 'system', updatedAt: now });
    await upsertScheduled(tx, { workspaceId, reservationId: payload.reservationId, trigger: payload.trigger }, { state: 'sent', messageId: inserted.id, problem: null, nextAttemptAt: null, updatedAt: now });
    await announceConversation(tx, workspaceId, conversation.id);
    return inserted;
  });
  if (!message) return 'It had already been sent.';
  const property = await deps.ports.findProperty(workspaceId, conversation.propertyId);
  await queueOutbound(deps, conversation, message, subjectFor(property?.name ?? ''));
  return channel === 'guest-page' ? 'Posted on the guest page (the reservation has no email or phone).' : `Sent by ${channel === 'email' ? 'email' : 'text message'} and posted on the guest page.`;
}
