import { describe, expect, it } from 'vitest';

import { validateCleanerSignIn } from './cleaner-sign-in';

describe('validateCleanerSignIn', () => {
  it('requires the code, the email and the password', () => {
    expect(Object.keys(validateCleanerSignIn({ cleanerCode: ' ', email: '', password: '' })).sort()).toEqual(['cleanerCode', 'email', 'password']);
  });

  it('refuses an email without a domain', () => {
    expect(validateCleanerSignIn({ cleanerCode: 'ABCD2345', email: 'carla@', password: 'secret' })).toEqual({ email: 'Enter a valid email address' });
  });

  it('accepts a complete form', () => {
    expect(validateCleanerSignIn({ cleanerCode: 'abcd-2345', email: 'carla@example.com', password: 'secret' })).toEqual({});
  });
});
