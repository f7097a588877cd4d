/** The brief's minimum; strength is judged separately (PASSWORD_MIN_SCORE). */
export const PASSWORD_MIN_LENGTH = 6;
export const PASSWORD_MAX_LENGTH = 128;
/** zxcvbn score (0–4) a new password needs: 2 = "somewhat guessable", resists online attacks. */
export const PASSWORD_MIN_SCORE = 2;

/** Phone verification codes: the brief's 6 digits, valid 5 minutes, 3 tries. */
export const PHONE_CODE_LENGTH = 6;
export const PHONE_CODE_TTL_SECONDS = 300;
export const PHONE_CODE_ATTEMPTS = 3;

/** Sessions last a week and are renewed once a day while in use. */
export const SESSION_TTL_SECONDS = 7 * 24 * 60 * 60;
export const SESSION_RENEW_AFTER_SECONDS = 24 * 60 * 60;

/** better-auth names a password-reset link's `verifications` row `reset-password:<token>`. */
export const RESET_LINK_PREFIX = 'reset-password:';

/** Where better-auth is mounted (under /api). */
export const AUTH_BASE_PATH = '/api/auth';

export { PHONE_ONLY_EMAIL_DOMAIN } from '@cohost/shared';

/** Attempts per client address and minute on the endpoints that send messages or check passwords. */
export const AUTH_RATE_LIMITS = {
  '/sign-in/email': { window: 60, max: 10 },
  '/sign-up/email': { window: 60, max: 5 },
  '/phone-number/send-otp': { window: 60, max: 3 },
  '/phone-number/verify': { window: 60, max: 10 },
  '/send-verification-email': { window: 60, max: 3 },
  '/request-password-reset': { window: 60, max: 3 },
  '/reset-password': { window: 60, max: 5 },
  '/two-factor/verify-totp': { window: 60, max: 10 },
  '/two-factor/verify-backup-code': { window: 60, max: 10 },
} as const;

/**
 * The cleaner portal's sign-in (our route, not better-auth's) checks passwords too: the same
 * limit as sign-in, per client address, counted in better-auth's `rate_limits` table.
 */
export const CLEANER_SIGN_IN_RATE_LIMIT = { path: '/accounts/cleaner-sign-in', ...AUTH_RATE_LIMITS['/sign-in/email'] } as const;

/** The host of the seeded demo workspace (reserved .local domain: never mailed). */
export const DEMO_HOST_EMAIL = 'demo@cohost.local';
export const DEMO_HOST_NAME = 'Demo Host';

/** How long a presented authenticator code is remembered: its whole validity (3 × 30 s) and a margin. */
export const TOTP_REPLAY_WINDOW_MS = 3 * 60 * 1000;

/** A closed account is deleted this long after closing (privacy page: deletion + 30 days). */
export const ACCOUNT_PURGE_DELAY_MS = 30 * 24 * 60 * 60 * 1000;

/** Invitations to a workspace stay open a week. */
export const INVITATION_TTL_SECONDS = 7 * 24 * 60 * 60;

/** Where an invitation email's link lands; a sign-up started there carries the id in its callbackURL. */
export const ACCEPT_INVITE_PATH = '/accept-invite';

/** The installation fact under which the demo host's sign-in is kept for the start-up banner. */
export const DEMO_LOGIN_FACT = 'demo-login';

/** The demo workspace's cleaner (reserved .local domain: never mailed) and the fact keeping their sign-in. */
export const DEMO_CLEANER_EMAIL = 'cleaner@cohost.local';
export const DEMO_CLEANER_NAME = 'Maria Lopez';
export const DEMO_CLEANER_LOGIN_FACT = 'demo-cleaner-login';

/**
 * Per-account protection against guessing from many addresses: the first attempts are free, then
 * each needs a growing wait (2 s, 4 s, 8 s, …); after `lockAfterAttempts` without a success the
 * account locks for `lockSeconds` and its owner gets an email with an unlock link. Attempts are
 * forgotten after `forgetAfterSeconds` of quiet, and a success forgets them at once.
 */
export const SIGN_IN_GUARD = { freeAttempts: 5, firstDelaySeconds: 2, lockAfterAttempts: 10, lockSeconds: 15 * 60, forgetAfterSeconds: 60 * 60 } as const;

/** A workspace export (and the links written into it) can be downloaded for 7 days, then it is deleted. */
export const EXPORT_TTL_MS = 7 * 24 * 60 * 60 * 1000;
/** An export still running after this long is taken as dead (its process stopped): marked failed, a new one may start. */
export const EXPORT_STALE_MS = 60 * 60 * 1000;
