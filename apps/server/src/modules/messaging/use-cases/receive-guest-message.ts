import type { MessageChannel, MessageTriage, MessageUrgency } from '@cohost/shared';
import { plainEmailHtml } from '../../../platform/text/plain-email';
import type { CoHostAnswer } from '../domain/co-host-engine';
import type { GuestTopic } from '../domain/engine-types';
import { URGENCY_RANK } from '../domain/human-signals';
import { safetyFollowUp } from '../domain/safety-follow-up';
import type { MessagingDeps } from '../messaging.deps';
import { messagingErrors } from '../messaging.errors';
import {
  findConversation,
  insertMessage,
  listMessages,
  listUnansweredGuestMessages,
  lockConversation,
  updateConversation,
  updateMessage,
  type ConversationRow,
  type MessageRow,
} from '../messaging.repo';
import { previewOf } from './conversation-view';
import { announceConversation, outboundChannel, queueOutbound } from './deliver-message';
import { firstName, loadConversationContext, type ConversationContext } from './reply-facts';

/** How many earlier messages a model drafting the reply may read. */
const HISTORY = 10;
/** A guest message still unanswered after this was interrupted (answering takes well under a second). */
const UNANSWERED_AFTER_MS = 2 * 60_000;
/** Older than this, an answer would come too late to help: the host sees the message in the inbox. */
const UNANSWERED_WINDOW_MS = 24 * 60 * 60_000;

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

/** The triage as stored and shown: a 'Talk to a human' press is a request for a person, whatever the text says. */
function storedTriage(answer: CoHostAnswer, humanRequested: boolean): MessageTriage {
  const { triage } = answer;
  const intents: string[] = humanRequested && !triage.topics.includes('talk-to-human') ? ['talk-to-human', ...triage.topics.filter((topic) => topic !== 'other')] : triage.topics;
  const urgency: MessageUrgency = humanRequested && URGENCY_RANK[triage.urgency] < URGENCY_RANK.high ? 'high' : triage.urgency;
  return { intents, needsHuman: triage.needsHuman || humanRequested, urgency, language: triage.language, confidence: triage.confidence, injection: triage.injection };
}

const TOPIC_WORDS: Partial<Record<GuestTopic, string>> = {
  'check-in': 'check-in',
  'check-out': 'checkout',
  'early-check-in': 'early check-in',
  'late-check-out': 'late checkout',
  'door-code': 'the door code',
  'house-rules': 'house rules',
  'local-tips': 'local tips',
  'booking-change': 'changing the booking',
  'talk-to-human': 'talking to a person',
  refund: 'a refund',
  thanks: 'thanks',
  other: 'a question',
};

/** "Reply to Maria (Ocean View Cottage) about wifi, parking". */
function replyTitle(conversation: ConversationRow, propertyName: string, topics: string[]): string {
  const about = topics.map((topic) => TOPIC_WORDS[topic as GuestTopic] ?? topic).join(', ');
  return `Reply to ${firstName(conversation.guestName) || 'the guest'}${propertyName ? ` (${propertyName})` : ''} about ${about}`;
}

/**
 * A guest's message on any channel: stored and read by the co-host (intents, needsHuman,
 * urgency, language), then answered. A safety message gets the emergency reply at once; every
 * other reply goes through the policy: sent now, or left as a 'Suggestion' for the host (who is
 * alerted at once when it is an escalation). Nothing the co-host cannot ground is stated.
 */
