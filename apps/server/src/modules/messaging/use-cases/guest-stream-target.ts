import type { MessagingDeps } from '../messaging.deps';
import { openStay } from './open-stay';

/** The conversation a guest page's live stream follows, and its stay (whose door code it shows). */
export async function guestStreamTarget(deps: MessagingDeps, token: string): Promise<{ workspaceId: string; conversationId: string; reservationId: string | null }> {
  const conversation = await openStay(deps, token);
  return { workspaceId: conversation.workspaceId, conversationId: conversation.id, reservationId: conversation.reservationId };
}
