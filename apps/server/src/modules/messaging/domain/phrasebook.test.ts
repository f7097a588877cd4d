import { RESPONSE_TONES, type ResponseTone } from '@cohost/shared';
import { describe, expect, it } from 'vitest';
import { detectGuestLanguage, GUEST_LANGUAGES, type GuestLanguage } from './guest-language';
import { emergencyNumberFor, formatClock, formatDayAtTime, PHRASEBOOK, type Phrases, type Voice } from './phrasebook';

const NEW_YORK = 'America/New_York';
// Friday 13 March 2026, 4 pm in New York.
const FRIDAY_4PM = new Date('2026-03-13T20:00:00Z');
const voice = (tone: ResponseTone, hostName = 'Avery'): Voice => ({ tone, hostName, timezone: NEW_YORK });

/** Every phrase with sample arguments, so each can be checked in every language and tone. */
const SAMPLES: Record<keyof Phrases, (phrases: Phrases, voice: Voice) => string> = {
  greeting: (p, v) => p.greeting(v, 'Maria', FRIDAY_4PM),
  signOff: (p, v) => p.signOff(v),
  wifi: (p, v) => p.wifi(v, 'CasaAzul', 'sunny-days-42'),
  wifiNetworkOnly: (p, v) => p.wifiNetworkOnly(v, 'CasaAzul'),
  checkInOn: (p, v) => p.checkInOn(v, FRIDAY_4PM),
  checkInFrom: (p, v) => p.checkInFrom(v, '16:00'),
  checkOutOn: (p, v) => p.checkOutOn(v, FRIDAY_4PM),
  checkOutBy: (p, v) => p.checkOutBy(v, '11:00'),
  address: (p, v) => p.address(v, '12 Ocean Ave, Miami'),
  guide: (p, v) => p.guide(v, 'parking', 'Driveway'),
  faq: (p, v) => p.faq(v, 'Hair dryer?', 'Bathroom drawer'),
  hostConfirms: (p, v) => p.hostConfirms(v, 'early-check-in', { at: FRIDAY_4PM, hasTime: true }),
  checkWithHost: (p, v) => p.checkWithHost(v, false),
  handover: (p, v) => p.handover(v),
  bookingChange: (p, v) => p.bookingChange(v, null),
  complaint: (p, v) => p.complaint(v),
  damage: (p, v) => p.damage(v),
  refund: (p, v) => p.refund(v),
  lockout: (p, v) => p.lockout(v),
  doorCodeOnGuestPage: (p, v) => p.doorCodeOnGuestPage(v),
  doorCodeNotYet: (p, v) => p.doorCodeNotYet(v, FRIDAY_4PM),
  doorCodeWaitingForLock: (p, v) => p.doorCodeWaitingForLock(v),
  doorCodeRefused: (p, v) => p.doorCodeRefused(v),
  otherPartyRefused: (p, v) => p.otherPartyRefused(v),
  dangerGuidance: (p, v) => p.dangerGuidance(v),
  ownStayOnly: (p, v) => p.ownStayOnly(v),
  emergencyCall: (p, v) => p.emergencyCall(v, '112'),
  hostAlerted: (p, v) => p.hostAlerted(v),
  thanks: (p, v) => p.thanks(v),
};
const PHRASES = Object.keys(SAMPLES) as Array<keyof Phrases>;

describe('emergency numbers by the property’s country', () => {
  it.each([
    ['US', '911'],
    ['CA', '911'],
    ['GB', '999'],
    ['AU', '000'],
    ['FR', '112'],
    ['DE', '112'],
    ['es', '112'],
  ])('%s → %s', (country, number) => expect(emergencyNumberFor(country)).toBe(number));

  it('unknown country: no number, and the reply names the usual ones instead', () => {
    expect(emergencyNumberFor('')).toBeNull();
    expect(emergencyNumberFor('JP')).toBeNull();
    expect(PHRASEBOOK.en.emergencyCall(voice('friendly'), null)).toBe('If anyone is in danger, call your local emergency number (112 in Europe, 911 in North America) now.');
    for (const language of GUEST_LANGUAGES) expect(PHRASEBOOK[language].emergencyCall(voice('friendly'), null)).toMatch(/112.*911/);
  });
});

