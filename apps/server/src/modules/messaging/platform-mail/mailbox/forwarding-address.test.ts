import { describe, expect, it } from 'vitest';
import { forwardingAddress, forwardTokenOf } from './forwarding-address';

describe('the forwarding address of a platform mailbox', () => {
  const token = '0123456789abcdef0123456789abcdef';
  it('is read back from the recipients, whatever their case and company', () => {
    expect(forwardTokenOf(forwardingAddress(token, 'reply.example.com'), 'reply.example.com')).toBe(token);
    expect(forwardTokenOf(`Host <someone@else.com>, P-${token.toUpperCase()}@Reply.Example.com`, 'reply.example.com')).toBe(token);
  });
  it('is not a conversation address, another domain or a short token', () => {
    expect(forwardTokenOf(`c-${token.slice(0, 20)}@reply.example.com`, 'reply.example.com')).toBeNull();
    expect(forwardTokenOf(`p-${token}@reply.example.org`, 'reply.example.com')).toBeNull();
    expect(forwardTokenOf(`p-${token.slice(1)}@reply.example.com`, 'reply.example.com')).toBeNull();
    expect(forwardTokenOf(`p-${token}@reply.example.com.evil.org`, 'reply.example.com')).toBeNull();
  });
});
