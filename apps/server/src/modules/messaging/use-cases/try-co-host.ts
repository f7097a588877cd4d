import type { TryCoHostAnswer } from '@cohost/shared';
import { isUuid } from '../../../platform/runtime/is-uuid';
import type { Actor } from '../../accounts';
import { doorCodeAccess } from '../domain/door-code-access';
import { assertHost } from '../domain/messaging-access';
import { addressLine, firstName } from '../domain/reply-facts';
import type { ReplyFacts } from '../domain/engine-types';
import type { MessagingDeps } from '../messaging.deps';
import { messagingErrors } from '../messaging.errors';

/** Sample questions per host per minute: the engine is local, but each answer is real work. */
export const TRY_CO_HOST_LIMIT = { window: 60, max: 20 };

const HAND_OVER: Record<TryCoHostAnswer['kind'], string | null> = {
  answer: null,
  partial: 'Part of the question is not in the knowledge base: the co-host answers what it can and hands the rest to you.',
  holding: 'Nothing in the knowledge base answers it: the co-host tells the guest it is checking with you, and hands the conversation to you.',
  safety: 'An emergency: the co-host sends the emergency reply at once and alerts you.',
  guidance: 'A possible danger: the co-host sends safe guidance at once and alerts you.',
};

/**
 * "Try the co-host": the real engine answers a sample guest question from a property's knowledge
 * base, as it would a guest of that property with no stay yet (so no door code). A dry run:
 * nothing is sent, no conversation or message is stored, no action is proposed.
 */
export async function tryCoHost(deps: MessagingDeps, actor: Actor, input: { propertyId: string; question: string }): Promise<TryCoHostAnswer> {
  assertHost(actor);
  if (!(await deps.ports.consumeRateLimit(`co-host-try:${actor.workspaceId}:${actor.userId}`, TRY_CO_HOST_LIMIT))) throw messagingErrors.tooManyTries();
  const property = isUuid(input.propertyId) ? await deps.ports.findProperty(actor.workspaceId, input.propertyId) : null;
  if (!property) throw messagingErrors.propertyNotFound();
  const now = deps.clock.now();
  const [settings, hostName] = await Promise.all([deps.ports.settingsFor(actor.workspaceId, property.id), deps.ports.findHostName(actor.workspaceId)]);
  const facts: ReplyFacts = {
    tone: settings.messages.responseTone,
    knowledgeBase: property.knowledgeBase,
    property: {
      name: property.name,
      timezone: property.timezone,
      address: addressLine(property),
      country: property.address.country,
      checkInTime: property.checkInTime,
      checkOutTime: property.checkOutTime,
    },
    stay: null,
    doorCode: doorCodeAccess({ stay: null, code: null, askerReservationId: null, bufferHours: settings.cleaning.bufferHours, now }),
    hostName: firstName(hostName ?? ''),
    now,
  };
  const answer = (await deps.engine()).answer(input.question, { facts });
  const kind = answer.reply.kind;
  const handOverReason = HAND_OVER[kind];
  return {
    reply: answer.reply.text,
    kind,
    handsOver: handOverReason !== null,
    handOverReason,
    topics: [...answer.triage.topics],
    unanswered: [...answer.reply.unanswered],
    facts: [...answer.reply.facts],
  };
}
