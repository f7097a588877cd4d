import type { MessageChannel } from '@cohost/shared';
import type { CoHostAnswer, CoHostEngine } from '../domain/co-host-engine';
import type { ReplyFacts } from '../domain/engine-types';
import { URGENCY_RANK } from '../domain/human-signals';
import { mergeSecondReading } from '../domain/second-reading';
import type { MessagingDeps } from '../messaging.deps';
import { messagingErrors } from '../messaging.errors';
import { guestNeedsPerson } from '../messaging.events';
import {
  announceConversation,
  findConversation,
  insertMessage,
  listMessages,
  loadConversationContext,
  lockConversation,
  updateConversation,
  type MessageRow,
} from '../messaging.repo';
import { previewOf } from '../domain/conversation-preview';
import { storedTriage } from '../domain/stored-triage';
import { answerGuestMessage } from './answer-guest-message';

export interface GuestMessageInput {
  workspaceId: string;
  conversationId: string;
  body: string;
  channel: MessageChannel;
  /** The provider's id of an inbound message: a webhook delivered twice is one message. */
  externalKey?: string | null;
  /** The sender is proven to be the stay's own guest (the guest page's token; the thread's own address or number). */
  askerIsGuest: boolean;
  /** The guest pressed 'Talk to a human'. */
  humanRequested?: boolean;
}

export interface GuestMessageResult {
  guestMessage: MessageRow;
  /** Co-host messages already sent to the guest in answer (the safety reply, an automatic reply). */
  sent: MessageRow[];
  /** The same message arrived before (a webhook retried): nothing was done again. */
  duplicate: boolean;
}

/**
 * A guest's message on any channel: read by the co-host (intents, needsHuman, urgency,
 * language; with a model configured, read a second time by it, which may only raise that),
 * stored, then answered. A safety message gets the emergency reply at once; every
 * other reply goes through the policy: sent now, or left as a 'Suggestion' for the host (who is
 * alerted at once when it is an escalation). Nothing the co-host cannot ground is stated.
 */
export async function receiveGuestMessage(deps: MessagingDeps, input: GuestMessageInput): Promise<GuestMessageResult> {
  const conversation = await findConversation(deps.db, input.workspaceId, input.conversationId);
  if (!conversation) throw messagingErrors.conversationNotFound();
  const humanRequested = input.humanRequested ?? false;
  const context = await loadConversationContext(deps, conversation, input.askerIsGuest);
  const engine = await deps.engine();
  const local = engine.answer(input.body, { previousLanguage: conversation.language, facts: context.facts });
  const answer = await withSecondReading(deps, engine, input.body, local, context.facts);
  const triage = storedTriage(answer, humanRequested);
  const now = deps.clock.now();

  const stored = await deps.db.transaction(async (tx) => {
    const locked = await lockConversation(tx, input.workspaceId, input.conversationId);
    if (!locked) throw messagingErrors.conversationNotFound();
    const guestMessage = await insertMessage(tx, {
      workspaceId: input.workspaceId,
      conversationId: locked.id,
      author: 'guest',
      authorName: locked.guestName || 'Guest',
      channel: input.channel,
      body: input.body,
      status: 'received',
      triage,
      externalKey: input.externalKey ?? null,
      createdAt: now,
    });
    if (!guestMessage) return null;
    const needsHuman = locked.needsHuman || triage.needsHuman;
    const urgency = triage.needsHuman && (!locked.needsHuman || URGENCY_RANK[triage.urgency] > URGENCY_RANK[locked.urgency]) ? triage.urgency : locked.needsHuman ? locked.urgency : 'low';
    const updated = await updateConversation(tx, input.workspaceId, locked.id, {
      language: triage.language,
      needsHuman,
      urgency,
      humanRequestedAt: triage.intents.includes('talk-to-human') ? now : locked.humanRequestedAt,
      unreadCount: locked.unreadCount + 1,
      lastMessageAt: now,
      lastMessagePreview: previewOf(input.body),
      lastMessageAuthor: 'guest',
      lastInboundChannel: input.channel,
      updatedAt: now,
    });
    await announceConversation(tx, input.workspaceId, locked.id);
    if (triage.needsHuman) {
      await deps.events.publish(
        tx,
        guestNeedsPerson({
          workspaceId: input.workspaceId,
          conversationId: locked.id,
          messageId: guestMessage.id,
          reservationId: locked.reservationId,
          propertyId: locked.propertyId,
          urgency: triage.urgency,
          topics: triage.intents,
          humanRequested,
        }),
      );
    }
    return { guestMessage, conversation: updated! };
  });
  if (!stored) {
    const [existing] = (await listMessages(deps.db, input.workspaceId, input.conversationId)).filter((row) => row.externalKey === input.externalKey);
    return { guestMessage: existing!, sent: [], duplicate: true };
  }
  const sent = await answerGuestMessage(deps, stored.conversation, stored.guestMessage, { answer, context, humanRequested });
  return { guestMessage: stored.guestMessage, sent, duplicate: false };
}

/**
 * The model's second reading of the message, when one is configured (none: a resolved null):
 * merged into the local triage, which it may only raise, and the answer recomposed from the
 * merge when it raised anything.
 */
async function withSecondReading(deps: MessagingDeps, engine: CoHostEngine, text: string, answer: CoHostAnswer, facts: ReplyFacts): Promise<CoHostAnswer> {
  // An emergency is not held back for a model: its reply goes out at once, and nothing a reading adds changes who answers.
  if (answer.triage.urgency === 'critical') return answer;
  const reading = await deps.secondReader.read({ text, language: answer.triage.language, doorCode: facts.doorCode });
  const triage = mergeSecondReading(answer.triage, reading);
  if (triage === answer.triage) return answer;
  deps.log.info({ needsHuman: triage.needsHuman, urgency: triage.urgency, possibleDanger: triage.possibleDanger, otherParty: triage.otherParty }, 'the second reading raised the triage');
  return engine.answerFrom(text, triage, facts);
}
