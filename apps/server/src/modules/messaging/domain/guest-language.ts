import { GUEST_LANGUAGES, type GuestLanguageCode } from '@cohost/shared';

/** The languages the co-host reads and answers in (issue 7): one list, shared with the API. */
export { GUEST_LANGUAGES };
export type GuestLanguage = GuestLanguageCode;

/**
 * Short, frequent words of each language that guests' messages are full of ("where is the…",
 * "¿dónde está…", "où est…", "wo ist…"). Guest messages are short, so counting these beats
 * character n-grams, which need more text than "wifi pw?" to be sure.
 */
const MARKERS: Record<GuestLanguage, ReadonlySet<string>> = {
  en: new Set('the is are what where when how can could would we i you my our your it this there to do does please thanks thank hi hello hey and of for with at in check key door password late early towel towels'.split(' ')),
  es: new Set('el la los las es son qué que dónde donde cuándo cuando cómo como puedo podemos mi mis nuestro nuestra su hay por para gracias hola buenos buenas y de del con en llave puerta contraseña estacionamiento tarde temprano toallas está esta se nos una lo muy al ya pero también tenemos necesitamos hace'.split(' ')),
  fr: new Set('le la les est sont quel quelle où ou quand comment je nous vous mon ma mes notre votre il y a pour merci bonjour bonsoir salut et de du des avec dans clé porte mot passe parking tard tôt serviettes peut pouvons une nous très pas ne ce au sur aussi avons besoin'.split(' ')),
  de: new Set('der die das ist sind was wo wann wie ich wir sie mein meine unser unsere ihr es gibt für bitte danke hallo guten und von mit im in schlüssel tür passwort parkplatz spät früh handtücher können kann nicht ein eine einen sehr auch noch uns zu auf den dem haben brauchen'.split(' ')),
};

/** Letters only one of the four languages uses in everyday words. */
const LETTERS: Array<[RegExp, GuestLanguage]> = [
  [/[ñ¿¡]/, 'es'],
  [/[äöüß]/, 'de'],
  [/[çœèêëàâîôûù]/, 'fr'],
];

/**
 * The language of a guest's message: the language whose everyday words and letters it uses
 * most; English when nothing tells (a bare "wifi?"), or `fallback` (the conversation's language
 * so far) when given.
 */
export function detectGuestLanguage(text: string, fallback: GuestLanguage = 'en'): GuestLanguage {
  const lower = text.toLowerCase();
  const words = lower.normalize('NFC').split(/[^\p{L}']+/u).filter(Boolean);
  const scores: Record<GuestLanguage, number> = { en: 0, es: 0, fr: 0, de: 0 };
  for (const word of words) {
    for (const language of GUEST_LANGUAGES) {
      if (MARKERS[language].has(word)) scores[language] += 1;
      // French elision: l'adresse, j'arrive, qu'est-ce.
      else if (language === 'fr' && /^(l|j|d|qu|c|n|s)'/.test(word)) scores.fr += 1;
    }
  }
  for (const [pattern, language] of LETTERS) if (pattern.test(lower)) scores[language] += 1.5;
  let best: GuestLanguage = fallback;
  let bestScore = 0;
  for (const language of GUEST_LANGUAGES) {
    if (scores[language] > bestScore || (scores[language] === bestScore && bestScore > 0 && language === fallback)) {
      best = language;
      bestScore = scores[language];
    }
  }
  return bestScore === 0 ? fallback : best;
}
