import { describe, expect, it } from 'vitest';
import { detectGuestLanguage } from './guest-language';
import { readHumanSignals, type HumanSignal, type Urgency } from './human-signals';

// [message, signals expected among those found, urgency, language]
const MUST_REACH_A_PERSON: Array<[string, HumanSignal[], Urgency, string]> = [
  ['There is smoke coming from the kitchen!!', ['safety'], 'critical', 'en'],
  ['I think I smell gas in the bedroom', ['safety'], 'critical', 'en'],
  ['My son fell on the stairs and is hurt, he is bleeding', ['safety'], 'critical', 'en'],
  ['Someone broke in while we were at the beach', ['safety'], 'critical', 'en'],
  ['¡Hay humo en la cocina! ¿Qué hacemos?', ['safety'], 'critical', 'es'],
  ['Huele a gas en el baño', ['safety'], 'critical', 'es'],
  ['Il y a de la fumée dans la cuisine', ['safety'], 'critical', 'fr'],
  ['Es riecht nach Gas in der Wohnung', ['safety'], 'critical', 'de'],
  ['Wasserrohrbruch im Bad, alles steht unter Wasser', ['safety'], 'critical', 'de'],
  ['We are locked out, the code does not work', ['lockout'], 'high', 'en'],
  ['the keypad wont open and its raining', ['lockout'], 'high', 'en'],
  ['El código no funciona y no podemos entrar', ['lockout'], 'high', 'es'],
  ['Le code ne marche pas, on ne peut pas entrer', ['lockout'], 'high', 'fr'],
  ['Der Code funktioniert nicht, wir kommen nicht rein', ['lockout'], 'high', 'de'],
  ['Can I talk to a real person please', ['human-request'], 'high', 'en'],
  ['are you a bot? i want to speak with the host', ['human-request'], 'high', 'en'],
  ['Quiero hablar con una persona', ['human-request'], 'high', 'es'],
  ['Je voudrais parler à quelqu’un, pas un robot', ['human-request'], 'high', 'fr'],
  ['Ich möchte mit einem Menschen sprechen', ['human-request'], 'high', 'de'],
  ['If this is not fixed I will contact my lawyer', ['legal'], 'high', 'en'],
  ['We broke a wine glass, sorry! Where do we put the pieces?', ['damage'], 'normal', 'en'],
  ['Se nos rompió una lámpara', ['damage'], 'normal', 'es'],
  ['The apartment is dirty and there are cockroaches', ['complaint'], 'normal', 'en'],
  ['La chambre est sale, je suis très déçue', ['complaint'], 'normal', 'fr'],
  ['Kein warmes Wasser seit gestern, sehr enttäuscht', ['complaint'], 'normal', 'de'],
  ['No hot water this morning', ['complaint'], 'normal', 'en'],
  ['Can we get a refund for the last night?', ['money'], 'normal', 'en'],
  ['¿Nos pueden hacer un descuento?', ['money'], 'normal', 'es'],
  ['Pouvez-vous nous rembourser la caution ?', ['money'], 'normal', 'fr'],
];

// Everyday questions the co-host answers alone: nothing here may call a person.
const ROUTINE: Array<[string, string]> = [
  ['What is the wifi password?', 'en'],
  ['What time is check in?', 'en'],
  ['Where can we park the car?', 'en'],
  ['¿Cuál es la contraseña del wifi?', 'es'],
  ['¿A qué hora podemos llegar?', 'es'],
  ['Bonjour, quel est le mot de passe du wifi ?', 'fr'],
  ['Où est-ce qu’on peut se garer ?', 'fr'],
  ['Hallo, wie ist das WLAN-Passwort?', 'de'],
  ['Wann können wir einchecken?', 'de'],
  ['Any good restaurants nearby?', 'en'],
];

