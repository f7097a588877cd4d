import type { KnowledgeBase, KnowledgeBaseField } from '@cohost/shared';
import { hasWord } from './words';

/** A guest's or a host's message of one stay, as messaging's face gives it (oldest first). */
export interface AskedMessage {
  reservationId: string;
  propertyId: string;
  author: 'guest' | 'host';
  /** A guest message's topics as the co-host read them. */
  topics: string[];
  /** A host's reply as typed. */
  body: string;
  at: Date;
}

export type SuggestionType = 'pricing' | 'amenity' | 'photo' | 'description';
export type SuggestionPriority = 'high' | 'medium' | 'low';

/** The questions one knowledge-base field answers (the co-host answers the topic from that field). */
interface TopicField {
  topic: string;
  field: KnowledgeBaseField;
  /** Fields any of which answers the topic. */
  answeredBy: readonly KnowledgeBaseField[];
  /** "Add your parking instructions to the knowledge base". */
  words: string;
  type: SuggestionType;
}

/** Topics the co-host answers from one knowledge-base field (messaging's compose-reply reads the same fields). */
export const TOPIC_FIELDS: readonly TopicField[] = [
  { topic: 'parking', field: 'parking', answeredBy: ['parking'], words: 'parking instructions', type: 'amenity' },
  { topic: 'wifi', field: 'wifiPassword', answeredBy: ['wifiPassword'], words: 'Wi-Fi password', type: 'amenity' },
  { topic: 'directions', field: 'directions', answeredBy: ['directions'], words: 'directions', type: 'description' },
  { topic: 'check-in', field: 'checkIn', answeredBy: ['checkIn'], words: 'check-in instructions', type: 'description' },
  { topic: 'check-out', field: 'checkoutInstructions', answeredBy: ['checkOut', 'checkoutInstructions'], words: 'checkout instructions', type: 'description' },
  { topic: 'house-rules', field: 'houseRules', answeredBy: ['houseRules'], words: 'house rules', type: 'description' },
  { topic: 'pets', field: 'pets', answeredBy: ['pets'], words: 'pet policy', type: 'description' },
  { topic: 'trash', field: 'trash', answeredBy: ['trash'], words: 'trash and recycling instructions', type: 'description' },
  { topic: 'local-tips', field: 'localTips', answeredBy: ['localTips'], words: 'local tips', type: 'description' },
];

/** How far back and how many stays per property the questions are read from. */
export const INBOX_WINDOW_DAYS = 90;
export const INBOX_STAYS_PER_PROPERTY = 20;
/** A question asked in fewer different stays is not worth a suggestion. */
export const INBOX_MIN_STAYS = 3;

/** Priority from how many different stays asked: 6 or more high, 4–5 medium, 3 low. */
export function priorityOf(staysAsked: number): SuggestionPriority {
  if (staysAsked >= 6) return 'high';
  if (staysAsked >= 4) return 'medium';
  return 'low';
}

export interface KnowledgeSuggestion {
  propertyId: string;
  topic: string;
  field: KnowledgeBaseField;
  words: string;
  type: SuggestionType;
  priority: SuggestionPriority;
  staysAsked: number;
  staysLookedAt: number;
  lastAskedAt: Date;
  /** The stay that asked last: with `staysAsked`, the evidence a dismissal is keyed by. */
  lastStayId: string;
  /** The host's most recent typed reply to that question, to start the answer from; '' when the host never typed one. */
  hostAnswer: string;
  /** "Add your parking instructions to the knowledge base: 7 of the last 20 stays asked". */
  title: string;
}

/** One topic asked in several stays of a property: the counts and the host's latest typed answer. */
interface AskedTopic {
  propertyId: string;
  topicField: TopicField;
  staysAsked: number;
  staysLookedAt: number;
  lastAsked: { at: Date; stayId: string };
  hostAnswer: string;
}

/**
 * Per property, its last `INBOX_STAYS_PER_PROPERTY` stays that wrote (by their last guest
 * message), the topics asked in at least `INBOX_MIN_STAYS` different stays; with the host's typed
 * reply that followed such a question when there is one. Only properties in `known`.
 */
function askedTopics(messages: readonly AskedMessage[], known: ReadonlySet<string>): AskedTopic[] {
  const stays = new Map<string, { propertyId: string; lastGuestAt: Date; messages: AskedMessage[] }>();
  for (const message of messages) {
    const stay = stays.get(message.reservationId) ?? { propertyId: message.propertyId, lastGuestAt: new Date(0), messages: [] };
    stay.messages.push(message);
    if (message.author === 'guest' && message.at > stay.lastGuestAt) stay.lastGuestAt = message.at;
    stays.set(message.reservationId, stay);
  }
  const byProperty = new Map<string, Array<[string, { lastGuestAt: Date; messages: AskedMessage[] }]>>();
  for (const [id, stay] of stays) {
    if (stay.lastGuestAt.getTime() === 0 || !known.has(stay.propertyId)) continue;
    byProperty.set(stay.propertyId, [...(byProperty.get(stay.propertyId) ?? []), [id, stay]]);
  }
  const asked: AskedTopic[] = [];
  for (const [propertyId, propertyStays] of byProperty) {
    const recent = propertyStays.sort(([, a], [, b]) => b.lastGuestAt.getTime() - a.lastGuestAt.getTime()).slice(0, INBOX_STAYS_PER_PROPERTY);
    for (const topicField of TOPIC_FIELDS) {
      let staysAsked = 0;
      let lastAsked: { at: Date; stayId: string } | null = null;
      let hostAnswer: { at: Date; body: string } | null = null;
      for (const [stayId, stay] of recent) {
        const ordered = [...stay.messages].sort((a, b) => a.at.getTime() - b.at.getTime());
        const questions = ordered.filter((message) => message.author === 'guest' && message.topics.includes(topicField.topic));
        if (!questions.length) continue;
        staysAsked += 1;
        const last = questions.at(-1)!;
        if (!lastAsked || last.at > lastAsked.at) lastAsked = { at: last.at, stayId };
        for (const question of questions) {
          // The host's first typed message after the question, before the guest wrote again, answered it.
          const after = ordered.slice(ordered.indexOf(question) + 1);
          const next = after.find((message) => message.author === 'host' || message.author === 'guest');
          if (next?.author === 'host' && next.body.trim() && (!hostAnswer || next.at > hostAnswer.at)) hostAnswer = { at: next.at, body: next.body.trim() };
        }
      }
      if (staysAsked < INBOX_MIN_STAYS || !lastAsked) continue;
      asked.push({ propertyId, topicField, staysAsked, staysLookedAt: recent.length, lastAsked, hostAnswer: hostAnswer?.body ?? '' });
    }
  }
  return asked;
}

