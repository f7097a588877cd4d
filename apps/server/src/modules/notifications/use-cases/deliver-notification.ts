import type { NotificationsDeps } from '../notifications.deps';
import { findOutboxRow, markOutboxRowSent, recordOutboxFailure, type OutboxRow } from '../notifications.repo';
import type { SentMessage } from '../providers/notification-providers';

/**
 * Sends one outbox row through its channel's provider (the `notifications.deliver` job). A row
 * already sent or failed is left alone. A provider error is recorded on the row and rethrown
 * so the job is retried; on the last attempt the row is marked failed.
 */
export async function deliverNotification(
  deps: Pick<NotificationsDeps, 'db' | 'clock' | 'log' | 'providers'>,
  outboxId: string,
  options: { isLastAttempt?: boolean } = {},
): Promise<void> {
  const row = await findOutboxRow(deps.db, outboxId);
  if (!row) {
    deps.log.warn({ outboxId }, 'notification to deliver not found');
    return;
  }
  if (row.status !== 'queued') return;

  const provider = row.channel === 'email' ? deps.providers.email : deps.providers.sms;
  let sent: SentMessage;
  try {
    sent = await send(deps, row);
  } catch (error) {
    const isFinal = options.isLastAttempt ?? false;
    const message = error instanceof Error ? error.message : String(error);
    await recordOutboxFailure(deps.db, row.id, { provider: provider.name, error: message, isFinal });
    if (isFinal) {
      deps.log.error({ outboxId, channel: row.channel, template: row.template, err: error }, 'notification not delivered, giving up');
    }
    throw error;
  }
  await markOutboxRowSent(deps.db, row.id, { provider: provider.name, providerMessageId: sent.messageId, at: deps.clock.now() });
}

function send(deps: Pick<NotificationsDeps, 'providers'>, row: OutboxRow): Promise<SentMessage> {
  if (row.channel === 'sms') return deps.providers.sms.send({ to: row.recipient, body: row.textBody });
  return deps.providers.email.send({ to: row.recipient, subject: row.subject ?? '', text: row.textBody, html: row.htmlBody ?? '', template: row.template, ...(row.replyTo ? { replyTo: row.replyTo } : {}) });
}
