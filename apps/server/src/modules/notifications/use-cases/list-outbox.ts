import { DEV_OUTBOX_LIMIT } from '../notifications.constants';
import type { NotificationsDeps } from '../notifications.deps';
import { listOutboxRows, type OutboxRow } from '../notifications.repo';
import type { NotificationChannel, NotificationStatus } from '../notifications.tables';

/** One message as the dev outbox shows it (page and JSON). */
export interface OutboxMessage {
  id: string;
  channel: NotificationChannel;
  to: string;
  subject: string | null;
  text: string;
  html: string | null;
  template: string;
  status: NotificationStatus;
  attempts: number;
  lastError: string | null;
  provider: string | null;
  providerMessageId: string | null;
  workspaceId: string | null;
  createdAt: string;
  sentAt: string | null;
}

export interface ListOutboxFilter {
  to?: string;
  template?: string;
}

/** The latest messages of the installation, newest first (a developer tool: not scoped by workspace). */
export async function listOutbox(deps: Pick<NotificationsDeps, 'db'>, filter: ListOutboxFilter = {}): Promise<OutboxMessage[]> {
  const rows = await listOutboxRows(deps.db, { limit: DEV_OUTBOX_LIMIT, recipient: filter.to, template: filter.template });
  return rows.map(toOutboxMessage);
}

function toOutboxMessage(row: OutboxRow): OutboxMessage {
  return {
    id: row.id,
    channel: row.channel,
    to: row.recipient,
    subject: row.subject,
    text: row.textBody,
    html: row.htmlBody,
    template: row.template,
    status: row.status,
    attempts: row.attempts,
    lastError: row.lastError,
    provider: row.provider,
    providerMessageId: row.providerMessageId,
    workspaceId: row.workspaceId,
    createdAt: row.createdAt.toISOString(),
    sentAt: row.sentAt?.toISOString() ?? null,
  };
}
