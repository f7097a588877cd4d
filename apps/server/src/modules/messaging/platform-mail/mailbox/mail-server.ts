import { lookup } from 'node:dns/promises';
import { BlockList, isIP } from 'node:net';
import type { MailSecurity } from '@cohost/shared';

/** One mail server of the platform mailbox, with its password opened. */
export interface MailServerSettings {
  host: string;
  port: number;
  security: MailSecurity;
  user: string;
  password: string;
}

/** The field of the mailbox form a problem belongs to (`imap.` or `smtp.` is put before it). */
export type MailServerField = 'host' | 'port' | 'security' | 'user' | 'password' | 'folder';

/**
 * A mail server's refusal or silence, in words a host understands, with the field to fix.
 * `transient`: the server may answer later (timeouts, dropped connections, 4xx answers).
 */
export class MailServerProblem extends Error {
  constructor(
    readonly field: MailServerField,
    message: string,
    readonly transient: boolean,
  ) {
    super(message);
    this.name = 'MailServerProblem';
  }
}

// Loopback, private, shared, link-local, unspecified and documentation ranges: never a host's mail provider.
const PRIVATE = new BlockList();
for (const [network, prefix] of [
  ['0.0.0.0', 8], ['10.0.0.0', 8], ['100.64.0.0', 10], ['127.0.0.0', 8], ['169.254.0.0', 16], ['172.16.0.0', 12],
  ['192.0.0.0', 24], ['192.168.0.0', 16], ['198.18.0.0', 15], ['224.0.0.0', 3],
] as const) PRIVATE.addSubnet(network, prefix, 'ipv4');
for (const [network, prefix] of [['::', 128], ['::1', 128], ['fc00::', 7], ['fe80::', 10], ['ff00::', 8]] as const) PRIVATE.addSubnet(network, prefix, 'ipv6');

export function isPrivateAddress(address: string): boolean {
  const family = isIP(address);
  if (family === 0) return false;
  const mapped = family === 6 ? /^::ffff:(\d+\.\d+\.\d+\.\d+)$/i.exec(address)?.[1] : undefined;
  if (mapped) return PRIVATE.check(mapped, 'ipv4');
  return PRIVATE.check(address, family === 4 ? 'ipv4' : 'ipv6');
}

/**
 * The address to connect to: the host's name resolved once and checked, so a name cannot point
 * at this machine or its network (SSRF) unless the installation allows private mail servers.
 * Connections go to this address (TLS still checks the name).
 */
export async function resolveMailServer(host: string, allowPrivate: boolean): Promise<string> {
  const bare = host.replace(/^\[|\]$/g, '');
  let addresses: string[];
  if (isIP(bare)) {
    addresses = [bare];
  } else {
    try {
      addresses = (await lookup(bare, { all: true })).map((entry) => entry.address);
    } catch (error) {
      const code = (error as { code?: string }).code;
      const transient = code === 'EAI_AGAIN' || code === 'ETIMEOUT';
      throw new MailServerProblem('host', transient ? `The name ${host} could not be looked up just now: try again in a moment.` : `There is no mail server named ${host}: check the spelling (for example imap.fastmail.com).`, transient);
    }
  }
  if (!allowPrivate && addresses.some(isPrivateAddress)) {
    throw new MailServerProblem('host', `${host} is on a private or local network: Cohost only connects to mail servers on the internet.`, false);
  }
  const [first] = addresses;
  if (!first) throw new MailServerProblem('host', `There is no mail server named ${host}: check the spelling.`, false);
  return first;
}

/** Words for a network failure common to IMAP and SMTP, or null when it is not one. */
export function describeNetworkFailure(error: unknown, server: { host: string; port: number }, timeoutSeconds: number): MailServerProblem | null {
  const code = (error as { code?: string } | null)?.code ?? '';
  const message = error instanceof Error ? error.message : String(error);
  if (code === 'ECONNREFUSED') return new MailServerProblem('host', `${server.host} refused the connection on port ${server.port}: check the server name and the port.`, true);
  if (code === 'EHOSTUNREACH' || code === 'ENETUNREACH') return new MailServerProblem('host', `${server.host} cannot be reached from this server: check the server name.`, true);
  if (code === 'ECONNRESET' || code === 'EPIPE' || code === 'EConnectionClosed' || code === 'NoConnection') {
    return new MailServerProblem('port', `${server.host} closed the connection on port ${server.port}: check the port and the security (TLS or STARTTLS).`, true);
  }
  if (/timeout|timedout/i.test(code) || /timeout|timed out/i.test(message)) {
    return new MailServerProblem('port', `${server.host} did not answer on port ${server.port} within ${timeoutSeconds} seconds: check the port and the security (TLS or STARTTLS).`, true);
  }
  if (/ssl|tls|certificate|wrong version number|self.signed/i.test(message) || code.startsWith('ERR_SSL') || code.startsWith('ERR_TLS') || code === 'ETLS' || code === 'DEPTH_ZERO_SELF_SIGNED_CERT' || code === 'CERT_HAS_EXPIRED') {
    return new MailServerProblem('security', `The secure connection to ${server.host} failed (${message}): check the security setting (TLS on 993 and 465, STARTTLS on 143 and 587).`, false);
  }
  return null;
}
