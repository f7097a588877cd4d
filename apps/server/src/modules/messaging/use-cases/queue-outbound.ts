import { isPlatformChannel, type MessageChannel } from '@cohost/shared';
import { plainEmailHtml } from '../../../platform/text/plain-email';
import { NO_CHANNEL_FIX, replyAddress } from '../domain/outbound-channel';
import type { MessagingDeps } from '../messaging.deps';
import { findThreadSubject, guestWroteOnPage, updateMessage, type ConversationRow } from '../messaging.repo';
import { enqueueRelayReply } from '../platform-mail/relay-outbox';

/** SMS bodies longer than this are cut (Twilio's limit for one message). */
const SMS_MAX = 1600;

/**
 * Hands a sent message to its channel and records its delivery honestly: the email or SMS
 * outbox (`queued`, then the outbox's own state), the platform's relay through the mailbox's
 * outbox, or only the guest page — `on-page` when this guest writes to us there, else
 * `no-channel` with the fix. Keys make a retried send a no-op.
 */
export async function queueOutbound(
  deps: MessagingDeps,
  conversation: ConversationRow,
  message: { id: string; body: string; channel: MessageChannel },
  subject: string,
): Promise<void> {
  const { workspaceId } = conversation;
  if (message.channel === 'email') {
    await deps.ports.email({
      to: conversation.guestEmail,
      subject,
      text: message.body,
      html: plainEmailHtml(message.body),
      replyTo: replyAddress(deps, conversation),
      template: 'messaging.guest-message',
      idempotencyKey: `message:${message.id}:email`,
      workspaceId,
    });
    await updateMessage(deps.db, workspaceId, message.id, { delivery: 'queued', deliveryDetail: null });
  } else if (message.channel === 'sms') {
    const body = message.body.length > SMS_MAX ? `${message.body.slice(0, SMS_MAX - 1)}…` : message.body;
    await deps.ports.sms({ to: conversation.guestPhone, body, template: 'messaging.guest-message', idempotencyKey: `message:${message.id}:sms`, workspaceId });
    await updateMessage(deps.db, workspaceId, message.id, { delivery: 'queued', deliveryDetail: null });
  } else if (isPlatformChannel(message.channel) && conversation.relayAddress) {
    const threadSubject = await findThreadSubject(deps.db, workspaceId, conversation.id);
    await enqueueRelayReply(deps, {
      workspaceId,
      conversationId: conversation.id,
      messageId: message.id,
      relayAddress: conversation.relayAddress,
      subject: threadSubject ? (/^re:/i.test(threadSubject) ? threadSubject : `Re: ${threadSubject}`) : `Re: ${subject}`,
      body: message.body,
      inReplyTo: conversation.relayMessageId,
    });
  } else {
    const known = await guestWroteOnPage(deps.db, workspaceId, conversation.id);
    await updateMessage(deps.db, workspaceId, message.id, known ? { delivery: 'on-page', deliveryDetail: null } : { delivery: 'no-channel', deliveryDetail: NO_CHANNEL_FIX });
  }
}
