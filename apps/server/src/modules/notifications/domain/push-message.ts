/** The browser's keys for one push subscription (base64url), as `PushSubscription.toJSON()` gives them. */
export interface PushSubscriptionKeys {
  p256dh: string;
  auth: string;
}

/** What the service worker shows: a title, a line of text, the screen a click opens, and a tag (a later push with the same tag replaces it). */
export interface PushMessage {
  title: string;
  body: string;
  /** A path inside Cohost, e.g. `/approvals`. */
  url: string;
  tag: string;
}

/** A push service's answer that means the subscription no longer exists (the person unsubscribed or the browser dropped it). */
export function isGoneSubscription(status: number): boolean {
  return status === 404 || status === 410;
}

/** A push service's answer that means the message was taken. */
export function isAccepted(status: number): boolean {
  return status >= 200 && status < 300;
}

/**
 * Where a push may be sent: https push services; plain http only to loopback and only when the
 * installation allows it (outside production, for a local push-service stand-in). Null when
 * allowed, else the reason.
 */
export function refusedEndpoint(endpoint: string, allowLoopbackHttp: boolean): string | null {
  let url: URL;
  try {
    url = new URL(endpoint);
  } catch {
    return 'must be an absolute URL';
  }
  if (url.username || url.password) return 'must not carry credentials';
  if (url.protocol === 'https:') return null;
  const loopback = url.hostname === '127.0.0.1' || url.hostname === '[::1]' || url.hostname === 'localhost';
  if (url.protocol === 'http:' && loopback && allowLoopbackHttp) return null;
  return 'must be an https:// push service address';
}

/** A device's name from its browser's user agent, short enough for a list. */
export function deviceLabel(userAgent: string | undefined): string {
  const ua = userAgent ?? '';
  const browser = /Edg\//.test(ua) ? 'Edge' : /Firefox\//.test(ua) ? 'Firefox' : /Chrome\//.test(ua) ? 'Chrome' : /Safari\//.test(ua) ? 'Safari' : 'Browser';
  const system = /iPhone|iPad/.test(ua) ? 'iOS' : /Android/.test(ua) ? 'Android' : /Mac OS X/.test(ua) ? 'macOS' : /Windows/.test(ua) ? 'Windows' : /Linux/.test(ua) ? 'Linux' : '';
  return system ? `${browser} on ${system}` : browser;
}
