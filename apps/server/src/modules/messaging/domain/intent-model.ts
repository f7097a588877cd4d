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
const TOPIC_FLOOR = 0.3;
const RELATIVE = 0.8;
/** Char trigrams weigh less than whole stems: they are there for typos and German compounds. */
const TRIGRAM_WEIGHT = 0.3;
/** Topics that only describe a message that asks nothing else ("thanks!", "is the host married?"). */
const ONLY_ALONE: ReadonlySet<GuestTopic> = new Set(['thanks', 'other']);
/** Where a message changes question: sentence ends, commas and each language's "and"/"also". */
const CLAUSE_BREAK = /[?!.;:\n]+|,\s|\s(?:and|also|plus|y|tambien|ademas|et|aussi|puis|und|auch|ausserdem|außerdem)\s/;

/**
 * nlp.js's defaults, capped at 20 epochs: training converges in about 30, and cross-validation
 * scores 20 the same at two thirds of the start-up time.
 */
const NETWORK_SETTINGS = { log: false, iterations: 20, errorThresh: 0.00005, deltaErrorThresh: 0.000001 };

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
      for (const stem of stemmer.stemWords(words)) features[`w:${stem}`] = 1;
      for (const word of words) {
        if (word.length < 4) continue;
        const padded = `<${word}>`;
        for (let index = 0; index + 3 <= padded.length; index++) features[`c:${padded.slice(index, index + 3)}`] = TRIGRAM_WEIGHT;
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
  const network = new NeuralNetwork(NETWORK_SETTINGS);
  network.train(
    examples.map((example) => ({
      input: prepare.features(example.text, example.language),
      output: Object.fromEntries(example.topics.map((topic) => [topic, 1])),
    })),
  );
  return {
    classify(text, language) {
      // Each segment keeps its own best topics, so a second question is not drowned by the first.
      const scores = new Map<GuestTopic, number>();
      let best = 0;
      for (const segment of segmentsOf(text)) {
        const output = network.run(prepare.features(segment, language)) ?? {};
        const ranked = GUEST_TOPICS.map((topic) => ({ topic, score: Math.min(1, output[topic] ?? 0) })).sort((a, b) => b.score - a.score);
        const top = ranked[0]!.score;
        best = Math.max(best, top);
        for (const { topic, score } of ranked) {
          if (score < TOPIC_FLOOR || score < RELATIVE * top) break;
          if (score > (scores.get(topic) ?? 0)) scores.set(topic, score);
        }
      }
      const kept = [...scores].map(([topic, score]) => ({ topic, score })).sort((a, b) => b.score - a.score);
      if (kept.length === 0) return [{ topic: 'other', score: best }];
      const specific = kept.filter(({ topic }) => !ONLY_ALONE.has(topic));
      return specific.length > 0 ? specific : kept.slice(0, 1);
    },
  };
}

function shippedCorpus(): TrainingExample[] {
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
