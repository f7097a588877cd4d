import type { MessagingDeps } from '../../messaging.deps';
import { listMailboxes } from '../mailbox/mailbox-repo';
import { readPlatformMailbox } from './read-platform-mailbox';

/**
 * The every-minute pass: each connected mailbox is read, except those this process is told of
 * at once (their IMAP IDLE connection is up) while they work; one in error is read again, and a
 * success clears it.
 */
export async function pollPlatformMailboxes(deps: MessagingDeps): Promise<void> {
  for (const { workspaceId, state } of await listMailboxes(deps.db)) {
    if (state === 'connected' && deps.mailboxWatchers.isIdle(workspaceId)) continue;
    await readPlatformMailbox(deps, workspaceId);
  }
}
