import { MESSAGE_TRIGGER_LABELS, MESSAGE_TRIGGERS, type MessageChannel, type MessageTrigger, type ScheduledMessage, type ScheduledMessageStatus } from '@cohost/shared';
import type { Actor } from '../../accounts';
import { stepDueAt, type StepDefinition } from '../../automation';
import type { GuestStay } from '../../reservations';
import { isUuid } from '../../../platform/runtime/is-uuid';
import { plainEmailHtml } from '../../../platform/text/plain-email';
import { assertHost } from '../domain/messaging-access';
import { renderTemplate, type TemplateVariable } from '../domain/message-template';
import { stepName, TRIGGERS, triggerOfStep } from '../domain/scheduled-triggers';
import type { MessagingDeps } from '../messaging.deps';
import { messagingErrors } from '../messaging.errors';
import { findScheduled, listDueScheduled, listScheduledOf, lockDueScheduled, upsertScheduled, type ScheduledRow } from '../messaging.repo';
import { outboundChannel } from './deliver-message';
import { currentGuestLink } from './guest-link';
import { assertTemplateText, loadTemplates, parseTrigger, templateValues } from './message-templates';
import { firstName } from './reply-facts';
import { ensureStayConversation } from './stay-conversation';

const MINUTE = 60_000;
/** A message naming the door code looks for a confirmed code this often. */
const DOOR_CODE_RETRY_MS = 10 * MINUTE;
/** A claimed message another worker may pick up again after this (the first one crashed). */
const CLAIM_MS = 5 * MINUTE;

/**
 * The moments of scheduled messages, as automation's time-based steps: moved with the stay,
 * cancelled with it, DST-safe. When one comes, its row is marked due in the step's own
 * transaction; the messaging job sends it.
 */
export function scheduledMessageSteps(deps: Pick<MessagingDeps, 'clock'>): StepDefinition[] {
  return MESSAGE_TRIGGERS.map((trigger) => {
    const definition = TRIGGERS[trigger];
    return {
      name: stepName(trigger),
      anchor: definition.anchor,
      offset: () => definition.offset,
      appliesTo: (stay) => stay.kind === 'guest' && stay.status === 'confirmed',
      maxLatenessMs: definition.maxLatenessMs,
      run: async ({ tx, stay, dueAt }) => {
        await upsertScheduled(
          tx,
          { workspaceId: stay.workspaceId, reservationId: stay.id, trigger },
          { state: 'due', dueAt, nextAttemptAt: deps.clock.now(), approvalId: null, problem: null, updatedAt: deps.clock.now() },
        );
      },
    } satisfies StepDefinition;
  });
}

type Outcome = { state: 'skipped' | 'failed' | 'waiting-for-door-code'; problem: string; retryAt?: Date } | { state: 'proposed' };

/** Sends the scheduled messages whose moment came (through the policy), one at a time. */
export async function sendDueScheduledMessages(deps: MessagingDeps, limit = 50): Promise<number> {
  let handled = 0;
  for (const candidate of await listDueScheduled(deps.db, deps.clock.now(), limit)) {
    // Claimed first: a second worker skips it, and a crash leaves it to be tried again later.
    const claimed = await deps.db.transaction(async (tx) => {
      const now = deps.clock.now();
      const row = await lockDueScheduled(tx, candidate.id, now);
      if (!row) return null;
      return upsertScheduled(tx, { workspaceId: row.workspaceId, reservationId: row.reservationId, trigger: row.trigger }, { nextAttemptAt: new Date(now.getTime() + CLAIM_MS), updatedAt: now });
    });
    if (!claimed) continue;
    let outcome: Outcome;
    try {
      outcome = await sendOne(deps, claimed);
    } catch (error) {
      deps.log.warn({ err: error, scheduledId: claimed.id }, 'A scheduled message could not be sent; it will be tried again');
      continue;
    }
    handled += 1;
    if (outcome.state === 'proposed') continue;
    await upsertScheduled(
      deps.db,
      { workspaceId: claimed.workspaceId, reservationId: claimed.reservationId, trigger: claimed.trigger },
      { state: outcome.state, problem: outcome.problem, nextAttemptAt: outcome.retryAt ?? null, updatedAt: deps.clock.now() },
    );
    if (outcome.state === 'failed') await tellHostItFailed(deps, claimed, outcome.problem);
  }
  return handled;
}

/** A message the guest was due and did not get: the owner hears of it by email (once per moment). */
async function tellHostItFailed(deps: MessagingDeps, row: ScheduledRow, problem: string): Promise<void> {
  const contact = await deps.ports.findAlertContact(row.workspaceId);
  if (!contact?.email) return;
  const [stay, conversation] = await Promise.all([deps.ports.findStay(row.workspaceId, row.reservationId), ensureStayConversation(deps, row.workspaceId, row.reservationId).catch(() => null)]);
  const name = MESSAGE_TRIGGER_LABELS[row.trigger as MessageTrigger].name;
  const guest = firstName(stay?.guestName ?? '') || 'the guest';
  const text = [
    `Cohost could not send '${name}' to ${guest}. ${problem}`,
    conversation ? `See it and send it yourself: ${deps.publicUrl}/messages?c=${conversation.id}` : `Open Messages: ${deps.publicUrl}/messages`,
  ].join('\n\n');
  await deps.ports.email({
    to: contact.email,
    subject: `Not sent: ${name} to ${guest}`,
    text,
    html: plainEmailHtml(text),
    template: 'messaging.scheduled-failed',
    idempotencyKey: `scheduled:${row.id}:${row.dueAt?.toISOString() ?? ''}:failed`,
    workspaceId: row.workspaceId,
  });
}

