import type { KnowledgeBase } from '@cohost/shared';
import { SIGNAL_TOPIC, type ComposedReply, type FactRef, type GuestTopic, type ReplyFacts, type Triage } from './engine-types';
import type { GuestLanguage } from './guest-language';
import { asksForPrivateDetails } from './guardrails';
import { foldText } from './human-signals';
import { emergencyNumberFor, PHRASEBOOK, type AskedTime, type GuideField, type Phrases, type Voice } from './phrasebook';

/**
 * The co-host's reply to one triaged guest message, grounded only in `ReplyFacts`: each topic is
 * answered from the knowledge base and the reservation, or handed to the host ("I'll check with
 * the host") — never guessed. Pure and synchronous (well under a millisecond).
 *
 * A chat reply never contains the door code, whatever `facts.doorCode` says: the code reaches the
 * guest only through the reservation's own channels (the guest page's door code card in its
 * window, the scheduled check-in message). A request for it gets "it's on your guest page" or
 * "it will be there from <time>"; a sentence quoting host text that happens to hold the code is
 * left out. Someone else, or a request for private details, gets a refusal and the host.
 */

/** Topics a person answers: the reply says the host is on it, and they stay `unanswered`. */
const HANDED_OVER: ReadonlySet<GuestTopic> = new Set(['booking-change', 'complaint', 'damage', 'refund', 'lockout', 'talk-to-human']);
/** After these a cheerful "enjoy your stay" would grate. */
const NO_SIGN_OFF: ReadonlySet<GuestTopic> = new Set(['complaint', 'damage', 'refund', 'lockout', 'talk-to-human']);


/** Amenity words per knowledge-base field, on accent-folded text; English too, as guests mix it in ("the tv", "le jacuzzi"). */
const AMENITY_WORDS: Array<[GuideField, Record<GuestLanguage, string>]> = [
  ['tv', { en: 'tv|tvs|television|netflix|streaming|chromecast|cable|channels?|remote', es: 'tele|television|televisor|canales|mando', fr: 'tele|television|chaines|telecommande', de: 'fernseher|fernsehen|fernbedienung|sender' }],
  [
    'kitchen',
    {
      en: 'kitchen|coffee|coffee ?maker|nespresso|espresso|dishwasher|oven|stove|cooktop|microwave|kettle|toaster|blender|cookware|dishes',
      es: 'cocina|cafe|cafetera|lavavajillas|horno|microondas|hervidor|tostadora|vitroceramica|sarten|ollas',
      fr: 'cuisine|cafe|cafetiere|lave-vaisselle|four|micro-ondes|bouilloire|grille-pain|plaques?|casseroles?',
      de: 'kuche|kaffee|kaffeemaschine|spulmaschine|geschirrspuler|herd|backofen|mikrowelle|wasserkocher|toaster|topfe|pfannen?',
    },
  ],
  [
    'laundryLinens',
    {
      en: 'laundry|washer|washing machine|dryer|towels?|linens?|sheets?|bedding|iron|detergent|hair ?dryer|blankets?|pillows?',
      es: 'lavadora|secadora|toallas?|sabanas?|ropa de cama|plancha|detergente|secador|mantas?|almohadas?',
      fr: 'lave-linge|machine a laver|seche-linge|serviettes?|draps?|linge|fer a repasser|lessive|seche-cheveux|couvertures?|oreillers?',
      de: 'waschmaschine|trockner|handtuch|handtucher|bettwasche|wasche|bugeleisen|waschmittel|fohn|decken?|kissen',
    },
  ],
  ['poolHotTub', { en: 'pool|swimming|hot ?tub|jacuzzi|spa|sauna', es: 'piscina|jacuzzi|sauna', fr: 'piscine|jacuzzi|spa|sauna', de: 'pool|schwimmbad|whirlpool|sauna' }],
  [
    'heatingCooling',
    {
      en: 'heat|heating|heater|a/?c|air ?con|air conditioning|air conditioner|thermostat|fans?|radiators?|fireplace',
      es: 'calefaccion|aire acondicionado|termostato|ventilador|radiador|chimenea',
      fr: 'chauffage|climatisation|clim|thermostat|radiateur|ventilateur|cheminee',
      de: 'heizung|klimaanlage|thermostat|ventilator|heizkorper|kamin',
    },
  ],
  [
    'bedsAndMaxGuests',
    {
      en: 'beds?|bedrooms?|sofa ?bed|crib|cot|how many (people|guests)|max(imum)? (guests|people)|extra guests?',
      es: 'camas?|cuna|dormitorios?|habitaciones|huespedes|cuantas personas|sofa cama',
      fr: 'lits?|chambres?|berceau|lit parapluie|canape-lit|combien de personnes|voyageurs',
      de: 'betten?|schlafzimmer|kinderbett|schlafsofa|wie viele personen|gaste',
    },
  ],
  [
    'shutOffs',
    {
      en: 'shut-?offs?|shut ?off valve|water valve|main water|stopcock|breakers?|breaker box|fuses?|fuse ?box|circuit',
      es: 'llave de paso|cuadro electrico|fusibles?|diferencial|automaticos',
      fr: 'disjoncteur|robinet d.arret|compteur|tableau electrique|fusibles?',
      de: 'sicherung|sicherungen|sicherungskasten|haupthahn|absperrhahn|stromkasten',
    },
  ],
];
const PET_WORDS: Record<GuestLanguage, string> = { en: 'pets?|dogs?|cats?|puppy', es: 'mascotas?|perros?|perritos?|gatos?', fr: 'animaux|animal|chiens?|chats?', de: 'haustier|haustiere|hunde?|hundes|katzen?' };

