import { MESSAGE_TRIGGER_LABELS, MESSAGE_TRIGGERS, type MessageChannel, type ScheduledMessage, type ScheduledMessageStatus } from '@cohost/shared';
import { isUuid } from '../../../platform/runtime/is-uuid';
import type { Actor } from '../../accounts';
import { stepDueAt } from '../../automation';
import { renderTemplate, type TemplateVariable } from '../domain/message-template';
import { assertHost } from '../domain/messaging-access';
import { outboundChannel } from '../domain/outbound-channel';
import { triggerOfStep, TRIGGERS } from '../domain/scheduled-triggers';
import type { MessagingDeps } from '../messaging.deps';
import { messagingErrors } from '../messaging.errors';
import { findConversationOfStay, listScheduledOf, loadTemplates } from '../messaging.repo';
import { hasPlatformMailbox } from '../platform-mail/relay-outbox';
import { stayTemplateValues } from './stay-template-values';

const STATUS_OF_STATE: Record<string, ScheduledMessageStatus> = {
  idle: 'scheduled',
  due: 'scheduled',
  'waiting-for-door-code': 'waiting-for-door-code',
  'waiting-for-approval': 'waiting-for-approval',
  sent: 'sent',
  skipped: 'skipped',
  failed: 'failed',
};

/** A stay's scheduled messages: when each goes out, as what text, and what became of it. */
export async function listScheduledMessages(deps: MessagingDeps, actor: Actor, reservationId: string): Promise<ScheduledMessage[]> {
  assertHost(actor);
  const stay = isUuid(reservationId) ? await deps.ports.findStay(actor.workspaceId, reservationId) : null;
  if (!stay) throw messagingErrors.reservationNotFound();
  if (stay.kind !== 'guest') return [];
  const [steps, rows, templates, settings, { values }, conversation, mailbox] = await Promise.all([
    deps.ports.listStaySteps(actor.workspaceId, reservationId),
    listScheduledOf(deps.db, actor.workspaceId, reservationId),
    loadTemplates(deps, actor.workspaceId),
    deps.ports.settingsFor(actor.workspaceId, stay.propertyId),
    stayTemplateValues(deps, stay, '[door code]'),
    findConversationOfStay(deps.db, actor.workspaceId, reservationId),
    hasPlatformMailbox(deps, actor.workspaceId),
  ]);
  const now = deps.clock.now();
  // The stay's platform thread (once its mail was read) carries them when the guest left no email or phone.
  const channel: MessageChannel = outboundChannel(
    { guestEmail: stay.guestEmail, guestPhone: stay.guestPhone, lastInboundChannel: 'guest-page', platform: conversation?.platform ?? null, relayAddress: conversation?.relayAddress ?? null },
    'any-contact',
    { hasPlatformMailbox: mailbox },
  );
  const items: ScheduledMessage[] = [];
  for (const trigger of MESSAGE_TRIGGERS) {
    const row = rows.find((candidate) => candidate.trigger === trigger) ?? null;
    const step = steps.find((candidate) => triggerOfStep(candidate.step) === trigger) ?? null;
    const template = templates[trigger];
    const state = row?.state ?? 'idle';
    if (!template.enabled && state !== 'sent') continue;
    // A stay booked a moment ago has no steps yet (the schedule reads new stays every minute): its moments are known anyway.
    const plannedAt = step?.dueAt ?? (stay.status === 'confirmed' ? stepDueAt(stay, { anchor: TRIGGERS[trigger].anchor, offset: () => TRIGGERS[trigger].offset }, settings) : null);
    if (!plannedAt && !row) continue;
    let status: ScheduledMessageStatus = STATUS_OF_STATE[state] ?? 'scheduled';
    if (row?.cancelled && state !== 'sent') status = 'cancelled';
    const missed = state === 'idle' && plannedAt !== null && now.getTime() - plannedAt.getTime() > TRIGGERS[trigger].maxLatenessMs;
    if (state === 'idle' && (step?.status === 'cancelled' || missed)) status = 'skipped';
    // A booking confirmation's moment is "as soon as the stay is known": shown as when it was handled, or now.
    const dueAt =
      trigger === 'booking-confirmed' ? (row && state !== 'idle' && state !== 'due' ? row.updatedAt : now) : row?.dueAt && state !== 'idle' ? row.dueAt : (plannedAt ?? now);
    const rendered = renderTemplate(row?.bodyOverride ?? template.body, values);
    const problem =
      row?.problem ??
      (missed ? 'Not sent: its moment had passed when Cohost learned of the stay.' : null) ??
      (rendered.status === 'missing-values' ? `${rendered.missing.map((name: TemplateVariable) => `{{${name}}}`).join(', ')} ${rendered.missing.length > 1 ? 'are' : 'is'} empty: it will not be sent until filled in.` : null) ??
      (rendered.status === 'ready' && rendered.text.includes('[door code]') ? 'Waits for the door code: it goes out once the lock confirms one.' : null);
    items.push({
      trigger,
      name: MESSAGE_TRIGGER_LABELS[trigger].name,
      // "As soon as the booking is known" is a moment long past: shown as now until it runs.
      dueAt: (dueAt < now && status === 'scheduled' ? now : dueAt).toISOString(),
      status,
      preview: rendered.status === 'ready' ? rendered.text : (row?.bodyOverride ?? template.body),
      problem,
      edited: row?.bodyOverride != null,
      channels: channel === 'guest-page' ? ['guest-page'] : ['guest-page', channel],
    });
  }
  return items.sort((a, b) => a.dueAt.localeCompare(b.dueAt));
}

