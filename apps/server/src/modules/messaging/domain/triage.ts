import { SIGNAL_TOPIC, type GuestTopic, type Triage } from './engine-types';
import { looksLikeInjection } from './guardrails';
import { detectGuestLanguage, type GuestLanguage } from './guest-language';
import { foldText, readHumanSignals, URGENCY_RANK, type Urgency } from './human-signals';
import type { IntentModel } from './intent-model';
import { readMentionedTimes } from './mentioned-times';

/** Topics a person answers (with the co-host's draft): money, changes, trouble, and what nobody recognised. */
const HUMAN_TOPICS: ReadonlySet<GuestTopic> = new Set(['booking-change', 'complaint', 'damage', 'refund', 'safety', 'lockout', 'talk-to-human', 'other']);

/**
 * Someone other than the guest asking through the guest's channel: a claimed role (host, owner,
 * cleaner…) or another unit's or guest's details. Matched on accent-folded text in the four
 * languages; the door-code rules still decide what may be said, a person looks either way.
 */
const OTHER_PARTY_PATTERNS: RegExp[] = [
  /\b(i am|i'm|im|this is|it's|its)\b.{0,25}\b(the )?(host|owner|landlord|property manager|cleaner|cleaning (crew|team|lady|staff)|housekeep\w*|maintenance|handyman|plumber|admin(istrator)?)\b/,
  /\b(code|codes|key|keys|details|phone|number|email|address)\b.{0,25}\b(unit|apartment|apt|flat|room|suite) ?#?\d+\w?\b/,
  /\b(as|como|en tant que|als) (the |an? |el |la |le |l'|der |die )?(host|owner|landlord|admin(istrator)?|manager|duen[oa]|propietari[oa]|anfitrion(a)?|proprietaire|hote|administrateur|vermieter(in)?|eigentumer(in)?|gastgeber(in)?)\b/,
  /\b(another|other|previous|next|all (your|the) other) (guests?|units?|apartments?|flats?|properties)\b/,
  /\b(which|what) guests?\b|\bwho(’s|'s| is| else is) (staying|there)\b|\b(their|his|her) (phone|number|email|address|last name)\b/,
  /\b(soy|somos)\b.{0,15}\b(el|la|los|las)? ?(duen[oa]s?|propietari[oa]s?|anfitrion(a)?|limpiador(a)?|de la limpieza|encargad[oa]|gestor(a)?)\b/,
  /\b(otro|otra|otros|otras) (piso|apartamento|unidad|huesped|cliente)s?\b|\bhuesped (anterior|siguiente)\b/,
  /\bje suis\b.{0,15}\b(le|la)? ?(proprietaire|hote(sse)?|femme de menage|agent d'entretien|gerant(e)?|concierge)\b/,
  /\b(autre|autres) (appartement|logement|voyageur|client|locataire)s?\b|\b(voyageur|client|locataire) (precedent|suivant)\b/,
  /\bich bin\b.{0,15}\b(der|die)? ?(vermieter(in)?|eigentumer(in)?|gastgeber(in)?|putzfrau|putzkraft|reinigungskraft|hausmeister(in)?|verwalter(in)?)\b/,
  /\b(anderen?|andere) (wohnung|gast|gaste|unterkunft)\b|\b(vorherigen?|nachsten?) gast(es)?\b/,
];

function asksForAnotherParty(text: string): boolean {
  const folded = foldText(text);
  return OTHER_PARTY_PATTERNS.some((pattern) => pattern.test(folded));
}

/** Topics the fixed rules lead on (see `readHumanSignals`). */
const RULE_LED: readonly GuestTopic[] = ['safety', 'damage', 'lockout', 'complaint'];

/** Below this the model is guessing: a person reads the message (tuned on the training corpus). */
const LOW_CONFIDENCE = 0.5;


function topicUrgency(topic: GuestTopic): Urgency {
  if (topic === 'safety') return 'critical';
  if (topic === 'lockout' || topic === 'talk-to-human') return 'high';
  return HUMAN_TOPICS.has(topic) ? 'normal' : 'low';
}

/**
 * Reads one guest message: its language, what it asks (the intent model, plus whatever the fixed
 * rules caught), whether a person must answer and how soon, instructions hidden in it, and the
 * dates it mentions. Pure and synchronous once the model is trained.
 */
export function triageMessage(model: IntentModel, text: string, options: { previousLanguage: GuestLanguage | null; timezone: string; now: Date }): Triage {
  const language = detectGuestLanguage(text, options.previousLanguage ?? 'en');
  const human = readHumanSignals(text);
  const scored = new Map<GuestTopic, number>(model.classify(text, language).map(({ topic, score }) => [topic, Math.max(0, Math.min(1, score))]));
  // The rules can only add, and what they add is sure; "nothing recognised" no longer holds then
  // (a lost item is still `other`, from its rule: cleared first, so the rule's label stays).
  if (human.signals.length > 0) {
    scored.delete('other');
    scored.delete('thanks');
  }
  for (const signal of human.signals) scored.set(SIGNAL_TOPIC[signal], 1);
  // The model alone may name one of these only as the message's main topic: the fixed rules
  // catch them with near-perfect recall, and a stray secondary 'safety' would page the host for nothing.
  // When the rules read the message, theirs is the last word on these topics.
  const ruled = new Set(human.signals.map((signal) => SIGNAL_TOPIC[signal]));
  const main = human.signals.length ? undefined : [...scored].sort((a, b) => b[1] - a[1])[0]?.[0];
  for (const topic of RULE_LED) {
    if (scored.has(topic) && topic !== main && !ruled.has(topic)) scored.delete(topic);
  }
  const ranked = [...scored].sort((a, b) => b[1] - a[1]);
  const topics = ranked.map(([topic]) => topic);
  const confidence = ranked[0]?.[1] ?? 0;
  const injection = looksLikeInjection(text);
  const needsHuman = human.needsHuman || injection || asksForAnotherParty(text) || confidence < LOW_CONFIDENCE || topics.some((topic) => HUMAN_TOPICS.has(topic));
  const urgencies: Urgency[] = [human.urgency, needsHuman ? 'normal' : 'low', ...topics.map(topicUrgency)];
  const urgency = urgencies.reduce((strongest, next) => (URGENCY_RANK[next] > URGENCY_RANK[strongest] ? next : strongest));
  return {
    topics,
    confidence,
    signals: human.signals,
    needsHuman,
    urgency,
    language,
    injection,
    mentionedTimes: readMentionedTimes(text, language, options.timezone, options.now),
  };
}
