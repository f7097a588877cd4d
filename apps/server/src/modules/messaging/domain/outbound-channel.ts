import { isPlatformChannel, type ConversationReach, type MessageChannel, type PlatformChannel } from '@cohost/shared';
import type { AppError } from '../../../platform/errors/app-error';
import type { MessagingDeps } from '../messaging.deps';
import { messagingErrors } from '../messaging.errors';
import { platformLimits, type PlatformThread } from './platform-limits';
import type { conversations } from '../messaging.tables';

type ConversationRow = typeof conversations.$inferSelect;

export type ChannelChoice = 'auto' | 'guest-page' | 'email' | 'sms' | 'platform' | 'any-contact';

/** What choosing a channel reads of a conversation. */
export type ReachableConversation = Pick<ConversationRow, 'guestEmail' | 'guestPhone' | 'lastInboundChannel' | 'platform' | 'relayAddress'>;

/** What the workspace can send through beyond the conversation's own row. */
export interface Reach {
  /** The workspace connected a platform mailbox (replies to a relay leave through its SMTP). */
  hasPlatformMailbox: boolean;
}

/** The fix shown when nothing but a guest page the guest never heard of reaches them. */
export const NO_CHANNEL_FIX = "No channel reaches this guest: connect the platform mailbox (Messages → Platform mailbox) or add the guest's email or phone to the stay.";

/** The platform thread a reply can go out on now (a relay address and a mailbox to send from), or null. */
export function platformThread(conversation: Pick<ReachableConversation, 'platform' | 'relayAddress'>, reach: Reach): PlatformChannel | null {
  return conversation.platform && conversation.relayAddress && reach.hasPlatformMailbox ? conversation.platform : null;
}

/** Every channel a reply can go out on now ('guest-page' always; the guest may not know it). */
export function reachableChannels(conversation: ReachableConversation, reach: Reach): MessageChannel[] {
  const thread = platformThread(conversation, reach);
  return [
    'guest-page',
    ...(conversation.guestEmail ? (['email'] as const) : []),
    ...(conversation.guestPhone ? (['sms'] as const) : []),
    ...(thread ? [thread] : []),
  ];
}

/**
 * Where an outgoing message goes besides the guest page (which always shows it): `auto` answers
 * on the channel the guest last wrote from (a platform's thread through its relay when the
 * mailbox is connected); `platform` the conversation's platform thread; `any-contact` (scheduled
 * messages, notices) the email, else the phone on the reservation, else the platform thread.
 * Asking for a channel that cannot reach the guest is refused, naming the fix.
 */
export function outboundChannel(conversation: ReachableConversation, choice: ChannelChoice, reach: Reach): MessageChannel {
  const has = { email: conversation.guestEmail !== '', sms: conversation.guestPhone !== '' };
  const thread = platformThread(conversation, reach);
  switch (choice) {
    case 'guest-page':
      return 'guest-page';
    case 'platform':
      if (!conversation.platform || !conversation.relayAddress) throw onField('channel', messagingErrors.noPlatformThread);
      if (!thread) throw onField('channel', messagingErrors.noPlatformMailbox);
      return thread;
    case 'email':
    case 'sms':
      if (!has[choice]) throw messagingErrors.noChannel();
      return choice;
    case 'any-contact':
      return has.email ? 'email' : has.sms ? 'sms' : (thread ?? 'guest-page');
    case 'auto': {
      const last = conversation.lastInboundChannel;
      if (isPlatformChannel(last)) return thread ?? 'guest-page';
      return last === 'email' || last === 'sms' ? (has[last] ? last : 'guest-page') : 'guest-page';
    }
  }
}

/** The error with its message as the named field's problem (forms show it under the field). */
export function onField(field: string, error: (details?: unknown, message?: string) => AppError, message?: string): AppError {
  const text = message ?? error().message;
  return error([{ path: field, message: text }], text);
}

/**
 * How a reply reaches this guest now: the channels, where 'auto' sends, the platform thread's
 * relay, the fix when only a guest page they never used remains, and the platform's rules.
 */
export function conversationReach(row: ReachableConversation & PlatformThread, reach: Reach, wroteOnPage: boolean): ConversationReach {
  const channels = reachableChannels(row, reach);
  const replyChannel = outboundChannel(row, 'auto', reach);
  const reachesGuest = channels.length > 1 || wroteOnPage;
  return {
    channels,
    replyChannel,
    relayAddress: row.relayAddress,
    noChannelFix: reachesGuest ? null : NO_CHANNEL_FIX,
    limits: platformLimits(row),
  };
}

/** The conversation's email reply address: the guest's answer comes back to this thread. */
export function replyAddress(deps: Pick<MessagingDeps, 'inboundEmail'>, conversation: Pick<ConversationRow, 'replyToken'>): string {
  return `c-${conversation.replyToken}@${deps.inboundEmail.domain}`;
}
