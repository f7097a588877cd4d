import { createRequire } from 'node:module';
import trainingCorpus from './corpus/training.json' with { type: 'json' };
import { GUEST_TOPICS, type GuestTopic } from './engine-types';
import { GUEST_LANGUAGES, type GuestLanguage } from './guest-language';
import { foldText } from './human-signals';

/**
 * The learned half of triage: what a guest's message asks about, from a small neural classifier
 * (nlp.js's, one perceptron per topic) trained on `corpus/training.json` when the process starts.
 * The fixed rules in human-signals.ts sit on top; this model never has to be right about a fire.
 */
export interface IntentModel {
  /** Topics the message asks about, best first; `other` alone when nothing is recognised. */
  classify(text: string, language: GuestLanguage): Array<{ topic: GuestTopic; score: number }>;
}

export interface TrainingExample {
  text: string;
  language: GuestLanguage;
  topics: GuestTopic[];
}

// nlp.js ships CommonJS without types: the few members used here, typed by hand.
interface NlpjsContainer {
  use(plugin: unknown): void;
  get(name: string): unknown;
}
interface NlpjsTokenizer {
  tokenize(text: string, normalize?: boolean): string[];
}
interface NlpjsStemmer {
  stemWords(tokens: string[]): string[];
}
type Features = Record<string, number>;
interface NlpjsNeuralNetwork {
  train(corpus: Array<{ input: Features; output: Features }>): { error: number; iterations: number };
  /** Returns one shared object, overwritten by the next call. */
  run(input: Features): Features | undefined;
}

const require = createRequire(import.meta.url);
const { containerBootstrap } = require('@nlpjs/core') as { containerBootstrap(settings?: object, mustLoadEnv?: boolean): NlpjsContainer };
const { NeuralNetwork } = require('@nlpjs/neural') as { NeuralNetwork: new (settings: object) => NlpjsNeuralNetwork };
const LANGUAGE_PLUGINS: unknown[] = [
  (require('@nlpjs/lang-en-min') as { LangEn: unknown }).LangEn,
  (require('@nlpjs/lang-es') as { LangEs: unknown }).LangEs,
  (require('@nlpjs/lang-fr') as { LangFr: unknown }).LangFr,
  (require('@nlpjs/lang-de') as { LangDe: unknown }).LangDe,
];

/**
 * Scores are each topic's perceptron output (about 1 for a clear match). A topic is kept when it
 * reaches the floor and is within this share of the best one of the same segment (the whole
 * message or one clause); both were tuned by 5-fold
 * cross-validation on the training corpus, never on the held-out set.
 */
export const TUNE = { floor: 0.5, relative: 0.8, trigram: 0.3, stem: 1, bigram: 0, minTrigramWord: 4, iterations: 20, learningRate: 0.3, momentum: 0.5, shuffle: true, otherFloor: 0, raw: false, primaryFloor: 0.2, clauseFloor: 0.5, clauseRelative: 0.8, ruleMain: 99, fourgram: 0, norm: 0, idf: 0.5, otherMode: 0, otherRel: 0.5, minDf: 0 };
/** Topics that only describe a message that asks nothing else ("thanks!", "is the host married?"). */
const ONLY_ALONE: ReadonlySet<GuestTopic> = new Set(['thanks', 'other']);
/** Where a message changes question: sentence ends, commas and each language's "and"/"also". */
const CLAUSE_BREAK = /[?!.;:\n]+|,\s|\s(?:and|also|plus|y|tambien|ademas|et|aussi|puis|und|auch|ausserdem|außerdem)\s/;

/**
 * nlp.js's defaults, capped at 20 epochs: training converges in about 30, and cross-validation
 * scores 20 the same at two thirds of the start-up time.
 */

interface TextPreparer {
  features(text: string, language: GuestLanguage): Features;
}

let preparer: TextPreparer | undefined;

/** Tokens and stems from nlp.js's language packages, on accent-folded text (as nlp.js normalises). */
function textPreparer(): TextPreparer {
  if (preparer) return preparer;
  const container = containerBootstrap({}, false);
  for (const plugin of LANGUAGE_PLUGINS) container.use(plugin);
  const tools = Object.fromEntries(
    GUEST_LANGUAGES.map((language) => [language, { tokenizer: container.get(`tokenizer-${language}`) as NlpjsTokenizer, stemmer: container.get(`stemmer-${language}`) as NlpjsStemmer }]),
  ) as Record<GuestLanguage, { tokenizer: NlpjsTokenizer; stemmer: NlpjsStemmer }>;
  preparer = {
    features(text, language) {
      const cleaned = foldText(text)
        .replace(/\bwi[\s-]?fi\b/g, 'wifi')
        .replace(/[^\p{L}\p{N}]+/gu, ' ')
        .trim();
      const { tokenizer, stemmer } = tools[language];
      const words = cleaned ? tokenizer.tokenize(cleaned, false).filter(Boolean) : [];
      const features: Features = {};
      const stems = stemmer.stemWords(words);
      for (const stem of stems) features[`w:${stem}`] = TUNE.stem;
      if (TUNE.bigram) for (let index = 0; index + 1 < stems.length; index++) features[`b:${stems[index]}_${stems[index + 1]}`] = TUNE.bigram;
      if (TUNE.trigram) for (const word of words) {
        if (word.length < TUNE.minTrigramWord) continue;
        const padded = `<${word}>`;
        for (let index = 0; index + 3 <= padded.length; index++) features[`c:${padded.slice(index, index + 3)}`] = TUNE.trigram;
      }
      if (TUNE.fourgram) for (const word of words) {
        if (word.length < 4) continue;
        const padded = `<${word}>`;
        for (let index = 0; index + 4 <= padded.length; index++) features[`q:${padded.slice(index, index + 4)}`] = TUNE.fourgram;
      }
      return features;
    },
  };
  return preparer;
}

