import { SIGNAL_TOPIC, type GuestTopic, type Triage } from './engine-types';
import { maskHarmless, maskNegations } from './danger';
import { looksLikeInjection } from './guardrails';
import { detectGuestLanguage, type GuestLanguage } from './guest-language';
import { foldText, readHumanSignals, URGENCY_RANK, type HumanSignal, type Urgency } from './human-signals';
import type { IntentModel } from './intent-model';
import { readMentionedTimes } from './mentioned-times';
import { asksSomething, CUE_REASONS, isCourtesy, isFollowUp, readUnsureCues } from './unsure-cues';

/** Topics a person answers (with the co-host's draft): money, changes, trouble, and what nobody recognised. */
export const HUMAN_TOPICS: ReadonlySet<GuestTopic> = new Set(['booking-change', 'complaint', 'damage', 'refund', 'safety', 'lockout', 'talk-to-human', 'other']);

/** Topics the fixed rules lead on (see `readHumanSignals`). */
const RULE_LED: readonly GuestTopic[] = ['safety', 'damage', 'lockout', 'complaint'];

/**
 * How sure the co-host must be to answer alone (issue 17: escalate unless sure). `answer`: the
 * intent model's best score for the whole message; `clause`: each clause's best score (a clause
 * below it is a part the co-host did not understand); `unknownShare`: the share of a clause's
 * words no training message contains above which it is not understood either. Calibrated by
 * 5-fold cross-validation on the training corpus (`npm run eval -- --cross-validate` prints the
 * curve), never on the held-out or a blind set.
 */
export interface TriageThresholds {
  answer: number;
  clause: number;
  unknownShare: number;
}
export const TRIAGE_THRESHOLDS: TriageThresholds = { answer: 0.5, clause: 0.3, unknownShare: 0.5 };

export interface TriageOptions {
  previousLanguage: GuestLanguage | null;
  timezone: string;
  now: Date;
  /** The host's first name: "waiting for Sam" asks for a person. */
  hostName?: string;
  thresholds?: TriageThresholds;
}

function topicUrgency(topic: GuestTopic): Urgency {
  if (topic === 'safety') return 'critical';
  if (topic === 'lockout' || topic === 'talk-to-human') return 'high';
  return HUMAN_TOPICS.has(topic) ? 'normal' : 'low';
}

const SIGNAL_REASONS: Record<HumanSignal, string> = {
  safety: 'People may be in danger now.',
  lockout: 'The guest cannot get in.',
  'human-request': 'The guest asks for a person.',
  legal: 'A legal threat or a dispute.',
  damage: 'Damage is reported.',
  complaint: 'A complaint.',
  money: 'Money: a refund, a charge, a price or a deposit.',
  'lost-item': 'Something was left behind or lost.',
};

const TOPIC_REASONS: Partial<Record<GuestTopic, string>> = {
  'booking-change': 'A change to the booking.',
  complaint: 'A complaint.',
  damage: 'Damage is reported.',
  refund: 'Money: a refund or a charge.',
  safety: 'People may be in danger now.',
  lockout: 'The guest cannot get in.',
  'talk-to-human': 'The guest asks for a person.',
  other: 'Cohost does not recognise what the message asks.',
};

/**
 * Reads one guest message: its language, what it asks (the intent model, plus whatever the fixed
 * rules caught), whether a person must answer and how soon, and why. The co-host answers alone
 * only when it positively recognises routine questions and nothing in the message is left
 * unexplained by them: every clause understood or mere courtesy, no danger, no problem mentioned
 * in passing, no claimed identity, no request for someone else. Pure and synchronous.
 */
