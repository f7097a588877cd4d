import { describe, expect, it } from 'vitest';
import { CLIENT_IP_HEADER, resolveClientIp, withClientIp } from './client-ip';

describe('resolveClientIp', () => {
  it('uses the socket address and ignores X-Forwarded-For unless a proxy is trusted', () => {
    expect(resolveClientIp('203.0.113.9', '198.51.100.1', false)).toBe('203.0.113.9');
  });

  it("behind a trusted proxy, takes the address the proxy appended, not the client's claims", () => {
    expect(resolveClientIp('10.0.0.2', '1.2.3.4, 198.51.100.7', true)).toBe('198.51.100.7');
  });

  it('unwraps IPv4-mapped IPv6 addresses', () => {
    expect(resolveClientIp('::ffff:127.0.0.1', undefined, false)).toBe('127.0.0.1');
    expect(resolveClientIp('::1', undefined, false)).toBe('::1');
  });
});

describe('withClientIp', () => {
  it("replaces a client's own client-address header with ours, or drops it when we know none", () => {
    const sent = new Headers({ [CLIENT_IP_HEADER]: '6.6.6.6', accept: 'application/json' });
    expect(withClientIp(sent, '203.0.113.9').get(CLIENT_IP_HEADER)).toBe('203.0.113.9');
    expect(withClientIp(sent, null).has(CLIENT_IP_HEADER)).toBe(false);
    expect(withClientIp(sent, null).get('accept')).toBe('application/json');
    expect(sent.get(CLIENT_IP_HEADER)).toBe('6.6.6.6');
  });
});
