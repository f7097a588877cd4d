import { SIGN_IN_GUARD } from '../accounts.constants';

/** What is remembered of an account's sign-in attempts since its last success. */
export interface SignInAttempts {
  attempts: number;
  lastAttemptAt: number;
  lockedUntil: number | null;
}

export type SignInVerdict =
  | { kind: 'allowed'; next: SignInAttempts }
  | { kind: 'delayed'; retryAfterSeconds: number }
  | { kind: 'locked'; retryAfterSeconds: number }
  | { kind: 'lock-now'; next: SignInAttempts; retryAfterSeconds: number };

/**
 * Whether one more password attempt on an account may be checked at `now` (ms). Refused
 * attempts are not counted; a lock always ends after `lockSeconds`, never lasting for good.
 */
export function judgeSignInAttempt(state: SignInAttempts | null, now: number, guard = SIGN_IN_GUARD): SignInVerdict {
  if (state?.lockedUntil && now < state.lockedUntil) return { kind: 'locked', retryAfterSeconds: Math.ceil((state.lockedUntil - now) / 1000) };
  const isFresh = !state || state.lockedUntil !== null || now - state.lastAttemptAt >= guard.forgetAfterSeconds * 1000;
  const attempts = isFresh ? 0 : state.attempts;
  const lastAttemptAt = isFresh ? now : state.lastAttemptAt;
  if (attempts >= guard.lockAfterAttempts) {
    return { kind: 'lock-now', next: { attempts, lastAttemptAt, lockedUntil: now + guard.lockSeconds * 1000 }, retryAfterSeconds: guard.lockSeconds };
  }
  if (attempts >= guard.freeAttempts) {
    const waitMs = guard.firstDelaySeconds * 1000 * 2 ** (attempts - guard.freeAttempts);
    if (now - lastAttemptAt < waitMs) return { kind: 'delayed', retryAfterSeconds: Math.ceil((lastAttemptAt + waitMs - now) / 1000) };
  }
  return { kind: 'allowed', next: { attempts: attempts + 1, lastAttemptAt: now, lockedUntil: null } };
}
