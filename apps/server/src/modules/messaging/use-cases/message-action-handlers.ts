import { MESSAGE_TRIGGER_LABELS } from '@cohost/shared';
import type { ActionHandler } from '../../automation';
import { ReplyPayloadSchema, ScheduledPayloadSchema, type ReplyPayload, type ScheduledPayload } from '../domain/message-action-payloads';
import type { MessagingDeps } from '../messaging.deps';
import { announceConversation, findMessage, lockMessage, updateMessage, upsertScheduled } from '../messaging.repo';
import { sendScheduledMessage } from './send-scheduled-message';
import { sendSuggestion } from './send-suggestion';

/** What messaging does for the policy engine: replies to guests and scheduled messages. */
export function messageActionHandlers(deps: MessagingDeps): ActionHandler[] {
  const reply: ActionHandler<ReplyPayload> = {
    kind: 'guest.reply',
    payloadSchema: ReplyPayloadSchema,
    editable: [{ field: 'body', label: 'Reply', multiline: true }],
    guestWords: () => 'body',
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
    guestWords: () => 'body',
    describe: (payload) => [
      { label: 'Message', value: MESSAGE_TRIGGER_LABELS[payload.trigger].name },
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
