import { describe, expect, it } from 'vitest';
import { conversationReach, NO_CHANNEL_FIX, outboundChannel, type ReachableConversation } from './outbound-channel';

const bare: ReachableConversation & { reservationId: string | null } = { guestEmail: '', guestPhone: '', lastInboundChannel: 'guest-page', platform: null, relayAddress: null, reservationId: 'stay-1' };
const airbnbThread = { ...bare, platform: 'airbnb' as const, relayAddress: 'thread@reply.airbnb.com', lastInboundChannel: 'airbnb' as const };
const connected = { hasPlatformMailbox: true };
const none = { hasPlatformMailbox: false };

describe('outboundChannel', () => {
  it("'auto' answers on the platform thread the guest wrote on, once the mailbox can send there", () => {
    expect(outboundChannel(airbnbThread, 'auto', connected)).toBe('airbnb');
    expect(outboundChannel(airbnbThread, 'auto', none)).toBe('guest-page');
    expect(outboundChannel({ ...airbnbThread, relayAddress: null }, 'auto', connected)).toBe('guest-page');
    expect(outboundChannel({ ...airbnbThread, lastInboundChannel: 'email', guestEmail: 'a@example.com' }, 'auto', connected)).toBe('email');
  });

  it("'platform' names the fix when there is no thread or no mailbox", () => {
    expect(outboundChannel(airbnbThread, 'platform', connected)).toBe('airbnb');
    expect(() => outboundChannel(bare, 'platform', connected)).toThrow(/not a platform thread/);
    expect(() => outboundChannel(airbnbThread, 'platform', none)).toThrow(/Connect the platform mailbox/);
  });

  it("'any-contact' prefers the email, then the phone, then the platform thread, then the guest page", () => {
    expect(outboundChannel({ ...airbnbThread, guestEmail: 'a@example.com', guestPhone: '+15550001111' }, 'any-contact', connected)).toBe('email');
    expect(outboundChannel({ ...airbnbThread, guestPhone: '+15550001111' }, 'any-contact', connected)).toBe('sms');
    expect(outboundChannel(airbnbThread, 'any-contact', connected)).toBe('airbnb');
    expect(outboundChannel(airbnbThread, 'any-contact', none)).toBe('guest-page');
  });
});

describe('conversationReach', () => {
  it('lists what reaches the guest, and the fix when only an unused guest page does', () => {
    expect(conversationReach(airbnbThread, connected, false)).toEqual({ channels: ['guest-page', 'airbnb'], replyChannel: 'airbnb', relayAddress: 'thread@reply.airbnb.com', noChannelFix: null, limits: [] });
    expect(conversationReach(airbnbThread, none, false)).toMatchObject({ channels: ['guest-page'], replyChannel: 'guest-page', noChannelFix: NO_CHANNEL_FIX });
    expect(conversationReach(bare, none, true).noChannelFix).toBeNull();
  });
});
