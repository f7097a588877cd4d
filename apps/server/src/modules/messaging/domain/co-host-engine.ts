import type { GuestIntent } from '@cohost/shared';
import { composeReply } from './compose-reply';
import { INTENT_SEVERITY, SIGNAL_TOPIC, TOPIC_INTENT, type ComposedReply, type ReplyFacts, type Triage } from './engine-types';
import type { GuestLanguage } from './guest-language';
import { loadIntentModel, type IntentModel } from './intent-model';
import { triageMessage } from './triage';

/** The local co-host's answer to one guest message: what it read, what it would say, and the policy's category. */
export interface CoHostAnswer {
  triage: Triage;
  reply: ComposedReply;
  /** The message's most serious category: what `automation.proposeAction` decides on. */
  intent: GuestIntent;
  /** How sure the co-host is of the reply: the triage's confidence, 0 when it could not ground an answer. */
  confidence: number;
}

export interface CoHostEngine {
  answer(text: string, options: { previousLanguage?: GuestLanguage | null; facts: ReplyFacts }): CoHostAnswer;
  /**
   * The answer again from a triage raised after the local reading (a second reader's merge,
   * `second-reading.ts`): the reply recomposed, the intent and confidence read from it. A person
   * must answer a raised triage, so the policy never sends its reply alone: confidence 0. A
   * critical one escalates as safety, and its reply is the emergency reply (as for any critical triage).
   */
  answerFrom(text: string, triage: Triage, facts: ReplyFacts): CoHostAnswer;
}

/** The message's one policy category: the most serious of its topics'. */
export function intentOf(triage: Pick<Triage, 'topics' | 'signals'> & Partial<Pick<Triage, 'possibleDanger' | 'otherParty'>>): GuestIntent {
  // The fixed rules can only add: a signal the model missed still decides who answers.
  const topics = [...triage.topics, ...triage.signals.map((signal) => SIGNAL_TOPIC[signal])];
  const intents = new Set<GuestIntent>(topics.map((topic) => TOPIC_INTENT[topic]));
  if (triage.possibleDanger) intents.add('possible-danger');
  if (triage.otherParty) intents.add('identity-claim');
  return INTENT_SEVERITY.find((intent) => intents.has(intent)) ?? 'other';
}

/** Triage then a grounded reply; synchronous once the intent model is trained (one per process). */
export async function createCoHostEngine(model?: IntentModel): Promise<CoHostEngine> {
  const intentModel = model ?? (await loadIntentModel());
  return {
    answer(text, { previousLanguage, facts }) {
      const triage = triageMessage(intentModel, text, { previousLanguage: previousLanguage ?? null, timezone: facts.property.timezone, now: facts.now, hostName: facts.hostName });
      const reply = composeReply(triage, facts, text);
      const grounded = reply.kind === 'answer' || reply.kind === 'safety';
      return { triage, reply, intent: intentOf(triage), confidence: grounded ? triage.confidence : 0 };
    },
    answerFrom(text, triage, facts) {
      const reply = composeReply(triage, facts, text);
      const grounded = reply.kind === 'answer' || reply.kind === 'safety';
      const intent = triage.urgency === 'critical' ? 'safety' : intentOf(triage);
      return { triage, reply, intent, confidence: grounded && !triage.needsHuman ? triage.confidence : 0 };
    },
  };
}
