import type { ConversationSummary } from '@cohost/shared';
import type { Actor } from '../../accounts';
import type { MessagingDeps } from '../messaging.deps';
import { changeConversation, toConversationSummary } from '../messaging.repo';

/** 'AI Active' off (paused): the co-host only drafts in this conversation; on: it answers as the policy allows. */
export async function setAiPaused(deps: MessagingDeps, actor: Actor, conversationId: string, paused: boolean): Promise<ConversationSummary> {
  const row = await changeConversation(deps, actor, conversationId, { aiPaused: paused });
  return (await toConversationSummary(deps, actor.workspaceId, [row]))[0]!;
}
