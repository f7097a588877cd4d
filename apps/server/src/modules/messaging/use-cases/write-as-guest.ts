import { GUEST_MESSAGES_PER_MINUTE, type GuestMessage } from '@cohost/shared';
import { toGuestMessages } from '../domain/guest-messages';
import { firstName } from '../domain/reply-facts';
import type { MessagingDeps } from '../messaging.deps';
import { messagingErrors } from '../messaging.errors';
import { countGuestMessagesSince } from '../messaging.repo';
import { openStay } from './open-stay';
import { receiveGuestMessage } from './receive-guest-message';

export async function writeAsGuest(deps: MessagingDeps, token: string, body: string, humanRequested: boolean): Promise<{ messages: GuestMessage[] }> {
  const conversation = await openStay(deps, token);
  const since = new Date(deps.clock.now().getTime() - 60_000);
  if ((await countGuestMessagesSince(deps.db, conversation.id, since)) >= GUEST_MESSAGES_PER_MINUTE) throw messagingErrors.tooManyMessages();
  const result = await receiveGuestMessage(deps, {
    workspaceId: conversation.workspaceId,
    conversationId: conversation.id,
    body,
    channel: 'guest-page',
    askerIsGuest: true,
    humanRequested,
  });
  const hostName = firstName((await deps.ports.findHostName(conversation.workspaceId)) ?? '') || 'Your host';
  return { messages: toGuestMessages([result.guestMessage, ...result.sent], hostName) };
}
