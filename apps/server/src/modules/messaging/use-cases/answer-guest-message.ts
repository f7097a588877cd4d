import { plainEmailHtml } from '../../../platform/text/plain-email';
import type { CoHostAnswer } from '../domain/co-host-engine';
import { previewOf } from '../domain/conversation-preview';
import type { GuestTopic } from '../domain/engine-types';
import { outboundChannel } from '../domain/outbound-channel';
import { HOLDING_REPLY_REASON, replyWhileItWaits } from '../domain/holding-reply';
import { firstName } from '../domain/reply-facts';
import { subjectFor } from '../domain/reply-subject';
import { safetyFollowUp } from '../domain/safety-follow-up';
import { storedTriage } from '../domain/stored-triage';
import type { MessagingDeps } from '../messaging.deps';
import {
  announceConversation,
  insertMessage,
  listMessages,
  loadConversationContext,
  sentWithReasonUnanswered,
  updateConversation,
  updateMessage,
  type ConversationContext,
  type ConversationRow,
  type MessageRow,
} from '../messaging.repo';
import { queueOutbound } from './queue-outbound';
import { hasPlatformMailbox } from '../platform-mail/relay-outbox';
import { platformRefusal } from '../domain/platform-limits';

/** How many earlier messages a model drafting the reply may read. */
const HISTORY = 10;

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
 * The co-host's answer to a stored guest message: the safety reply at once when it is one, then
 * the draft through the policy (sent, or a 'Suggestion' for the host, while the guest gets the
 * holding reply or, for a possible danger, safe guidance at once). Safe to run twice for one
 * message: the policy's key is the message's.
 */
export async function answerGuestMessage(
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
    answer = (await deps.engine()).answer(guestMessage.body, { previousLanguage: conversation.language, facts: context.facts });
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
  // A platform that forbids contact details before a booking: such a draft never goes out alone.
  const refusal = platformRefusal(conversation, conversation.platform ?? 'guest-page', draft.text);
  if (refusal) {
    await updateMessage(deps.db, conversation.workspaceId, suggestion.id, { reason: refusal });
    await announceConversation(deps.db, conversation.workspaceId, conversation.id);
    if (!safety) {
      const meanwhile = await sendWhileItWaits(deps, conversation, subject, answer, context);
      if (meanwhile) sent.push(meanwhile);
    }
    await tellHostItWaits(deps, conversation, guestMessage, context.property?.name ?? '', refusal);
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
    // The guest is not left in silence while a person decides (the safety reply already went out).
    if (!safety) {
      const meanwhile = await sendWhileItWaits(deps, conversation, subject, answer, context);
      if (meanwhile) sent.push(meanwhile);
    }
    // An escalation already alerted the host (text message and email); a plain wait is told here.
    if (proposal.decision === 'approval') await tellHostItWaits(deps, conversation, guestMessage, context.property?.name ?? '', proposal.reason);
  }
  return sent;
}

/** Sends what the guest gets at once while the draft waits: the possible-danger guidance, or the holding reply. */
async function sendWhileItWaits(deps: MessagingDeps, conversation: ConversationRow, subject: string, answer: CoHostAnswer, context: ConversationContext): Promise<MessageRow | null> {
  const holdingUnanswered = await sentWithReasonUnanswered(deps.db, conversation.workspaceId, conversation.id, HOLDING_REPLY_REASON);
  const meanwhile = replyWhileItWaits(answer, context.facts.hostName, holdingUnanswered);
  if (!meanwhile) return null;
  return addCoHostMessage(deps, conversation, subject, { body: meanwhile.body, status: 'sent', reason: meanwhile.reason, facts: meanwhile.facts, source: 'local' });
}

/** The owner's "new guest messages" email, for a message whose reply waits for them (their preference). */
async function tellHostItWaits(deps: MessagingDeps, conversation: ConversationRow, guestMessage: MessageRow, propertyName: string, reason: string): Promise<void> {
  const contact = await deps.ports.findAlertContact(conversation.workspaceId);
  if (!contact?.email || !contact.newGuestMessages) return;
  const named = firstName(conversation.guestName);
  const guest = named || 'A guest';
  const text = [
    `${guest}${propertyName ? ` (${propertyName})` : ''} wrote:`,
    `"${previewOf(guestMessage.body)}"`,
    `Cohost drafted a reply that waits for you: ${reason}`,
    `Open the conversation: ${deps.publicUrl}/messages?c=${conversation.id}`,
    'You get these emails because "New guest messages" is on in Account Settings.',
  ].join('\n\n');
  await deps.ports.email({
    to: contact.email,
    subject: `New message from ${named || 'a guest'}${propertyName ? ` (${propertyName})` : ''}`,
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
  const channel = message.status === 'sent' ? outboundChannel(conversation, 'auto', { hasPlatformMailbox: await hasPlatformMailbox(deps, conversation.workspaceId) }) : 'guest-page';
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
