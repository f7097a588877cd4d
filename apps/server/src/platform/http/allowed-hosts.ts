import { platformErrors } from '../errors/app-error';

const LOOPBACK_NAMES = ['localhost', '127.0.0.1', '[::1]'];

/** Whether a bind address (HOST) or a socket's peer address is this machine's loopback interface. */
export function isLoopbackAddress(address: string | undefined): boolean {
  if (!address) return false;
  const bare = address.toLowerCase().replace(/^\[|\]$/g, '').replace(/^::ffff:(?=\d+\.)/, '');
  return bare === 'localhost' || bare === '::1' || /^127\.\d{1,3}\.\d{1,3}\.\d{1,3}$/.test(bare);
}

/**
 * The host names the server answers for: the public address's, the ALLOWED_HOSTS list, and the
 * loopback names while it listens only on loopback (no other machine can reach it then; a page
 * a rebinding DNS points at us still sends its own name).
 */
export function allowedHostNames(options: { publicUrl: string; allowedHosts: readonly string[]; bindHost: string }): string[] {
  const names = [new URL(options.publicUrl).hostname, ...options.allowedHosts.map(normalizeHostName)];
  if (isLoopbackAddress(options.bindHost)) names.push(...LOOPBACK_NAMES);
  return [...new Set(names)];
}

/** The name a request was addressed to (its Host header, as the URL was built from it), without port or trailing dot. */
export function normalizeHostName(name: string): string {
  return name.toLowerCase().replace(/\.$/, '');
}

/**
 * Refuses a request addressed to a name we do not answer for (421 Misdirected Request): a page on
 * another site whose DNS was rebound to this server would otherwise pass the same-origin guard,
 * since its Origin and Host agree with each other.
 */
export function assertAllowedHost(url: string, allowed: ReadonlySet<string>): void {
  if (!allowed.has(normalizeHostName(new URL(url).hostname))) throw platformErrors.unknownHost();
}
