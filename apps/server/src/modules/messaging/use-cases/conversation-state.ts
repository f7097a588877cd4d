import type { ConversationSummary } from '@cohost/shared';
import type { Actor } from '../../accounts';
import { isUuid } from '../../../platform/runtime/is-uuid';
import { assertHost } from '../domain/messaging-access';
import type { MessagingDeps } from '../messaging.deps';
import { messagingErrors } from '../messaging.errors';
import { updateConversation, type ConversationRow } from '../messaging.repo';
import { toConversationSummary } from './conversation-view';
import { announceConversation } from './deliver-message';

async function change(deps: MessagingDeps, actor: Actor, conversationId: string, values: Partial<ConversationRow>): Promise<ConversationRow> {
  assertHost(actor);
  if (!isUuid(conversationId)) throw messagingErrors.conversationNotFound();
  return deps.db.transaction(async (tx) => {
    const row = await updateConversation(tx, actor.workspaceId, conversationId, { ...values, updatedAt: deps.clock.now() });
    if (!row) throw messagingErrors.conversationNotFound();
    await announceConversation(tx, actor.workspaceId, row.id);
    return row;
  });
}

/** The host opened the conversation: its guest messages are read. */
export async function markConversationRead(deps: MessagingDeps, actor: Actor, conversationId: string): Promise<void> {
  await change(deps, actor, conversationId, { unreadCount: 0 });
}

/** 'AI Active' off (paused): the co-host only drafts in this conversation; on: it answers as the policy allows. */
export async function setAiPaused(deps: MessagingDeps, actor: Actor, conversationId: string, paused: boolean): Promise<ConversationSummary> {
  const row = await change(deps, actor, conversationId, { aiPaused: paused });
  return (await toConversationSummary(deps, actor.workspaceId, [row]))[0]!;
}

/** A person dealt with what needed one: the conversation leaves the 'Needs human' list. */
export async function markConversationHandled(deps: MessagingDeps, actor: Actor, conversationId: string): Promise<ConversationSummary> {
  const row = await change(deps, actor, conversationId, { needsHuman: false, urgency: 'low', humanRequestedAt: null });
  return (await toConversationSummary(deps, actor.workspaceId, [row]))[0]!;
}
