import { MESSAGE_TRIGGER_LABELS } from '@cohost/shared';
import { plainEmailHtml } from '../../../platform/text/plain-email';
import { renderTemplate } from '../domain/message-template';
import { firstName } from '../domain/reply-facts';
import { TRIGGERS } from '../domain/scheduled-triggers';
import type { MessagingDeps } from '../messaging.deps';
import { listDueScheduled, loadTemplates, lockDueScheduled, upsertScheduled, type ScheduledRow } from '../messaging.repo';
import { ensureStayConversation } from './ensure-stay-conversation';
import { stayTemplateValues } from './stay-template-values';

const MINUTE = 60_000;

/** A message naming the door code looks for a confirmed code this often. */
const DOOR_CODE_RETRY_MS = 10 * MINUTE;

/** A claimed message another worker may pick up again after this (the first one crashed). */
const CLAIM_MS = 5 * MINUTE;

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
  const name = MESSAGE_TRIGGER_LABELS[row.trigger].name;
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
  const trigger = row.trigger;
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
