import type { GuestMessage } from '@cohost/shared';
import type { messages } from '../messaging.tables';

type MessageRow = typeof messages.$inferSelect;
import { firstName } from './reply-facts';

/** What the guest sees of a conversation: sent and received messages only (never a draft). */
export function toGuestMessages(rows: MessageRow[], hostName: string): GuestMessage[] {
  return rows
    .filter((row) => row.status === 'sent' || row.status === 'received')
    .map((row) => ({
      id: row.id,
      author: row.author,
      authorName: row.author === 'guest' ? 'You' : row.author === 'ai' ? 'Cohost (AI assistant)' : row.author === 'host' ? firstName(row.authorName) || hostName : hostName,
      body: row.body,
      createdAt: row.createdAt.toISOString(),
    }));
}
