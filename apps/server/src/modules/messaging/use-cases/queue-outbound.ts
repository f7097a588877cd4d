import type { MessageChannel } from '@cohost/shared';
import { plainEmailHtml } from '../../../platform/text/plain-email';
import { replyAddress } from '../domain/outbound-channel';
import type { MessagingDeps } from '../messaging.deps';
import type { ConversationRow } from '../messaging.repo';

/** SMS bodies longer than this are cut (Twilio's limit for one message). */
const SMS_MAX = 1600;

/**
 * Hands a message to the email or SMS outbox (the guest page needs nothing: it reads the
 * conversation). The key makes a retried send a no-op.
 */
export async function queueOutbound(
  deps: MessagingDeps,
  conversation: ConversationRow,
  message: { id: string; body: string; channel: MessageChannel },
  subject: string,
): Promise<void> {
  if (message.channel === 'email') {
    await deps.ports.email({
      to: conversation.guestEmail,
      subject,
      text: message.body,
      html: plainEmailHtml(message.body),
      replyTo: replyAddress(deps, conversation),
      template: 'messaging.guest-message',
      idempotencyKey: `message:${message.id}:email`,
      workspaceId: conversation.workspaceId,
    });
  } else if (message.channel === 'sms') {
    const body = message.body.length > SMS_MAX ? `${message.body.slice(0, SMS_MAX - 1)}…` : message.body;
    await deps.ports.sms({ to: conversation.guestPhone, body, template: 'messaging.guest-message', idempotencyKey: `message:${message.id}:sms`, workspaceId: conversation.workspaceId });
  }
}