describe('dates and times as each language writes them, in the property’s zone', () => {
  it.each<[GuestLanguage, string]>([
    ['en', 'Friday, March 13 at 4:00 PM'],
    ['es', 'viernes 13 de marzo a las 16:00'],
    ['fr', 'vendredi 13 mars à 16h00'],
    ['de', 'Freitag, 13. März um 16:00 Uhr'],
  ])('%s: %s', (language, expected) => expect(formatDayAtTime(language, FRIDAY_4PM, NEW_YORK)).toBe(expected));

  it('uses the property’s zone, not the server’s', () => {
    expect(formatDayAtTime('en', FRIDAY_4PM, 'Europe/Paris')).toBe('Friday, March 13 at 9:00 PM');
    expect(formatDayAtTime('es', new Date('2026-03-13T05:00:00Z'), NEW_YORK)).toBe('viernes 13 de marzo a la 1:00');
  });

  it('writes the property’s default times', () => {
    expect(GUEST_LANGUAGES.map((language) => formatClock(language, '16:00'))).toEqual(['4:00 PM', '16:00', '16h00', '16:00 Uhr']);
  });
});

describe('every sentence, in every language and tone', () => {
  it.each(GUEST_LANGUAGES)('%s: no holes, and each sentence reads as the language', (language) => {
    for (const tone of RESPONSE_TONES) {
      for (const phrase of PHRASES) {
        const text = SAMPLES[phrase](PHRASEBOOK[language], voice(tone));
        expect(text, `${language} ${tone} ${phrase}`).not.toMatch(/undefined|null|NaN|\[object|\$\{/);
        expect(text.length, `${language} ${tone} ${phrase}`).toBeGreaterThan(4);
      }
      // Sentences that carry no fact are the ones a short reply leans on: each must read as its language alone.
      for (const phrase of ['signOff', 'checkWithHost', 'handover', 'complaint', 'lockout', 'doorCodeRefused', 'ownStayOnly', 'hostAlerted', 'doorCodeWaitingForLock', 'doorCodeOnGuestPage', 'doorCodeNotYet', 'otherPartyRefused', 'dangerGuidance'] as const) {
        expect(detectGuestLanguage(SAMPLES[phrase](PHRASEBOOK[language], voice(tone))), `${language} ${tone} ${phrase}`).toBe(language);
      }
    }
  });

  it.each(GUEST_LANGUAGES)('%s: the tone changes the wording, not just the punctuation', (language) => {
    const words = (text: string) => text.toLowerCase().replace(/[^\p{L}\s]/gu, ' ').split(/\s+/).filter(Boolean).join(' ');
    for (const phrase of ['signOff', 'wifi', 'guide', 'checkWithHost', 'handover', 'complaint', 'thanks', 'doorCodeNotYet', 'ownStayOnly', 'doorCodeOnGuestPage', 'otherPartyRefused', 'dangerGuidance'] as const) {
      const [professional, casual] = (['professional', 'casual'] as const).map((tone) => words(SAMPLES[phrase](PHRASEBOOK[language], voice(tone))));
      expect(professional, `${language} ${phrase}`).not.toBe(casual);
    }
  });

  it('professional is formal, casual is familiar', () => {
    const say = (language: GuestLanguage, tone: ResponseTone, phrase: keyof Phrases) => SAMPLES[phrase](PHRASEBOOK[language], voice(tone));
    expect(say('en', 'professional', 'greeting')).toBe('Dear Maria,');
    expect(say('en', 'friendly', 'greeting')).toBe('Hi Maria!');
    expect(say('en', 'casual', 'greeting')).toBe('Hey Maria!');
    // Spanish: usted, then tú.
    expect(say('es', 'professional', 'ownStayOnly')).toContain('ayudarle con su');
    expect(say('es', 'friendly', 'ownStayOnly')).toContain('ayudarte con tu');
    // French: vous in professional and friendly, tu in casual.
    expect(say('fr', 'professional', 'checkWithHost')).toContain('vous');
    expect(say('fr', 'friendly', 'checkWithHost')).toContain('vous');
    expect(say('fr', 'casual', 'checkWithHost')).toContain('je te redis');
    // German: Sie in professional and friendly, du in casual.
    expect(say('de', 'professional', 'ownStayOnly')).toContain('Ihnen');
    expect(say('de', 'friendly', 'doorCodeNotYet')).toContain('Sie');
    expect(say('de', 'casual', 'doorCodeNotYet')).toContain('Deinen Türcode kriegst du');
  });
});

describe('the host, named or not', () => {
  it.each<[GuestLanguage, string, string]>([
    ['en', 'check with Avery', 'check with the host'],
    ['es', 'con Avery', 'con el anfitrión'],
    ['fr', 'avec Avery', "avec l'hôte"],
    ['de', 'mit Avery', 'mit dem Gastgeber'],
  ])('%s: "%s" / "%s"', (language, named, unnamed) => {
    expect(PHRASEBOOK[language].checkWithHost(voice('friendly'), false)).toContain(named);
    expect(PHRASEBOOK[language].checkWithHost(voice('friendly', ''), false)).toContain(unnamed);
  });

  it('hands talk-to-human over with the host’s name', () => {
    expect(PHRASEBOOK.en.handover(voice('friendly'))).toBe("I've let Avery know, and they'll reply here soon!");
    expect(PHRASEBOOK.es.handover(voice('professional', ''))).toBe('He avisado al anfitrión, que le responderá por aquí en breve.');
  });
});

describe('early check-in and late checkout are never promised', () => {
  it('acknowledges the time the guest asked for and hands the decision to the host', () => {
    const asked = { at: new Date('2026-03-13T17:00:00Z'), hasTime: true };
    const text = PHRASEBOOK.en.hostConfirms(voice('professional'), 'early-check-in', asked);
    expect(text).toBe('You asked about 1:00 PM; early check-in is subject to confirmation by Avery, so I have passed your request on and they will confirm here.');
    expect(PHRASEBOOK.es.hostConfirms(voice('friendly'), 'late-check-out', asked)).toContain('las 13:00');
    expect(PHRASEBOOK.fr.hostConfirms(voice('friendly'), 'early-check-in', asked)).toContain('arriver à 13h00');
    expect(PHRASEBOOK.de.hostConfirms(voice('casual'), 'late-check-out', { at: FRIDAY_4PM, hasTime: false })).toContain('am Freitag, 13. März abreisen');
  });
});

describe('door codes: never in a chat sentence', () => {
  it.each<[GuestLanguage, string, string]>([
    ['en', 'Your door code is on your guest page, in the door code card.', 'Your door code will be on your guest page from Friday, March 13 at 4:00 PM.'],
    ['es', 'Su código de la puerta está en su página de huésped, en la tarjeta del código.', 'Su código de la puerta estará en su página de huésped a partir del viernes 13 de marzo a las 16:00.'],
    ['fr', "Votre code de porte se trouve sur votre page voyageur, dans l'encadré du code.", 'Votre code de porte sera affiché sur votre page voyageur à partir du vendredi 13 mars à 16h00.'],
    ['de', 'Ihren Türcode finden Sie auf Ihrer Gästeseite, im Feld mit dem Türcode.', 'Ihr Türcode steht ab Freitag, 13. März um 16:00 Uhr auf Ihrer Gästeseite.'],
  ])('%s: where the code is now, and from when it will be there, in the property’s zone', (language, now, later) => {
    expect(PHRASEBOOK[language].doorCodeOnGuestPage(voice('professional'))).toBe(now);
    expect(PHRASEBOOK[language].doorCodeNotYet(voice('professional'), FRIDAY_4PM)).toBe(later);
  });

  it('the code card and the refusals name no digits', () => {
    for (const language of GUEST_LANGUAGES) {
      for (const tone of RESPONSE_TONES) {
        for (const phrase of ['doorCodeOnGuestPage', 'doorCodeRefused', 'otherPartyRefused', 'doorCodeWaitingForLock'] as const) expect(SAMPLES[phrase](PHRASEBOOK[language], voice(tone)), `${language} ${tone} ${phrase}`).not.toMatch(/\d/);
      }
    }
  });
});

describe('someone else, and a possible danger', () => {
  it.each<[GuestLanguage, string, string]>([
    ['en', 'I have passed your message to Avery.', "I've passed this to the host."],
    ['es', 'He trasladado su mensaje a Avery.', 'Ya se lo he pasado al anfitrión.'],
    ['fr', "J'ai transmis votre message à Avery.", "J'ai transmis votre message à l'hôte."],
    ['de', 'Ich habe Ihre Nachricht an Avery weitergeleitet.', 'Ich habe Ihre Nachricht an den Gastgeber weitergegeben.'],
  ])('%s: the refusal says the host has it, named or not', (language, named, unnamed) => {
    expect(PHRASEBOOK[language].otherPartyRefused(voice('professional'))).toContain(named);
    expect(PHRASEBOOK[language].otherPartyRefused(voice('friendly', ''))).toContain(unnamed);
  });

  it('the guidance keeps the guest away from the hazard and never sends them to emergency services', () => {
    for (const language of GUEST_LANGUAGES) {
      for (const tone of RESPONSE_TONES) {
        const text = PHRASEBOOK[language].dangerGuidance(voice(tone));
        expect(text, `${language} ${tone}`).not.toMatch(/\d|\bcall\b|llam[ea]|appel|\bruf|notruf|emergenc|urgenc|emergencia|urgence|notfall/i);
        expect(text, `${language} ${tone}`).toContain('Avery');
      }
    }
    expect(PHRASEBOOK.en.dangerGuidance(voice('professional'))).toBe('Thank you for letting us know. Please keep away from it and do not try to fix it yourself. I have alerted Avery, who will get back to you here shortly.');
  });
});
