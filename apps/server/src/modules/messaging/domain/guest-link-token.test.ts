import { describe, expect, it } from 'vitest';
import { guestLinkToken, hashGuestToken, looksLikeGuestToken } from './guest-link-token';

describe('guest link tokens', () => {
  const stay = '6f1c2d9e-8a47-4b0e-9d3a-2f6f0e7b1c55';

  it('are stable for a stay and version, and differ for another version, stay or secret', () => {
    const token = guestLinkToken('secret-a'.repeat(4), stay, 1);
    expect(looksLikeGuestToken(token)).toBe(true);
    expect(guestLinkToken('secret-a'.repeat(4), stay, 1)).toBe(token);
    expect(guestLinkToken('secret-a'.repeat(4), stay, 2)).not.toBe(token);
    expect(guestLinkToken('secret-b'.repeat(4), stay, 1)).not.toBe(token);
    expect(guestLinkToken('secret-a'.repeat(4), '0a1c2d9e-8a47-4b0e-9d3a-2f6f0e7b1c55', 1)).not.toBe(token);
  });

  it('are stored only as a hash', () => {
    const token = guestLinkToken('s'.repeat(32), stay, 1);
    expect(hashGuestToken(token)).toMatch(/^[0-9a-f]{64}$/);
    expect(hashGuestToken(token)).not.toContain(token);
  });

  it('refuse anything that is not a token before any lookup', () => {
    expect(looksLikeGuestToken('')).toBe(false);
    expect(looksLikeGuestToken('../../etc/passwd')).toBe(false);
    expect(looksLikeGuestToken('a'.repeat(44))).toBe(false);
  });
});
