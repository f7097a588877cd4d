import type { MessageChannel } from '@cohost/shared';
import type { Database, Tx } from '../../../platform/db/database';
import { notifyRealtime } from '../../../platform/realtime/realtime-hub';
import { plainEmailHtml } from '../../../platform/text/plain-email';
import type { MessagingDeps } from '../messaging.deps';
import { messagingErrors } from '../messaging.errors';
import type { ConversationRow } from '../messaging.repo';

/** SMS bodies longer than this are cut (Twilio's limit for one message). */
const SMS_MAX = 1600;

export type ChannelChoice = 'auto' | 'guest-page' | 'email' | 'sms' | 'any-contact';

/**
 * Where an outgoing message goes besides the guest page (which always shows it): `auto` answers
 * on the channel the guest last wrote from; `any-contact` (scheduled messages) uses the email,
 * else the phone, on the reservation. Asking for a channel the guest has no contact for is refused.
 */
export function outboundChannel(conversation: Pick<ConversationRow, 'guestEmail' | 'guestPhone' | 'lastInboundChannel'>, choice: ChannelChoice): MessageChannel {
  const has = { email: conversation.guestEmail !== '', sms: conversation.guestPhone !== '' };
  switch (choice) {
    case 'guest-page':
      return 'guest-page';
    case 'email':
    case 'sms':
      if (!has[choice]) throw messagingErrors.noChannel();
      return choice;
    case 'any-contact':
      return has.email ? 'email' : has.sms ? 'sms' : 'guest-page';
    case 'auto': {
      const last = conversation.lastInboundChannel as MessageChannel;
      return last === 'email' || last === 'sms' ? (has[last] ? last : 'guest-page') : 'guest-page';
    }
  }
}

/** The conversation's email reply address: the guest's answer comes back to this thread. */
export function replyAddress(deps: Pick<MessagingDeps, 'inboundEmail'>, conversation: Pick<ConversationRow, 'replyToken'>): string {
  return `c-${conversation.replyToken}@${deps.inboundEmail.domain}`;
}

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

/** Tells the host's open inbox and the guest's open page that the conversation changed (on commit). */
export async function announceConversation(db: Database | Tx, workspaceId: string, conversationId: string): Promise<void> {
  await notifyRealtime(db, workspaceId, { type: 'messaging.changed', data: { conversationId } });
}
