import type { FactRef } from './engine-types';
import type { GuestLanguage } from './guest-language';

const HOLDING: Record<GuestLanguage, (host: string) => string> = {
  en: (host) => `I've passed this to ${host || 'the host'}, who will answer here shortly.`,
  es: (host) => `Se lo he pasado ${host ? `a ${host}` : 'al anfitrión'}, que le responderá aquí en breve.`,
  fr: (host) => `J'ai transmis votre message à ${host || "l'hôte"}, qui vous répondra ici très bientôt.`,
  de: (host) => `Ich habe das an ${host || 'den Gastgeber'} weitergegeben. Sie bekommen hier in Kürze eine Antwort.`,
};

/**
 * What the guest reads at once when the co-host's reply waits for a person (an approval or an
 * escalation): honest about it, in their language, naming the host when the knowledge base
 * has their name. It promises nothing but that a person will answer.
 */
export function holdingReply(language: GuestLanguage, hostFirstName: string): string {
  return HOLDING[language](hostFirstName.trim());
}

/** The `reason` a holding reply is recorded with: how the conversation knows one is still unanswered. */
export const HOLDING_REPLY_REASON = 'Holding reply: sent at once while the draft waits for a person; no other is sent until a person answers.';

/** The `reason` the possible-danger guidance is recorded with. */
export const GUIDANCE_REASON = 'Safe guidance for a possible danger: sent at once without waiting; the host is paged until they acknowledge.';

/** What the guest is sent at once while the co-host's draft waits for a person, or nothing. */
export interface MeanwhileReply {
  body: string;
  reason: string;
  facts: FactRef[];
}

/**
 * What the guest gets at once while the draft waits for a person (never waiting itself): for a
 * possible danger, the engine's safe guidance (its reply of kind 'guidance', no emergency
 * number); otherwise the holding reply in their language, unless the previous holding reply in
 * the conversation is still unanswered by a person (no second one: no spam).
 */
export function replyWhileItWaits(
  answer: { reply: { kind: string; text: string; facts: FactRef[] }; triage: { language: GuestLanguage } },
  hostFirstName: string,
  holdingStillUnanswered: boolean,
): MeanwhileReply | null {
  if (answer.reply.kind === 'guidance') return { body: answer.reply.text, reason: GUIDANCE_REASON, facts: answer.reply.facts };
  if (holdingStillUnanswered) return null;
  return { body: holdingReply(answer.triage.language, hostFirstName), reason: HOLDING_REPLY_REASON, facts: [] };
}
