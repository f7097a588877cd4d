import type { MessagingDeps } from '../messaging.deps';
import { messagingErrors } from '../messaging.errors';
import type { ConversationRow } from '../messaging.repo';
import { ensureStayConversation } from './ensure-stay-conversation';
import { resolveGuestToken } from './resolve-guest-token';

export async function openStay(deps: MessagingDeps, token: string): Promise<ConversationRow> {
  const { workspaceId, reservationId } = await resolveGuestToken(deps, token);
  try {
    return await ensureStayConversation(deps, workspaceId, reservationId);
  } catch {
    // A stay deleted or made an owner stay since the link was shared: the link opens nothing.
    throw messagingErrors.guestLinkNotFound();
  }
}
