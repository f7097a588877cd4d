import { isUuid } from '../../../platform/runtime/is-uuid';
import type { MessagingDeps } from '../messaging.deps';
import { findConversation, findConversationOfStay, findMessage, listMessages, type MessageRow } from '../messaging.repo';

/** A message as a claim shows it (the case page, the packet). */
export interface ClaimMessage {
  id: string;
  conversationId: string;
  reservationId: string | null;
  author: string;
  authorName: string;
  body: string;
  at: Date;
}

const SHOWN = new Set(['received', 'sent']);

function toClaimMessage(row: MessageRow, reservationId: string | null): ClaimMessage {
  return { id: row.id, conversationId: row.conversationId, reservationId, author: row.author, authorName: row.authorName || (row.author === 'guest' ? 'Guest' : 'Cohost'), body: row.body, at: row.sentAt ?? row.createdAt };
}

/** The messages exchanged with a guest (received and sent, no drafts), of a conversation or of a stay's, oldest first. */
export async function listClaimMessages(deps: Pick<MessagingDeps, 'db'>, workspaceId: string, where: { conversationId: string | null; reservationId: string | null }): Promise<ClaimMessage[]> {
  const conversation =
    where.conversationId && isUuid(where.conversationId)
      ? await findConversation(deps.db, workspaceId, where.conversationId)
      : where.reservationId && isUuid(where.reservationId)
        ? await findConversationOfStay(deps.db, workspaceId, where.reservationId)
        : null;
  if (!conversation) return [];
  return (await listMessages(deps.db, workspaceId, conversation.id)).filter((row) => SHOWN.has(row.status)).map((row) => toClaimMessage(row, conversation.reservationId));
}

/** One message, or null. */
export async function findClaimMessage(deps: Pick<MessagingDeps, 'db'>, workspaceId: string, messageId: string): Promise<ClaimMessage | null> {
  const row = await findMessage(deps.db, workspaceId, messageId);
  if (!row) return null;
  const conversation = await findConversation(deps.db, workspaceId, row.conversationId);
  return toClaimMessage(row, conversation?.reservationId ?? null);
}

/** The co-host's replies to a conversation waiting for a person (suggestions with their approval), oldest first. */
export async function listWaitingReplies(deps: Pick<MessagingDeps, 'db'>, workspaceId: string, conversationId: string): Promise<Array<{ messageId: string; approvalId: string; body: string; createdAt: Date }>> {
  if (!isUuid(conversationId)) return [];
  return (await listMessages(deps.db, workspaceId, conversationId))
    .filter((row) => row.status === 'suggestion' && row.approvalId)
    .map((row) => ({ messageId: row.id, approvalId: row.approvalId!, body: row.body, createdAt: row.createdAt }));
}
