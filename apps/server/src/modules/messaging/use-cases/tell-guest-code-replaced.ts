import { HOURS_BEFORE_CHECK_IN } from '@cohost/shared';
import { previewOf } from '../domain/conversation-preview';
import { outboundChannel } from '../domain/outbound-channel';
import { hasPlatformMailbox } from '../platform-mail/relay-outbox';
import { subjectFor } from '../domain/reply-subject';
import type { MessagingDeps } from '../messaging.deps';
import { announceConversation, insertMessage, updateConversation } from '../messaging.repo';
import { currentGuestLink } from './current-guest-link';
import { ensureStayConversation } from './ensure-stay-conversation';
import { queueOutbound } from './queue-outbound';

const HOUR = 3_600_000;

/**
 * A host forced a new door code for a stay (`locks.door-code-replaced`): the guest hears it from
 * Cohost, never silently, when they may already have had the old one (from 24 hours before
 * check-in until checkout). Earlier, their check-in message brings the new code in the usual way.
 * The new digits are not in the message: the guest page shows them once the lock confirms them.
 * One message per new code (its id is the message's key).
 */
export async function tellGuestCodeReplaced(deps: MessagingDeps, payload: { workspaceId: string; reservationId: string | null; doorCodeId: string }): Promise<void> {
  if (!payload.reservationId) return;
  const stay = await deps.ports.findStay(payload.workspaceId, payload.reservationId);
  if (!stay || stay.kind !== 'guest' || stay.status === 'cancelled') return;
  const now = deps.clock.now();
  if (now.getTime() < stay.checkInAt.getTime() - HOURS_BEFORE_CHECK_IN * HOUR || now >= stay.checkOutAt) return;

  const conversation = await ensureStayConversation(deps, payload.workspaceId, stay.id);
  const [property, link] = await Promise.all([deps.ports.findProperty(payload.workspaceId, stay.propertyId), currentGuestLink(deps, payload.workspaceId, stay.id)]);
  const place = property?.name ?? 'your stay';
  const body = `Your door code for ${place} has changed, so the code you had will stop working. Your new code appears on your guest page as soon as the lock confirms it: ${link.url}`;
  const channel = outboundChannel(conversation, 'any-contact', { hasPlatformMailbox: await hasPlatformMailbox(deps, conversation.workspaceId) });
  const message = await deps.db.transaction(async (tx) => {
    const inserted = await insertMessage(tx, {
      workspaceId: payload.workspaceId,
      conversationId: conversation.id,
      author: 'system',
      authorName: 'Cohost',
      channel,
      body,
      status: 'sent',
      reason: 'The host forced a new door code.',
      externalKey: `door-code-replaced:${payload.doorCodeId}`,
      createdAt: now,
      sentAt: now,
    });
    if (!inserted) return null;
    await updateConversation(tx, payload.workspaceId, conversation.id, { lastMessageAt: now, lastMessagePreview: previewOf(body), lastMessageAuthor: 'system', updatedAt: now });
    await announceConversation(tx, payload.workspaceId, conversation.id);
    return inserted;
  });
  if (message) await queueOutbound(deps, conversation, message, subjectFor(property?.name ?? ''));
}
