import { createHmac, hkdfSync, timingSafeEqual } from 'node:crypto';
import { assertFileKey } from './file-store';
import { filesErrors } from './files-errors';

const VERSION = 'f1';
const TOKEN = /^f1\.([A-Za-z0-9_-]+)\.([A-Za-z0-9_-]{43})$/;

/**
 * Signed, expiring links to stored files (photos in a workspace): a token naming the file's key
 * and when it expires, signed with HMAC-SHA256 under a key derived from the installation's secret
 * for this one purpose (HKDF, as SealedBox derives its keys). The signature also covers an
 * audience the token does not carry (the workspace it was made for), so a link only opens for the
 * same audience: the serving route passes the requester's workspace, after checking membership.
 * The token is base64url, fit for a URL path; it reveals the key (not secret), never the audience.
 */
export class FileLinks {
  readonly #key: Buffer;

  constructor(secret: string) {
    if (secret.length < 16) throw new Error('FileLinks needs a secret of at least 16 characters');
    this.#key = Buffer.from(hkdfSync('sha256', secret, 'cohost-file-links', 'file-links', 32));
  }

  /**
   * A token for `key` valid until `expiresAt` (rounded down to the second) for `audience`. Links
   * made with the same expiry are the same link, so a caller that rounds the expiry up (to the next
   * hour, say) gives browsers a stable URL to cache.
   */
  sign(key: string, options: { expiresAt: Date; audience: string }): string {
    assertFileKey(key);
    const payload = Buffer.from(JSON.stringify({ k: key, e: Math.floor(options.expiresAt.getTime() / 1000) })).toString('base64url');
    return `${VERSION}.${payload}.${this.#signature(payload, options.audience)}`;
  }

  /**
   * The key and expiry a token was signed with; throws `files.link-invalid` (404) for anything
   * not signed by this installation for this audience, `files.link-expired` (410) once expired.
   */
  verify(token: string, options: { audience: string; now: Date }): { key: string; expiresAt: Date } {
    const match = TOKEN.exec(token);
    if (!match) throw filesErrors.linkInvalid();
    const [, payload, signature] = match as unknown as [string, string, string];
    const expected = Buffer.from(this.#signature(payload, options.audience), 'base64url');
    if (!timingSafeEqual(expected, Buffer.from(signature, 'base64url'))) throw filesErrors.linkInvalid();
    const { k: key, e: expiresAtSeconds } = JSON.parse(Buffer.from(payload, 'base64url').toString('utf8')) as { k: string; e: number };
    const expiresAt = new Date(expiresAtSeconds * 1000);
    if (options.now.getTime() >= expiresAt.getTime()) throw filesErrors.linkExpired();
    return { key, expiresAt };
  }

  #signature(payload: string, audience: string): string {
    // The audience's length first, so no payload and audience pair reads as another.
    return createHmac('sha256', this.#key).update(`${VERSION}.${payload}.${audience.length}:${audience}`).digest('base64url');
  }
}