export async function receiveGuestMessage(deps: MessagingDeps, input: GuestMessageInput): Promise<GuestMessageResult> {
  const conversation = await findConversation(deps.db, input.workspaceId, input.conversationId);
  if (!conversation) throw messagingErrors.conversationNotFound();
  const humanRequested = input.humanRequested ?? false;
  const context = await loadConversationContext(deps, conversation, input.askerIsGuest);
  const engine = await deps.engine();
  const answer = engine.answer(input.body, { previousLanguage: conversation.language as CoHostAnswer['triage']['language'], facts: context.facts });
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
    const urgency = triage.needsHuman && (!locked.needsHuman || URGENCY_RANK[triage.urgency] > URGENCY_RANK[locked.urgency as MessageUrgency]) ? triage.urgency : locked.needsHuman ? locked.urgency : 'low';
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

/**
 * The co-host's answer to a stored guest message: the safety reply at once when it is one, then
 * the draft through the policy (sent, or a 'Suggestion' for the host). Safe to run twice for one
 * message: the policy's key is the message's.
 */
async function answerGuestMessage(
  deps: MessagingDeps,
  conversation: ConversationRow,
  guestMessage: MessageRow,
  prepared: { answer: CoHostAnswer; context: ConversationContext; humanRequested: boolean } | { askerIsGuest: boolean; humanRequested: boolean },
): Promise<MessageRow[]> {
  const humanRequested = prepared.humanRequested;
  let answer: CoHostAnswer;
  let context: ConversationContext;
  if ('answer' in prepared) {
    ({ answer, context } = prepared);
  } else {
    context = await loadConversationContext(deps, conversation, prepared.askerIsGuest);
    answer = (await deps.engine()).answer(guestMessage.body, { previousLanguage: conversation.language as CoHostAnswer['triage']['language'], facts: context.facts });
  }
  const triage = storedTriage(answer, humanRequested);
  const sent: MessageRow[] = [];
  const subject = subjectFor(context.property?.name ?? '');
  const safety = answer.reply.kind === 'safety';
  if (safety) {
    // The emergency reply goes out at once, whatever the settings: it only points to help.
    const reply = await addCoHostMessage(deps, conversation, subject, {
      body: answer.reply.text,
      status: 'sent',
      reason: 'Safety reply: sent at once with the emergency number first; the host was alerted.',
      facts: answer.reply.facts,
      source: 'local',
    });
    sent.push(reply);
  }

  const history = (await listMessages(deps.db, conversation.workspaceId, conversation.id, HISTORY + 1))
    .filter((row) => row.id !== guestMessage.id && row.status !== 'discarded' && row.status !== 'suggestion')
    .map((row) => ({ author: row.author === 'system' ? ('host' as const) : (row.author as 'guest' | 'ai' | 'host'), body: row.body }));
  const draft = safety
    ? { text: safetyFollowUp(answer.triage.language, context.facts.hostName), facts: [] as string[], source: 'local' as const }
    : await deps.drafter.draft({ text: guestMessage.body, history, triage: answer.triage, facts: context.facts, local: answer.reply });
  const suggestion = await addCoHostMessage(deps, conversation, subject, {
    body: draft.text,
    status: 'suggestion',
    reason: null,
    facts: draft.facts,
    source: draft.source,
  });

  if (conversation.aiPaused) {
    const reason = 'The co-host is paused in this conversation: its draft waits for you.';
    await updateMessage(deps.db, conversation.workspaceId, suggestion.id, { reason });
    await tellHostItWaits(deps, conversation, guestMessage, context.property?.name ?? '', reason);
    return sent;
  }
  const intent = humanRequested ? 'talk-to-human' : answer.intent;
  const proposal = await deps.ports.proposeAction({
    workspaceId: conversation.workspaceId,
    propertyId: conversation.propertyId,
    reservationId: conversation.reservationId,
    action: { kind: 'guest.reply', intent, confidence: humanRequested ? 1 : answer.confidence },
    payload: { conversationId: conversation.id, messageId: suggestion.id, body: draft.text },
    title: replyTitle(conversation, context.property?.name ?? '', triage.intents),
    dedupeKey: `reply:${guestMessage.id}`,
  });
  if (proposal.decision === 'auto') {
    const after = await listMessages(deps.db, conversation.workspaceId, conversation.id, 5);
    const delivered = after.find((row) => row.id === suggestion.id && row.status === 'sent');
    if (delivered) sent.push(delivered);
  } else {
    await updateMessage(deps.db, conversation.workspaceId, suggestion.id, { approvalId: proposal.approvalId, reason: proposal.reason });
    await announceConversation(deps.db, conversation.workspaceId, conversation.id);
    // An escalation already alerted the host (text message and email); a plain wait is told here.
    if (proposal.decision === 'approval') await tellHostItWaits(deps, conversation, guestMessage, context.property?.name ?? '', proposal.reason);
  }
  return sent;
}

/** The owner's "new guest messages" email, for a message whose reply waits for them (their preference). */
async function tellHostItWaits(deps: MessagingDeps, conversation: ConversationRow, guestMessage: MessageRow, propertyName: string, reason: string): Promise<void> {
  const contact = await deps.ports.findAlertContact(conversation.workspaceId);
  if (!contact?.email || !contact.newGuestMessages) return;
  const guest = firstName(conversation.guestName) || 'A guest';
  const text = [
    `${guest}${propertyName ? ` (${propertyName})` : ''} wrote:`,
    `"${previewOf(guestMessage.body)}"`,
    `Cohost drafted a reply that waits for you: ${reason}`,
    `Open the conversation: ${deps.publicUrl}/messages?c=${conversation.id}`,
    'You get these emails because "New guest messages" is on in Account Settings.',
  ].join('\n\n');
  await deps.ports.email({
    to: contact.email,
    subject: `New message from ${guest}${propertyName ? ` (${propertyName})` : ''}`,
    text,
    html: plainEmailHtml(text),
    template: 'messaging.new-guest-message',
    idempotencyKey: `guest-message:${guestMessage.id}:host`,
    workspaceId: conversation.workspaceId,
  });
}

/**
 * Adds a co-host message to the conversation: a sent one is handed to the guest's channel at
 * once; a suggestion waits (the guest never sees it).
 */
async function addCoHostMessage(
  deps: MessagingDeps,
  conversation: ConversationRow,
  subject: string,
  message: { body: string; status: 'sent' | 'suggestion'; reason: string | null; facts: string[]; source: 'local' | 'model' },
): Promise<MessageRow> {
  const now = deps.clock.now();
  const channel = message.status === 'sent' ? outboundChannel(conversation, 'auto') : 'guest-page';
  const row = await deps.db.transaction(async (tx) => {
    const inserted = await insertMessage(tx, {
      workspaceId: conversation.workspaceId,
      conversationId: conversation.id,
      author: 'ai',
      authorName: 'Cohost',
      channel,
      body: message.body,
      status: message.status,
      reason: message.reason,
      facts: message.facts,
      source: message.source,
      createdAt: now,
      sentAt: message.status === 'sent' ? now : null,
    });
    if (message.status === 'sent') {
      await updateConversation(tx, conversation.workspaceId, conversation.id, { lastMessageAt: now, lastMessagePreview: previewOf(message.body), lastMessageAuthor: 'ai', updatedAt: now });
    }
    await announceConversation(tx, conversation.workspaceId, conversation.id);
    return inserted!;
  });
  if (message.status === 'sent') await queueOutbound(deps, conversation, row, subject);
  return row;
}

/** The subject of the emails of a conversation (a guest's mail client threads them together). */
export function subjectFor(propertyName: string): string {
  return propertyName ? `Your stay at ${propertyName}` : 'Your stay';
}
