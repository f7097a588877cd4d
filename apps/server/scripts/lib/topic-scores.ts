import { GUEST_TOPICS, type GuestTopic } from '../../src/modules/messaging/domain/engine-types';

/** One message's right topics next to the ones triage found. */
export interface TopicOutcome {
  expected: readonly GuestTopic[];
  got: readonly GuestTopic[];
}

export interface TopicScore {
  topic: GuestTopic;
  precision: number;
  recall: number;
  f1: number;
  /** Messages labelled with the topic. */
  support: number;
}

const ratio = (part: number, whole: number) => (whole === 0 ? 1 : part / whole);

/** Precision, recall and F1 per topic over the messages, and their macro-F1 over the topics present. */
export function scoreTopics(outcomes: readonly TopicOutcome[]): { perTopic: TopicScore[]; macroF1: number } {
  const present = GUEST_TOPICS.filter((topic) => outcomes.some(({ expected }) => expected.includes(topic)));
  const perTopic = present.map((topic) => {
    let tp = 0;
    let fp = 0;
    let fn = 0;
    for (const { expected, got } of outcomes) {
      const wanted = expected.includes(topic);
      const found = got.includes(topic);
      if (wanted && found) tp++;
      else if (found) fp++;
      else if (wanted) fn++;
    }
    const precision = ratio(tp, tp + fp);
    const recall = ratio(tp, tp + fn);
    return { topic, precision, recall, f1: precision + recall === 0 ? 0 : (2 * precision * recall) / (precision + recall), support: tp + fn };
  });
  return { perTopic, macroF1: perTopic.reduce((sum, { f1 }) => sum + f1, 0) / perTopic.length };
}

/** The per-topic table both `npm run eval` modes print. */
export function formatTopicTable(perTopic: readonly TopicScore[]): string {
  const lines = ['Per topic           precision  recall   F1    n'];
  for (const topic of perTopic) {
    lines.push(`  ${topic.topic.padEnd(17)} ${topic.precision.toFixed(2).padStart(6)}  ${topic.recall.toFixed(2).padStart(6)}  ${topic.f1.toFixed(2).padStart(5)}  ${String(topic.support).padStart(3)}`);
  }
  return lines.join('\n');
}
