import { MESSAGE_BODY_MAX, MESSAGE_TRIGGER_LABELS, MESSAGE_TRIGGERS, TEMPLATE_BODY_MAX, type MessageTrigger } from '@cohost/shared';
import { z } from 'zod';
import type { ActionHandler } from '../../automation';
import type { MessagingDeps } from '../messaging.deps';
import { messagingErrors } from '../messaging.errors';
import { findMessage, insertMessage, lockConversation, lockMessage, updateConversation, updateMessage, upsertScheduled } from '../messaging.repo';
import { previewOf } from './conversation-view';
import { announceConversation, outboundChannel, queueOutbound } from './deliver-message';
import { subjectFor } from './receive-guest-message';
import { ensureStayConversation } from './stay-conversation';

const ReplyPayloadSchema = z.object({
  conversationId: z.string().min(1),
  messageId: z.string().min(1),
  body: z.string().trim().min(1, 'Write the reply.').max(MESSAGE_BODY_MAX, `Keep the reply under ${MESSAGE_BODY_MAX} characters.`),
});
type ReplyPayload = z.infer<typeof ReplyPayloadSchema>;

const ScheduledPayloadSchema = z.object({
  reservationId: z.string().min(1),
  trigger: z.enum(MESSAGE_TRIGGERS),
  body: z.string().trim().min(1, 'Write the message.').max(TEMPLATE_BODY_MAX, `Keep the message under ${TEMPLATE_BODY_MAX} characters.`),
});
type ScheduledPayload = z.infer<typeof ScheduledPayloadSchema>;

/**
 * Sends a co-host suggestion (as drafted, or as the host edited it): the guest sees it on the
 * guest page and on the channel they last wrote from. Idempotent: a suggestion is sent once.
 * `byPerson`: a host decided it, so the conversation no longer waits for a person.
 */
export async function sendSuggestion(deps: MessagingDeps, workspaceId: string, payload: ReplyPayload, byPerson: boolean): Promise<string> {
  const now = deps.clock.now();
  const done = await deps.db.transaction(async (tx) => {
    const message = await lockMessage(tx, workspaceId, payload.messageId);
    if (!message || message.conversationId !== payload.conversationId) throw messagingErrors.suggestionNotFound();
    const conversation = await lockConversation(tx, workspaceId, message.conversationId);
    if (!conversation) throw messagingErrors.conversationNotFound();
    if (message.status === 'sent') return { already: true as const, message, conversation };
    if (message.status !== 'suggestion') throw messagingErrors.suggestionDecided();
    const channel = outboundChannel(conversation, 'auto');
    const sent = await updateMessage(tx, workspaceId, message.id, { body: payload.body, status: 'sent', channel, sentAt: now });
    await updateConversation(tx, workspaceId, conversation.id, {
      lastMessageAt: now,
      lastMessagePreview: previewOf(payload.body),
      lastMessageAuthor: 'ai',
      ...(byPerson ? { needsHuman: false, urgency: 'low', humanRequestedAt: null } : {}),
      updatedAt: now,
    });
    await announceConversation(tx, workspaceId, conversation.id);
    return { already: false as const, message: sent!, conversation };
  });
  if (done.already) return 'It had already been sent.';
  const property = await deps.ports.findProperty(workspaceId, done.conversation.propertyId);
  await queueOutbound(deps, done.conversation, done.message, subjectFor(property?.name ?? ''));
  return done.message.channel === 'guest-page' ? 'Sent on the guest page.' : `Sent on the guest page and by ${done.message.channel === 'email' ? 'email' : 'text message'}.`;
}

/**
 * A scheduled message going out: written into the stay's conversation (so the guest page shows
 * it) and sent to the guest's email, else phone. The key makes a retry one message.
 */
