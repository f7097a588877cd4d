/** The dev outbox page shows this many of the latest messages. */
export const DEV_OUTBOX_LIMIT = 100;
/** A failed delivery is retried this many times (with backoff) before the message is marked failed. */
export const DELIVERY_RETRIES = 5;
/** First retry delay; it roughly doubles on each retry, so the last try comes ~15–30 min later. */
export const DELIVERY_RETRY_DELAY_SECONDS = 30;
/** An SMTP or Twilio call taking longer than this counts as failed (and is retried). */
export const PROVIDER_TIMEOUT_MS = 30_000;
/** A push service keeps an undelivered push this long (the phone may be off), then drops it. */
export const PUSH_TTL_SECONDS = 24 * 60 * 60;
/** A push service taking longer than this counts as failed (and is retried). */
export const PUSH_TIMEOUT_MS = 15_000;
/** A person may keep this many devices subscribed; subscribing one more replaces the oldest. */
export const PUSH_DEVICES_PER_USER = 10;
