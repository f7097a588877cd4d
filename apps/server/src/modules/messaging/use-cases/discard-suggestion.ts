import type { Actor } from '../../accounts';
import type { MessagingDeps } from '../messaging.deps';
import { announceConversation, readSuggestion, updateMessage } from '../messaging.repo';

/** Throws a 'Suggestion' away: the guest never sees it (its approval is denied, so it is logged). */
export async function discardSuggestion(deps: MessagingDeps, actor: Actor, conversationId: string, messageId: string, input: { version: number }): Promise<void> {
  const message = await readSuggestion(deps, actor, conversationId, messageId);
  if (message.approvalId) {
    await deps.ports.denyAction(actor, message.approvalId, { version: input.version, reason: 'Discarded in Messages.' });
    return;
  }
  await deps.db.transaction(async (tx) => {
    await updateMessage(tx, actor.workspaceId, message.id, { status: 'discarded' });
    await announceConversation(tx, actor.workspaceId, conversationId);
  });
}