const wordsPattern = (alternatives: string) => new RegExp(`(?<![\\p{L}\\d])(${alternatives})(?![\\p{L}\\d])`, 'u');
const AMENITY_PATTERNS = AMENITY_WORDS.map(([field, words]) => [field, Object.fromEntries(Object.entries(words).map(([language, alternatives]) => [language, wordsPattern(alternatives)]))] as const);
const PET_PATTERNS = Object.fromEntries(Object.entries(PET_WORDS).map(([language, alternatives]) => [language, wordsPattern(alternatives)])) as Record<GuestLanguage, RegExp>;

const mentions = (patterns: Record<string, RegExp>, folded: string, language: GuestLanguage) => patterns[language]!.test(folded) || (language !== 'en' && patterns.en!.test(folded));

/** Words that say nothing about what is asked, in the four languages (accent-folded). */
const STOPWORDS = new Set(
  (
    'the and for are is was what where when how can could would should will there their this that these those with have has had you your our ours any some about from into does did get got ' +
    "please thanks thank hello hey also just like need want know tell here its i'm yes not but all out use able way much many more who which why then than there's it's we're " +
    'que los las del con por para una uno unos unas hay como donde cuando cual puedo podemos puede tiene tienen esta este estan hola gracias pero tambien algo alguna alguno nos sus mis muy mas sobre ser son hace ' +
    "les des une est sont pour avec dans sur qui quoi quel quelle comment combien peut peux pouvons nous vous votre vos notre nos bonjour merci mais aussi pas est-ce y'a elle avez avons ont fait faire " +
    'der die das den dem des ist sind was wie wer wann und oder mit fur von bei auf aus ein eine einen einem gibt haben habt hat kann konnen wir ihr sie uns euch bitte danke hallo auch noch nicht ' +
    // Greetings share words with real questions ("good morning" / "breakfast in the morning").
    'good morning afternoon evening night buenos buenas dias tardes noches bonsoir guten morgen tag abend'
  ).split(' '),
);

const stem = (word: string) => (/(sh|ch|ss|x)es$/.test(word) ? word.slice(0, -2) : word.length > 3 && word.endsWith('s') && !word.endsWith('ss') ? word.slice(0, -1) : word);

