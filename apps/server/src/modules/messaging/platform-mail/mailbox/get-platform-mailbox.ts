import type { PlatformMailboxStatus, PlatformMailList } from '@cohost/shared';
import type { Actor } from '../../../accounts';
import { assertHost } from '../../domain/messaging-access';
import type { MessagingDeps } from '../../messaging.deps';
import { findMailboxRow, listPlatformMailRows, toPlatformMailbox } from './mailbox-repo';

/** The workspace's platform mailbox (servers, state, last check, how it is watched), never its passwords; null when none. */
export async function getPlatformMailbox(deps: MessagingDeps, actor: Actor): Promise<PlatformMailboxStatus> {
  assertHost(actor);
  const row = await findMailboxRow(deps.db, actor.workspaceId);
  return { mailbox: row ? toPlatformMailbox(deps, row) : null };
}

/** The latest mail read from the platform mailbox (or forwarded to it), newest first, with what Cohost did with each. */
export async function listPlatformMail(deps: MessagingDeps, actor: Actor, query: { limit: number }): Promise<PlatformMailList> {
  assertHost(actor);
  return { items: await listPlatformMailRows(deps.db, actor.workspaceId, query.limit) };
}
