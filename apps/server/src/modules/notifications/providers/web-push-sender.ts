import type { PushSubscriptionKeys } from '../domain/push-message';

export interface VapidKeys {
  publicKey: string;
  privateKey: string;
  /** mailto: or https: URL push services may contact. */
  subject: string;
}

/** What a push service answered: its status (201 accepted; 404 and 410 mean the subscription is gone). */
interface PushAnswer {
  status: number;
  body: string;
}

/**
 * Encrypts a payload for one subscription (RFC 8291, aes128gcm), signs the VAPID JWT (RFC 8292)
 * with the `web-push` package, and posts it to the push service. The request is built by
 * `web-push`'s `generateRequestDetails` and sent with fetch, so a push service on loopback http
 * (the tests' stand-in) is reached the same way as the real ones on https.
 */
export async function sendWebPush(
  subscription: { endpoint: string; keys: PushSubscriptionKeys },
  payload: string,
  vapid: VapidKeys,
  options: { ttlSeconds: number; urgency: 'normal' | 'high'; topic?: string; timeoutMs: number },
): Promise<PushAnswer> {
  const webPush = (await import('web-push')).default;
  const details = webPush.generateRequestDetails(subscription, payload, {
    vapidDetails: vapid,
    TTL: options.ttlSeconds,
    urgency: options.urgency,
    ...(options.topic ? { topic: options.topic } : {}),
    contentEncoding: 'aes128gcm',
  });
  const response = await fetch(details.endpoint, {
    method: details.method,
    headers: details.headers as Record<string, string>,
    body: details.body ? new Uint8Array(details.body) : null,
    signal: AbortSignal.timeout(options.timeoutMs),
    redirect: 'error',
  });
  return { status: response.status, body: (await response.text()).slice(0, 500) };
}

/** A new VAPID key pair (base64url), made by `web-push`. */
export async function generateVapidKeys(): Promise<{ publicKey: string; privateKey: string }> {
  const webPush = (await import('web-push')).default;
  return webPush.generateVAPIDKeys();
}
