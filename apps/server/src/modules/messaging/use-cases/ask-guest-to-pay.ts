import { previewOf } from '../domain/conversation-preview';
import { outboundChannel } from '../domain/outbound-channel';
import { hasPlatformMailbox } from '../platform-mail/relay-outbox';
import { subjectFor } from '../domain/reply-subject';
import type { MessagingDeps } from '../messaging.deps';
import { announceConversation, insertMessage, updateConversation } from '../messaging.repo';
import { ensureStayConversation } from './ensure-stay-conversation';
import { queueOutbound } from './queue-outbound';

/**
 * A host approved asking the guest to pay for damage (`claims.guest-asked`): the request goes
 * into the stay's conversation and out on its channel like any message (its delivery status is
 * the channel's, never a pretended "sent"). One message per step (the event's redelivery is a no-op).
 */
export async function askGuestToPay(deps: MessagingDeps, payload: { workspaceId: string; caseId: string; stepId: string; reservationId: string; propertyId: string; body: string; amountCents: number }): Promise<void> {
  const stay = await deps.ports.findStay(payload.workspaceId, payload.reservationId);
  if (!stay || stay.kind !== 'guest') return;
  const conversation = await ensureStayConversation(deps, payload.workspaceId, stay.id);
  const property = await deps.ports.findProperty(payload.workspaceId, stay.propertyId);
  const now = deps.clock.now();
  const channel = outboundChannel(conversation, 'any-contact', { hasPlatformMailbox: await hasPlatformMailbox(deps, conversation.workspaceId) });
  const message = await deps.db.transaction(async (tx) => {
    const inserted = await insertMessage(tx, {
      workspaceId: payload.workspaceId,
      conversationId: conversation.id,
      author: 'host',
      authorName: 'Your host',
      channel,
      body: payload.body,
      status: 'sent',
      reason: 'A damage claim: the host asked the guest to pay.',
      externalKey: `claims.guest-asked:${payload.stepId}`,
      createdAt: now,
      sentAt: now,
    });
    if (!inserted) return null;
    await updateConversation(tx, payload.workspaceId, conversation.id, { lastMessageAt: now, lastMessagePreview: previewOf(payload.body), lastMessageAuthor: 'host', updatedAt: now });
    await announceConversation(tx, payload.workspaceId, conversation.id);
    return inserted;
  });
  if (message) await queueOutbound(deps, conversation, message, subjectFor(property?.name ?? ''));
}
