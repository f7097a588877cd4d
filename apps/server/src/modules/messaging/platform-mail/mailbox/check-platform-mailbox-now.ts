import type { PlatformMailboxStatus } from '@cohost/shared';
import type { Actor } from '../../../accounts';
import { assertHost } from '../../domain/messaging-access';
import type { MessagingDeps } from '../../messaging.deps';
import { messagingErrors } from '../../messaging.errors';
import { readPlatformMailbox } from '../imap/read-platform-mailbox';
import { findMailboxRow, toPlatformMailbox } from './mailbox-repo';

/** Reads the mailbox now (new mail since the last UID) and returns its state: a failure shows as its `lastError`. */
export async function checkPlatformMailboxNow(deps: MessagingDeps, actor: Actor): Promise<PlatformMailboxStatus> {
  assertHost(actor);
  if (!(await findMailboxRow(deps.db, actor.workspaceId))) throw messagingErrors.mailboxNotConnected();
  await readPlatformMailbox(deps, actor.workspaceId);
  const row = await findMailboxRow(deps.db, actor.workspaceId);
  return { mailbox: row ? toPlatformMailbox(deps, row) : null };
}
