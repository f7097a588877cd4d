// The http_ece package (Encrypted Content-Encoding, RFC 8188/8291) ships no types: the part tests use.
declare module 'http_ece' {
  import type { ECDH } from 'node:crypto';
  export function decrypt(buffer: Buffer, params: { version: 'aes128gcm'; privateKey: ECDH; authSecret: string | Buffer }): Buffer;
}
