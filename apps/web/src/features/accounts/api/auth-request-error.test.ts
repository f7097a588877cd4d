import { describe, expect, it } from 'vitest';
import { AuthRequestError, callAuth, describeAuthError } from './auth-request-error';

const fallbacks = { refused: 'Authentication failed', failed: 'Failed to sign in' };

describe('describeAuthError', () => {
  it('shows what the server said', () => {
    const error = new AuthRequestError({ status: 401, message: 'Invalid email or password', code: 'INVALID_EMAIL_OR_PASSWORD' }, 'Failed to sign in');
    expect(describeAuthError(error, fallbacks)).toBe('Invalid email or password');
    expect(error.code).toBe('INVALID_EMAIL_OR_PASSWORD');
  });

  it('falls back to the brief’s words for a refusal without a message, and for no answer at all', () => {
    expect(describeAuthError(new AuthRequestError({ status: 500, message: '  ' }, 'x'), fallbacks)).toBe('Authentication failed');
    expect(describeAuthError(new AuthRequestError(null, 'x'), fallbacks)).toBe('Failed to sign in');
    expect(describeAuthError(new TypeError('Failed to fetch'), fallbacks)).toBe('Failed to sign in');
  });
});

describe('AuthRequestError', () => {
  it('keeps the reasons a weak password was refused for, and only strings', () => {
    const error = new AuthRequestError({ status: 400, code: 'PASSWORD_TOO_WEAK', message: 'Too easy', reasons: ['Too easy', 7, 'Add a word'] }, 'x');
    expect(error.reasons).toEqual(['Too easy', 'Add a word']);
    expect(new AuthRequestError({ status: 400 }, 'x').reasons).toEqual([]);
  });
});

describe('callAuth', () => {
  it('returns the data, or throws the error as an AuthRequestError', async () => {
    await expect(callAuth(() => Promise.resolve({ data: { ok: true }, error: null }), 'failed')).resolves.toEqual({ ok: true });
    await expect(callAuth(() => Promise.resolve({ data: null, error: { status: 429, message: 'Too many requests' } }), 'failed')).rejects.toMatchObject({
      status: 429,
      serverMessage: 'Too many requests',
    });
    await expect(callAuth(() => Promise.reject(new TypeError('Failed to fetch')), 'failed')).rejects.toMatchObject({ status: null, message: 'failed' });
  });
});
