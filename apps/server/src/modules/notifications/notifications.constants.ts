/** The dev outbox page shows this many of the latest messages. */
export const DEV_OUTBOX_LIMIT = 100;
/** A failed delivery is retried this many times (with backoff) before the message is marked failed. */
export const DELIVERY_RETRIES = 5;
/** First retry delay; it roughly doubles on each retry, so the last try comes ~15–30 min later. */
export const DELIVERY_RETRY_DELAY_SECONDS = 30;
/** An SMTP or Twilio call taking longer than this counts as failed (and is retried). */
export const PROVIDER_TIMEOUT_MS = 30_000;
