import type { Actor } from '../../accounts';
import type { MessagingDeps } from '../messaging.deps';
import { changeConversation } from '../messaging.repo';

/** The host opened the conversation: its guest messages are read. */
export async function markConversationRead(deps: MessagingDeps, actor: Actor, conversationId: string): Promise<void> {
  await changeConversation(deps, actor, conversationId, { unreadCount: 0 });
}
