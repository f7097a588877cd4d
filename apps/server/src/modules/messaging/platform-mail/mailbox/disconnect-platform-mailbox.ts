import type { Actor } from '../../../accounts';
import { assertHost } from '../../domain/messaging-access';
import type { MessagingDeps } from '../../messaging.deps';
import { deleteMailboxRow } from './mailbox-repo';

/**
 * Disconnects the platform mailbox: the row and its sealed passwords are deleted, its watcher
 * closed; conversations, messages and the mail already read stay. Nothing connected: nothing to do.
 */
export async function disconnectPlatformMailbox(deps: MessagingDeps, actor: Actor): Promise<void> {
  assertHost(actor);
  const removed = await deps.db.transaction(async (tx) => {
    const row = await deleteMailboxRow(tx, actor.workspaceId);
    if (row) {
      await deps.ports.recordActivity(tx, {
        workspaceId: actor.workspaceId,
        actor: { type: 'host', userId: actor.userId, name: 'A host' },
        kind: 'messaging.platform-mailbox-disconnected',
        summary: `Platform mailbox disconnected: ${row.address}`,
        reason: null,
        result: 'done',
      });
    }
    return row;
  });
  await deps.mailboxWatchers.unwatch(actor.workspaceId);
  if (removed) deps.log.info({ workspaceId: actor.workspaceId }, 'platform mailbox disconnected');
}
