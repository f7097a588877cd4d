/** A topic the co-host read in guest messages, with how many stays and guest messages carried it. */
export interface TopicCount {
  topic: string;
  stays: number;
  messages: number;
}

/**
 * The co-host's topics that are questions the listing or the knowledge base can answer. Thanks,
 * 'other', asking for a person, complaints, damage and safety are not questions of that kind
 * (complaints and damage have suggestions of their own).
 */
export const QUESTION_TOPICS: ReadonlySet<string> = new Set([
  'wifi',
  'check-in',
  'check-out',
  'early-check-in',
  'late-check-out',
  'directions',
  'parking',
  'door-code',
  'house-rules',
  'pets',
  'amenities',
  'trash',
  'local-tips',
  'booking-change',
  'refund',
  'lockout',
]);

/** How many topics the insight card names. */
export const TOP_QUESTIONS = 5;

/** The questions guests asked most: question topics only, by stays that asked, then messages, then name. */
export function topQuestions(counts: readonly TopicCount[], limit = TOP_QUESTIONS): TopicCount[] {
  return counts
    .filter((count) => QUESTION_TOPICS.has(count.topic) && count.stays > 0)
    .sort((a, b) => b.stays - a.stays || b.messages - a.messages || a.topic.localeCompare(b.topic))
    .slice(0, limit);
}