/** The whole message, then each clause of it: one question per clause is the usual shape. */
function segmentsOf(text: string): string[] {
  const clauses = foldText(text)
    .split(CLAUSE_BREAK)
    .map((clause) => clause.trim())
    .filter((clause) => /\p{L}/u.test(clause));
  return [...new Set([text, ...(clauses.length > 1 ? clauses : [])])];
}

/** Trains the classifier on labelled messages (about a second for the shipped corpus on an idle core). */
export async function trainIntentModel(examples: readonly TrainingExample[]): Promise<IntentModel> {
  const prepare = textPreparer();
  const network = new NeuralNetwork({ log: false, iterations: TUNE.iterations, errorThresh: 0.00005, deltaErrorThresh: 0.000001, learningRate: TUNE.learningRate, momentum: TUNE.momentum });
  let ordered = [...examples];
  if (TUNE.shuffle) {
    let state = 12345;
    const random = () => ((state = (Math.imul(state, 1103515245) + 12345) >>> 0) / 4294967296);
    for (let index = ordered.length - 1; index > 0; index--) {
      const other = Math.floor(random() * (index + 1));
      [ordered[index], ordered[other]] = [ordered[other]!, ordered[index]!];
    }
  }
  const df = new Map<string, number>();
  const raw = ordered.map((example) => prepare.features(example.text, example.language));
  for (const f of raw) for (const key of Object.keys(f)) df.set(key, (df.get(key) ?? 0) + 1);
  const total = raw.length;
  const weigh = (f: Features): Features => {
    const out: Features = {};
    for (const [key, value] of Object.entries(f)) {
      const d = df.get(key);
      if (!d || d < TUNE.minDf) continue;
      out[key] = TUNE.idf && d ? value * Math.pow(Math.log((total + 1) / d) / Math.log(total + 1), TUNE.idf) : value;
    }
    if (TUNE.norm) {
      const length = Math.sqrt(Object.values(out).reduce((a, v) => a + v * v, 0)) || 1;
      for (const key of Object.keys(out)) out[key] = (out[key]! * TUNE.norm) / length;
    }
    return out;
  };
  network.train(
    ordered.map((example, i) => ({
      input: weigh(raw[i]!),
      output: Object.fromEntries(example.topics.map((topic) => [topic, 1])),
    })),
  );
  return {
    classify(text, language) {
      // Each segment keeps its own best topics, so a second question is not drowned by the first.
      if (TUNE.raw) {
        const output = network.run(weigh(prepare.features(text, language))) ?? {};
        return GUEST_TOPICS.map((topic) => ({ topic, score: output[topic] ?? 0 })).sort((a, b) => b.score - a.score);
      }
      const scores = new Map<GuestTopic, number>();
      let best = 0;
      segmentsOf(text).forEach((segment, segmentIndex) => {
        const output = network.run(weigh(prepare.features(segment, language))) ?? {};
        const ranked = GUEST_TOPICS.map((topic) => ({ topic, score: Math.min(1, output[topic] ?? 0) })).sort((a, b) => b.score - a.score);
        const top = ranked[0]!.score;
        best = Math.max(best, top);
        const whole = segmentIndex === 0;
        const firstSpecific = ranked.find(({ topic }) => !ONLY_ALONE.has(topic))!.topic;
        ranked.forEach(({ topic, score }, rank) => {
          const primary = TUNE.otherMode ? topic === firstSpecific || rank === 0 : rank === 0;
          const floor = whole ? (primary ? TUNE.primaryFloor : TUNE.floor) : TUNE.clauseFloor;
          const relative = whole ? (primary && TUNE.otherMode ? TUNE.otherRel : TUNE.relative) : TUNE.clauseRelative;
          if (score < floor || score < relative * top) return;
          if (score > (scores.get(topic) ?? 0)) scores.set(topic, score);
        });
      });
      const kept = [...scores].map(([topic, score]) => ({ topic, score })).sort((a, b) => b.score - a.score);
      if (kept.length === 0) return [{ topic: 'other', score: best }];
      const specific = kept.filter(({ topic }) => !ONLY_ALONE.has(topic));
      return specific.length > 0 ? specific : kept.slice(0, 1);
    },
  };
}

/** The shipped corpus, checked against the known topics and languages. */
export function shippedCorpus(): TrainingExample[] {
  const topics = new Set<string>(GUEST_TOPICS);
  const languages = new Set<string>(GUEST_LANGUAGES);
  return trainingCorpus.map((example, index) => {
    if (!languages.has(example.language) || example.topics.length === 0 || example.topics.some((topic) => !topics.has(topic))) {
      throw new Error(`corpus/training.json entry ${index} has an unknown language or topic: ${JSON.stringify(example)}`);
    }
    return example as TrainingExample;
  });
}

let shippedModel: Promise<IntentModel> | undefined;

/** The model trained on the shipped corpus, once per process. */
export function loadIntentModel(): Promise<IntentModel> {
  shippedModel ??= trainIntentModel(shippedCorpus());
  return shippedModel;
}
