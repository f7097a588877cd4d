import type { ConversationList } from '@cohost/shared';
import { isUuid } from '../../../platform/runtime/is-uuid';
import type { Actor } from '../../accounts';
import { assertHost } from '../domain/messaging-access';
import type { MessagingDeps } from '../messaging.deps';
import { countConversations, listConversations } from '../messaging.repo';
import { toConversationSummary } from '../messaging.repo';

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

