import { DateTime } from 'luxon';
import { describe, expect, it } from 'vitest';
import type { GuestLanguage } from './guest-language';
import { readMentionedTimes } from './mentioned-times';

// Tuesday 10 March 2026, 16:00 in Paris.
const NOW = new Date('2026-03-10T15:00:00Z');
const PARIS = 'Europe/Paris';
const local = (at: Date, zone = PARIS) => DateTime.fromJSDate(at, { zone }).toFormat("ccc yyyy-LL-dd HH:mm");

describe('dates and times a guest mentions, in the property’s zone', () => {
  it.each<[GuestLanguage, string, string]>([
    ['en', 'can we arrive at 1pm tomorrow', 'at 1pm tomorrow'],
    ['es', '¿podemos llegar a las 13:00 mañana?', 'las 13:00 mañana'],
    ['fr', 'peut-on arriver demain à 13h', 'demain à 13h'],
    ['de', 'können wir morgen um 13 Uhr anreisen', 'morgen um 13 Uhr'],
  ])('%s: %s', (language, text, quoted) => {
    const [mention, ...rest] = readMentionedTimes(text, language, PARIS, NOW);
    expect(rest).toEqual([]);
    expect(mention).toMatchObject({ text: quoted, hasTime: true });
    expect(local(mention!.at)).toBe('Wed 2026-03-11 13:00');
  });

  it.each<[GuestLanguage, string]>([
    ['en', 'what is the wifi password?'],
    ['es', 'Hola, ¿dónde está el estacionamiento?'],
    ['fr', 'Bonjour, le wifi ne marche pas'],
    ['de', 'Hallo, wie ist das WLAN-Passwort?'],
  ])('%s without a date gives nothing: %s', (language, text) => {
    expect(readMentionedTimes(text, language, PARIS, NOW)).toEqual([]);
  });

  it('reads the clock time in the property’s zone, not the server’s', () => {
    const [inNewYork] = readMentionedTimes('can we arrive at 1pm tomorrow', 'en', 'America/New_York', NOW);
    expect(local(inNewYork!.at, 'America/New_York')).toBe('Wed 2026-03-11 13:00');
    expect(inNewYork!.at.toISOString()).toBe('2026-03-11T17:00:00.000Z');
  });

  it('keeps the clock time across a daylight-saving change', () => {
    // Paris moves to summer time on 29 March 2026: 1 pm is 11:00 UTC then, not 12:00.
    const [mention] = readMentionedTimes('we arrive on March 30 at 1pm', 'en', PARIS, NOW);
    expect(mention!.at.toISOString()).toBe('2026-03-30T11:00:00.000Z');
  });

  it('a day alone has no time; weekdays are always the next one', () => {
    const [friday] = readMentionedTimes('can we check out late on Friday?', 'en', PARIS, NOW);
    expect(friday).toMatchObject({ text: 'on Friday', hasTime: false });
    expect(local(friday!.at).slice(0, 14)).toBe('Fri 2026-03-13');
    const [date] = readMentionedTimes('nous arrivons le 12 mars', 'fr', PARIS, NOW);
    expect(date).toMatchObject({ text: '12 mars', hasTime: false });
  });

  it('joins a day and a clock time written a few words apart', () => {
    const [mention, ...rest] = readMentionedTimes('Können wir am Freitag später auschecken, gegen 14:00?', 'de', PARIS, NOW);
    expect(rest).toEqual([]);
    expect(mention!.hasTime).toBe(true);
    expect(local(mention!.at)).toBe('Fri 2026-03-13 14:00');
    expect(local(readMentionedTimes('à 11h le dimanche', 'fr', PARIS, NOW)[0]!.at)).toBe('Sun 2026-03-15 11:00');
  });

  it('reads the phrasings chrono alone gets wrong', () => {
    const at = (text: string, language: GuestLanguage) => readMentionedTimes(text, language, PARIS, NOW).map((mention) => local(mention.at));
    expect(at('¿podemos llegar mañana a la 1 de la tarde?', 'es')).toEqual(['Wed 2026-03-11 13:00']);
    expect(at('llegamos el viernes a las 15h', 'es')).toEqual(['Fri 2026-03-13 15:00']);
    expect(at('we land around 15h', 'en')).toEqual(['Wed 2026-03-11 15:00']);
    expect(at('on arrive vers midi', 'fr')).toEqual(['Wed 2026-03-11 12:00']);
    expect(at('um 3 Uhr nachmittags', 'de')).toEqual(['Wed 2026-03-11 15:00']);
  });

  it('greetings and “late” are not dates', () => {
    expect(readMentionedTimes('Guten Morgen! Wo ist der Parkplatz?', 'de', PARIS, NOW)).toEqual([]);
    expect(readMentionedTimes('Buenos días, ¿podemos salir tarde?', 'es', PARIS, NOW)).toEqual([]);
    expect(readMentionedTimes('Llegamos por la mañana', 'es', PARIS, NOW)).toEqual([]);
    expect(readMentionedTimes('morgen früh', 'de', PARIS, NOW).map((mention) => mention.text)).toEqual(['morgen']);
  });

  it('quotes the guest’s own words around emoji', () => {
    expect(readMentionedTimes('🙂 can we arrive at 1pm tomorrow 🙂', 'en', PARIS, NOW)[0]!.text).toBe('at 1pm tomorrow');
  });
});
