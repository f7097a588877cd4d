import type { MessageTriage } from '@cohost/shared';
import type { MessagingDeps } from '../messaging.deps';
import { findConversation, listUnansweredGuestMessages } from '../messaging.repo';
import { answerGuestMessage } from './answer-guest-message';

/** A guest message still unanswered after this was interrupted (answering takes well under a second). */
const UNANSWERED_AFTER_MS = 2 * 60_000;

/** Older than this, an answer would come too late to help: the host sees the message in the inbox. */
const UNANSWERED_WINDOW_MS = 24 * 60 * 60_000;

/**
 * Guest messages nobody answered (the process stopped between storing one and answering it):
 * answered now. A message counts as answered once any co-host or host message follows it.
 */
export async function answerUnansweredMessages(deps: MessagingDeps, limit = 50): Promise<number> {
  const now = deps.clock.now().getTime();
  const pending = await listUnansweredGuestMessages(deps.db, { before: new Date(now - UNANSWERED_AFTER_MS), after: new Date(now - UNANSWERED_WINDOW_MS) }, limit);
  let answered = 0;
  for (const message of pending) {
    const conversation = await findConversation(deps.db, message.workspaceId, message.conversationId);
    if (!conversation) continue;
    try {
      await answerGuestMessage(deps, conversation, message, {
        // Who wrote an email is not kept: without that proof nothing stay-private is said.
        askerIsGuest: message.channel !== 'email',
        humanRequested: ((message.triage as MessageTriage | null)?.intents ?? [])[0] === 'talk-to-human',
      });
      answered += 1;
    } catch (error) {
      deps.log.warn({ err: error, messageId: message.id }, 'An unanswered guest message could not be answered; tried again later');
    }
  }
  return answered;
}
