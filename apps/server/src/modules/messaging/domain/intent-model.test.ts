import { beforeAll, describe, expect, it } from 'vitest';
import trainingCorpus from './corpus/training.json' with { type: 'json' };
import { GUEST_TOPICS, type GuestTopic } from './engine-types';
import { GUEST_LANGUAGES, type GuestLanguage } from './guest-language';
import { testIntentModel } from '../../../../test/support/intent-model';
import { loadIntentModel, shippedCorpus, trainIntentModel, type IntentModel, type IntentModelStore } from './intent-model';

// The real model, trained once on the shipped corpus; the sentences below are not in it.
let model: IntentModel;
beforeAll(async () => {
  model = await testIntentModel();
}, 120_000);

const topicsOf = (text: string, language: GuestLanguage) => model.classify(text, language).map(({ topic }) => topic);

describe('the shipped corpus', () => {
  it('covers every topic in every language, with English the largest share', () => {
    const count = (language: string, topic?: GuestTopic) => trainingCorpus.filter((example) => example.language === language && (!topic || example.topics.includes(topic))).length;
    for (const language of GUEST_LANGUAGES) {
      for (const topic of GUEST_TOPICS) expect(count(language, topic), `${language} ${topic}`).toBeGreaterThanOrEqual(10);
    }
    expect(count('en')).toBeGreaterThan(Math.max(count('es'), count('fr'), count('de')));
  });

  it('labels only known topics and languages, and has no repeated message', () => {
    for (const example of trainingCorpus) {
      expect(GUEST_LANGUAGES).toContain(example.language);
      for (const topic of example.topics) expect(GUEST_TOPICS).toContain(topic);
    }
    expect(new Set(trainingCorpus.map((example) => example.text.toLowerCase())).size).toBe(trainingCorpus.length);
  });
});

describe('classify', () => {
  it.each([
    ['en', 'hiya, what would the wifi password be?'],
    ['es', '¿me podrías decir la contraseña de la wifi, porfa?'],
    ['fr', 'pourriez-vous me donner le mot de passe du wifi'],
    ['de', 'könnten sie mir bitte das wlan passwort verraten'],
  ] as const)('reads a %s wifi question', (language, text) => {
    expect(topicsOf(text, language)[0]).toBe('wifi');
  });

  it.each([
    ['en', 'is there anywhere nearby we can park the rental car'],
    ['es', '¿dónde podríamos aparcar la furgoneta?'],
    ['fr', 'est-ce qu’il y a un parking pour notre voiture ?'],
    ['de', 'wo dürfen wir unser auto parken'],
  ] as const)('reads a %s parking question', (language, text) => {
    expect(topicsOf(text, language)[0]).toBe('parking');
  });

  it.each([
    ['en', 'whats the wifi pwd and where do we park', ['wifi', 'parking']],
    ['es', '¿cuál es el wifi? y ¿dónde aparcamos el coche?', ['wifi', 'parking']],
    ['fr', 'le code wifi svp, et où est-ce qu’on se gare ?', ['wifi', 'parking']],
    ['de', 'wie lautet das wlan passwort und wo können wir das auto abstellen', ['wifi', 'parking']],
  ] as const)('finds every question of a %s multi-question message', (language, text, expected) => {
    expect(topicsOf(text, language)).toEqual(expect.arrayContaining([...expected]));
  });

  it('reads through typos and missing punctuation', () => {
    expect(topicsOf('wats the wiifi pasword', 'en')[0]).toBe('wifi');
    expect(topicsOf('wat time is chekout', 'en')[0]).toBe('check-out');
    expect(topicsOf('can i bring my dogg', 'en')[0]).toBe('pets');
  });

  it('keeps thanks and other only for messages that ask nothing else', () => {
    expect(topicsOf('thank you so so much!!', 'en')).toEqual(['thanks']);
    expect(topicsOf('thanks! and where do the garbage bags go?', 'en')).not.toContain('thanks');
    expect(topicsOf('are you married', 'en')).toEqual(['other']);
  });

  it('returns scores between 0 and 1, best first, never an empty list', () => {
    for (const text of ['', '???', 'wifi', 'the wifi pw and parking and a late checkout please']) {
      const result = model.classify(text, 'en');
      expect(result.length).toBeGreaterThan(0);
      for (const { score } of result) {
        expect(score).toBeGreaterThanOrEqual(0);
        expect(score).toBeLessThanOrEqual(1);
      }
      expect(result.map(({ score }) => score)).toEqual([...result.map(({ score }) => score)].sort((a, b) => b - a));
    }
  });
});

describe('training', () => {
  it('learns the labels it is given', async () => {
    const tiny = await trainIntentModel([
      { text: 'where is the beach', language: 'en', topics: ['local-tips'] },
      { text: 'any good beaches', language: 'en', topics: ['local-tips'] },
      { text: 'where do we park', language: 'en', topics: ['parking'] },
      { text: 'is there a parking spot', language: 'en', topics: ['parking'] },
    ]);
    expect(tiny.classify('nice beach nearby?', 'en')[0]?.topic).toBe('local-tips');
    expect(tiny.classify('parking spot?', 'en')[0]?.topic).toBe('parking');
  });

  it('trains the shipped model once per process', () => {
    expect(loadIntentModel()).toBe(loadIntentModel());
  });

  it('restores a trained network from its store, reading exactly as the trained one; a damaged or other entry trains anew', async () => {
    const entries = new Map<string, string>();
    const store: IntentModelStore = { read: async (key) => entries.get(key), write: async (key, value) => void entries.set(key, value) };
    const corpus = shippedCorpus().slice(0, 400);
    const trained = await trainIntentModel(corpus, store);
    expect(entries.size).toBe(1);
    const restored = await trainIntentModel(corpus, store);
    expect(entries.size).toBe(1);
    for (const text of ['wifi password please', 'where do we park the car', 'es gibt ein Problem mit der Heizung']) {
      expect(restored.classify(text, 'en')).toEqual(trained.classify(text, 'en'));
    }
    // Another corpus is another key; a damaged entry is trained over.
    await trainIntentModel(corpus.slice(0, 300), store);
    expect(entries.size).toBe(2);
    const [key] = [...entries.keys()];
    entries.set(key!, '{"features":');
    expect((await trainIntentModel(corpus, store)).classify('wifi password please', 'en')).toEqual(trained.classify('wifi password please', 'en'));
    expect(entries.get(key!)).not.toBe('{"features":');
  });
});
