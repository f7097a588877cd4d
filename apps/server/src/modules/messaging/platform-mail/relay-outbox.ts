import type { MessagingDeps } from '../messaging.deps';

// Stubs of the contract (issue 23): the mailbox helper replaces these with the real outbox.

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
export async function enqueueRelayReply(_deps: MessagingDeps, _reply: RelayReply): Promise<void> {
  throw new Error('not built yet');
}

/** A bounce read from the mailbox: the reply sent with `outboundMessageId` failed, with the server's words. */
export async function markRelayBounced(_deps: MessagingDeps, _workspaceId: string, _outboundMessageId: string, _reason: string): Promise<boolean> {
  throw new Error('not built yet');
}

/** Whether the workspace has a platform mailbox to answer through (its state may be 'error'). */
export async function hasPlatformMailbox(_deps: Pick<MessagingDeps, 'db'>, _workspaceId: string): Promise<boolean> {
  throw new Error('not built yet');
}