export function triageMessage(model: IntentModel, text: string, options: TriageOptions): Triage {
  const thresholds = options.thresholds ?? TRIAGE_THRESHOLDS;
  const language = detectGuestLanguage(text, options.previousLanguage ?? 'en');
  const human = readHumanSignals(text);
  // The model reads the message with negations and look-alike idioms masked ("no damage at all").
  const modelText = maskNegations(foldText(text)).trim() || text;
  const scored = new Map<GuestTopic, number>(model.classify(modelText, language).map(({ topic, score }) => [topic, Math.max(0, Math.min(1, score))]));
  // The rules can only add, and what they add is sure; "nothing recognised" no longer holds then
  // (a lost item is still `other`, from its rule: cleared first, so the rule's label stays).
  if (human.signals.length > 0) {
    scored.delete('other');
    scored.delete('thanks');
  }
  for (const signal of human.signals) scored.set(SIGNAL_TOPIC[signal], 1);
  // The rules read a hazard with nobody in danger now: the model's guess of 'safety' does not overrule them.
  if (human.possibleDanger && !human.signals.includes('safety')) scored.delete('safety');
  // The model alone may name one of these only as the message's main topic; when the rules read
  // the message, theirs is the last word on these topics.
  const ruled = new Set(human.signals.map((signal) => SIGNAL_TOPIC[signal]));
  const main = human.signals.length ? undefined : [...scored].sort((a, b) => b[1] - a[1])[0]?.[0];
  for (const topic of RULE_LED) {
    if (scored.has(topic) && topic !== main && !ruled.has(topic)) scored.delete(topic);
  }
  if (scored.size === 0) scored.set('other', 0);
  // A lockout only the model read (the rules missed its wording), with someone vulnerable, or at
  // night or in the cold: people may be in danger now, as when the rules read it.
  const [modelTop, modelScore = 0] = [...scored].sort((a, b) => b[1] - a[1])[0] ?? [];
  const exposed = !human.signals.includes('safety') && modelTop === 'lockout' && modelScore >= thresholds.answer && human.meanings.some((meaning) => meaning === 'vulnerable' || meaning === 'night');
  const signals: HumanSignal[] = exposed ? ['safety', ...human.signals] : human.signals;
  if (exposed) scored.set('safety', 1);
  const ranked = [...scored].sort((a, b) => b[1] - a[1]);
  const topics = ranked.map(([topic]) => topic);
  const confidence = ranked[0]?.[1] ?? 0;
  const injection = looksLikeInjection(text);
  const folded = maskHarmless(foldText(text));
  const cues = readUnsureCues(folded, options.hostName ?? '');
  const otherParty = cues.includes('other-party');

  const reasons: string[] = [];
  for (const signal of signals) reasons.push(SIGNAL_REASONS[signal]);
  if (human.possibleDanger) reasons.push(`A possible hazard (${human.meanings.join(', ')}), nobody in danger now.`);
  for (const topic of topics) {
    const reason = TOPIC_REASONS[topic];
    if (reason && !reasons.includes(reason)) reasons.push(reason);
  }
  if (injection) reasons.push('The message tries to instruct the co-host.');
  for (const cue of cues) reasons.push(CUE_REASONS[cue]);
  if (confidence < thresholds.answer) reasons.push(`Cohost is not sure what the message asks (${Math.round(confidence * 100)}% confident).`);
  // Every part of the message must be explained by what was recognised.
  if (reasons.length === 0) {
    for (const clause of model.clauses(modelText, language)) {
      // Courtesy, or a two-word aside ("is that alright", "es muy tranquila"): the rules above already read it for danger and cues.
      if (isCourtesy(clause.text, options.hostName) || clause.words <= 2) continue;
      const mostlyKnown = clause.unknown <= thresholds.unknownShare * Math.max(1, clause.words);
      const recognised = clause.score >= thresholds.clause && mostlyKnown;
      // A statement in known words that asks nothing is context for the question beside it; a
      // short question pointing back at it ("what does that cost?") is about that question.
      if (mostlyKnown && (!asksSomething(clause.text) || isFollowUp(clause.text, clause.words)) && topics.some((topic) => !HUMAN_TOPICS.has(topic))) continue;
      // A clause that leans towards a topic already recognised is context for that question ("our flight lands at 9").
      if (mostlyKnown && topics.includes(clause.topic) && clause.score >= thresholds.clause / 3) continue;
      // A second routine question the whole-message reading missed: answered too, from the knowledge base.
      if (recognised && !HUMAN_TOPICS.has(clause.topic)) {
        topics.push(clause.topic);
        continue;
      }
      reasons.push(`A part Cohost did not understand: “${clause.text.slice(0, 80)}”.`);
      break;
    }
  }
  const needsHuman = reasons.length > 0;
  const urgencies: Urgency[] = [exposed ? 'critical' : human.urgency, needsHuman ? 'normal' : 'low', ...topics.map(topicUrgency), ...(otherParty ? (['high'] as Urgency[]) : [])];
  const urgency = urgencies.reduce((strongest, next) => (URGENCY_RANK[next] > URGENCY_RANK[strongest] ? next : strongest));
  return {
    topics,
    confidence,
    signals,
    needsHuman,
    urgency,
    language,
    injection,
    possibleDanger: human.possibleDanger && urgency !== 'critical',
    otherParty,
    reasons,
    mentionedTimes: readMentionedTimes(text, language, options.timezone, options.now),
  };
}
