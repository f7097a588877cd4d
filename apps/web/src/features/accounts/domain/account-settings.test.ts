import { describe, expect, it } from 'vitest';

import { backupCodesFileText, totpSecretOf, validateNewEmail, validateProfile } from './account-settings';

const profile = { firstName: 'Ada', lastName: 'Lovelace', bio: '', timezone: 'est', language: 'en' } as const;

describe('validateProfile', () => {
  it('accepts ordinary values, empty ones included', () => {
    expect(validateProfile(profile)).toEqual({});
    expect(validateProfile({ ...profile, firstName: '', lastName: '' })).toEqual({});
  });

  it('refuses names and bios longer than the server takes', () => {
    const errors = validateProfile({ ...profile, firstName: 'a'.repeat(81), bio: 'b'.repeat(1001) });
    expect(errors.firstName).toBe('Use at most 80 characters');
    expect(errors.bio).toBe('Use at most 1000 characters');
    expect(errors.lastName).toBeUndefined();
  });
});

describe('validateNewEmail', () => {
  it('normalises a new address', () => {
    expect(validateNewEmail('  New@Example.com ', 'old@example.com')).toEqual({ email: 'new@example.com' });
  });

  it('refuses malformed and unchanged addresses', () => {
    expect(validateNewEmail('not-an-email', null)).toEqual({ error: 'Enter a valid email address' });
    expect(validateNewEmail('Old@example.com', 'old@example.com')).toEqual({ error: 'This is already your email' });
  });
});

describe('totpSecretOf', () => {
  it('reads and groups the secret of an otpauth URI', () => {
    expect(totpSecretOf('otpauth://totp/Cohost:a%40b.c?secret=JBSWY3DPEHPK3PXP&issuer=Cohost')).toBe('JBSW Y3DP EHPK 3PXP');
  });

  it('gives null for anything else', () => {
    expect(totpSecretOf('not a uri')).toBeNull();
    expect(totpSecretOf('otpauth://totp/Cohost?issuer=Cohost')).toBeNull();
  });
});

describe('backupCodesFileText', () => {
  it('lists one code a line under a heading', () => {
    expect(backupCodesFileText(['aaaa-1111', 'bbbb-2222'], 'a@b.c')).toBe(
      'Cohost backup codes for a@b.c\nEach code signs you in once when your authenticator app is not at hand.\n\naaaa-1111\nbbbb-2222\n',
    );
  });
});
