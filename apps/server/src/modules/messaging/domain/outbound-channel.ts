import type { MessageChannel } from '@cohost/shared';
import type { MessagingDeps } from '../messaging.deps';
import { messagingErrors } from '../messaging.errors';
import type { conversations } from '../messaging.tables';

type ConversationRow = typeof conversations.$inferSelect;

export type ChannelChoice = 'auto' | 'guest-page' | 'email' | 'sms' | 'platform' | 'any-contact';

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
    case 'platform':
      // Contract placeholder (issue 23): the threading work answers through the platform's relay.
      throw messagingErrors.noChannel();
    case 'email':
    case 'sms':
      if (!has[choice]) throw messagingErrors.noChannel();
      return choice;
    case 'any-contact':
      return has.email ? 'email' : has.sms ? 'sms' : 'guest-page';
    case 'auto': {
      const last = conversation.lastInboundChannel;
      return last === 'email' || last === 'sms' ? (has[last] ? last : 'guest-page') : 'guest-page';
    }
  }
}

/** The conversation's email reply address: the guest's answer comes back to this thread. */
export function replyAddress(deps: Pick<MessagingDeps, 'inboundEmail'>, conversation: Pick<ConversationRow, 'replyToken'>): string {
  return `c-${conversation.replyToken}@${deps.inboundEmail.domain}`;
}
