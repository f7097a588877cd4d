import type { MessagingDeps } from '../messaging.deps';
import { openStay } from './open-stay';

/** The conversation a guest page's live stream follows. */
export async function guestStreamTarget(deps: MessagingDeps, token: string): Promise<{ workspaceId: string; conversationId: string }> {
  const conversation = await openStay(deps, token);
  return { workspaceId: conversation.workspaceId, conversationId: conversation.id };
}
