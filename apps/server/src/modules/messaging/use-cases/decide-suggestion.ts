import type { ConversationMessage } from '@cohost/shared';
import type { Actor } from '../../accounts';
import { isUuid } from '../../../platform/runtime/is-uuid';
import { assertHost } from '../domain/messaging-access';
import type { MessagingDeps } from '../messaging.deps';
import { messagingErrors } from '../messaging.errors';
import { findMessage, updateMessage, type MessageRow } from '../messaging.repo';
import { toConversationMessages } from './conversation-view';
import { announceConversation } from './deliver-message';
import { sendSuggestion } from './message-actions';

async function readSuggestion(deps: MessagingDeps, actor: Actor, conversationId: string, messageId: string): Promise<MessageRow> {
  assertHost(actor);
  const message = isUuid(conversationId) && isUuid(messageId) ? await findMessage(deps.db, actor.workspaceId, messageId) : null;
  if (!message || message.conversationId !== conversationId || message.author !== 'ai') throw messagingErrors.suggestionNotFound();
  if (message.status !== 'suggestion') throw messagingErrors.suggestionDecided();
  return message;
}

/**
 * Sends a co-host 'Suggestion' as it is or edited. One waiting on an approval is approved
 * through the policy engine (version-checked, logged, run once); a draft of a paused
 * conversation is simply sent by the host.
 */
export async function sendSuggestionAsHost(
  deps: MessagingDeps,
  actor: Actor,
  conversationId: string,
  messageId: string,
  input: { version: number; body?: string },
): Promise<ConversationMessage> {
  const message = await readSuggestion(deps, actor, conversationId, messageId);
  const edits = input.body !== undefined && input.body !== message.body ? { body: input.body } : undefined;
  if (message.approvalId) {
    await deps.ports.approveAction(actor, message.approvalId, { version: input.version, ...(edits ? { edits } : {}) });
  } else {
    await sendSuggestion(deps, actor.workspaceId, { conversationId, messageId, body: input.body ?? message.body }, true);
  }
  const sent = await findMessage(deps.db, actor.workspaceId, messageId);
  return (await toConversationMessages(deps, actor.workspaceId, [sent!]))[0]!;
}

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