/**
 * What guests keep asking that the knowledge base cannot answer: the topics asked in at least
 * `INBOX_MIN_STAYS` of a property's last `INBOX_STAYS_PER_PROPERTY` stays that wrote, whose
 * knowledge-base field is empty; with the host's typed reply that followed such a question when
 * there is one. Pure; properties without a knowledge base given are skipped.
 */
export function detectRepeatedQuestions(messages: readonly AskedMessage[], knowledgeBases: ReadonlyMap<string, KnowledgeBase>): KnowledgeSuggestion[] {
  return askedTopics(messages, new Set(knowledgeBases.keys()))
    .filter(({ propertyId, topicField }) => {
      const kb = knowledgeBases.get(propertyId)!;
      return !topicField.answeredBy.some((field) => kb[field]?.trim());
    })
    .map(({ propertyId, topicField, staysAsked, staysLookedAt, lastAsked, hostAnswer }) => ({
      propertyId,
      topic: topicField.topic,
      field: topicField.field,
      words: topicField.words,
      type: topicField.type,
      priority: priorityOf(staysAsked),
      staysAsked,
      staysLookedAt,
      lastAskedAt: lastAsked.at,
      lastStayId: lastAsked.stayId,
      hostAnswer,
      title: `Add your ${topicField.words} to the knowledge base: ${staysAsked} of the last ${staysLookedAt} stays asked`,
    }))
    .sort((a, b) => b.staysAsked - a.staysAsked || a.propertyId.localeCompare(b.propertyId) || a.topic.localeCompare(b.topic));
}

/**
 * Topics a listing may answer before the guest books or asks, and the words that show it does.
 * Only ones safe to publish: Wi-Fi passwords, check-in instructions (codes) and directions (the
 * exact address, which the platforms hide until booking) never go into a listing.
 */
export const LISTING_TOPIC_WORDS: Readonly<Record<string, readonly string[]>> = {
  parking: ['parking', 'park', 'driveway', 'garage', 'carport'],
  'check-out': ['checkout', 'check-out', 'check out'],
  'house-rules': ['house rules', 'quiet hours', 'no smoking', 'no parties', 'smoking'],
  pets: ['pet', 'pets', 'dog', 'dogs', 'cat', 'cats', 'pet-friendly'],
  trash: ['trash', 'garbage', 'recycling', 'bins'],
  'local-tips': ['nearby', 'restaurant', 'restaurants', 'beach', 'walk to', 'minutes from', 'shops'],
};

/** A question the knowledge base answers but the listing does not: guests keep asking what they could have read. */
export interface ListingQuestion extends Omit<KnowledgeSuggestion, 'lastAskedAt' | 'hostAnswer'> {
  /** The knowledge base's answer: the paragraph to add to the description. */
  answer: string;
  /** "Add your parking instructions to the listing: 7 of the last 20 stays asked". */
  title: string;
}

const hasAnyWord = (text: string, words: readonly string[]) => words.some((word) => hasWord(text, word));

/**
 * What guests keep asking that the knowledge base answers (the co-host replies) but the listing
 * does not say: the same counts as `detectRepeatedQuestions`, for the topics safe to publish
 * (`LISTING_TOPIC_WORDS`) whose words appear nowhere in the listing's title, description or
 * amenities. Guests who read it there do not need to ask. Pure.
 */
export function detectListingQuestions(messages: readonly AskedMessage[], listings: ReadonlyMap<string, { listingText: string; knowledgeBase: KnowledgeBase }>): ListingQuestion[] {
  return askedTopics(messages, new Set(listings.keys()))
    .flatMap(({ propertyId, topicField, staysAsked, staysLookedAt, lastAsked }) => {
      const words = LISTING_TOPIC_WORDS[topicField.topic];
      const { listingText, knowledgeBase } = listings.get(propertyId)!;
      const answer = topicField.answeredBy.map((field) => knowledgeBase[field]?.trim() ?? '').find(Boolean);
      if (!words || !answer || hasAnyWord(listingText, words)) return [];
      return [
        {
          propertyId,
          topic: topicField.topic,
          field: topicField.field,
          words: topicField.words,
          type: 'description' as const,
          priority: priorityOf(staysAsked),
          staysAsked,
          staysLookedAt,
          lastStayId: lastAsked.stayId,
          answer,
          title: `Add your ${topicField.words} to the listing: ${staysAsked} of the last ${staysLookedAt} stays asked`,
        },
      ];
    })
    .sort((a, b) => b.staysAsked - a.staysAsked || a.propertyId.localeCompare(b.propertyId) || a.topic.localeCompare(b.topic));
}