describe('must-reach-a-person signals, in four languages', () => {
  it.each(MUST_REACH_A_PERSON)('%s', (text, signals, urgency, language) => {
    const read = readHumanSignals(text);
    expect(read.signals).toEqual(expect.arrayContaining(signals));
    expect(read).toMatchObject({ needsHuman: true, urgency });
    expect(detectGuestLanguage(text)).toBe(language);
  });

  it.each(ROUTINE)('routine: %s', (text, language) => {
    expect(readHumanSignals(text)).toEqual({ signals: [], needsHuman: false, urgency: 'low', possibleDanger: false, meanings: [] });
    expect(detectGuestLanguage(text)).toBe(language);
  });

  // Issue 17: danger read by meaning, in any wording; a hazard with nobody in danger now is its own tier.
  it.each([
    ['our daughter had a seizure, where is the nearest hospital', 'en'],
    ['my husband has chest pains and is sweating a lot', 'en'],
    ['there is a snake on the porch and the kids are outside', 'en'],
    ['we just got an evacuation order on our phones', 'en'],
    ['our 6 year old went to the beach an hour ago and is missing', 'en'],
    ['we are outside with the baby and have not received the code, it is midnight', 'en'],
    ['mi madre se ha desmayado en el baño', 'es'],
    ['hay un hombre intentando abrir la puerta', 'es'],
    ['mon fils a été piqué par une guêpe et son visage gonfle, réaction allergique', 'fr'],
    ['nous avons reçu un ordre d’évacuation à cause du feu de forêt', 'fr'],
    ['meine Frau ist bewusstlos', 'de'],
    ['wir stehen mit dem Baby vor der Tür, es ist Mitternacht und der Code funktioniert nicht', 'de'],
    // Signs described, not named (a stroke, a swallowed product, a child not found, a stranger at the door).
    ['my aunt suddenly cannot lift her arm and her mouth looks crooked', 'en'],
    ['the toddler swallowed one of the laundry pods, he keeps coughing', 'en'],
    ['we have been looking for our boy for an hour and cannot find him anywhere', 'en'],
    ['a man we do not know keeps rattling the door handle', 'en'],
    ['mi padre habla raro y tiene la cara torcida desde hace un rato', 'es'],
    ['notre fille a avalé des médicaments de la salle de bain', 'fr'],
    ['mein Mann spricht plötzlich ganz verwaschen', 'de'],
    ['unsere Tochter ist seit zwei Stunden nicht vom See zurück', 'de'],
    ['there is a wild boar right by the door and the children are in the garden', 'en'],
    ['since we lit the stove we all have headaches and feel dizzy', 'en'],
    ['my husband is very hard to wake and breathing oddly', 'en'],
    ['a loose dog is growling at the kids by the pool gate', 'en'],
    ['mi hija tiene dificultad para respirar después de comer gambas', 'es'],
    ['le petit a mangé des comprimés trouvés dans la salle de bain', 'fr'],
    ['grandpa came back from the walk confused and saying things that make no sense', 'en'],
    ['das Wasser steigt im Keller, es geht uns schon bis zu den Knöcheln', 'de'],
    ['something bit my daughter in the garden, there are two small marks on her foot', 'en'],
  ])('critical without the old keywords: %s', (text) => {
    expect(readHumanSignals(text)).toMatchObject({ needsHuman: true, urgency: 'critical', possibleDanger: false });
  });

  it.each([
    'the smoke alarm keeps chirping',
    'the smoke detector is beeping every minute, low battery I think',
    'how do we light the fire pit?',
    'el detector de humo pita cada minuto',
    'le détecteur de fumée bipe, pile faible',
    'der Rauchmelder piept ständig',
    'the deck railing is wobbly, nobody was hurt though',
  ])('a possible danger pages the host without a 911 reply: %s', (text) => {
    expect(readHumanSignals(text)).toMatchObject({ needsHuman: true, urgency: 'high', possibleDanger: true });
  });

  it.each([
    'Sue and I are arriving around 5',
    'we are coming for spring break',
    'no damage at all, everything was perfect',
    'is the place smoke free?',
    'sin ningún daño, todo perfecto',
    'aucun dégât, merci pour tout',
    'kein Schaden, alles super',
    'is there a fire extinguisher?',
    'we fell in love with the place',
    'where is the babysitter list?',
    'los niños se mueren de ganas de ver el mar',
    'wir sind Feuer und Flamme für den Urlaub',
    'is the cooktop gas or electric?',
    'mi tía Socorro llega el viernes',
    'not an emergency, but where is the nearest hospital?',
    'is there a fondue set in the kitchen?',
    'on peut faire du ski de fond près du chalet ?',
    'where are the bear-proof bins?',
    'my husband smokes, can he do it on the balcony?',
    'nothing is wrong, just curious where the breaker panel is',
    'keine Panik, alles gut: wo ist der Sicherungskasten?',
    'it is 40 degrees and we are melting, where can we swim?',
  ])('no false alarm on ordinary words: %s', (text) => {
    expect(readHumanSignals(text)).toMatchObject({ urgency: expect.not.stringMatching(/critical|high/), possibleDanger: false });
    expect(readHumanSignals(text).signals).not.toContain('safety');
    expect(readHumanSignals(text).signals).not.toContain('legal');
  });

  it.each([
    ['hello? anyone there?', 'human-request'],
    ['is there a human on the other end of this?', 'human-request'],
    ['we are standing at the gate and never got a code', 'lockout'],
    ['estamos en el portón y no nos llegó ningún código', 'lockout'],
    ['on n’a jamais reçu de code, on est devant', 'lockout'],
  ])('indirect: %s', (text, signal) => {
    expect(readHumanSignals(text).signals).toContain(signal);
  });

  it('the strongest signal sets the urgency; accents and typing do not hide one', () => {
    expect(readHumanSignals('The TV is broken and I want my money back, also smoke alarm beeping and there is smoke')).toMatchObject({ urgency: 'critical' });
    expect(readHumanSignals('llamen a la policia!!!').urgency).toBe('critical');
    expect(readHumanSignals('DIE TÜR GEHT NICHT AUF').signals).toContain('lockout');
  });

  it('a message with no language markers keeps the conversation’s language', () => {
    expect(detectGuestLanguage('wifi??')).toBe('en');
    expect(detectGuestLanguage('wifi??', 'de')).toBe('de');
    expect(detectGuestLanguage('ok 👍', 'fr')).toBe('fr');
  });
});
