import type { Actor } from '../../accounts';
import { assertHost } from '../domain/messaging-access';
import type { MessagingDeps } from '../messaging.deps';
import { toConversationSummary } from '../messaging.repo';
import { ensureStayConversation } from './ensure-stay-conversation';

/** "Message guest" from a stay: its conversation, created if need be. */
export async function openStayConversation(deps: MessagingDeps, actor: Actor, reservationId: string) {
  assertHost(actor);
  const row = await ensureStayConversation(deps, actor.workspaceId, reservationId);
  return (await toConversationSummary(deps, actor.workspaceId, [row]))[0]!;
}
