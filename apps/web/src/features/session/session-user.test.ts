import { describe, expect, it } from 'vitest';
import { displayNameOf, toSessionUser } from './session-user';

describe('toSessionUser', () => {
  it('keeps the name and a real email', () => {
    const user = toSessionUser({ name: 'Ada Lovelace', email: 'ada@example.com', emailVerified: true });
    expect(user).toEqual({ name: 'Ada Lovelace', email: 'ada@example.com', phoneNumber: null, isEmailVerified: true });
    expect(displayNameOf(user)).toBe('Ada Lovelace');
  });

  it('hides the placeholder email of a phone-only account and names it by phone', () => {
    const user = toSessionUser({ name: '', email: '15551234567@phone.cohost.invalid', emailVerified: false, phoneNumber: '+15551234567' });
    expect(user.email).toBeNull();
    expect(user.isEmailVerified).toBe(false);
    expect(displayNameOf(user)).toBe('+15551234567');
  });

  it('falls back to the email when there is no name', () => {
    expect(displayNameOf(toSessionUser({ name: '  ', email: 'host@example.com' }))).toBe('host@example.com');
  });
});