async function sendOne(deps: MessagingDeps, row: ScheduledRow): Promise<Outcome> {
  const trigger = row.trigger as MessageTrigger;
  const definition = TRIGGERS[trigger];
  const now = deps.clock.now();
  const stay = await deps.ports.findStay(row.workspaceId, row.reservationId);
  if (!stay || stay.status === 'cancelled' || stay.kind !== 'guest') return { state: 'skipped', problem: 'Not sent: the stay was cancelled.' };
  if (row.cancelled) return { state: 'skipped', problem: 'Not sent: you cancelled this message.' };
  const templates = await loadTemplates(deps, row.workspaceId);
  if (!templates[trigger].enabled) return { state: 'skipped', problem: `Not sent: the '${MESSAGE_TRIGGER_LABELS[trigger].name}' template is off.` };
  const lastUseful = definition.lastUseful === 'check-in' ? stay.checkInAt : definition.lastUseful === 'check-out' ? stay.checkOutAt : null;
  if (lastUseful && now >= lastUseful) {
    return { state: 'skipped', problem: definition.lastUseful === 'check-in' ? 'Not sent: the stay had already begun.' : 'Not sent: the stay had already ended.' };
  }
  const { values, property } = await stayTemplateValues(deps, stay);
  const rendered = renderTemplate(row.bodyOverride ?? templates[trigger].body, values);
  if (rendered.status === 'waiting-for-door-code') {
    return { state: 'waiting-for-door-code', problem: 'Waits for the door code: it goes out as soon as the lock confirms one.', retryAt: new Date(now.getTime() + DOOR_CODE_RETRY_MS) };
  }
  if (rendered.status === 'missing-values') {
    return { state: 'failed', problem: `Not sent: ${rendered.missing.map((name) => `{{${name}}}`).join(', ')} ${rendered.missing.length > 1 ? 'are' : 'is'} empty. Fill it in (the property's knowledge base or address) or change the text.` };
  }
  const proposal = await deps.ports.proposeAction({
    workspaceId: row.workspaceId,
    propertyId: stay.propertyId,
    reservationId: stay.id,
    action: trigger === 'check-in-instructions' ? { kind: 'guest.check-in-instructions' } : { kind: 'guest.scheduled-message', trigger },
    payload: { reservationId: stay.id, trigger, body: rendered.text },
    title: `${MESSAGE_TRIGGER_LABELS[trigger].name} to ${firstName(stay.guestName) || 'the guest'}${property ? ` (${property.name})` : ''}`,
    dedupeKey: `scheduled:${row.id}:${row.dueAt?.toISOString() ?? ''}`,
    expiresAt: lastUseful,
  });
  if (proposal.decision !== 'auto') {
    await upsertScheduled(
      deps.db,
      { workspaceId: row.workspaceId, reservationId: row.reservationId, trigger },
      { state: 'waiting-for-approval', approvalId: proposal.approvalId, problem: proposal.reason, nextAttemptAt: null, updatedAt: deps.clock.now() },
    );
  } else if (proposal.failed) {
    return { state: 'failed', problem: `Not sent: ${proposal.result ?? 'the channel refused it'}` };
  }
  return { state: 'proposed' };
}

/** What each template variable becomes for a stay, read once; `doorCodePlaceholder` stands in for a code not confirmed yet (previews). */
async function stayTemplateValues(deps: MessagingDeps, stay: GuestStay, doorCodePlaceholder?: string) {
  const [property, hostName, link, code] = await Promise.all([
    deps.ports.findProperty(stay.workspaceId, stay.propertyId),
    deps.ports.findHostName(stay.workspaceId),
    currentGuestLink(deps, stay.workspaceId, stay.id),
    deps.ports.findDoorCode(stay.workspaceId, stay.id),
  ]);
  const values = templateValues({ stay, property, hostName, guestLink: link.url, doorCode: code?.lockConfirmed ? code.code : (doorCodePlaceholder ?? null) });
  return { values, property };
}

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
  const [steps, rows, templates, settings, { values }] = await Promise.all([
    deps.ports.listStaySteps(actor.workspaceId, reservationId),
    listScheduledOf(deps.db, actor.workspaceId, reservationId),
    loadTemplates(deps, actor.workspaceId),
    deps.ports.settingsFor(actor.workspaceId, stay.propertyId),
    stayTemplateValues(deps, stay, '[door code]'),
  ]);
  const now = deps.clock.now();
  const channel: MessageChannel = outboundChannel({ guestEmail: stay.guestEmail, guestPhone: stay.guestPhone, lastInboundChannel: 'guest-page' }, 'any-contact');
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
