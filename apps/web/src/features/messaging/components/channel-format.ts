import { MESSAGE_CHANNEL_LABELS, isPlatformChannel, type ConversationMessage, type ConversationReach, type MessageChannel, type MessageDelivery } from '@cohost/shared';

import type { SendChannel } from '../api/send-host-message';

/**
 * Each channel's badge colour: a Mantine colour name, or the platform's own colour darkened
 * enough for white text (4.5:1 or better; Airbnb's #FF5A5F alone is 3:1).
 */
export const CHANNEL_COLORS: Record<MessageChannel, string> = {
  'guest-page': 'gray',
  email: 'indigo',
  sms: 'grape',
  airbnb: '#D6363B',
  vrbo: '#1C5BB8',
  booking: '#003580',
};

/** How a channel is named in the reply box: a platform is its message thread ("Airbnb thread"). */
export function replyChannelLabel(channel: MessageChannel): string {
  return isPlatformChannel(channel) ? `${MESSAGE_CHANNEL_LABELS[channel]} thread` : MESSAGE_CHANNEL_LABELS[channel];
}

/** The reply box's choices: 'Auto (<where it goes now>)', then each channel that reaches the guest (a platform sends as 'platform'). */
export function replyChannelOptions(reach: Pick<ConversationReach, 'channels' | 'replyChannel'>): Array<{ value: SendChannel; label: string }> {
  const options: Array<{ value: SendChannel; label: string }> = [{ value: 'auto', label: `Auto (${replyChannelLabel(reach.replyChannel)})` }];
  for (const channel of reach.channels) {
    const value: SendChannel = isPlatformChannel(channel) ? 'platform' : channel;
    if (!options.some((option) => option.value === value)) options.push({ value, label: replyChannelLabel(channel) });
  }
  return options;
}

export interface DeliveryPresentation {
  label: string;
  /** Mantine colour name. */
  color: 'gray' | 'green' | 'teal' | 'blue' | 'red' | 'orange';
  /** More than the label says (the relay address, the fix), or null. */
  detail: string | null;
}

/**
 * What became of an outgoing message, in the inbox's words: never a bare "Sent" for a message
 * that only landed on a guest page, or only reached a platform's relay.
 */
export function describeDelivery(delivery: MessageDelivery, channel: MessageChannel): DeliveryPresentation {
  switch (delivery.state) {
    case 'queued':
      return { label: 'Queued', color: 'gray', detail: null };
    case 'sent':
      return { label: channel === 'sms' ? 'Sent by SMS' : channel === 'email' ? 'Sent by email' : 'Sent', color: 'green', detail: null };
    case 'relayed':
      return { label: isPlatformChannel(channel) ? `Delivered to the ${MESSAGE_CHANNEL_LABELS[channel]} relay` : 'Delivered to the relay', color: 'teal', detail: delivery.detail };
    case 'on-page':
      return { label: 'On the guest page', color: 'blue', detail: null };
    case 'failed':
      return { label: delivery.detail ? `Failed: ${delivery.detail}` : 'Failed', color: 'red', detail: null };
    case 'no-channel':
      return { label: 'Not delivered — no channel for this guest', color: 'orange', detail: delivery.detail };
  }
}

/** Where the first message of an empty conversation goes, said before it is written. */
export function firstMessageHint(reach: Pick<ConversationReach, 'replyChannel' | 'noChannelFix'>): string {
  if (reach.noChannelFix) return 'No messages yet. Nothing reaches this guest yet: see above for how to reach them.';
  switch (reach.replyChannel) {
    case 'guest-page':
      return 'No messages yet. Write the first one below: the guest sees it on their stay page.';
    case 'email':
      return 'No messages yet. Write the first one below: it goes to the guest by email, and on their stay page.';
    case 'sms':
      return 'No messages yet. Write the first one below: it goes to the guest by SMS, and on their stay page.';
    default:
      return `No messages yet. Write the first one below: it goes to the guest’s ${MESSAGE_CHANNEL_LABELS[reach.replyChannel]} thread.`;
  }
}

/** The toast after the host sends (a reply, a Suggestion): what became of it, and whether that is a problem. */
export function sendOutcome(noun: string, message: Pick<ConversationMessage, 'channel' | 'delivery'>): { isDelivered: boolean; text: string } {
  const { delivery, channel } = message;
  if (!delivery) return { isDelivered: true, text: `${noun} sent` };
  switch (delivery.state) {
    case 'queued':
      return { isDelivered: true, text: `${noun} queued` };
    case 'sent':
      return { isDelivered: true, text: channel === 'sms' ? `${noun} sent by SMS` : channel === 'email' ? `${noun} sent by email` : `${noun} sent` };
    case 'relayed':
      return { isDelivered: true, text: `${noun} delivered to the ${isPlatformChannel(channel) ? `${MESSAGE_CHANNEL_LABELS[channel]} ` : ''}relay` };
    case 'on-page':
      return { isDelivered: true, text: `${noun} sent to the guest page` };
    case 'failed':
      return { isDelivered: false, text: delivery.detail ? `${noun} not delivered: ${delivery.detail}` : `${noun} not delivered` };
    case 'no-channel':
      return { isDelivered: false, text: `${noun} not delivered — no channel for this guest${delivery.detail ? `. ${delivery.detail}` : ''}` };
  }
}
