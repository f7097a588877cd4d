/** The header our route sets for better-auth (rate limits, session records). */
export const CLIENT_IP_HEADER = 'x-cohost-client-ip';

/**
 * The address a request came from: the socket's peer, or — only behind a reverse proxy we were
 * told to trust — the address that proxy appended last to X-Forwarded-For (anything to its left
 * was written by the client and can be forged).
 */
export function resolveClientIp(socketAddress: string | undefined, forwardedFor: string | undefined, trustProxy: boolean): string | null {
  if (trustProxy && forwardedFor) {
    const hops = forwardedFor.split(',').map((hop) => hop.trim()).filter(Boolean);
    const last = hops.at(-1);
    if (last) return stripIpv4Mapping(last);
  }
  return socketAddress ? stripIpv4Mapping(socketAddress) : null;
}

function stripIpv4Mapping(address: string): string {
  return address.startsWith('::ffff:') && address.includes('.') ? address.slice(7) : address;
}

/** A copy of a request's headers carrying our client address header, never a client's own value. */
export function withClientIp(headers: Headers, ip: string | null): Headers {
  const copy = new Headers(headers);
  copy.delete(CLIENT_IP_HEADER);
  if (ip) copy.set(CLIENT_IP_HEADER, ip);
  return copy;
}
