import { describe, expect, it } from 'vitest';
import { clientKeyOf, resolveClientAddress } from './client-key';

describe('resolveClientAddress', () => {
  it('uses the socket address unless a proxy is trusted', () => {
    expect(resolveClientAddress('::ffff:127.0.0.1', '203.0.113.9', false)).toBe('127.0.0.1');
  });

  it("behind a trusted proxy, takes the proxy's last hop (the client cannot forge it)", () => {
    expect(resolveClientAddress('10.0.0.1', '198.51.100.7, 203.0.113.9', true)).toBe('203.0.113.9');
  });

  it('is null when nothing says where the request came from', () => {
    expect(resolveClientAddress(undefined, undefined, true)).toBeNull();
  });
});

describe('clientKeyOf', () => {
  it('is stable for one address and secret, and never contains the address', () => {
    const key = clientKeyOf('203.0.113.9', 'secret-a');
    expect(key).toBe(clientKeyOf('203.0.113.9', 'secret-a'));
    expect(key).not.toBe(clientKeyOf('203.0.113.9', 'secret-b'));
    expect(key).not.toContain('203');
  });
});
