import { describe, expect, it } from 'vitest';
import { SIGN_IN_GUARD } from '../accounts.constants';
import { judgeSignInAttempt, type SignInAttempts } from './sign-in-guard';

const T0 = Date.parse('2026-06-01T12:00:00Z');

/** Attempts at the given moments (ms after T0), each judged on the state the last one left. */
function run(moments: number[]) {
  let state: SignInAttempts | null = null;
  return moments.map((at) => {
    const verdict = judgeSignInAttempt(state, T0 + at);
    if (verdict.kind === 'allowed' || verdict.kind === 'lock-now') state = verdict.next;
    return verdict.kind;
  });
}

describe('judgeSignInAttempt', () => {
  it('lets the first attempts through, then asks for a growing wait, not counting refused ones', () => {
    const free = Array.from({ length: SIGN_IN_GUARD.freeAttempts }, () => 0);
    expect(run([...free, 0, 1_000, 2_000, 2_500, 6_000])).toEqual([...free.map(() => 'allowed'), 'delayed', 'delayed', 'allowed', 'delayed', 'allowed']);
  });

  it('locks after too many attempts, for a while only, then starts again from nothing', () => {
    let state: SignInAttempts | null = { attempts: SIGN_IN_GUARD.lockAfterAttempts, lastAttemptAt: T0, lockedUntil: null };
    const lock = judgeSignInAttempt(state, T0 + 600_000);
    expect(lock).toMatchObject({ kind: 'lock-now', retryAfterSeconds: SIGN_IN_GUARD.lockSeconds });
    state = lock.kind === 'lock-now' ? lock.next : null;
    expect(judgeSignInAttempt(state, T0 + 600_000 + 1000)).toMatchObject({ kind: 'locked', retryAfterSeconds: SIGN_IN_GUARD.lockSeconds - 1 });
    expect(judgeSignInAttempt(state, T0 + 600_000 + SIGN_IN_GUARD.lockSeconds * 1000)).toMatchObject({ kind: 'allowed', next: { attempts: 1, lockedUntil: null } });
  });

  it('forgets attempts after a quiet hour', () => {
    const state: SignInAttempts = { attempts: SIGN_IN_GUARD.lockAfterAttempts - 1, lastAttemptAt: T0, lockedUntil: null };
    expect(judgeSignInAttempt(state, T0 + SIGN_IN_GUARD.forgetAfterSeconds * 1000)).toMatchObject({ kind: 'allowed', next: { attempts: 1 } });
  });
});
