import { createHmac } from 'node:crypto';

/**
 * The address a request came from: the socket's peer, or — only behind a reverse proxy we were
 * told to trust — the address that proxy appended last to X-Forwarded-For (anything to its left
 * was written by the client and can be forged). Same rule as accounts' rate limits.
 */
export function resolveClientAddress(socketAddress: string | undefined, forwardedFor: string | undefined, trustProxy: boolean): string | null {
  if (trustProxy && forwardedFor) {
    const last = forwardedFor
      .split(',')
      .map((hop) => hop.trim())
      .filter(Boolean)
      .at(-1);
    if (last) return stripIpv4Mapping(last);
  }
  return socketAddress ? stripIpv4Mapping(socketAddress) : null;
}

/** What we store instead of the address: enough to count by, useless to anyone reading the table. */
export function clientKeyOf(address: string | null, secret: string): string | null {
  return address ? createHmac('sha256', secret).update(`contact:${address}`).digest('base64url') : null;
}

function stripIpv4Mapping(address: string): string {
  return address.startsWith('::ffff:') && address.includes('.') ? address.slice(7) : address;
}
