import { isIP } from 'node:net';
import type { ImapFlow, MailboxObject } from 'imapflow';
import { describeNetworkFailure, MailServerProblem, resolveMailServer, type MailServerSettings } from '../mailbox/mail-server';

export interface ImapOptions {
  allowPrivate: boolean;
  timeoutMs: number;
  /** Kept open to be told of new mail (IMAP IDLE, renewed every 10 minutes); otherwise no IDLE between commands. */
  watch?: boolean;
}

/**
 * A logged-in IMAP connection with the platform folder open read-only (EXAMINE): Cohost never
 * marks, moves or deletes the host's mail. Failures come out as `MailServerProblem`s.
 */
export async function openImapFolder(settings: MailServerSettings & { folder: string }, options: ImapOptions): Promise<{ client: ImapFlow; folder: MailboxObject }> {
  const address = await resolveMailServer(settings.host, options.allowPrivate);
  // Loaded with the first mailbox, not at start (decision 004).
  const { ImapFlow } = await import('imapflow');
  const client = new ImapFlow({
    host: address,
    port: settings.port,
    secure: settings.security === 'tls',
    doSTARTTLS: settings.security === 'starttls',
    ...(isIP(settings.host) ? {} : { servername: settings.host }),
    auth: { user: settings.user, pass: settings.password },
    logger: false,
    connectionTimeout: options.timeoutMs,
    greetingTimeout: options.timeoutMs,
    socketTimeout: options.watch ? 30 * 60_000 : 5 * 60_000,
    disableCompression: true,
    ...(options.watch ? { maxIdleTime: 10 * 60_000 } : { disableAutoIdle: true }),
  });
  // A dropped connection is reported through the call that was waiting on it (or the watcher's 'close').
  client.on('error', () => {});
  try {
    await client.connect();
  } catch (error) {
    client.close();
    throw describeImapFailure(error, settings, options.timeoutMs);
  }
  try {
    const folder = await client.mailboxOpen(settings.folder, { readOnly: true });
    return { client, folder };
  } catch (error) {
    await closeQuietly(client);
    throw describeImapFailure(error, settings, options.timeoutMs, settings.folder);
  }
}

export async function closeQuietly(client: ImapFlow): Promise<void> {
  if (client.usable) await client.logout().catch(() => client.close());
  else client.close();
}

/** What went wrong with the IMAP server, in words, with the field to fix. */
export function describeImapFailure(error: unknown, server: { host: string; port: number }, timeoutMs: number, folder?: string): MailServerProblem {
  if (error instanceof MailServerProblem) return error;
  const failure = error as { authenticationFailed?: boolean; mailboxMissing?: boolean; code?: string; serverResponseCode?: string; responseText?: string } | null;
  if (failure?.authenticationFailed) {
    return new MailServerProblem('password', 'The IMAP server refused the user name or password: check them (Gmail, Outlook, iCloud and Yahoo need an app password).', false);
  }
  if (folder !== undefined && (failure?.mailboxMissing || failure?.code === 'NotFound' || failure?.serverResponseCode === 'NONEXISTENT')) {
    return new MailServerProblem('folder', `There is no folder named "${folder}" in this mailbox: check its name (for example INBOX).`, false);
  }
  const network = describeNetworkFailure(error, server, Math.round(timeoutMs / 1000));
  if (network) return network;
  if (folder !== undefined && failure?.responseText) {
    return new MailServerProblem('folder', `The IMAP server would not open the folder "${folder}": ${failure.responseText}`, false);
  }
  const message = failure?.responseText ?? (error instanceof Error ? error.message : String(error));
  return new MailServerProblem('host', `The IMAP server at ${server.host} failed: ${message}`, true);
}
