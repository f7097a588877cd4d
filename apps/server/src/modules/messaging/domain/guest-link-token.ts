import { createHash, createHmac } from 'node:crypto';
import type { MessagingDeps } from '../messaging.deps';

/** A guest-page token: 43 URL-safe characters (256 bits). */
const TOKEN_PATTERN = /^[A-Za-z0-9_-]{43}$/;

/**
 * The token of a stay's guest page at a version: derived from the installation secret, so the
 * host can always be shown the current link, and unguessable without it. A new version (a new
 * link) makes every earlier token worthless.
 */
export function guestLinkToken(secret: string, reservationId: string, version: number): string {
  return createHmac('sha256', secret).update(`cohost-guest-link:${reservationId}:${version}`).digest('base64url');
}

/** What is stored and looked up: a token never sits in the database as it is. */
export function hashGuestToken(token: string): string {
  return createHash('sha256').update(token).digest('hex');
}

export function looksLikeGuestToken(value: string): boolean {
  return TOKEN_PATTERN.test(value);
}

export function linkUrl(deps: Pick<MessagingDeps, 'publicUrl'>, token: string): string {
  return `${deps.publicUrl}/g/${token}`;
}
