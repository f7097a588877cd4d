import type { MessagingDeps } from '../../messaging.deps';
import { listMailboxWorkspaces } from '../mailbox/mailbox-repo';
import { readPlatformMailbox } from './read-platform-mailbox';

/**
 * The every-minute pass: each connected mailbox is read, except those this process is told of
 * at once (their IMAP IDLE connection is up). A mailbox in error is read too: a success clears it.
 */
export async function pollPlatformMailboxes(deps: MessagingDeps): Promise<void> {
  for (const workspaceId of await listMailboxWorkspaces(deps.db)) {
    if (deps.mailboxWatchers.isIdle(workspaceId)) continue;
    await readPlatformMailbox(deps, workspaceId);
  }
}
