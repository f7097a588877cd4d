import type { ConversationSummary } from '@cohost/shared';
import type { Actor } from '../../accounts';
import type { MessagingDeps } from '../messaging.deps';
import { changeConversation, toConversationSummary } from '../messaging.repo';

/** A person dealt with what needed one: the conversation leaves the 'Needs human' list. */
export async function markConversationHandled(deps: MessagingDeps, actor: Actor, conversationId: string): Promise<ConversationSummary> {
  const row = await changeConversation(deps, actor, conversationId, { needsHuman: false, urgency: 'low', humanRequestedAt: null });
  return (await toConversationSummary(deps, actor.workspaceId, [row]))[0]!;
}
