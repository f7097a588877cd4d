import { MESSAGE_TRIGGER_LABELS, type ScheduledMessage } from '@cohost/shared';
import { isUuid } from '../../../platform/runtime/is-uuid';
import type { Actor } from '../../accounts';
import { assertTemplateText, parseTrigger } from '../domain/message-template';
import { assertHost } from '../domain/messaging-access';
import type { MessagingDeps } from '../messaging.deps';
import { messagingErrors } from '../messaging.errors';
import { findScheduled, upsertScheduled } from '../messaging.repo';
import { listScheduledMessages } from './list-scheduled-messages';

/** Edits (or cancels, or restores) one stay's scheduled message before it goes out. */
export async function editScheduledMessage(
  deps: MessagingDeps,
  actor: Actor,
  reservationId: string,
  triggerParam: string,
  input: { body?: string | null; cancelled?: boolean },
): Promise<ScheduledMessage> {
  assertHost(actor);
  const trigger = parseTrigger(triggerParam);
  const stay = isUuid(reservationId) ? await deps.ports.findStay(actor.workspaceId, reservationId) : null;
  if (!stay) throw messagingErrors.reservationNotFound();
  if (stay.kind !== 'guest') throw messagingErrors.notAGuestStay();
  if (typeof input.body === 'string') assertTemplateText(input.body, 'body');
  const existing = await findScheduled(deps.db, actor.workspaceId, reservationId, trigger);
  if (existing?.state === 'sent') throw messagingErrors.alreadySent();
  await upsertScheduled(
    deps.db,
    { workspaceId: actor.workspaceId, reservationId, trigger },
    { ...(input.body === undefined ? {} : { bodyOverride: input.body }), ...(input.cancelled === undefined ? {} : { cancelled: input.cancelled }), updatedAt: deps.clock.now() },
  );
  const items = await listScheduledMessages(deps, actor, reservationId);
  const item = items.find((candidate) => candidate.trigger === trigger);
  if (!item) throw messagingErrors.unknownTrigger(undefined, `The '${MESSAGE_TRIGGER_LABELS[trigger].name}' template is off, so this stay has no such message. Turn the template on first.`);
  return item;
}
