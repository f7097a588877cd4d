import { createHash } from 'node:crypto';
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
  /**
   * Each clause of the message with its best topic and score, and how many of its words the
   * model has ever seen: what triage checks to know that every part of a message is explained.
   */
  clauses(text: string, language: GuestLanguage): ClauseReading[];
}

export interface ClauseReading {
  text: string;
  topic: GuestTopic;
  score: number;
  /** Words of three letters or more in the clause. */
  words: number;
  /** Of those, words no training message of the language contains (after typo repair). */
  unknown: number;
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
  toJSON(): unknown;
  fromJSON(json: unknown): void;
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
 * Scores are each topic's perceptron output (about 1 for a clear match). The message's best topic
 * is kept from the primary floor (below it the message is `other`); any further topic, of the
 * whole message or of one clause, needs the secondary floor, or, for a clause's best topic, the
 * clear floor and the clear margin over that clause's runner-up ("can we bring our spaniel?").
 * Every topic must also be within the relative share of its segment's best. All of this file's
 * numbers were tuned by 5-fold cross-validation on the training corpus
 * (`npm run eval -- --cross-validate`), never on the held-out set.
 */
const PRIMARY_FLOOR = 0.2;
const SECONDARY_FLOOR = 0.5;
const CLEAR_FLOOR = 0.3;
const CLEAR_MARGIN = 3;
const RELATIVE = 0.8;
/** Char trigrams weigh less than whole stems: they are there for typos and German compounds. */
const TRIGRAM_WEIGHT = 0.4;
/** Below six letters an unknown word is more often a new word than a typo (cross-validation: five scores worse). */
const TYPO_MIN_LENGTH = 6;
/** Topics that only describe a message that asks nothing else ("thanks!", "is the host married?"). */
const ONLY_ALONE: ReadonlySet<GuestTopic> = new Set(['thanks', 'other']);
/** Where a message changes question: sentence ends, commas and each language's "and"/"also". */
const CLAUSE_BREAK = /[?!.;:\n]+|,\s|\s(?:and|also|plus|y|tambien|ademas|et|aussi|puis|und|auch|ausserdem|außerdem)\s/;

/**
 * Half nlp.js's learning rate and a lighter momentum (0.6 and 0.5 over-fit the small corpus),
 * capped at 12 epochs: cross-validation scores 20 the same at two thirds more start-up time.
 */
const NETWORK_SETTINGS = Object.freeze({ log: false, iterations: 12, learningRate: 0.3, momentum: 0.3, errorThresh: 0.00005, deltaErrorThresh: 0.000001 });

interface TextPreparer {
  words(text: string, language: GuestLanguage): string[];
  features(words: readonly string[], language: GuestLanguage): Features;
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
    words(text, language) {
      const cleaned = foldText(text)
        .replace(/\bwi[\s-]?fi\b/g, 'wifi')
        .replace(/[^\p{L}\p{N}]+/gu, ' ')
        .trim();
      return cleaned ? tools[language].tokenizer.tokenize(cleaned, false).filter(Boolean) : [];
    },
    features(words, language) {
      const features: Features = {};
      for (const stem of tools[language].stemmer.stemWords([...words])) features[`w:${stem}`] = 1;
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

/**
 * Each feature scaled by the square root of its normalised inverse document frequency in the
 * training messages, so "the", "can" and "<th" weigh less than "wifi" or "park"; features the
 * training never saw are dropped (the network has no weight for them).
 */
function rarityWeights(featureSets: readonly Features[]): Map<string, number> {
  const counts = new Map<string, number>();
  for (const features of featureSets) for (const name of Object.keys(features)) counts.set(name, (counts.get(name) ?? 0) + 1);
  const most = Math.log(featureSets.length + 1);
  return new Map([...counts].map(([name, count]) => [name, Math.sqrt(Math.log((featureSets.length + 1) / count) / most)]));
}

function weighted(features: Features, weights: ReadonlyMap<string, number>): Features {
  const result: Features = {};
  for (const [name, value] of Object.entries(features)) {
    const weight = weights.get(name);
    if (weight !== undefined) result[name] = value * weight;
  }
  return result;
}

function deletions(word: string): string[] {
  return [...word].map((_, index) => word.slice(0, index) + word.slice(index + 1));
}

/**
 * Typo repair against the training words of the message's language: a long unknown word gets the
 * most frequent training word one letter away (missing, extra, swapped or wrong) added beside it,
 * so "chekout" also reads as "checkout" (symmetric deletions, as SymSpell does).
 */
function typoRepair(wordsByLanguage: ReadonlyArray<{ language: GuestLanguage; words: readonly string[] }>): (words: readonly string[], language: GuestLanguage) => string[] {
  const counts = new Map<string, number>();
  const byDeletion = new Map<string, string[]>();
  for (const { language, words } of wordsByLanguage) {
    for (const word of words) {
      const key = `${language}:${word}`;
      const count = counts.get(key) ?? 0;
      counts.set(key, count + 1);
      if (count > 0 || word.length < TYPO_MIN_LENGTH - 1) continue;
      for (const deleted of deletions(word)) {
        const deletedKey = `${language}:${deleted}`;
        const known = byDeletion.get(deletedKey);
        if (known) known.push(word);
        else byDeletion.set(deletedKey, [word]);
      }
    }
  }
  const frequency = (language: GuestLanguage, word: string) => counts.get(`${language}:${word}`) ?? 0;
  return (words, language) =>
    words.flatMap((word) => {
      if (word.length < TYPO_MIN_LENGTH || /\d/.test(word) || frequency(language, word) > 0) return [word];
      const candidates = [
        ...(byDeletion.get(`${language}:${word}`) ?? []),
        ...deletions(word).flatMap((deleted) => [...(frequency(language, deleted) > 0 ? [deleted] : []), ...(byDeletion.get(`${language}:${deleted}`) ?? [])]),
      ];
      if (candidates.length === 0) return [word];
      return [word, candidates.reduce((best, next) => (frequency(language, next) > frequency(language, best) ? next : best))];
    });
}

/** The clauses of a message (accent-folded): one question per clause is the usual shape. */
export function clausesOf(text: string): string[] {
  return foldText(text)
    .split(CLAUSE_BREAK)
    .map((clause) => clause.trim())
    .filter((clause) => /\p{L}/u.test(clause));
}

/** The whole message, then each clause of it. */
function segmentsOf(text: string): string[] {
  const clauses = clausesOf(text);
  return [...new Set([text, ...(clauses.length > 1 ? clauses : [])])];
}

/**
 * Where a trained network is kept between processes: a cache, so losing or corrupting an entry
 * costs one training, never a wrong model. Keys name the corpus, the settings and the code that
 * turns text into features, so any change to them trains anew.
 */
export interface IntentModelStore {
  read(key: string): Promise<string | undefined>;
  write(key: string, value: string): Promise<void>;
}

const NLPJS_VERSION = (require('@nlpjs/neural/package.json') as { version: string }).version;

/** The cache key: everything the trained weights depend on. */
function networkKey(examples: readonly TrainingExample[]): string {
  const hash = createHash('sha256');
  hash.update(JSON.stringify({ NETWORK_SETTINGS, TRIGRAM_WEIGHT, NLPJS_VERSION }));
  for (const code of [textPreparer, rarityWeights, weighted]) hash.update(String(code));
  for (const example of examples) hash.update(`${example.language}\u0000${example.topics.join(',')}\u0000${example.text}\u0001`);
  return hash.digest('hex').slice(0, 32);
}

/** Trains the network, or restores it from the store when the same corpus and code trained it before. */
async function trainedNetwork(examples: readonly TrainingExample[], data: () => Array<{ input: Features; output: Features }>, store?: IntentModelStore): Promise<NlpjsNeuralNetwork> {
  const key = store ? networkKey(examples) : '';
  const saved = store ? await store.read(key).catch(() => undefined) : undefined;
  if (saved) {
    try {
      const restored = new NeuralNetwork({ ...NETWORK_SETTINGS });
      restored.fromJSON(JSON.parse(saved));
      return restored;
    } catch {
      // A damaged entry: train instead.
    }
  }
  const fresh = new NeuralNetwork({ ...NETWORK_SETTINGS });
  fresh.train(data());
  if (store) await store.write(key, JSON.stringify(fresh.toJSON())).catch(() => undefined);
  return fresh;
}

/**
 * Trains the classifier on labelled messages (about 3 s for the shipped corpus on an idle core;
 * well under a second when `store` holds the network this corpus and code trained before).
 */
/** Training examples read between two turns of the event loop. */
const PREPARE_SLICE = 250;

export async function trainIntentModel(examples: readonly TrainingExample[], store?: IntentModelStore): Promise<IntentModel> {
  const prepare = textPreparer();
  // Reading thousands of examples takes most of a second: done in slices, with the event loop
  // free in between, so a starting server answers requests while its co-host gets ready.
  const trainingWords: { language: TrainingExample['language']; words: string[] }[] = [];
  const featureSets: ReturnType<typeof prepare.features>[] = [];
  for (let from = 0; from < examples.length; from += PREPARE_SLICE) {
    if (from > 0) await new Promise<void>((resolve) => setImmediate(resolve));
    for (const example of examples.slice(from, from + PREPARE_SLICE)) {
      const words = prepare.words(example.text, example.language);
      trainingWords.push({ language: example.language, words });
      featureSets.push(prepare.features(words, example.language));
    }
  }
  const weights = rarityWeights(featureSets);
  const repair = typoRepair(trainingWords);
  // Any language's words count as known: a short message's language is often guessed wrong.
  const vocabulary = new Set(trainingWords.flatMap(({ words }) => words));
  const network = await trainedNetwork(examples, () =>
    examples.map((example, index) => ({
      input: weighted(featureSets[index]!, weights),
      output: Object.fromEntries(example.topics.map((topic) => [topic, 1])),
    })),
    store,
  );
  return {
    classify(text, language) {
      // Each segment keeps its own best topics, so a second question is not drowned by the first.
      const scores = new Map<GuestTopic, number>();
      let best = 0;
      segmentsOf(text).forEach((segment, segmentIndex) => {
        const words = repair(prepare.words(segment, language), language);
        const output = network.run(weighted(prepare.features(words, language), weights)) ?? {};
        const ranked = GUEST_TOPICS.map((topic) => ({ topic, score: Math.min(1, output[topic] ?? 0) })).sort((a, b) => b.score - a.score);
        const top = ranked[0]!.score;
        best = Math.max(best, top);
        const isClearClause = segmentIndex > 0 && top >= CLEAR_MARGIN * ranked[1]!.score;
        for (const [rank, { topic, score }] of ranked.entries()) {
          const floor = rank > 0 ? SECONDARY_FLOOR : segmentIndex === 0 ? PRIMARY_FLOOR : isClearClause ? CLEAR_FLOOR : SECONDARY_FLOOR;
          if (score < floor || score < RELATIVE * top) break;
          if (score > (scores.get(topic) ?? 0)) scores.set(topic, score);
        }
      });
      const kept = [...scores].map(([topic, score]) => ({ topic, score })).sort((a, b) => b.score - a.score);
      if (kept.length === 0) return [{ topic: 'other', score: best }];
      const specific = kept.filter(({ topic }) => !ONLY_ALONE.has(topic));
      return specific.length > 0 ? specific : kept.slice(0, 1);
    },
    clauses(text, language) {
      return clausesOf(text).map((clause) => {
        const raw = prepare.words(clause, language);
        const repaired = repair(raw, language);
        const output = network.run(weighted(prepare.features(repaired, language), weights)) ?? {};
        const [best] = GUEST_TOPICS.map((topic) => ({ topic, score: Math.min(1, output[topic] ?? 0) })).sort((a, b) => b.score - a.score);
        const long = raw.filter((word) => word.length >= 3);
        const known = (word: string) => vocabulary.has(word) || repair([word], language).length > 1;
        return { text: clause, topic: best!.topic, score: best!.score, words: long.length, unknown: long.filter((word) => !known(word)).length };
      });
    },
  };
}

/** The shipped corpus, each entry checked against the known topics and languages. */
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

/** The model trained on the shipped corpus, once per process (restored from `store` when it holds it). */
export function loadIntentModel(store?: IntentModelStore): Promise<IntentModel> {
  shippedModel ??= trainIntentModel(shippedCorpus(), store);
  return shippedModel;
}