function contentWords(text: string): Set<string> {
  return new Set(
    foldText(text)
      .split(/[^a-z0-9']+/)
      .map((word) => word.replace(/^[a-z]'/, ''))
      .filter((word) => word.length > 2 && !STOPWORDS.has(word))
      .map(stem),
  );
}

interface FaqMatch {
  index: number;
  /** Enough of the entry's question is asked to answer with it. */
  fits: boolean;
  /** Close enough to add even when a knowledge-base field already answered. */
  isStrong: boolean;
}

/** The free Q&A entry whose question shares the most words with the message. */
function matchFaq(text: string, faq: KnowledgeBase['faq']): FaqMatch | null {
  const asked = contentWords(text);
  let best: { index: number; overlap: number; coverage: number } | null = null;
  faq.forEach((entry, index) => {
    const question = contentWords(entry.question);
    if (question.size === 0) return;
    const overlap = [...question].filter((word) => asked.has(word)).length;
    const coverage = overlap / question.size;
    if (overlap > 0 && (!best || overlap > best.overlap || (overlap === best.overlap && coverage > best.coverage))) best = { index, overlap, coverage };
  });
  if (!best) return null;
  const { index, overlap, coverage } = best;
  return { index, fits: coverage >= 0.5 && (overlap >= 2 || coverage === 1), isStrong: overlap >= 2 && coverage >= 0.6 };
}

/** The mentioned time a request is about: a clock time first, the one nearest the stay's own time. */
function askedTime(times: Triage['mentionedTimes'], near: Date | null): AskedTime | null {
  const withTime = times.filter((mention) => mention.hasTime);
  const pool = withTime.length ? withTime : times;
  if (!pool.length) return null;
  if (!near) return pool[0]!;
  return pool.reduce((best, mention) => (Math.abs(mention.at.getTime() - near.getTime()) < Math.abs(best.at.getTime() - near.getTime()) ? mention : best));
}

/** Sentences run on; a quoted guide text without a full stop ends its line. */
function joinSentences(sentences: string[]): string {
  return sentences.reduce((text, sentence) => (text ? `${text}${/[.!?:»“"”)]$/u.test(text) ? ' ' : '\n'}${sentence}` : sentence), '');
}

/**
 * Whether a sentence would give the stay's door code away (a code only exists here while
 * `available`): any occurrence, even inside a longer number, as the eval's leak count reads it.
 */
function codeCheck(facts: ReplyFacts): (sentence: string) => boolean {
  const code = facts.doorCode.state === 'available' ? facts.doorCode.code.trim().toLowerCase() : '';
  return code ? (sentence) => sentence.toLowerCase().includes(code) : () => false;
}

const revealsCode = (facts: ReplyFacts, text: string): boolean => codeCheck(facts)(text);

/** The guide's lines a hazard calls for, in this order, without any that holds the door code. */
function hazardGuides(facts: ReplyFacts, phrases: Phrases, voice: Voice, fields: ReadonlyArray<'emergencyContacts' | 'shutOffs'>): { blocks: string[]; stated: FactRef[] } {
  const holdsCode = codeCheck(facts);
  const blocks: string[] = [];
  const stated: FactRef[] = [];
  for (const field of fields) {
    const value = facts.knowledgeBase[field]?.trim();
    if (!value) continue;
    const line = phrases.guide(voice, field, value);
    if (holdsCode(line)) continue;
    blocks.push(line);
    stated.push(field);
  }
  return { blocks, stated };
}

/** The hazard (`safety`) and every other topic but thanks: handed to the host. */
const hazardTopics = (topics: GuestTopic[]): GuestTopic[] => ['safety', ...topics.filter((topic) => topic !== 'safety' && topic !== 'thanks')];

function safetyReply(facts: ReplyFacts, phrases: Phrases, voice: Voice, topics: GuestTopic[]): ComposedReply {
  // Nothing precedes the emergency number: not even a greeting.
  const guides = hazardGuides(facts, phrases, voice, ['emergencyContacts', 'shutOffs']);
  const text = [joinSentences([phrases.emergencyCall(voice, emergencyNumberFor(facts.property.country)), phrases.hostAlerted(voice)]), ...guides.blocks].join('\n\n');
  return { text, kind: 'safety', facts: guides.stated, unanswered: hazardTopics(topics), revealsDoorCode: revealsCode(facts, text) };
}

/**
 * A hazard with nobody in danger now (`possibleDanger`): calm guidance, never an emergency number
 * or "call 911" — thanks, keep away, don't fix it, the host was alerted — then the guide's
 * shut-offs and emergency contacts. The host is paged; every topic stays with them.
 */
function guidanceReply(facts: ReplyFacts, phrases: Phrases, voice: Voice, topics: GuestTopic[], firstName: string): ComposedReply {
  const guides = hazardGuides(facts, phrases, voice, ['shutOffs', 'emergencyContacts']);
  const text = [phrases.greeting(voice, firstName, facts.now), phrases.dangerGuidance(voice), ...guides.blocks].join('\n\n');
  return { text, kind: 'guidance', facts: guides.stated, unanswered: hazardTopics(topics), revealsDoorCode: revealsCode(facts, text) };
}

/**
 * Someone other than the booking's guest (a claimed identity, another unit, guest or date, a
 * request relayed for someone else), or a request for private details (other guests, when the
 * place is empty, the router's admin password): a polite refusal, the host takes it over, and no
 * knowledge-base fact at all — not the door code, not the wifi password, not the guest's name.
 */
function refusalReply(facts: ReplyFacts, phrases: Phrases, voice: Voice, topics: GuestTopic[]): ComposedReply {
  const text = [phrases.greeting(voice, '', facts.now), phrases.otherPartyRefused(voice)].join('\n\n');
  const handed = topics.filter((topic) => topic !== 'thanks');
  return { text, kind: 'holding', facts: [], unanswered: handed.length ? handed : ['other'], revealsDoorCode: revealsCode(facts, text) };
}

export function composeReply(triage: Triage, facts: ReplyFacts, text: string): ComposedReply {
  const phrases = PHRASEBOOK[triage.language];
  const voice: Voice = { tone: facts.tone, hostName: facts.hostName.trim(), timezone: facts.property.timezone };
  const kb = facts.knowledgeBase;
  const topics = [...new Set<GuestTopic>([...(triage.topics.length ? triage.topics : ['other' as const]), ...triage.signals.filter((signal) => signal !== 'safety').map((signal) => SIGNAL_TOPIC[signal])])];
  const firstName = triage.injection || triage.otherParty ? '' : (facts.stay?.guestFirstName.trim() ?? '');
  if (triage.urgency === 'critical') return safetyReply(facts, phrases, voice, topics);
  if (triage.possibleDanger) return guidanceReply(facts, phrases, voice, topics, firstName);
  if (topics.includes('safety') || triage.signals.includes('safety')) return safetyReply(facts, phrases, voice, topics);
  if (triage.otherParty || asksForPrivateDetails(text)) return refusalReply(facts, phrases, voice, topics);

  const folded = foldText(text);
  const faq = matchFaq(text, kb.faq);
  const stated = new Set<FactRef>();
  const answered = new Set<GuestTopic>();
  const unanswered = new Set<GuestTopic>();
  const said = new Set<string>();
  const blocks: string[][] = [];
  let needsCheck = false;

  const field = (name: GuideField) => kb[name]?.trim() ?? '';
  const holdsCode = codeCheck(facts);
  /** Sentences a chat reply may carry: none that holds the door code (host text may quote it). */
  const speakable = (sentences: Array<[string, FactRef?]>) => sentences.filter(([sentence]) => !holdsCode(sentence));
  /** Adds a block of sentences (each said once per reply) with the facts they state. */
  const say = (sentences: Array<[string, FactRef?]>) => {
    const fresh = speakable(sentences).filter(([sentence]) => !said.has(sentence));
    for (const [sentence, fact] of fresh) {
      said.add(sentence);
      if (fact) stated.add(fact);
    }
    if (fresh.length) blocks.push(fresh.map(([sentence]) => sentence));
  };
  const guide = (name: GuideField): Array<[string, FactRef]> => (field(name) ? [[phrases.guide(voice, name, field(name)), name]] : []);
  const faqAnswer = (): Array<[string, FactRef]> => {
    if (!faq?.fits || stated.has(`faq:${faq.index}`)) return [];
    const entry = kb.faq[faq.index]!;
    return [[phrases.faq(voice, entry.question, entry.answer), `faq:${faq.index}`]];
  };
  /** Answered from these sentences, else from a fitting Q&A entry, else handed to the host. */
  const answer = (topic: GuestTopic, sentences: Array<[string, FactRef?]>) => {
    const usable = speakable(sentences);
    const grounded = usable.length ? usable : speakable(faqAnswer());
    if (grounded.length) {
      say(grounded);
      answered.add(topic);
    } else {
      unanswered.add(topic);
      needsCheck = true;
    }
  };
  const checkInTime = (): Array<[string, FactRef]> =>
    facts.stay ? [[phrases.checkInOn(voice, facts.stay.checkInAt), 'stay.checkIn']] : facts.property.checkInTime ? [[phrases.checkInFrom(voice, facts.property.checkInTime), 'property.checkInTime']] : [];
  const checkOutTime = (): Array<[string, FactRef]> =>
    facts.stay ? [[phrases.checkOutOn(voice, facts.stay.checkOutAt), 'stay.checkOut']] : facts.property.checkOutTime ? [[phrases.checkOutBy(voice, facts.property.checkOutTime), 'property.checkOutTime']] : [];
  const access = facts.doorCode;
  /** Where the code is when it is available: the guest page's card, never the code itself. */
  const codeOnGuestPage = (): Array<[string, FactRef]> => (access.state === 'available' && !triage.injection ? [[phrases.doorCodeOnGuestPage(voice), 'doorCode.guestPage']] : []);

  if (triage.injection) say([[phrases.ownStayOnly(voice)]]);
  if (topics.includes('thanks')) {
    say([[phrases.thanks(voice)]]);
    answered.add('thanks');
  }

  for (const topic of topics) {
    switch (topic) {
      case 'wifi': {
        const network = kb.wifiName?.trim() ?? '';
        const password = kb.wifiPassword?.trim() ?? '';
        if (password) {
          answer(topic, [[phrases.wifi(voice, network, password), 'wifiPassword']]);
          if (network) stated.add('wifiName');
        } else {
          if (network) say([[phrases.wifiNetworkOnly(voice, network), 'wifiName']]);
          answer(topic, []);
        }
        break;
      }
      case 'check-in':
        answer(topic, [...checkInTime(), ...guide('checkIn')]);
        break;
      case 'check-out':
        answer(topic, [...checkOutTime(), ...guide('checkOut'), ...guide('checkoutInstructions')]);
        break;
      case 'early-check-in':
      case 'late-check-out': {
        const isEarly = topic === 'early-check-in';
        const policy = guide(isEarly ? 'earlyCheckIn' : 'lateCheckOut');
        const asked = askedTime(triage.mentionedTimes, (isEarly ? facts.stay?.checkInAt : facts.stay?.checkOutAt) ?? null);
        // The policy is quoted; the request itself is the host's to confirm, never promised.
        say([...(policy.length ? policy : faqAnswer()), ...(isEarly ? checkInTime() : checkOutTime()), [phrases.hostConfirms(voice, topic, asked)]]);
        unanswered.add(topic);
        break;
      }
      case 'directions':
        answer(topic, [...(facts.property.address.trim() ? [[phrases.address(voice, facts.property.address.trim()), 'property.address'] as [string, FactRef]] : []), ...guide('directions')]);
        break;
      case 'parking':
        answer(topic, guide('parking'));
        break;
      case 'house-rules':
        answer(topic, [...guide('houseRules'), ...(mentions(PET_PATTERNS, folded, triage.language) ? guide('pets') : [])]);
        break;
      case 'pets':
        answer(topic, guide('pets'));
        break;
      case 'trash':
        answer(topic, guide('trash'));
        break;
      case 'local-tips':
        answer(topic, guide('localTips'));
        break;
      case 'amenities': {
        const asked = AMENITY_PATTERNS.filter(([, patterns]) => mentions(patterns, folded, triage.language)).map(([name]) => name);
        const known = asked.filter((name) => field(name));
        if (asked.length && known.length === asked.length) answer(topic, known.flatMap(guide));
        else {
          // What the guide has is said; the rest comes from a Q&A entry or goes to the host.
          say(known.flatMap(guide));
          answer(topic, []);
        }
        break;
      }
      case 'door-code':
        if (triage.injection || access.state === 'refused') {
          say([[phrases.doorCodeRefused(voice)]]);
          unanswered.add(topic);
        } else if (access.state === 'available') answer(topic, codeOnGuestPage());
        else if (access.state === 'not-yet') answer(topic, [[phrases.doorCodeNotYet(voice, access.releaseAt), 'doorCode.releaseAt']]);
        else answer(topic, [[phrases.doorCodeWaitingForLock(voice), 'doorCode.waitingForLock']]);
        break;
      case 'lockout':
        // The host is alerted and helps right away; the code stays on the guest page's card.
        say([[phrases.lockout(voice)], ...codeOnGuestPage(), ...guide('checkIn')]);
        unanswered.add(topic);
        break;
      case 'talk-to-human':
        say([[phrases.handover(voice)]]);
        unanswered.add(topic);
        break;
      case 'booking-change':
        say([[phrases.bookingChange(voice, askedTime(triage.mentionedTimes, null))]]);
        unanswered.add(topic);
        break;
      case 'complaint':
        say([[phrases.complaint(voice)]]);
        unanswered.add(topic);
        break;
      case 'damage':
        say([[phrases.damage(voice)]]);
        unanswered.add(topic);
        break;
      case 'refund':
        say([[phrases.refund(voice)]]);
        unanswered.add(topic);
        break;
      case 'other': {
        const grounded = faqAnswer();
        if (grounded.length) {
          say(grounded);
          answered.add(topic);
        } else {
          unanswered.add(topic);
          // An instruction dressed as a question gets the refusal, not a promise to ask.
          needsCheck ||= !triage.injection;
        }
        break;
      }
      case 'thanks':
      case 'safety':
        break;
    }
  }

  // A free Q&A entry that fits the message closely is worth adding even after a field answered.
  if (faq?.isStrong && !stated.has(`faq:${faq.index}`) && !topics.every((topic) => HANDED_OVER.has(topic))) say(faqAnswer());

  const isSubstantive = stated.size > 0 || [...answered].some((topic) => topic !== 'thanks');
  if (needsCheck) say([[phrases.checkWithHost(voice, isSubstantive)]]);

  const parts = [phrases.greeting(voice, firstName, facts.now), ...blocks.map(joinSentences)];
  if (!topics.some((topic) => NO_SIGN_OFF.has(topic))) parts.push(phrases.signOff(voice));
  const reply = parts.join('\n\n');

  const kind = unanswered.size === 0 && !triage.injection ? 'answer' : isSubstantive ? 'partial' : 'holding';
  const orderedUnanswered = topics.filter((topic) => unanswered.has(topic));
  return { text: reply, kind, facts: [...stated], unanswered: orderedUnanswered, revealsDoorCode: revealsCode(facts, reply) };
}
