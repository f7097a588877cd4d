import { describe, expect, it } from 'vitest';
import { normalizePhoneNumber, validateCode, validateNewPassword, validateSignUp } from './auth-validation';

const base = { fullName: 'Ada Lovelace', email: '', phone: '', password: '', confirmPassword: '' };

describe('validateSignUp', () => {
  it('needs an email or a phone number', () => {
    expect(validateSignUp(base)).toEqual({
      isValid: false,
      formError: 'You must provide either an email or phone number and a password.',
      fieldErrors: {},
    });
  });

  it('needs a password with an email', () => {
    const result = validateSignUp({ ...base, email: 'ada@example.com' });
    expect(result).toMatchObject({ isValid: false, formError: 'You must provide either an email or phone number and a password.' });
  });

  it('reports a short password and a mismatch with the brief’s words', () => {
    expect(validateSignUp({ ...base, email: 'ada@example.com', password: 'abc', confirmPassword: 'abd' })).toEqual({
      isValid: false,
      fieldErrors: { password: 'Password must be at least 6 characters', confirmPassword: 'Passwords do not match' },
    });
  });

  it('plans an email sign-up', () => {
    expect(validateSignUp({ ...base, email: ' ada@example.com ', phone: '+1 555', password: 'correct horse', confirmPassword: 'correct horse' })).toEqual({
      isValid: true,
      plan: { method: 'email', fullName: 'Ada Lovelace', email: 'ada@example.com', password: 'correct horse' },
    });
  });

  it('plans a phone sign-up when the email is empty', () => {
    expect(validateSignUp({ ...base, phone: '+1 (555) 123-4567' })).toEqual({
      isValid: true,
      plan: { method: 'phone', fullName: 'Ada Lovelace', phoneNumber: '+15551234567' },
    });
    expect(validateSignUp({ ...base, phone: '555 123 4567' })).toMatchObject({ isValid: false, fieldErrors: { phone: expect.stringContaining('+1') } });
  });
});

describe('validateNewPassword', () => {
  it('accepts six characters typed twice', () => {
    expect(validateNewPassword('abcdef', 'abcdef')).toEqual({});
  });
});

describe('normalizePhoneNumber', () => {
  it('keeps E.164 numbers and refuses numbers without a country code', () => {
    expect(normalizePhoneNumber('+44 20 7946 0958')).toBe('+442079460958');
    expect(normalizePhoneNumber('020 7946 0958')).toBeNull();
    expect(normalizePhoneNumber('+0123456789')).toBeNull();
    expect(normalizePhoneNumber('+1234')).toBeNull();
  });
});

describe('validateCode', () => {
  it('accepts exactly six digits', () => {
    expect(validateCode('123456')).toBeUndefined();
    expect(validateCode('12345')).toBe('Please enter the complete 6-digit code');
    expect(validateCode('12345a')).toBe('Please enter the complete 6-digit code');
    expect(validateCode('1234567')).toBe('Please enter the complete 6-digit code');
  });
});
