import type { ConversationDetail, ConversationList } from '@cohost/shared';
import type { Actor } from '../../accounts';
import { isUuid } from '../../../platform/runtime/is-uuid';
import { assertHost } from '../domain/messaging-access';
import type { MessagingDeps } from '../messaging.deps';
import { messagingErrors } from '../messaging.errors';
import { countConversations, findConversation, listConversations, listMessages } from '../messaging.repo';
import { toConversationMessages, toConversationSummary } from './conversation-view';
import { currentGuestLink } from './guest-link';

/** The inbox: conversations needing a person first, then the most recent; searchable by guest, property and text. */
export async function listConversationsFor(
  deps: MessagingDeps,
  actor: Actor,
  query: { search?: string; filter: 'all' | 'needs-human' | 'unread'; propertyId?: string; limit: number },
): Promise<ConversationList> {
  assertHost(actor);
  const text = query.search?.trim();
  let search: { text: string; propertyIds: string[] } | undefined;
  if (text) {
    const needle = text.toLowerCase();
    const properties = await deps.ports.listProperties(actor.workspaceId);
    search = { text, propertyIds: properties.filter((property) => property.name.toLowerCase().includes(needle)).map((property) => property.id) };
  }
  if (query.propertyId && !isUuid(query.propertyId)) return { items: [], counts: await countConversations(deps.db, actor.workspaceId) };
  const [rows, counts] = await Promise.all([
    listConversations(deps.db, { workspaceId: actor.workspaceId, filter: query.filter, propertyId: query.propertyId, search, limit: query.limit }),
    countConversations(deps.db, actor.workspaceId),
  ]);
  return { items: await toConversationSummary(deps, actor.workspaceId, rows), counts };
}

/** One conversation with its messages (oldest first) and the guest's page link. */
export async function getConversation(deps: MessagingDeps, actor: Actor, conversationId: string): Promise<ConversationDetail> {
  assertHost(actor);
  const row = isUuid(conversationId) ? await findConversation(deps.db, actor.workspaceId, conversationId) : null;
  if (!row) throw messagingErrors.conversationNotFound();
  const [summary, messages, link] = await Promise.all([
    toConversationSummary(deps, actor.workspaceId, [row]),
    listMessages(deps.db, actor.workspaceId, row.id),
    row.reservationId ? currentGuestLink(deps, actor.workspaceId, row.reservationId) : Promise.resolve(null),
  ]);
  return {
    conversation: summary[0]!,
    guestEmail: row.guestEmail,
    guestPhone: row.guestPhone,
    guestLink: link?.url ?? null,
    messages: await toConversationMessages(deps, actor.workspaceId, messages),
  };
}
