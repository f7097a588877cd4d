import { randomUUID } from 'node:crypto';
import { and, eq } from 'drizzle-orm';
import type { MessagingDeps } from '../messaging.deps';
import { sendPlatformMailJob } from '../messaging.job-definitions';
import { announceConversation } from '../messaging.repo';
import { messages, platformMailboxes, platformMailOutbox } from '../messaging.tables';
import { findMailboxRow } from './mailbox/mailbox-repo';

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
  const mailbox = await findMailboxRow(deps.db, reply.workspaceId);
  // Our reply's Message-Id is on the host's domain, as their own mail's is (a bounce names it).
  const domain = mailbox?.address.split('@')[1] ?? deps.inboundEmail.domain;
  const now = deps.clock.now();
  const [queued] = await deps.db
    .insert(platformMailOutbox)
    .values({
      messageId: reply.messageId,
      workspaceId: reply.workspaceId,
      conversationId: reply.conversationId,
      relayAddress: reply.relayAddress,
      subject: reply.subject,
      body: reply.body,
      inReplyTo: reply.inReplyTo,
      outboundMessageId: `${randomUUID()}@${domain}`,
      status: 'queued',
      nextAttemptAt: now,
      createdAt: now,
    })
    .onConflictDoNothing({ target: platformMailOutbox.messageId })
    .returning({ messageId: platformMailOutbox.messageId });
  if (queued) {
    await deps.db
      .update(messages)
      .set({ delivery: 'queued', deliveryDetail: null })
      .where(and(eq(messages.workspaceId, reply.workspaceId), eq(messages.id, reply.messageId)));
    await announceConversation(deps.db, reply.workspaceId, reply.conversationId);
  }
  // Not awaited: inside the caller's transaction the embedded database runs it once that ends; a
  // sender woken before the commit finds nothing due, and the every-minute run sends it.
  void deps.jobs.enqueue(sendPlatformMailJob, {}, { idempotencyKey: `relay:${reply.messageId}` }).catch((error: unknown) => {
    deps.log.warn({ err: error, messageId: reply.messageId }, 'the platform mail sender could not be woken; the every-minute run sends the reply');
  });
}

/** A bounce read from the mailbox: the reply sent with `outboundMessageId` failed, with the server's words. */
export async function markRelayBounced(deps: MessagingDeps, workspaceId: string, outboundMessageId: string, reason: string): Promise<boolean> {
  const id = outboundMessageId.trim().replace(/^<|>$/g, '');
  const why = `The platform's relay returned the reply: ${reason}`;
  const [row] = await deps.db
    .update(platformMailOutbox)
    .set({ status: 'failed', lastError: why })
    .where(and(eq(platformMailOutbox.workspaceId, workspaceId), eq(platformMailOutbox.outboundMessageId, id)))
    .returning({ messageId: platformMailOutbox.messageId, conversationId: platformMailOutbox.conversationId });
  if (!row) return false;
  await deps.db.update(messages).set({ delivery: 'failed', deliveryDetail: why }).where(and(eq(messages.workspaceId, workspaceId), eq(messages.id, row.messageId)));
  await announceConversation(deps.db, workspaceId, row.conversationId);
  return true;
}

/** Whether the workspace has a platform mailbox to answer through (its state may be 'error'). */
export async function hasPlatformMailbox(deps: Pick<MessagingDeps, 'db'>, workspaceId: string): Promise<boolean> {
  const [row] = await deps.db.select({ workspaceId: platformMailboxes.workspaceId }).from(platformMailboxes).where(eq(platformMailboxes.workspaceId, workspaceId)).limit(1);
  return Boolean(row);
}

/** The workspace's platform mailbox in a word (the setup checklist): its address and whether it reads, or null when none is connected. */
export async function findPlatformMailboxState(deps: Pick<MessagingDeps, 'db'>, workspaceId: string): Promise<{ address: string; state: 'connected' | 'error'; lastError: string | null } | null> {
  const [row] = await deps.db
    .select({ address: platformMailboxes.address, state: platformMailboxes.state, lastError: platformMailboxes.lastError })
    .from(platformMailboxes)
    .where(eq(platformMailboxes.workspaceId, workspaceId))
    .limit(1);
  return row ?? null;
}
