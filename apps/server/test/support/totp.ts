import { createHmac } from 'node:crypto';

// RFC 6238 codes computed independently of the library under test.

function base32Decode(input: string): Buffer {
  const alphabet = 'ABCDEFGHIJKLMNOPQRSTUVWXYZ234567';
  let bits = '';
  for (const char of input.replace(/=+$/, '').toUpperCase()) bits += alphabet.indexOf(char).toString(2).padStart(5, '0');
  const bytes = bits.match(/.{8}/g) ?? [];
  return Buffer.from(bytes.map((byte) => Number.parseInt(byte, 2)));
}

/** The code of an otpauth:// URI for the 30-second step `offset` steps from now. */
export function totpFromUri(uri: string, offset = 0, at = Date.now()): string {
  const url = new URL(uri);
  const secret = base32Decode(url.searchParams.get('secret')!);
  const digits = Number(url.searchParams.get('digits') ?? 6);
  const period = Number(url.searchParams.get('period') ?? 30);
  const counter = Buffer.alloc(8);
  counter.writeBigUInt64BE(BigInt(Math.floor(at / 1000 / period) + offset));
  const hmac = createHmac('sha1', secret).update(counter).digest();
  const start = hmac[hmac.length - 1]! & 0x0f;
  const value = (hmac.readUInt32BE(start) & 0x7fffffff) % 10 ** digits;
  return String(value).padStart(digits, '0');
}
