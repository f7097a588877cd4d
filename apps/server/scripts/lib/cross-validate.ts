import type { GuestTopic } from '../../src/modules/messaging/domain/engine-types';
import { trainIntentModel, type TrainingExample } from '../../src/modules/messaging/domain/intent-model';
import { HUMAN_TOPICS, TRIAGE_THRESHOLDS, triageMessage, type TriageThresholds } from '../../src/modules/messaging/domain/triage';
import { scoreTopics, type TopicOutcome } from './topic-scores';

// k-fold cross-validation of triage (model and fixed rules) on the training corpus: what the
// intent model's settings are tuned on, so the held-out set stays a test nobody tuned against.
const NOW = new Date('2025-07-12T17:00:00.000Z');
const SEED = 7;

/** A small seeded generator (mulberry32): the same folds on every run. */
function seededRandom(seed: number): () => number {
  let state = seed >>> 0;
  return () => {
    state = (state + 0x6d2b79f5) >>> 0;
    let mixed = Math.imul(state ^ (state >>> 15), 1 | state);
    mixed = (mixed + Math.imul(mixed ^ (mixed >>> 7), 61 | mixed)) ^ mixed;
    return ((mixed ^ (mixed >>> 14)) >>> 0) / 4294967296;
  };
}

/**
 * The fold of each example, stratified by its first topic and its language: each group is
 * shuffled, then dealt round the folds, starting where the previous group stopped.
 */
function stratifiedFolds(examples: readonly TrainingExample[], folds: number, seed: number): number[] {
  const random = seededRandom(seed);
  const groups = new Map<string, number[]>();
  examples.forEach((example, index) => {
    const key = `${example.topics[0]}|${example.language}`;
    const group = groups.get(key);
    if (group) group.push(index);
    else groups.set(key, [index]);
  });
  const foldOf = new Array<number>(examples.length).fill(0);
  let next = 0;
  for (const key of [...groups.keys()].sort()) {
    const members = groups.get(key)!;
    for (let index = members.length - 1; index > 0; index--) {
      const other = Math.floor(random() * (index + 1));
      [members[index], members[other]] = [members[other]!, members[index]!];
    }
    for (const member of members) foldOf[member] = next++ % folds;
  }
  return foldOf;
}

export interface CrossValidation {
  /** Every example's outcome, from the model that did not train on it (corpus order). */
  outcomes: TopicOutcome[];
  /** Macro-F1 of each fold on its own. */
  foldMacroF1: number[];
  /** Training time of each fold's model, ms. */
  trainingMs: number[];
  /** The escalate-unless-sure trade-off at each threshold setting tried, folds pooled. */
  curve: ThresholdPoint[];
}

export interface ThresholdPoint {
  thresholds: TriageThresholds;
  /** Messages whose labels need a person (a human topic) that triage sent to one. */
  needsHumanRecall: number;
  /** Messages labelled safety that triage made critical. */
  criticalRecall: number;
  /** Routine messages (no human topic) triage let the co-host answer alone. */
  routineAlone: number;
}

/** The settings the curve tries: the shipped one first, then a grid around it. */
export function thresholdGrid(): TriageThresholds[] {
  const grid: TriageThresholds[] = [TRIAGE_THRESHOLDS];
  for (const answer of [0.3, 0.4, 0.5, 0.6, 0.7]) for (const clause of [0.2, 0.3, 0.4, 0.5]) grid.push({ answer, clause, unknownShare: TRIAGE_THRESHOLDS.unknownShare });
  for (const unknownShare of [0.34, 0.67, 1]) grid.push({ ...TRIAGE_THRESHOLDS, unknownShare });
  return grid.filter((point, index) => grid.findIndex((other) => JSON.stringify(other) === JSON.stringify(point)) === index);
}

/** Trains on all folds but one and triages that one, for each fold in turn. */
export async function crossValidate(examples: readonly TrainingExample[], folds = 5, options: { curve?: boolean } = {}): Promise<CrossValidation> {
  const foldOf = stratifiedFolds(examples, folds, SEED);
  const outcomes = new Array<TopicOutcome>(examples.length);
  const foldMacroF1: number[] = [];
  const trainingMs: number[] = [];
  const grid = options.curve ? thresholdGrid() : [];
  const tallies = grid.map(() => ({ human: 0, humanFound: 0, critical: 0, criticalFound: 0, routine: 0, routineAlone: 0 }));
  for (let fold = 0; fold < folds; fold++) {
    const started = performance.now();
    const model = await trainIntentModel(examples.filter((_, index) => foldOf[index] !== fold));
    trainingMs.push(performance.now() - started);
    const foldOutcomes: TopicOutcome[] = [];
    examples.forEach((example, index) => {
      if (foldOf[index] !== fold) return;
      const got: GuestTopic[] = triageMessage(model, example.text, { previousLanguage: null, timezone: 'UTC', now: NOW }).topics;
      outcomes[index] = { expected: example.topics, got };
      foldOutcomes.push(outcomes[index]);
      const wantsHuman = example.topics.some((topic) => HUMAN_TOPICS.has(topic));
      const wantsCritical = example.topics.includes('safety');
      grid.forEach((thresholds, point) => {
        const read = triageMessage(model, example.text, { previousLanguage: null, timezone: 'UTC', now: NOW, thresholds });
        const tally = tallies[point]!;
        if (wantsHuman) {
          tally.human++;
          if (read.needsHuman) tally.humanFound++;
        } else {
          tally.routine++;
          if (!read.needsHuman) tally.routineAlone++;
        }
        if (wantsCritical) {
          tally.critical++;
          if (read.urgency === 'critical') tally.criticalFound++;
        }
      });
    });
    foldMacroF1.push(scoreTopics(foldOutcomes).macroF1);
  }
  const ratio = (part: number, whole: number) => (whole === 0 ? 1 : part / whole);
  const curve = grid.map((thresholds, point) => {
    const tally = tallies[point]!;
    return { thresholds, needsHumanRecall: ratio(tally.humanFound, tally.human), criticalRecall: ratio(tally.criticalFound, tally.critical), routineAlone: ratio(tally.routineAlone, tally.routine) };
  });
  return { outcomes, foldMacroF1, trainingMs, curve };
}
