import { createHmac } from 'node:crypto';
import { describe, expect, it } from 'vitest';
import { conversationTokenOf, emailAddressOf, replyText, verifyInboundEmailSignature } from './inbound-email';

const key = 'key-0123456789abcdef';
const now = new Date('2027-03-12T12:00:00Z');
const timestamp = String(Math.floor(now.getTime() / 1000));
const sign = (ts: string, token: string, signingKey = key) => createHmac('sha256', signingKey).update(ts + token).digest('hex');

describe('inbound email', () => {
  it('accepts a signature made with the signing key', () => {
    expect(verifyInboundEmailSignature({ signingKey: key, timestamp, token: 'abc', signature: sign(timestamp, 'abc'), now })).toBe(true);
  });

  it('refuses another key, a changed token, a malformed signature and a replay older than 15 minutes', () => {
    expect(verifyInboundEmailSignature({ signingKey: key, timestamp, token: 'abc', signature: sign(timestamp, 'abc', 'another-key-000000'), now })).toBe(false);
    expect(verifyInboundEmailSignature({ signingKey: key, timestamp, token: 'abd', signature: sign(timestamp, 'abc'), now })).toBe(false);
    expect(verifyInboundEmailSignature({ signingKey: key, timestamp, token: 'abc', signature: 'zz', now })).toBe(false);
    const old = String(Math.floor(now.getTime() / 1000) - 16 * 60);
    expect(verifyInboundEmailSignature({ signingKey: key, timestamp: old, token: 'abc', signature: sign(old, 'abc'), now })).toBe(false);
  });

  it('finds the conversation token among the recipients, only at our domain', () => {
    expect(conversationTokenOf('Cohost <c-0123456789abcdef0123@reply.example.com>', 'reply.example.com')).toBe('0123456789abcdef0123');
    expect(conversationTokenOf('someone@else.com, c-0123456789ABCDEF0123@reply.example.com', 'reply.example.com')).toBe('0123456789abcdef0123');
    expect(conversationTokenOf('c-0123456789abcdef0123@evil.com', 'reply.example.com')).toBeNull();
  });

  it('reads the sender address and the new text of a reply', () => {
    expect(emailAddressOf('Maria Lopez <Maria@Example.com>')).toBe('maria@example.com');
    expect(replyText(undefined, 'What is the wifi?\n\nOn Mon, Mar 1, 2027 Cohost wrote:\n> Hi Maria')).toBe('What is the wifi?');
    expect(replyText('Just the new part', 'whole body')).toBe('Just the new part');
  });
});
