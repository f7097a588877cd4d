import { describe, expect, it } from 'vitest';

import { describeDelivery, firstMessageHint, replyChannelLabel, replyChannelOptions, sendOutcome } from './channel-format';

describe('describeDelivery', () => {
  it('names the channel a message was sent on, never a bare "Sent" for email or SMS', () => {
    expect(describeDelivery({ state: 'sent', detail: null }, 'email')).toEqual({ label: 'Sent by email', color: 'green', detail: null });
    expect(describeDelivery({ state: 'sent', detail: null }, 'sms').label).toBe('Sent by SMS');
  });
  it('says a platform reply reached its relay, with the relay address as the detail', () => {
    expect(describeDelivery({ state: 'relayed', detail: 'abc123@reply.airbnb.com' }, 'airbnb')).toEqual({
      label: 'Delivered to the Airbnb relay',
      color: 'teal',
      detail: 'abc123@reply.airbnb.com',
    });
    expect(describeDelivery({ state: 'relayed', detail: null }, 'booking').label).toBe('Delivered to the Booking.com relay');
  });
  it('says a guest-page message is only on the page, and a queued one is waiting', () => {
    expect(describeDelivery({ state: 'on-page', detail: null }, 'guest-page')).toEqual({ label: 'On the guest page', color: 'blue', detail: null });
    expect(describeDelivery({ state: 'queued', detail: null }, 'email')).toEqual({ label: 'Queued', color: 'gray', detail: null });
  });
  it('gives why a message failed, in red', () => {
    expect(describeDelivery({ state: 'failed', detail: 'the relay refused the sender' }, 'vrbo')).toEqual({ label: 'Failed: the relay refused the sender', color: 'red', detail: null });
    expect(describeDelivery({ state: 'failed', detail: null }, 'sms').label).toBe('Failed');
  });
  it('says nothing reached the guest, in orange, with the fix as the detail', () => {
    expect(describeDelivery({ state: 'no-channel', detail: 'Connect the platform mailbox.' }, 'guest-page')).toEqual({
      label: 'Not delivered — no channel for this guest',
      color: 'orange',
      detail: 'Connect the platform mailbox.',
    });
  });
});

describe('replyChannelOptions', () => {
  it("offers 'Auto' naming where it goes now, then each channel, a platform as its thread", () => {
    expect(replyChannelOptions({ channels: ['guest-page', 'airbnb', 'email'], replyChannel: 'airbnb' })).toEqual([
      { value: 'auto', label: 'Auto (Airbnb thread)' },
      { value: 'guest-page', label: 'Guest page' },
      { value: 'platform', label: 'Airbnb thread' },
      { value: 'email', label: 'Email' },
    ]);
  });
  it('offers the guest page alone when nothing else reaches the guest', () => {
    expect(replyChannelOptions({ channels: ['guest-page'], replyChannel: 'guest-page' })).toEqual([
      { value: 'auto', label: 'Auto (Guest page)' },
      { value: 'guest-page', label: 'Guest page' },
    ]);
  });
  it('names the platforms’ threads', () => {
    expect(replyChannelLabel('booking')).toBe('Booking.com thread');
    expect(replyChannelLabel('sms')).toBe('SMS');
  });
});

describe('firstMessageHint', () => {
  it('says where the first message goes, and that nothing reaches the guest when so', () => {
    expect(firstMessageHint({ replyChannel: 'guest-page', noChannelFix: null })).toBe('No messages yet. Write the first one below: the guest sees it on their stay page.');
    expect(firstMessageHint({ replyChannel: 'vrbo', noChannelFix: null })).toBe('No messages yet. Write the first one below: it goes to the guest’s Vrbo thread.');
    expect(firstMessageHint({ replyChannel: 'guest-page', noChannelFix: 'Connect the platform mailbox.' })).toMatch(/Nothing reaches this guest yet/);
  });
});

describe('sendOutcome', () => {
  it('says where a sent message went', () => {
    expect(sendOutcome('Edited reply', { channel: 'guest-page', delivery: { state: 'on-page', detail: null } })).toEqual({ isDelivered: true, text: 'Edited reply sent to the guest page' });
    expect(sendOutcome('Suggestion', { channel: 'email', delivery: { state: 'sent', detail: null } }).text).toBe('Suggestion sent by email');
    expect(sendOutcome('Suggestion', { channel: 'airbnb', delivery: { state: 'relayed', detail: 'x@reply.airbnb.com' } }).text).toBe('Suggestion delivered to the Airbnb relay');
    expect(sendOutcome('Message', { channel: 'sms', delivery: { state: 'queued', detail: null } }).text).toBe('Message queued');
  });
  it('never says sent when it was not', () => {
    expect(sendOutcome('Message', { channel: 'guest-page', delivery: { state: 'no-channel', detail: 'Connect the platform mailbox.' } })).toEqual({
      isDelivered: false,
      text: 'Message not delivered — no channel for this guest. Connect the platform mailbox.',
    });
    expect(sendOutcome('Message', { channel: 'email', delivery: { state: 'failed', detail: 'mailbox full' } })).toEqual({ isDelivered: false, text: 'Message not delivered: mailbox full' });
  });
});
