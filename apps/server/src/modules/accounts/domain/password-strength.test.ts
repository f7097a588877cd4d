import { describe, expect, it } from 'vitest';
import { judgePassword } from './password-strength';

describe('judgePassword', () => {
  it("refuses what the brief calls too short, in the brief's words", () => {
    expect(judgePassword('abc12')).toEqual({ isStrongEnough: false, reasons: ['Password must be at least 6 characters'] });
  });

  it('refuses common passwords with reasons a person can act on', () => {
    for (const password of ['password', '123456', 'qwerty123', 'iloveyou']) {
      const verdict = judgePassword(password);
      expect(verdict.isStrongEnough, password).toBe(false);
      expect(verdict.reasons.length, password).toBeGreaterThan(0);
    }
  });

  it("refuses a password made of the user's own details", () => {
    expect(judgePassword('annabelle1990', ['annabelle', 'annabelle1990@example.com']).isStrongEnough).toBe(false);
  });

  it('accepts a password that is hard to guess', () => {
    expect(judgePassword('correct-horse-battery')).toEqual({ isStrongEnough: true, reasons: [] });
    expect(judgePassword('Tq9#vLm2')).toEqual({ isStrongEnough: true, reasons: [] });
  });
});