export async function sendScheduledMessage(deps: MessagingDeps, workspaceId: string, payload: ScheduledPayload, idempotencyKey: string): Promise<string> {
  const conversation = await ensureStayConversation(deps, workspaceId, payload.reservationId);
  const now = deps.clock.now();
  const channel = outboundChannel(conversation, 'any-contact');
  const message = await deps.db.transaction(async (tx) => {
    const inserted = await insertMessage(tx, {
      workspaceId,
      conversationId: conversation.id,
      author: 'system',
      authorName: 'Cohost',
      channel,
      body: payload.body,
      status: 'sent',
      trigger: payload.trigger,
      reason: `Scheduled: ${MESSAGE_TRIGGER_LABELS[payload.trigger].name.toLowerCase()}.`,
      externalKey: idempotencyKey,
      createdAt: now,
      sentAt: now,
    });
    if (!inserted) return null;
    await updateConversation(tx, workspaceId, conversation.id, { lastMessageAt: now, lastMessagePreview: previewOf(payload.body), lastMessageAuthor: 'system', updatedAt: now });
    await upsertScheduled(tx, { workspaceId, reservationId: payload.reservationId, trigger: payload.trigger }, { state: 'sent', messageId: inserted.id, problem: null, nextAttemptAt: null, updatedAt: now });
    await announceConversation(tx, workspaceId, conversation.id);
    return inserted;
  });
  if (!message) return 'It had already been sent.';
  const property = await deps.ports.findProperty(workspaceId, conversation.propertyId);
  await queueOutbound(deps, conversation, message, subjectFor(property?.name ?? ''));
  return channel === 'guest-page' ? 'Posted on the guest page (the reservation has no email or phone).' : `Sent by ${channel === 'email' ? 'email' : 'text message'} and posted on the guest page.`;
}

/** What messaging does for the policy engine: replies to guests and scheduled messages. */
export function messageActionHandlers(deps: MessagingDeps): ActionHandler[] {
  const reply: ActionHandler<ReplyPayload> = {
    kind: 'guest.reply',
    payloadSchema: ReplyPayloadSchema,
    editable: [{ field: 'body', label: 'Reply', multiline: true }],
    describe: (payload) => [{ label: 'Reply', value: payload.body }],
    // The host answered another way (sent their own, discarded it): the draft is out of date.
    isStale: async ({ workspaceId, payload }) => (await findMessage(deps.db, workspaceId, payload.messageId))?.status !== 'suggestion',
    // An approval's key starts with 'approval:': a person decided (automation's keys; see decide-approval).
    execute: async ({ workspaceId, payload, decidedBy }) => ({ result: await sendSuggestion(deps, workspaceId, payload, decidedBy.type === 'person') }),
    closed: async ({ tx, workspaceId, payload }) => {
      const message = await lockMessage(tx, workspaceId, payload.messageId);
      if (message?.status !== 'suggestion') return;
      await updateMessage(tx, workspaceId, message.id, { status: 'discarded' });
      await announceConversation(tx, workspaceId, message.conversationId);
    },
  };
  const scheduled = (kind: 'guest.check-in-instructions' | 'guest.scheduled-message'): ActionHandler<ScheduledPayload> => ({
    kind,
    payloadSchema: ScheduledPayloadSchema,
    editable: [{ field: 'body', label: 'Message', multiline: true }],
    describe: (payload) => [
      { label: 'Message', value: MESSAGE_TRIGGER_LABELS[payload.trigger as MessageTrigger].name },
      { label: 'Text', value: payload.body },
    ],
    isStale: async ({ workspaceId, payload }) => {
      const stay = await deps.ports.findStay(workspaceId, payload.reservationId);
      return !stay || stay.status === 'cancelled';
    },
    execute: async ({ workspaceId, payload, idempotencyKey }) => ({ result: await sendScheduledMessage(deps, workspaceId, payload, idempotencyKey) }),
    closed: async ({ tx, workspaceId, payload, outcome }) => {
      await upsertScheduled(
        tx,
        { workspaceId, reservationId: payload.reservationId, trigger: payload.trigger },
        { state: 'skipped', problem: outcome === 'denied' ? 'Not sent: you denied it.' : 'Not sent: it was out of date before anyone approved it.', nextAttemptAt: null, updatedAt: deps.clock.now() },
      );
    },
  });
  return [reply, scheduled('guest.check-in-instructions'), scheduled('guest.scheduled-message')] as unknown as ActionHandler[];
}
