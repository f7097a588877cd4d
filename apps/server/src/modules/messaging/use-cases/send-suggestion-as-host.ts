import type { ConversationMessage } from '@cohost/shared';
import type { Actor } from '../../accounts';
import type { MessagingDeps } from '../messaging.deps';
import { findMessage, readSuggestion, toConversationMessages } from '../messaging.repo';
import { sendSuggestion } from './send-suggestion';

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
