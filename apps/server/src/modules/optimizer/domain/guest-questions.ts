/** A topic the co-host read in guest messages, with how many stays and guest messages carried it (messaging's face). */
export interface TopicCount {
  topic: string;
  stays: number;
  messages: number;
  /** Messaging's word: a question the listing or the knowledge base can answer (not thanks, complaints, safety…). */
  question: boolean;
}

/** How many topics the insight card names. */
export const TOP_QUESTIONS = 5;

/** The questions guests asked most: question topics only, by stays that asked, then messages, then name. */
export function topQuestions(counts: readonly TopicCount[], limit = TOP_QUESTIONS): Array<Omit<TopicCount, 'question'>> {
  return counts
    .filter((count) => count.question && count.stays > 0)
    .sort((a, b) => b.stays - a.stays || b.messages - a.messages || a.topic.localeCompare(b.topic))
    .slice(0, limit)
    .map(({ topic, stays, messages }) => ({ topic, stays, messages }));
}
