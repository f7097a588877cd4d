import type { MessagingDeps } from '../messaging.deps';
import { announceConversation, insertMessage, updateMessage } from '../messaging.repo';
import { ensureStayConversation } from './ensure-stay-conversation';

/**
 * The co-host's follow-up to a guest who complained (claims asks when a host opens a complaint
 * case): a suggestion in the stay's conversation, proposed as `guest.reply` (intent complaint:
 * it waits for a person). Once per key; null when the stay has no guest conversation to write in.
 */
export async function draftFollowUp(deps: MessagingDeps, input: { workspaceId: string; reservationId: string; body: string; title: string; key: string }): Promise<{ conversationId: string; approvalId: string | null } | null> {
  const conversation = await ensureStayConversation(deps, input.workspaceId, input.reservationId).catch(() => null);
  if (!conversation) return null;
  const now = deps.clock.now();
  const suggestion = await deps.db.transaction(async (tx) => {
    const inserted = await insertMessage(tx, {
      workspaceId: input.workspaceId,
      conversationId: conversation.id,
      author: 'ai',
      authorName: 'Cohost',
      channel: 'guest-page',
      body: input.body,
      status: 'suggestion',
      reason: null,
      facts: [],
      source: 'local',
      externalKey: `follow-up:${input.key}`,
      createdAt: now,
    });
    if (inserted) await announceConversation(tx, input.workspaceId, conversation.id);
    return inserted;
  });
  if (!suggestion) return { conversationId: conversation.id, approvalId: null };
  const proposal = await deps.ports.proposeAction({
    workspaceId: input.workspaceId,
    propertyId: conversation.propertyId,
    reservationId: conversation.reservationId,
    action: { kind: 'guest.reply', intent: 'complaint', confidence: 1 },
    payload: { conversationId: conversation.id, messageId: suggestion.id, body: input.body },
    title: input.title,
    dedupeKey: `follow-up:${input.key}`,
  });
  if (proposal.approvalId) {
    await updateMessage(deps.db, input.workspaceId, suggestion.id, { approvalId: proposal.approvalId, reason: proposal.reason });
    await announceConversation(deps.db, input.workspaceId, conversation.id);
  }
  return { conversationId: conversation.id, approvalId: proposal.approvalId };
}
