import { randomBytes } from 'node:crypto';
import type { PlatformMailbox, PlatformMailboxInput } from '@cohost/shared';
import type { Actor } from '../../../accounts';
import { assertHost } from '../../domain/messaging-access';
import type { MessagingDeps } from '../../messaging.deps';
import { AppError } from '../../../../platform/errors/app-error';
import { messagingErrors } from '../../messaging.errors';
import { closeQuietly, openImapFolder } from '../imap/imap-session';
import { verifySmtp } from '../smtp/smtp-transport';
import { MailServerProblem, type MailServerSettings } from './mail-server';
import { findMailboxRow, mailboxServers, saveMailboxRow, toPlatformMailbox } from './mailbox-repo';

/** Refused connection tests a workspace may have within a minute of each other before it waits. */
const MAILBOX_REFUSAL_LIMIT = { window: 60, max: 5 };

/**
 * Connects (or changes) the workspace's platform mailbox. IMAP is tested first (log in, open the
 * folder read-only), then SMTP (log in); a refusal is a 422 naming the field to fix and nothing
 * is saved. An omitted password keeps the saved one. Passwords are sealed at rest; the watcher
 * of this process follows the new settings.
 */
export async function connectPlatformMailbox(deps: MessagingDeps, actor: Actor, input: PlatformMailboxInput): Promise<PlatformMailbox> {
  assertHost(actor);
  // Each test signs in to someone's mail server, a credential check: after 5 refusals in a row
  // within a minute of each other, the workspace waits a minute before the next test.
  const refusals = `platform-mailbox-refused|${actor.workspaceId}`;
  if (await deps.ports.isRateLimited(refusals, MAILBOX_REFUSAL_LIMIT)) throw messagingErrors.tooManyMailboxTests();
  const existing = await findMailboxRow(deps.db, actor.workspaceId);
  const saved = existing ? mailboxServers(deps, existing) : null;
  const imap = { ...input.imap, password: passwordFor('imap', input.imap.password, saved?.imap.password) };
  const smtp = { ...input.smtp, password: passwordFor('smtp', input.smtp.password, saved?.smtp.password) };
  try {
    await testServers(deps, imap, smtp);
  } catch (error) {
    if (error instanceof AppError && error.status === 422) await deps.ports.consumeRateLimit(refusals, MAILBOX_REFUSAL_LIMIT);
    throw error;
  }

  const now = deps.clock.now();
  const row = await deps.db.transaction(async (tx) => {
    const mailbox = await saveMailboxRow(tx, {
      workspaceId: actor.workspaceId,
      address: input.address.toLowerCase(),
      imapHost: imap.host,
      imapPort: imap.port,
      imapSecurity: imap.security,
      imapUser: imap.user,
      imapPasswordSealed: deps.mailSecrets.seal(imap.password),
      imapFolder: imap.folder,
      smtpHost: smtp.host,
      smtpPort: smtp.port,
      smtpSecurity: smtp.security,
      smtpUser: smtp.user,
      smtpPasswordSealed: deps.mailSecrets.seal(smtp.password),
      forwardToken: existing?.forwardToken ?? randomBytes(16).toString('hex'),
      connectedAt: now,
      updatedAt: now,
    });
    await deps.ports.recordActivity(tx, {
      workspaceId: actor.workspaceId,
      actor: { type: 'host', userId: actor.userId, name: 'A host' },
      kind: 'messaging.platform-mailbox-connected',
      summary: `Platform mailbox ${existing ? 'changed' : 'connected'}: ${mailbox.address} (IMAP ${mailbox.imapHost}, SMTP ${mailbox.smtpHost})`,
      reason: null,
      result: 'done',
    });
    return mailbox;
  });
  deps.log.info({ workspaceId: actor.workspaceId }, 'platform mailbox connected');
  await deps.mailboxWatchers.watch(actor.workspaceId);
  return toPlatformMailbox(deps, row);
}

function passwordFor(server: 'imap' | 'smtp', given: string | undefined, saved: string | undefined): string {
  const password = given ?? saved;
  if (password !== undefined) return password;
  const message = `Enter the ${server.toUpperCase()} password (an app password where the provider offers one).`;
  throw messagingErrors.mailServerRefused([{ path: `${server}.password`, message }], `${message} Nothing was saved.`);
}

async function testServers(deps: MessagingDeps, imap: MailServerSettings & { folder: string }, smtp: MailServerSettings): Promise<void> {
  const options = { allowPrivate: deps.allowPrivateMailServers, timeoutMs: deps.mailServerTimeoutMs };
  try {
    const { client } = await openImapFolder(imap, options);
    await closeQuietly(client);
  } catch (error) {
    throw refusal('imap', error);
  }
  try {
    await verifySmtp(smtp, options);
  } catch (error) {
    throw refusal('smtp', error);
  }
}

function refusal(server: 'imap' | 'smtp', error: unknown): Error {
  if (!(error instanceof MailServerProblem)) return error instanceof Error ? error : new Error(String(error));
  return messagingErrors.mailServerRefused([{ path: `${server}.${error.field}`, message: error.message }], `${error.message} Nothing was saved.`);
}
