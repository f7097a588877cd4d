import { createCipheriv, createDecipheriv, createHmac, hkdfSync, randomBytes } from 'node:crypto';

const VERSION = 'v1';
const IV_BYTES = 12;
const TAG_BYTES = 16;

/**
 * Secrets kept in the database sealed with the installation's secret (AES-256-GCM): door codes,
 * providers' API keys, mailbox passwords. Each use has its own key, derived for its `purpose`
 * (HKDF-SHA256), so a value sealed for one purpose never opens as another. A sealed value is
 * `v1.<base64url of iv | tag | ciphertext>`; a changed byte fails to open rather than opening wrong.
 */
export class SealedBox {
  readonly #key: Buffer;
  readonly #fingerprintKey: Buffer;

  constructor(secret: string, purpose: string) {
    if (secret.length < 16) throw new Error('SealedBox needs a secret of at least 16 characters');
    this.#key = Buffer.from(hkdfSync('sha256', secret, 'cohost-sealed-box', purpose, 32));
    this.#fingerprintKey = Buffer.from(hkdfSync('sha256', secret, 'cohost-sealed-box-fingerprint', purpose, 32));
  }

  /**
   * The same value always gives the same fingerprint (HMAC-SHA256 under a key of its own), so
   * the database can refuse a duplicate it cannot read (a unique index over fingerprints).
   */
  fingerprint(value: string): string {
    return createHmac('sha256', this.#fingerprintKey).update(value).digest('base64url');
  }

  seal(plain: string): string {
    const iv = randomBytes(IV_BYTES);
    const cipher = createCipheriv('aes-256-gcm', this.#key, iv);
    const body = Buffer.concat([cipher.update(plain, 'utf8'), cipher.final()]);
    return `${VERSION}.${Buffer.concat([iv, cipher.getAuthTag(), body]).toString('base64url')}`;
  }

  /** The plain value; throws when the value was not sealed by this box (other key, other purpose, altered). */
  open(sealed: string): string {
    const [version, payload] = sealed.split('.', 2);
    if (version !== VERSION || !payload) throw new Error('Not a sealed value');
    const bytes = Buffer.from(payload, 'base64url');
    if (bytes.length < IV_BYTES + TAG_BYTES) throw new Error('Not a sealed value');
    const decipher = createDecipheriv('aes-256-gcm', this.#key, bytes.subarray(0, IV_BYTES));
    decipher.setAuthTag(bytes.subarray(IV_BYTES, IV_BYTES + TAG_BYTES));
    return Buffer.concat([decipher.update(bytes.subarray(IV_BYTES + TAG_BYTES)), decipher.final()]).toString('utf8');
  }
}
