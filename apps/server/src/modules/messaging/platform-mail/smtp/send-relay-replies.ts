import { and, eq, sql } from 'drizzle-orm';
import { queryRows } from '../../../../platform/db/database';
import type { MessagingDeps } from '../../messaging.deps';
import { announceConversation } from '../../messaging.repo';
import { messages, platformMailOutbox } from '../../messaging.tables';
import { findMailboxRow, mailboxServers, markMailboxFailed, markMailboxWorking } from '../mailbox/mailbox-repo';
import { describeSmtpFailure, openSmtpTransport } from './smtp-transport';

type OutboxRow = typeof platformMailOutbox.$inferSelect;

/** Waits before the 2nd, 3rd, 4th and 5th attempts; a 5th failure is final. */
const RELAY_RETRY_MINUTES = [1, 5, 15, 30] as const;
const RELAY_MAX_ATTEMPTS = RELAY_RETRY_MINUTES.length + 1;
/** A claimed row is another sender's again after this (a process that died while sending). */
const CLAIM_LEASE_MS = 10 * 60_000;
export const NO_MAILBOX = 'No platform mailbox is connected: connect it under Messages → Platform mailbox.';

/**
 * Sends the replies due in the platform outbox, one claimed row at a time (a conditional update
 * over `FOR UPDATE SKIP LOCKED`: concurrent senders never send one row twice), through the
 * workspace's own SMTP from the mailbox's address. Accepted: relayed; a 5xx answer: failed with
 * the server's words; 4xx, timeouts and dropped connections: tried again after 1, 5, 15 and 30
 * minutes, then failed. Each change reaches the open inboxes.
 */
export async function sendDueRelayReplies(deps: MessagingDeps, options: { limit?: number } = {}): Promise<{ relayed: number; failed: number; retrying: number }> {
  const counts = { relayed: 0, failed: 0, retrying: 0 };
  for (let sent = 0; sent < (options.limit ?? 100); sent += 1) {
    const row = await claimDueRow(deps);
    if (!row) break;
    counts[await sendOne(deps, row)] += 1;
  }
  return counts;
}

async function claimDueRow(deps: MessagingDeps): Promise<OutboxRow | null> {
  const now = deps.clock.now();
  const [claimed] = await queryRows<{ message_id: string }>(
    deps.db,
    sql`update ${platformMailOutbox} set attempts = attempts + 1, next_attempt_at = ${new Date(now.getTime() + CLAIM_LEASE_MS)}
        where message_id = (
          select message_id from ${platformMailOutbox}
          where status = 'queued' and next_attempt_at <= ${now}
          order by next_attempt_at limit 1 for update skip locked)
        and status = 'queued' and next_attempt_at <= ${now}
        returning message_id`,
  );
  if (!claimed) return null;
  const [row] = await deps.db.select().from(platformMailOutbox).where(eq(platformMailOutbox.messageId, claimed.message_id)).limit(1);
  return row ?? null;
}

async function sendOne(deps: MessagingDeps, row: OutboxRow): Promise<'relayed' | 'failed' | 'retrying'> {
  const mailbox = await findMailboxRow(deps.db, row.workspaceId);
  if (!mailbox) {
    await fail(deps, row, NO_MAILBOX);
    return 'failed';
  }
  const smtp = mailboxServers(deps, mailbox).smtp;
  const options = { allowPrivate: deps.allowPrivateMailServers, timeoutMs: deps.mailServerTimeoutMs };
  try {
    const transport = await openSmtpTransport(smtp, options);
    try {
      const inReplyTo = row.inReplyTo ? `<${row.inReplyTo.trim().replace(/^<|>$/g, '')}>` : null;
      await transport.sendMail({
        from: mailbox.address,
        to: row.relayAddress,
        subject: row.subject,
        text: row.body,
        messageId: `<${row.outboundMessageId}>`,
        ...(inReplyTo ? { inReplyTo, references: inReplyTo } : {}),
      });
    } finally {
      transport.close();
    }
  } catch (error) {
    const problem = describeSmtpFailure(error, smtp, options.timeoutMs);
    const answered = typeof (error as { responseCode?: unknown } | null)?.responseCode === 'number';
    // The server itself failing (login, connection) is the mailbox's problem; a refused recipient is the message's.
    if (!answered || problem.field === 'password') await markMailboxFailed(deps.db, row.workspaceId, problem.message, deps.clock.now(), false);
    deps.log.warn({ workspaceId: row.workspaceId, messageId: row.messageId, attempt: row.attempts, err: error }, 'platform relay reply not sent');
    if (problem.transient && row.attempts < RELAY_MAX_ATTEMPTS) {
      await retryLater(deps, row, problem.message);
      return 'retrying';
    }
    await fail(deps, row, problem.message);
    return 'failed';
  }
  const now = deps.clock.now();
  await deps.db.update(platformMailOutbox).set({ status: 'relayed', sentAt: now, lastError: null }).where(eq(platformMailOutbox.messageId, row.messageId));
  await deps.db
    .update(messages)
    .set({ delivery: 'relayed', deliveryDetail: row.relayAddress })
    .where(and(eq(messages.workspaceId, row.workspaceId), eq(messages.id, row.messageId)));
  await markMailboxWorking(deps.db, row.workspaceId, now, false);
  await announceConversation(deps.db, row.workspaceId, row.conversationId);
  return 'relayed';
}

async function retryLater(deps: MessagingDeps, row: OutboxRow, why: string): Promise<void> {
  const minutes = RELAY_RETRY_MINUTES[Math.min(row.attempts, RELAY_RETRY_MINUTES.length) - 1] ?? 30;
  await deps.db
    .update(platformMailOutbox)
    .set({ lastError: why, nextAttemptAt: new Date(deps.clock.now().getTime() + minutes * 60_000) })
    .where(eq(platformMailOutbox.messageId, row.messageId));
  await announceConversation(deps.db, row.workspaceId, row.conversationId);
}

async function fail(deps: MessagingDeps, row: OutboxRow, why: string): Promise<void> {
  await deps.db.update(platformMailOutbox).set({ status: 'failed', lastError: why }).where(eq(platformMailOutbox.messageId, row.messageId));
  await deps.db
    .update(messages)
    .set({ delivery: 'failed', deliveryDetail: why })
    .where(and(eq(messages.workspaceId, row.workspaceId), eq(messages.id, row.messageId)));
  await announceConversation(deps.db, row.workspaceId, row.conversationId);
}
