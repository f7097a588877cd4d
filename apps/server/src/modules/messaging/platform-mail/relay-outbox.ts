import { and, eq } from 'drizzle-orm';
import type { MessagingDeps } from '../messaging.deps';
import { updateMessage } from '../messaging.repo';
import { platformMailboxes, platformMailOutbox } from '../messaging.tables';

// The threading branch's minimal outbox (issue 23): rows and delivery states only, no SMTP. The
// mailbox helper's version (sender, retries, wake-up) replaces this file with the same signatures.

export interface RelayReply {
  workspaceId: string;
  conversationId: string;
  /** The Cohost message being sent (one outbox row per message: a retry is a no-op). */
  messageId: string;
  relayAddress: string;
  subject: string;
  body: string;
  /** The platform notification's Message-Id the reply answers (In-Reply-To / References). */
  inReplyTo: string | null;
}

/**
 * Queues a reply to a platform relay address through the workspace's SMTP and wakes the sender
 * (it leaves within seconds; the every-minute job retries). The message's delivery becomes
 * `relayed` (with the relay address) or `failed` (with why). Safe to call inside a transaction
 * only with `deps.db` being that transaction; idempotent on `messageId`.
 */
export async function enqueueRelayReply(deps: MessagingDeps, reply: RelayReply): Promise<void> {
  const now = deps.clock.now();
  const inserted = await deps.db
    .insert(platformMailOutbox)
    .values({
      messageId: reply.messageId,
      workspaceId: reply.workspaceId,
      conversationId: reply.conversationId,
      relayAddress: reply.relayAddress,
      subject: reply.subject,
      body: reply.body,
      inReplyTo: reply.inReplyTo,
      outboundMessageId: `${reply.messageId}@${deps.inboundEmail.domain}`,
      nextAttemptAt: now,
      createdAt: now,
    })
    .onConflictDoNothing()
    .returning({ messageId: platformMailOutbox.messageId });
  if (inserted.length > 0) await updateMessage(deps.db, reply.workspaceId, reply.messageId, { delivery: 'queued', deliveryDetail: null });
}

/** A bounce read from the mailbox: the reply sent with `outboundMessageId` failed, with the server's words. */
export async function markRelayBounced(deps: MessagingDeps, workspaceId: string, outboundMessageId: string, reason: string): Promise<boolean> {
  const [row] = await deps.db
    .update(platformMailOutbox)
    .set({ status: 'failed', lastError: reason })
    .where(and(eq(platformMailOutbox.workspaceId, workspaceId), eq(platformMailOutbox.outboundMessageId, outboundMessageId)))
    .returning({ messageId: platformMailOutbox.messageId });
  if (!row) return false;
  await updateMessage(deps.db, workspaceId, row.messageId, { delivery: 'failed', deliveryDetail: reason });
  return true;
}

/** Whether the workspace has a platform mailbox to answer through (its state may be 'error'). */
export async function hasPlatformMailbox(deps: Pick<MessagingDeps, 'db'>, workspaceId: string): Promise<boolean> {
  const [row] = await deps.db.select({ workspaceId: platformMailboxes.workspaceId }).from(platformMailboxes).where(eq(platformMailboxes.workspaceId, workspaceId)).limit(1);
  return row !== undefined;
}
