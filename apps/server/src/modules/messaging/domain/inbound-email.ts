import { createHmac, timingSafeEqual } from 'node:crypto';

/** A signed webhook older than this (or this far in the future) is refused: a replayed request. */
export const INBOUND_SIGNATURE_MAX_AGE_MS = 15 * 60_000;

/**
 * Mailgun's webhook signature: HMAC-SHA256 of `timestamp + token` with the webhook signing key,
 * hex. Checked in constant time, with the timestamp no more than 15 minutes off.
 */
export function verifyInboundEmailSignature(input: { signingKey: string; timestamp: string; token: string; signature: string; now: Date }): boolean {
  if (!/^\d{1,12}$/.test(input.timestamp) || !/^[0-9a-f]{64}$/i.test(input.signature) || input.token.length === 0 || input.token.length > 200) return false;
  if (Math.abs(input.now.getTime() - Number(input.timestamp) * 1000) > INBOUND_SIGNATURE_MAX_AGE_MS) return false;
  const expected = createHmac('sha256', input.signingKey).update(input.timestamp + input.token).digest();
  const given = Buffer.from(input.signature, 'hex');
  return given.length === expected.length && timingSafeEqual(given, expected);
}

/** The conversation token in one of the recipients (`c-<token>@<our inbound domain>`), or null. */
export function conversationTokenOf(recipients: string, domain: string): string | null {
  const escaped = domain.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');
  const match = new RegExp(`\\bc-([0-9a-f]{20})@${escaped}\\b`, 'i').exec(recipients);
  return match ? match[1]!.toLowerCase() : null;
}

/** The address out of `Maria Lopez <maria@example.com>`, lower-cased. */
export function emailAddressOf(from: string): string {
  const match = /<([^<>\s]+@[^<>\s]+)>/.exec(from);
  return (match ? match[1]! : from).trim().toLowerCase();
}

/**
 * The new text of a reply: the provider's stripped text when given, else the plain body cut at
 * the first quoted part ("On … wrote:", "> " lines, a signature separator).
 */
export function replyText(strippedText: string | undefined, bodyPlain: string | undefined): string {
  if (strippedText?.trim()) return strippedText.trim();
  const lines: string[] = [];
  for (const line of (bodyPlain ?? '').split(/\r?\n/)) {
    if (/^>/.test(line) || /^On .+ wrote:$/i.test(line.trim()) || /^(El|Le|Am) .+ (escribió|a écrit|schrieb).*:$/i.test(line.trim()) || line.trim() === '--') break;
    lines.push(line);
  }
  return lines.join('\n').trim();
}
