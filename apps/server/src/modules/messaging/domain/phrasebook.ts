import type { KnowledgeBaseField, ResponseTone } from '@cohost/shared';
import { DateTime } from 'luxon';
import type { GuestLanguage } from './guest-language';

/**
 * Every sentence the reply composer says, in each guest language and each host tone. Only the
 * frames are ours: knowledge-base text goes in as the host wrote it, untranslated. Tones differ
 * in wording and register (professional: formal, usted/vous/Sie; friendly: warm, tú/vous/Sie;
 * casual: short, tú/tu/du). Frames carry enough of their language's everyday words that a reply
 * quoting a guide written in another language still reads as the guest's language.
 */

/** Who speaks and where: the host's tone, their first name ('' = "the host") and the property's zone. */
export interface Voice {
  tone: ResponseTone;
  hostName: string;
  timezone: string;
}

/** A date or time the guest mentioned, echoed back ("You asked about 1:00 PM"). */
export interface AskedTime {
  at: Date;
  hasTime: boolean;
}

/** Knowledge-base fields quoted with a "the house guide says about …" frame (the wifi has its own). */
export type GuideField = Exclude<KnowledgeBaseField, 'wifiName' | 'wifiPassword'>;

export type HostRequest = 'early-check-in' | 'late-check-out';

export interface Phrases {
  greeting(voice: Voice, firstName: string, now: Date): string;
  signOff(voice: Voice): string;
  /** `network` may be empty: then only the password is given. */
  wifi(voice: Voice, network: string, password: string): string;
  wifiNetworkOnly(voice: Voice, network: string): string;
  checkInOn(voice: Voice, at: Date): string;
  /** The property's default check-in time, "HH:MM". */
  checkInFrom(voice: Voice, time: string): string;
  checkOutOn(voice: Voice, at: Date): string;
  checkOutBy(voice: Voice, time: string): string;
  address(voice: Voice, address: string): string;
  guide(voice: Voice, field: GuideField, text: string): string;
  faq(voice: Voice, question: string, answer: string): string;
  /** Early check-in / late checkout: the host confirms, so the request is passed on (never promised). */
  hostConfirms(voice: Voice, request: HostRequest, asked: AskedTime | null): string;
  /** "I'll check with the host and get back to you"; `isPartial`: other parts were answered. */
  checkWithHost(voice: Voice, isPartial: boolean): string;
  handover(voice: Voice): string;
  bookingChange(voice: Voice, asked: AskedTime | null): string;
  complaint(voice: Voice): string;
  damage(voice: Voice): string;
  refund(voice: Voice): string;
  lockout(voice: Voice): string;
  /**
   * A chat reply never gives the code itself (it goes out through the reservation's own channels):
   * when it is available now, it is on the guest page's door code card.
   */
  doorCodeOnGuestPage(voice: Voice): string;
  /** When the code will be on the guest page, in the property's zone (no digits of the code). */
  doorCodeNotYet(voice: Voice, releaseAt: Date): string;
  doorCodeWaitingForLock(voice: Voice): string;
  /** Access details only for the booking's guest, through their own booking. */
  doorCodeRefused(voice: Voice): string;
  /** Someone else, or private details (other guests, when the place is empty, admin credentials): refused and passed to the host. */
  otherPartyRefused(voice: Voice): string;
  /** A hazard with nobody in danger now: thanks, keep away, don't fix it, the host was alerted. Never an emergency number. */
  dangerGuidance(voice: Voice): string;
  ownStayOnly(voice: Voice): string;
  /** `number` null: the property's country is unknown. */
  emergencyCall(voice: Voice, number: string | null): string;
  hostAlerted(voice: Voice): string;
  thanks(voice: Voice): string;
}

const say = (tone: ResponseTone, wording: Record<ResponseTone, string>) => wording[tone];
const capitalize = (text: string) => text.charAt(0).toUpperCase() + text.slice(1);
/** Host text and addresses end a sentence themselves when they carry punctuation. */
const ending = (text: string) => text.replace(/[.!?。]+$/u, '');

const EMERGENCY_NUMBERS: Record<string, string> = {
  ...Object.fromEntries(['US', 'CA', 'MX', 'PR', 'GU', 'VI', 'AS', 'MP'].map((country) => [country, '911'])),
  ...Object.fromEntries(
    ['AT', 'BE', 'BG', 'HR', 'CY', 'CZ', 'DK', 'EE', 'FI', 'FR', 'DE', 'GR', 'HU', 'IE', 'IT', 'LV', 'LT', 'LU', 'MT', 'NL', 'PL', 'PT', 'RO', 'SK', 'SI', 'ES', 'SE', 'IS', 'NO', 'LI', 'CH', 'MC', 'AD', 'SM'].map(
      (country) => [country, '112'],
    ),
  ),
  GB: '999',
  AU: '000',
  NZ: '111',
};

/** The number to call in an emergency at the property (ISO 3166-1 alpha-2), null when unknown. */
export function emergencyNumberFor(country: string): string | null {
  return EMERGENCY_NUMBERS[country.trim().toUpperCase()] ?? null;
}

const LOCALE: Record<GuestLanguage, string> = { en: 'en-US', es: 'es', fr: 'fr', de: 'de' };
const DAY_FORMAT: Record<GuestLanguage, string> = { en: 'EEEE, MMMM d', es: "EEEE d 'de' MMMM", fr: 'EEEE d MMMM', de: 'EEEE, d. MMMM' };
const TIME_FORMAT: Record<GuestLanguage, string> = { en: 'h:mm a', es: 'H:mm', fr: "H'h'mm", de: "HH:mm 'Uhr'" };

const local = (language: GuestLanguage, at: Date, timezone: string) => DateTime.fromJSDate(at, { zone: timezone }).setLocale(LOCALE[language]);

/** "Friday, March 12" / "viernes 12 de marzo" / "vendredi 12 mars" / "Freitag, 12. März", in the property's zone. */
export function formatDay(language: GuestLanguage, at: Date, timezone: string): string {
  return local(language, at, timezone).toFormat(DAY_FORMAT[language]);
}

/** "4:00 PM" / "16:00" / "16h00" / "16:00 Uhr", in the property's zone. */
export function formatTime(language: GuestLanguage, at: Date, timezone: string): string {
  return local(language, at, timezone).toFormat(TIME_FORMAT[language]);
}

/** A clock time "HH:MM" (the property's default times) as the language writes it. */
export function formatClock(language: GuestLanguage, time: string): string {
  const clock = DateTime.fromFormat(time, 'HH:mm', { zone: 'UTC' });
  return clock.isValid ? clock.setLocale(LOCALE[language]).toFormat(TIME_FORMAT[language]) : time;
}

/** Spanish: "las 16:00", but "la 1:00". */
const esClock = (time: string) => (/^1:/.test(time) ? `la ${time}` : `las ${time}`);

/** "Friday, March 12 at 4:00 PM" / "viernes 12 de marzo a las 16:00" / "vendredi 12 mars à 16h00" / "Freitag, 12. März um 16:00 Uhr". */
export function formatDayAtTime(language: GuestLanguage, at: Date, timezone: string): string {
  const day = formatDay(language, at, timezone);
  const time = formatTime(language, at, timezone);
  if (language === 'es') return `${day} a ${esClock(time)}`;
  return `${day} ${{ en: 'at', fr: 'à', de: 'um' }[language]} ${time}`;
}

const hourAt = (now: Date, timezone: string) => DateTime.fromJSDate(now, { zone: timezone }).hour;

const GUIDE_LABELS: Record<GuestLanguage, Record<GuideField, string>> = {
  en: {
    checkIn: 'check-in',
    earlyCheckIn: 'early check-in',
    checkOut: 'checkout',
    lateCheckOut: 'late checkout',
    checkoutInstructions: 'what to do before you leave',
    directions: 'getting here',
    parking: 'parking',
    houseRules: 'the house rules',
    pets: 'pets',
    bedsAndMaxGuests: 'beds and the number of guests',
    trash: 'trash and recycling',
    heatingCooling: 'heating and air conditioning',
    tv: 'the TV',
    kitchen: 'the kitchen',
    laundryLinens: 'laundry and linens',
    poolHotTub: 'the pool and hot tub',
    localTips: 'local tips',
    emergencyContacts: 'emergency contacts',
    shutOffs: 'the water, gas and power shut-offs',
  },
  es: {
    checkIn: 'la llegada',
    earlyCheckIn: 'la llegada anticipada',
    checkOut: 'la salida',
    lateCheckOut: 'la salida tardía',
    checkoutInstructions: 'lo que hay que hacer antes de salir',
    directions: 'cómo llegar',
    parking: 'el estacionamiento',
    houseRules: 'las normas de la casa',
    pets: 'las mascotas',
    bedsAndMaxGuests: 'las camas y el número de huéspedes',
    trash: 'la basura y el reciclaje',
    heatingCooling: 'la calefacción y el aire acondicionado',
    tv: 'la televisión',
    kitchen: 'la cocina',
    laundryLinens: 'la ropa de cama, las toallas y la lavadora',
    poolHotTub: 'la piscina y el jacuzzi',
    localTips: 'las recomendaciones de la zona',
    emergencyContacts: 'los contactos de emergencia',
    shutOffs: 'las llaves de paso y el cuadro eléctrico',
  },
  fr: {
    checkIn: "l'arrivée",
    earlyCheckIn: "l'arrivée anticipée",
    checkOut: 'le départ',
    lateCheckOut: 'le départ tardif',
    checkoutInstructions: "ce qu'il faut faire avant de partir",
    directions: "l'itinéraire",
    parking: 'le stationnement',
    houseRules: 'le règlement intérieur',
    pets: 'les animaux',
    bedsAndMaxGuests: 'les lits et le nombre de voyageurs',
    trash: 'les poubelles et le tri',
    heatingCooling: 'le chauffage et la climatisation',
    tv: 'la télévision',
    kitchen: 'la cuisine',
    laundryLinens: 'le linge et la lessive',
    poolHotTub: 'la piscine et le jacuzzi',
    localTips: 'les bonnes adresses du coin',
    emergencyContacts: "les contacts d'urgence",
    shutOffs: "les coupures d'eau, de gaz et d'électricité",
  },
  de: {
    checkIn: 'Anreise',
    earlyCheckIn: 'frühe Anreise',
    checkOut: 'Abreise',
    lateCheckOut: 'späte Abreise',
    checkoutInstructions: 'Hinweise zur Abreise',
    directions: 'Anfahrt',
    parking: 'Parken',
    houseRules: 'Hausregeln',
    pets: 'Haustiere',
    bedsAndMaxGuests: 'Betten und Gästezahl',
    trash: 'Müll und Recycling',
    heatingCooling: 'Heizung und Klimaanlage',
    tv: 'Fernseher',
    kitchen: 'Küche',
    laundryLinens: 'Wäsche und Handtücher',
    poolHotTub: 'Pool und Whirlpool',
    localTips: 'Tipps für die Umgebung',
    emergencyContacts: 'Notfallkontakte',
    shutOffs: 'Haupthähne und Sicherungen',
  },
};

const en: Phrases = (() => {
  const host = (v: Voice) => v.hostName || 'the host';
  const Host = (v: Voice) => capitalize(host(v));
  const day = (v: Voice, at: Date) => formatDay('en', at, v.timezone);
  const time = (v: Voice, at: Date) => formatTime('en', at, v.timezone);
  const when = (v: Voice, asked: AskedTime) => (asked.hasTime ? time(v, asked.at) : day(v, asked.at));
  const requestName = { 'early-check-in': 'early check-in', 'late-check-out': 'late checkout' };
  return {
    greeting: ({ tone }, name) => say(tone, { professional: name ? `Dear ${name},` : 'Hello,', friendly: name ? `Hi ${name}!` : 'Hi there!', casual: name ? `Hey ${name}!` : 'Hey!' }),
    signOff: ({ tone }) =>
      say(tone, {
        professional: 'Please let me know if there is anything else I can do for you.',
        friendly: 'Let me know if you need anything else, and enjoy your stay!',
        casual: 'Shout if you need anything!',
      }),
    wifi: ({ tone }, network, password) =>
      network
        ? say(tone, {
            professional: `The wifi details are as follows: the network is "${network}" and the password is "${password}".`,
            friendly: `Here is the wifi: the network is "${network}" and the password is "${password}".`,
            casual: `Wifi is "${network}", password "${password}".`,
          })
        : say(tone, { professional: `The wifi password is "${password}".`, friendly: `Here is the wifi password: "${password}".`, casual: `Wifi password: "${password}".` }),
    wifiNetworkOnly: ({ tone }, network) =>
      say(tone, { professional: `The wifi network is "${network}".`, friendly: `The wifi network is called "${network}".`, casual: `Wifi is "${network}".` }),
    checkInOn: (v, at) =>
      say(v.tone, {
        professional: `Your check-in is on ${day(v, at)}, from ${time(v, at)}.`,
        friendly: `You can check in from ${time(v, at)} on ${day(v, at)}.`,
        casual: `Check-in's from ${time(v, at)} on ${day(v, at)}.`,
      }),
    checkInFrom: ({ tone }, clock) =>
      say(tone, {
        professional: `Check-in is from ${formatClock('en', clock)}.`,
        friendly: `You can check in any time from ${formatClock('en', clock)}.`,
        casual: `Check-in's from ${formatClock('en', clock)}.`,
      }),
    checkOutOn: (v, at) =>
      say(v.tone, {
        professional: `Your checkout is on ${day(v, at)}, by ${time(v, at)}.`,
        friendly: `Checkout is on ${day(v, at)} by ${time(v, at)}.`,
        casual: `Checkout's ${day(v, at)} by ${time(v, at)}.`,
      }),
    checkOutBy: ({ tone }, clock) =>
      say(tone, {
        professional: `Checkout is by ${formatClock('en', clock)}.`,
        friendly: `Please check out by ${formatClock('en', clock)}.`,
        casual: `Checkout's by ${formatClock('en', clock)}.`,
      }),
    address: ({ tone }, address) =>
      say(tone, { professional: `The address is ${ending(address)}.`, friendly: `Here is the address: ${ending(address)}.`, casual: `Address: ${ending(address)}.` }),
    guide: ({ tone }, field, text) => {
      const label = GUIDE_LABELS.en[field];
      return say(tone, {
        professional: `Regarding ${label}, the house guide states: ${text}`,
        friendly: `Here's what the house guide says about ${label}: ${text}`,
        casual: `${capitalize(label)}: ${text}`,
      });
    },
    faq: ({ tone }, question, answer) =>
      say(tone, {
        professional: `Regarding "${question}", the house guide states: ${answer}`,
        friendly: `Here's what the house guide says about "${question}": ${answer}`,
        casual: `"${question}" ${answer}`,
      }),
    hostConfirms: (v, request, asked) =>
      say(v.tone, {
        professional: `${asked ? `You asked about ${when(v, asked)}; ` : ''}${asked ? requestName[request] : capitalize(requestName[request])} is subject to confirmation by ${host(v)}, so I have passed your request on and they will confirm here.`,
        friendly: `${asked ? `You mentioned ${when(v, asked)}, noted! ` : ''}${Host(v)} confirms ${requestName[request]}s personally, so I've passed your request on and they'll get back to you here.`,
        casual: `${asked ? `${capitalize(when(v, asked))}, noted. ` : ''}${capitalize(requestName[request])} needs an OK from ${host(v)}; I've asked, they'll confirm here.`,
      }),
    checkWithHost: (v, isPartial) =>
      say(v.tone, {
        professional: `${isPartial ? 'For the rest of your question, I will' : 'I will'} check with ${host(v)} and get back to you shortly.`,
        friendly: `${isPartial ? "For the rest, I'll" : "Let me"} check with ${host(v)} and get back to you soon!`,
        casual: `${isPartial ? "The rest I'll" : "I'll"} check with ${host(v)} and get back to you.`,
      }),
    handover: (v) =>
      say(v.tone, {
        professional: `I have let ${host(v)} know, and they will reply to you here shortly.`,
        friendly: `I've let ${host(v)} know, and they'll reply here soon!`,
        casual: `I've pinged ${host(v)}, they'll reply here soon.`,
      }),
    bookingChange: (v, asked) =>
      say(v.tone, {
        professional: `${asked ? `You mentioned ${when(v, asked)}. ` : ''}Changes to a booking are handled by ${host(v)} personally; I have passed your request on and they will confirm here.`,
        friendly: `${asked ? `You mentioned ${when(v, asked)}, noted! ` : ''}Booking changes are up to ${host(v)}, so I've passed your request on and they'll get back to you here.`,
        casual: `${asked ? `${capitalize(when(v, asked))}, noted. ` : ''}Booking changes go through ${host(v)}; I've passed it on.`,
      }),
    complaint: (v) =>
      say(v.tone, {
        professional: `I am very sorry to hear this, and thank you for letting us know. I have passed this to ${host(v)}, who will follow up with you here shortly.`,
        friendly: `I'm so sorry to hear that, and thanks for telling us. I've passed this to ${host(v)}, who will follow up with you here soon.`,
        casual: `Sorry to hear that, thanks for flagging it. I've passed this to ${host(v)}, they'll follow up here.`,
      }),
    damage: (v) =>
      say(v.tone, {
        professional: `Thank you for letting us know. I have passed this to ${host(v)}, who will follow up with you here.`,
        friendly: `Thanks for letting us know, and I hope everyone is OK. I've passed this to ${host(v)}, who will follow up with you here.`,
        casual: `Thanks for the heads-up. I've passed this to ${host(v)}, they'll follow up here.`,
      }),
    refund: (v) =>
      say(v.tone, {
        professional: `Questions about payments are handled by ${host(v)} personally. I have passed your message on and they will reply here.`,
        friendly: `Payment questions are handled by ${host(v)}, so I've passed your message on and they'll reply here soon.`,
        casual: `Payments go through ${host(v)}; I've passed it on, they'll reply here.`,
      }),
    lockout: (v) =>
      say(v.tone, {
        professional: `I am sorry you are having trouble getting in. I have alerted ${host(v)} right away, and they will contact you here as soon as possible.`,
        friendly: `So sorry you're having trouble getting in! I've alerted ${host(v)} right away, and they'll be in touch here very soon.`,
        casual: `Sorry you're stuck! I've alerted ${host(v)} right away, they'll be in touch here soon.`,
      }),
    doorCodeOnGuestPage: ({ tone }) =>
      say(tone, {
        professional: 'Your door code is on your guest page, in the door code card.',
        friendly: 'Your door code is waiting for you on your guest page, in the door code card!',
        casual: "Door code's on your guest page, in the door code card.",
      }),
    doorCodeNotYet: (v, releaseAt) => {
      const at = formatDayAtTime('en', releaseAt, v.timezone);
      return say(v.tone, {
        professional: `Your door code will be on your guest page from ${at}.`,
        friendly: `Your door code will appear on your guest page from ${at}, so there's nothing to do until then!`,
        casual: `Your door code shows up on your guest page from ${at}.`,
      });
    },
    doorCodeWaitingForLock: ({ tone }) =>
      say(tone, {
        professional: 'Your door code will be sent as soon as the lock confirms it.',
        friendly: 'Your door code will be sent here as soon as the lock confirms it!',
        casual: "You'll get the door code as soon as the lock confirms it.",
      }),
    doorCodeRefused: ({ tone }) =>
      say(tone, {
        professional: 'I can only share access details with the guest on the booking, through their own booking.',
        friendly: 'Sorry, I can only share access details with the guest on the booking, through their own booking.',
        casual: 'Sorry, access details only go to the guest on the booking, through their own booking.',
      }),
    otherPartyRefused: (v) =>
      say(v.tone, {
        professional: `I am sorry, but I can only share access details, other guests' details and the calendar with the guest on the booking, through their own booking. I have passed your message to ${host(v)}.`,
        friendly: `Sorry, I can only share access details, other guests' details and the calendar with the guest on the booking, through their own booking. I've passed this to ${host(v)}.`,
        casual: `Sorry, access details, other guests' details and the calendar only go to the guest on the booking, through their own booking. I've passed this to ${host(v)}.`,
      }),
    dangerGuidance: (v) =>
      say(v.tone, {
        professional: `Thank you for letting us know. Please keep away from it and do not try to fix it yourself. I have alerted ${host(v)}, who will get back to you here shortly.`,
        friendly: `Thanks so much for letting us know! Please keep away from it and don't try to fix it yourself. I've alerted ${host(v)}, who will get back to you here shortly.`,
        casual: `Thanks for the heads-up! Keep away from it and don't try to fix it yourself. I've alerted ${host(v)}, they'll get back to you here shortly.`,
      }),
    ownStayOnly: ({ tone }) =>
      say(tone, { professional: 'I can only help with your own stay.', friendly: "I'm only able to help with your own stay.", casual: 'Sorry, I can only help with your own stay.' }),
    emergencyCall: (_v, number) => `If anyone is in danger, call ${number ?? 'your local emergency number (112 in Europe, 911 in North America)'} now.`,
    hostAlerted: (v) => say(v.tone, { professional: `I have alerted ${host(v)} right now.`, friendly: `I've alerted ${host(v)} right now.`, casual: `I've alerted ${host(v)} right now.` }),
    thanks: ({ tone }) => say(tone, { professional: "You're welcome! It's a pleasure to help.", friendly: "You're welcome! Happy to help.", casual: "You're welcome! Anytime." }),
  };
})();

const es: Phrases = (() => {
  const host = (v: Voice) => v.hostName || 'el anfitrión';
  /** "a Avery" / "al anfitrión". */
  const toHost = (v: Voice) => (v.hostName ? `a ${v.hostName}` : 'al anfitrión');
  const day = (v: Voice, at: Date) => formatDay('es', at, v.timezone);
  const time = (v: Voice, at: Date) => esClock(formatTime('es', at, v.timezone));
  const clock = (value: string) => esClock(formatClock('es', value));
  const when = (v: Voice, asked: AskedTime) => (asked.hasTime ? time(v, asked.at) : `el ${day(v, asked.at)}`);
  const greetingOfDay = (hour: number) => (hour >= 5 && hour < 12 ? 'Buenos días' : hour >= 12 && hour < 20 ? 'Buenas tardes' : 'Buenas noches');
  const requestName = { 'early-check-in': 'la llegada anticipada', 'late-check-out': 'la salida tardía' };
  return {
    greeting: (v, name, now) =>
      say(v.tone, {
        professional: `${greetingOfDay(hourAt(now, v.timezone))}${name ? `, ${name}` : ''}:`,
        friendly: name ? `¡Hola, ${name}!` : '¡Hola!',
        casual: name ? `¡Buenas, ${name}!` : '¡Buenas!',
      }),
    signOff: ({ tone }) =>
      say(tone, {
        professional: 'Para cualquier otra cosa que necesite durante su estancia, quedo a su disposición por aquí.',
        friendly: 'Si necesitas algo más, aquí estoy. ¡Que disfrutes de la estancia!',
        casual: '¡Cualquier cosa, me dices!',
      }),
    wifi: ({ tone }, network, password) =>
      network
        ? say(tone, {
            professional: `Le indico los datos del wifi: la red es «${network}» y la contraseña es «${password}».`,
            friendly: `¡Aquí tienes el wifi! La red es «${network}» y la contraseña es «${password}».`,
            casual: `El wifi es «${network}» y la clave, «${password}».`,
          })
        : say(tone, {
            professional: `La contraseña del wifi es «${password}».`,
            friendly: `¡Aquí tienes la contraseña del wifi: «${password}»!`,
            casual: `La clave del wifi es «${password}».`,
          }),
    wifiNetworkOnly: ({ tone }, network) =>
      say(tone, { professional: `La red wifi es «${network}».`, friendly: `La red wifi se llama «${network}».`, casual: `El wifi se llama «${network}».` }),
    checkInOn: (v, at) =>
      say(v.tone, {
        professional: `Su llegada está prevista para el ${day(v, at)}, a partir de ${time(v, at)}.`,
        friendly: `Puedes llegar el ${day(v, at)} a partir de ${time(v, at)}.`,
        casual: `Puedes entrar el ${day(v, at)} desde ${time(v, at)}.`,
      }),
    checkInFrom: ({ tone }, value) =>
      say(tone, {
        professional: `La hora de llegada es a partir de ${clock(value)}.`,
        friendly: `Puedes llegar a partir de ${clock(value)}.`,
        casual: `Se puede entrar desde ${clock(value)}.`,
      }),
    checkOutOn: (v, at) =>
      say(v.tone, {
        professional: `Su salida está prevista para el ${day(v, at)}, antes de ${time(v, at)}.`,
        friendly: `La salida es el ${day(v, at)}, antes de ${time(v, at)}.`,
        casual: `Hay que salir el ${day(v, at)} antes de ${time(v, at)}.`,
      }),
    checkOutBy: ({ tone }, value) =>
      say(tone, {
        professional: `La hora de salida es antes de ${clock(value)}.`,
        friendly: `Tienes que dejar la casa antes de ${clock(value)}.`,
        casual: `Hay que salir antes de ${clock(value)}.`,
      }),
    address: ({ tone }, address) =>
      say(tone, { professional: `La dirección es la siguiente: ${ending(address)}.`, friendly: `La dirección es ${ending(address)}.`, casual: `La dirección: ${ending(address)}.` }),
    guide: ({ tone }, field, text) => {
      const label = GUIDE_LABELS.es[field];
      return say(tone, {
        professional: `En relación con ${label}, la guía de la casa indica lo siguiente: ${text}`,
        friendly: `Esto es lo que dice la guía de la casa sobre ${label}: ${text}`,
        casual: `Sobre ${label}, esto es lo que pone en la guía de la casa: ${text}`,
      });
    },
    faq: ({ tone }, question, answer) =>
      say(tone, {
        professional: `En relación con «${question}», la guía de la casa indica lo siguiente: ${answer}`,
        friendly: `Sobre «${question}», esto es lo que dice la guía de la casa: ${answer}`,
        casual: `Sobre «${question}», en la guía de la casa pone: ${answer}`,
      }),
    hostConfirms: (v, request, asked) =>
      say(v.tone, {
        professional: `${asked ? `Me consulta por ${when(v, asked)}. ` : ''}${capitalize(requestName[request])} debe confirmarla ${host(v)}, por lo que le he trasladado su solicitud y le responderá por aquí.`,
        friendly: `${asked ? `Me preguntas por ${when(v, asked)}, ¡anotado! ` : ''}${capitalize(requestName[request])} la confirma ${host(v)} personalmente, así que ya le he pasado tu petición y te responderá por aquí.`,
        casual: `${asked ? `${capitalize(when(v, asked))}, apuntado. ` : ''}${capitalize(requestName[request])} la tiene que confirmar ${host(v)}; ya se lo he pasado y te contesta por aquí.`,
      }),
    checkWithHost: (v, isPartial) =>
      say(v.tone, {
        professional: `${isPartial ? 'Sobre el resto de su consulta, lo consultaré' : 'Lo consultaré'} con ${host(v)} y le responderé lo antes posible.`,
        friendly: `${isPartial ? 'Sobre lo demás, déjame consultarlo' : 'Déjame consultarlo'} con ${host(v)} y te digo algo muy pronto.`,
        casual: `${isPartial ? 'Lo demás lo miro' : 'Lo miro'} con ${host(v)} y te digo.`,
      }),
    handover: (v) =>
      say(v.tone, {
        professional: `He avisado ${toHost(v)}, que le responderá por aquí en breve.`,
        friendly: `¡Ya he avisado ${toHost(v)}! Te responderá por aquí muy pronto.`,
        casual: `Ya he avisado ${toHost(v)}, te contesta por aquí enseguida.`,
      }),
    bookingChange: (v, asked) =>
      say(v.tone, {
        professional: `${asked ? `Me consulta por ${when(v, asked)}. ` : ''}Los cambios en la reserva los gestiona ${host(v)} personalmente; le he trasladado su solicitud y le confirmará por aquí.`,
        friendly: `${asked ? `Me preguntas por ${when(v, asked)}, ¡anotado! ` : ''}Los cambios de reserva los lleva ${host(v)}, así que ya le he pasado tu petición y te responderá por aquí.`,
        casual: `${asked ? `${capitalize(when(v, asked))}, apuntado. ` : ''}Los cambios de reserva los lleva ${host(v)}; ya se lo he pasado.`,
      }),
    complaint: (v) =>
      say(v.tone, {
        professional: `Lamento mucho lo ocurrido y le agradezco que nos lo haya comunicado. He trasladado el asunto ${toHost(v)}, que se pondrá en contacto con usted por aquí en breve.`,
        friendly: `¡Cuánto lo siento! Gracias por contárnoslo. Ya se lo he pasado ${toHost(v)}, que te escribirá por aquí muy pronto.`,
        casual: `Vaya, lo siento. Gracias por avisar; ya se lo he pasado ${toHost(v)} y te escribe por aquí.`,
      }),
    damage: (v) =>
      say(v.tone, {
        professional: `Gracias por comunicárnoslo. He trasladado el asunto ${toHost(v)}, que se pondrá en contacto con usted por aquí.`,
        friendly: `Gracias por avisarnos, espero que estéis todos bien. Ya se lo he pasado ${toHost(v)}, que te escribirá por aquí.`,
        casual: `Gracias por avisar. Ya se lo he pasado ${toHost(v)}, te escribe por aquí.`,
      }),
    refund: (v) =>
      say(v.tone, {
        professional: `Las cuestiones de pagos las gestiona ${host(v)} personalmente. He trasladado su mensaje y le responderá por aquí.`,
        friendly: `Los temas de pagos los lleva ${host(v)}, así que ya le he pasado tu mensaje y te responderá por aquí.`,
        casual: `Los pagos los lleva ${host(v)}; ya se lo he pasado y te contesta por aquí.`,
      }),
    lockout: (v) =>
      say(v.tone, {
        professional: `Lamento que tenga problemas para entrar. He avisado ${toHost(v)} de inmediato y se pondrá en contacto con usted por aquí lo antes posible.`,
        friendly: `¡Siento mucho que no podáis entrar! Ya he avisado ${toHost(v)} ahora mismo y te escribirá por aquí en cuanto pueda.`,
        casual: `¡Vaya, lo siento! Ya he avisado ${toHost(v)} ahora mismo y te escribe por aquí enseguida.`,
      }),
    doorCodeOnGuestPage: ({ tone }) =>
      say(tone, {
        professional: 'Su código de la puerta está en su página de huésped, en la tarjeta del código.',
        friendly: '¡Tu código de la puerta te espera en tu página de huésped, en la tarjeta del código!',
        casual: 'El código de la puerta está en tu página de huésped, en la tarjeta del código.',
      }),
    doorCodeNotYet: (v, releaseAt) => {
      const at = formatDayAtTime('es', releaseAt, v.timezone);
      return say(v.tone, {
        professional: `Su código de la puerta estará en su página de huésped a partir del ${at}.`,
        friendly: `Tu código de la puerta aparecerá en tu página de huésped a partir del ${at}, ¡no tienes que hacer nada hasta entonces!`,
        casual: `El código de la puerta sale en tu página de huésped a partir del ${at}.`,
      });
    },
    doorCodeWaitingForLock: ({ tone }) =>
      say(tone, {
        professional: 'Le enviaremos el código de la puerta en cuanto la cerradura lo confirme.',
        friendly: 'Te enviaremos el código de la puerta por aquí en cuanto la cerradura lo confirme.',
        casual: 'El código te llega en cuanto la cerradura lo confirme.',
      }),
    doorCodeRefused: ({ tone }) =>
      say(tone, {
        professional: 'Solo puedo compartir los datos de acceso con el huésped de la reserva, a través de su propia reserva.',
        friendly: 'Lo siento, solo puedo compartir los datos de acceso con el huésped de la reserva, a través de su propia reserva.',
        casual: 'Lo siento, los datos de acceso solo se los doy al huésped de la reserva, a través de su propia reserva.',
      }),
    otherPartyRefused: (v) =>
      say(v.tone, {
        professional: `Lo siento, pero los datos de acceso, los de otros huéspedes y el calendario solo puedo compartirlos con el huésped de la reserva, a través de su propia reserva. He trasladado su mensaje ${toHost(v)}.`,
        friendly: `Lo siento, los datos de acceso, los de otros huéspedes y el calendario solo los puedo compartir con el huésped de la reserva, a través de su propia reserva. Ya se lo he pasado ${toHost(v)}.`,
        casual: `Lo siento, los datos de acceso, los de otros huéspedes y el calendario solo se los doy al huésped de la reserva, a través de su propia reserva. Ya se lo he pasado ${toHost(v)}.`,
      }),
    dangerGuidance: (v) =>
      say(v.tone, {
        professional: `Gracias por avisarnos. Le ruego que no se acerque y que no intente arreglarlo por su cuenta. He avisado ${toHost(v)}, que se pondrá en contacto con usted por aquí en breve.`,
        friendly: `¡Muchas gracias por avisarnos! Por favor, no te acerques y no intentes arreglarlo por tu cuenta. Ya he avisado ${toHost(v)}, que te escribirá por aquí muy pronto.`,
        casual: `¡Gracias por avisar! No te acerques y no intentes arreglarlo tú. Ya he avisado ${toHost(v)}, te escribe por aquí enseguida.`,
      }),
    ownStayOnly: ({ tone }) =>
      say(tone, {
        professional: 'Solo puedo ayudarle con su propia estancia.',
        friendly: 'Lo siento, solo puedo ayudarte con tu propia estancia.',
        casual: 'Solo puedo ayudarte con tu estancia.',
      }),
    emergencyCall: ({ tone }, number) =>
      `Si alguien está en peligro, ${tone === 'professional' ? 'llame' : 'llama'} ${number ? `al ${number}` : 'al número de emergencias local (112 en Europa, 911 en Norteamérica)'} ahora mismo.`,
    hostAlerted: (v) =>
      say(v.tone, {
        professional: `He avisado ${toHost(v)} en este mismo momento.`,
        friendly: `Ya he avisado ${toHost(v)} en este mismo momento.`,
        casual: `Ya he avisado ${toHost(v)} ahora mismo.`,
      }),
    thanks: ({ tone }) => say(tone, { professional: '¡De nada! Es un placer ayudarle.', friendly: '¡De nada! Me alegra mucho poder ayudarte.', casual: '¡De nada! Para eso estamos.' }),
  };
})();

const fr: Phrases = (() => {
  const host = (v: Voice) => v.hostName || "l'hôte";
  const day = (v: Voice, at: Date) => formatDay('fr', at, v.timezone);
  const time = (v: Voice, at: Date) => formatTime('fr', at, v.timezone);
  const clock = (value: string) => formatClock('fr', value);
  /** "à 13h00" / "le vendredi 12 mars". */
  const whenAt = (v: Voice, asked: AskedTime) => (asked.hasTime ? `à ${time(v, asked.at)}` : `le ${day(v, asked.at)}`);
  const verb = { 'early-check-in': 'arriver', 'late-check-out': 'partir' };
  return {
    greeting: (v, name, now) => {
      const hello = hourAt(now, v.timezone) >= 18 ? 'Bonsoir' : 'Bonjour';
      return say(v.tone, { professional: `${hello}${name ? ` ${name}` : ''},`, friendly: `${hello}${name ? ` ${name}` : ''} !`, casual: `Salut${name ? ` ${name}` : ''} !` });
    },
    signOff: ({ tone }) =>
      say(tone, {
        professional: 'Je reste à votre disposition pour toute autre question.',
        friendly: "N'hésitez pas si vous avez besoin de quoi que ce soit, et très bon séjour !",
        casual: 'Si tu as besoin de quoi que ce soit, je suis là !',
      }),
    wifi: ({ tone }, network, password) =>
      network
        ? say(tone, {
            professional: `Voici les informations du wifi : le réseau est « ${network} » et le mot de passe est « ${password} ».`,
            friendly: `Voici le wifi : le réseau s'appelle « ${network} » et le mot de passe est « ${password} ». Bonne connexion !`,
            casual: `Le wifi, c'est « ${network} », et le mot de passe « ${password} ».`,
          })
        : say(tone, {
            professional: `Le mot de passe du wifi est « ${password} ».`,
            friendly: `Voici le mot de passe du wifi : « ${password} ».`,
            casual: `Le mot de passe du wifi, c'est « ${password} ».`,
          }),
    wifiNetworkOnly: ({ tone }, network) =>
      say(tone, { professional: `Le réseau wifi est « ${network} ».`, friendly: `Le réseau wifi s'appelle « ${network} ».`, casual: `Le wifi, c'est « ${network} ».` }),
    checkInOn: (v, at) =>
      say(v.tone, {
        professional: `Votre arrivée est prévue le ${day(v, at)}, à partir de ${time(v, at)}.`,
        friendly: `Vous pouvez arriver le ${day(v, at)} à partir de ${time(v, at)}.`,
        casual: `Tu peux arriver le ${day(v, at)} à partir de ${time(v, at)}.`,
      }),
    checkInFrom: ({ tone }, value) =>
      say(tone, {
        professional: `L'arrivée se fait à partir de ${clock(value)}.`,
        friendly: `Vous pouvez arriver à partir de ${clock(value)}.`,
        casual: `Tu peux arriver à partir de ${clock(value)}.`,
      }),
    checkOutOn: (v, at) =>
      say(v.tone, {
        professional: `Votre départ est prévu le ${day(v, at)}, au plus tard à ${time(v, at)}.`,
        friendly: `Le départ est le ${day(v, at)}, au plus tard à ${time(v, at)}.`,
        casual: `Le départ, c'est le ${day(v, at)} avant ${time(v, at)}.`,
      }),
    checkOutBy: ({ tone }, value) =>
      say(tone, {
        professional: `Le départ se fait au plus tard à ${clock(value)}.`,
        friendly: `Le départ est à ${clock(value)} au plus tard.`,
        casual: `Il faut partir avant ${clock(value)}.`,
      }),
    address: ({ tone }, address) =>
      say(tone, { professional: `L'adresse est la suivante : ${ending(address)}.`, friendly: `Voici l'adresse : ${ending(address)}.`, casual: `L'adresse, c'est ${ending(address)}.` }),
    guide: ({ tone }, field, text) => {
      const label = GUIDE_LABELS.fr[field];
      return say(tone, {
        professional: `Concernant ${label}, voici ce que nous indiquons dans le guide de la maison : ${text}`,
        friendly: `Voici ce que dit le guide de la maison pour ${label} : ${text}`,
        casual: `Pour ${label}, voici ce que dit le guide de la maison : ${text}`,
      });
    },
    faq: ({ tone }, question, answer) =>
      say(tone, {
        professional: `Concernant « ${question} », voici ce que nous indiquons dans le guide de la maison : ${answer}`,
        friendly: `Pour « ${question} », voici ce que dit le guide de la maison : ${answer}`,
        casual: `Pour « ${question} », le guide de la maison dit : ${answer}`,
      }),
    hostConfirms: (v, request, asked) => {
      const early = request === 'early-check-in';
      return say(v.tone, {
        professional: `${asked ? `Vous souhaitez ${verb[request]} ${whenAt(v, asked)}. ` : ''}${early ? 'Une arrivée anticipée doit être confirmée' : 'Un départ tardif doit être confirmé'} par ${host(v)} : je lui ai transmis votre demande et vous aurez une réponse ici.`,
        friendly: `${asked ? `Vous aimeriez ${verb[request]} ${whenAt(v, asked)}, c'est noté ! ` : ''}C'est ${host(v)} qui confirme ${early ? 'les arrivées anticipées' : 'les départs tardifs'}, je lui ai donc transmis votre demande et vous aurez une réponse ici très vite.`,
        casual: `${asked ? `Tu voudrais ${verb[request]} ${whenAt(v, asked)}, c'est noté. ` : ''}Pour ${early ? 'arriver plus tôt' : 'partir plus tard'}, il faut que ${host(v)} confirme ; je lui ai transmis ta demande, tu auras la réponse ici.`,
      });
    },
    checkWithHost: (v, isPartial) =>
      say(v.tone, {
        professional: `${isPartial ? 'Pour le reste de votre question, je vérifie' : 'Je vérifie'} avec ${host(v)} et je reviens vers vous rapidement.`,
        friendly: `${isPartial ? 'Pour le reste, je vérifie' : 'Je vérifie'} avec ${host(v)} et je reviens vers vous très vite !`,
        casual: `${isPartial ? 'Pour le reste, je vérifie' : 'Je vérifie'} avec ${host(v)} et je te redis.`,
      }),
    handover: (v) =>
      say(v.tone, {
        professional: `J'ai prévenu ${host(v)}, qui vous répondra ici très prochainement.`,
        friendly: `J'ai prévenu ${host(v)}, qui vous répondra ici très vite !`,
        casual: `J'ai prévenu ${host(v)}, qui te répond ici très vite.`,
      }),
    bookingChange: (v, asked) => {
      const mention = asked ? (asked.hasTime ? time(v, asked.at) : `le ${day(v, asked.at)}`) : '';
      return say(v.tone, {
        professional: `${asked ? `Vous mentionnez ${mention}. ` : ''}Les modifications de réservation sont gérées par ${host(v)} : je lui ai transmis votre demande et vous aurez une réponse ici.`,
        friendly: `${asked ? `Vous mentionnez ${mention}, c'est noté ! ` : ''}C'est ${host(v)} qui gère les modifications de réservation ; je lui ai transmis votre demande et vous aurez une réponse ici très vite.`,
        casual: `${asked ? `${capitalize(mention)}, c'est noté. ` : ''}Les changements de réservation, c'est ${host(v)} qui gère ; je lui ai transmis ta demande.`,
      });
    },
    complaint: (v) =>
      say(v.tone, {
        professional: `Nous sommes sincèrement navrés d'apprendre cela et vous remercions de nous l'avoir signalé. J'ai transmis votre message à ${host(v)}, qui reviendra vers vous ici très rapidement.`,
        friendly: `Nous sommes vraiment désolés d'apprendre cela, merci de nous l'avoir dit. J'ai transmis votre message à ${host(v)}, qui reviendra vers vous ici très vite.`,
        casual: `Oh non, désolé d'apprendre ça ! Merci de l'avoir signalé ; j'ai transmis à ${host(v)}, qui revient vers toi ici.`,
      }),
    damage: (v) =>
      say(v.tone, {
        professional: `Merci de nous l'avoir signalé. J'ai transmis votre message à ${host(v)}, qui reviendra vers vous ici.`,
        friendly: `Merci de nous avoir prévenus, j'espère que tout le monde va bien. J'ai transmis votre message à ${host(v)}, qui reviendra vers vous ici.`,
        casual: `Merci de nous avoir prévenus ! J'ai transmis à ${host(v)}, qui revient vers toi ici.`,
      }),
    refund: (v) =>
      say(v.tone, {
        professional: `Les questions de paiement sont traitées par ${host(v)} personnellement. Je lui ai transmis votre message et vous aurez une réponse ici.`,
        friendly: `C'est ${host(v)} qui s'occupe des paiements ; je lui ai transmis votre message et vous aurez une réponse ici très vite.`,
        casual: `Les paiements, c'est ${host(v)} qui gère ; je lui ai transmis ton message.`,
      }),
    lockout: (v) =>
      say(v.tone, {
        professional: `Nous sommes désolés que vous ne puissiez pas entrer. J'ai prévenu ${host(v)} immédiatement, et vous aurez des nouvelles ici au plus vite.`,
        friendly: `Oh non, désolé que vous ne puissiez pas entrer ! J'ai prévenu ${host(v)} immédiatement, et vous aurez des nouvelles ici très vite.`,
        casual: `Oh non, désolé ! J'ai prévenu ${host(v)} tout de suite, tu auras des nouvelles ici très vite.`,
      }),
    doorCodeOnGuestPage: ({ tone }) =>
      say(tone, {
        professional: "Votre code de porte se trouve sur votre page voyageur, dans l'encadré du code.",
        friendly: "Votre code de porte vous attend sur votre page voyageur, dans l'encadré du code !",
        casual: "Ton code de porte est sur ta page voyageur, dans l'encadré du code.",
      }),
    doorCodeNotYet: (v, releaseAt) => {
      const at = formatDayAtTime('fr', releaseAt, v.timezone);
      return say(v.tone, {
        professional: `Votre code de porte sera affiché sur votre page voyageur à partir du ${at}.`,
        friendly: `Votre code de porte apparaîtra sur votre page voyageur à partir du ${at}, vous n'avez rien à faire d'ici là !`,
        casual: `Ton code de porte s'affichera sur ta page voyageur à partir du ${at}.`,
      });
    },
    doorCodeWaitingForLock: ({ tone }) =>
      say(tone, {
        professional: "Votre code de porte vous sera envoyé dès que la serrure l'aura confirmé.",
        friendly: "Votre code de porte arrivera ici dès que la serrure l'aura confirmé !",
        casual: "Tu recevras ton code de porte dès que la serrure l'aura confirmé.",
      }),
    doorCodeRefused: ({ tone }) =>
      say(tone, {
        professional: "Je ne peux communiquer les informations d'accès qu'au voyageur de la réservation, via sa propre réservation.",
        friendly: "Désolé, je ne peux communiquer les informations d'accès qu'au voyageur de la réservation, via sa propre réservation.",
        casual: "Désolé, je ne peux donner les infos d'accès qu'au voyageur de la réservation, via sa propre réservation.",
      }),
    otherPartyRefused: (v) =>
      say(v.tone, {
        professional: `Je suis désolé, mais les informations d'accès, celles des autres voyageurs et le calendrier ne sont communiqués qu'au voyageur de la réservation, via sa propre réservation. J'ai transmis votre message à ${host(v)}.`,
        friendly: `Désolé, les informations d'accès, celles des autres voyageurs et le calendrier ne sont communiqués qu'au voyageur de la réservation, via sa propre réservation. J'ai transmis votre message à ${host(v)}.`,
        casual: `Désolé, les infos d'accès, celles des autres voyageurs et le calendrier, c'est uniquement pour le voyageur de la réservation, via sa propre réservation. J'ai transmis ton message à ${host(v)}.`,
      }),
    dangerGuidance: (v) =>
      say(v.tone, {
        professional: `Merci de nous avoir prévenus. Je vous prie de rester à l'écart et de ne rien essayer de réparer vous-même. J'ai prévenu ${host(v)}, qui reviendra vers vous ici très rapidement.`,
        friendly: `Merci beaucoup de nous avoir prévenus ! Restez à l'écart et n'essayez pas de réparer quoi que ce soit vous-même. J'ai prévenu ${host(v)}, qui reviendra vers vous ici très vite.`,
        casual: `Merci de nous avoir prévenus ! Reste à l'écart et ne touche à rien. J'ai prévenu ${host(v)}, qui revient vers toi ici très vite.`,
      }),
    ownStayOnly: ({ tone }) =>
      say(tone, {
        professional: 'Je ne peux vous aider que pour votre propre séjour.',
        friendly: 'Désolé, je ne peux vous aider que pour votre propre séjour.',
        casual: "Je ne peux t'aider que pour ton propre séjour.",
      }),
    emergencyCall: ({ tone }, number) =>
      `Si quelqu'un est en danger, ${tone === 'casual' ? 'appelle' : 'appelez'} ${number ? `le ${number}` : "le numéro d'urgence local (112 en Europe, 911 en Amérique du Nord)"} immédiatement.`,
    hostAlerted: (v) =>
      say(v.tone, { professional: `J'ai prévenu ${host(v)} à l'instant.`, friendly: `J'ai prévenu ${host(v)} à l'instant.`, casual: `J'ai prévenu ${host(v)} à l'instant.` }),
    thanks: ({ tone }) => say(tone, { professional: "Je vous en prie, c'est un plaisir !", friendly: "Avec plaisir, c'est tout naturel !", casual: 'De rien, avec plaisir !' }),
  };
})();

const de: Phrases = (() => {
  const subject = (v: Voice) => v.hostName || 'der Gastgeber';
  const dative = (v: Voice) => v.hostName || 'dem Gastgeber';
  const accusative = (v: Voice) => v.hostName || 'den Gastgeber';
  const day = (v: Voice, at: Date) => formatDay('de', at, v.timezone);
  const time = (v: Voice, at: Date) => formatTime('de', at, v.timezone);
  const clock = (value: string) => formatClock('de', value);
  /** "um 13:00 Uhr" / "am Freitag, 12. März". */
  const whenAt = (v: Voice, asked: AskedTime) => (asked.hasTime ? `um ${time(v, asked.at)}` : `am ${day(v, asked.at)}`);
  const verb = { 'early-check-in': 'anreisen', 'late-check-out': 'abreisen' };
  return {
    greeting: (v, name, now) => {
      const hello = hourAt(now, v.timezone) >= 18 ? 'Guten Abend' : 'Guten Tag';
      return say(v.tone, { professional: `${hello}${name ? ` ${name}` : ''},`, friendly: `Hallo${name ? ` ${name}` : ''}!`, casual: `Hallo${name ? ` ${name}` : ''}!` });
    },
    signOff: ({ tone }) =>
      say(tone, {
        professional: 'Wenn Sie noch Fragen haben, bin ich sehr gern für Sie da.',
        friendly: 'Melden Sie sich gern, wenn Sie noch etwas brauchen, und einen schönen Aufenthalt!',
        casual: 'Wenn du noch was brauchst, sag einfach Bescheid, ich bin für dich da!',
      }),
    wifi: ({ tone }, network, password) =>
      network
        ? say(tone, {
            professional: `Die WLAN-Zugangsdaten lauten wie folgt: Das Netzwerk ist „${network}“ und das Passwort ist „${password}“.`,
            friendly: `Hier ist das WLAN: Das Netzwerk heißt „${network}“ und das Passwort ist „${password}“.`,
            casual: `Das WLAN ist „${network}“, das Passwort „${password}“.`,
          })
        : say(tone, {
            professional: `Das WLAN-Passwort lautet „${password}“.`,
            friendly: `Hier ist das WLAN-Passwort: „${password}“.`,
            casual: `Das WLAN-Passwort ist „${password}“.`,
          }),
    wifiNetworkOnly: ({ tone }, network) =>
      say(tone, { professional: `Das WLAN-Netzwerk lautet „${network}“.`, friendly: `Das WLAN-Netzwerk heißt „${network}“.`, casual: `Das WLAN ist „${network}“.` }),
    checkInOn: (v, at) =>
      say(v.tone, {
        professional: `Ihre Anreise ist am ${day(v, at)} ab ${time(v, at)} möglich.`,
        friendly: `Sie können am ${day(v, at)} ab ${time(v, at)} einchecken.`,
        casual: `Du kannst am ${day(v, at)} ab ${time(v, at)} einchecken.`,
      }),
    checkInFrom: ({ tone }, value) =>
      say(tone, {
        professional: `Die Anreise ist ab ${clock(value)} möglich.`,
        friendly: `Sie können ab ${clock(value)} einchecken.`,
        casual: `Du kannst ab ${clock(value)} einchecken.`,
      }),
    checkOutOn: (v, at) =>
      say(v.tone, {
        professional: `Ihre Abreise ist am ${day(v, at)} bis spätestens ${time(v, at)}.`,
        friendly: `Die Abreise ist am ${day(v, at)} bis ${time(v, at)}.`,
        casual: `Du reist am ${day(v, at)} bis ${time(v, at)} ab.`,
      }),
    checkOutBy: ({ tone }, value) =>
      say(tone, {
        professional: `Die Abreise ist bis spätestens ${clock(value)}.`,
        friendly: `Bitte checken Sie bis ${clock(value)} aus.`,
        casual: `Du musst bis ${clock(value)} auschecken.`,
      }),
    address: ({ tone }, address) =>
      say(tone, { professional: `Die Adresse lautet: ${ending(address)}.`, friendly: `Die Adresse ist ${ending(address)}.`, casual: `Die Adresse: ${ending(address)}.` }),
    guide: ({ tone }, field, text) => {
      const label = GUIDE_LABELS.de[field];
      return say(tone, {
        professional: `Zum Thema ${label} gibt es in unserem Gästehandbuch für Sie die folgende Information: ${text}`,
        friendly: `Zum Thema ${label} haben wir für Sie das Folgende in unserem Gästehandbuch: ${text}`,
        casual: `Zum Thema ${label} gibt es das hier im Handbuch: ${text}`,
      });
    },
    faq: ({ tone }, question, answer) =>
      say(tone, {
        professional: `Zur Frage „${question}“ gibt es in unserem Gästehandbuch für Sie die folgende Antwort: ${answer}`,
        friendly: `Zu „${question}“ haben wir für Sie diese Antwort in unserem Gästehandbuch: ${answer}`,
        casual: `Zu „${question}“ gibt es das hier im Handbuch: ${answer}`,
      }),
    hostConfirms: (v, request, asked) => {
      const early = request === 'early-check-in';
      return say(v.tone, {
        professional: `${asked ? `Sie fragen nach einer ${early ? 'Anreise' : 'Abreise'} ${whenAt(v, asked)}. ` : ''}${early ? 'Eine frühe Anreise' : 'Eine späte Abreise'} bestätigt ${subject(v)} persönlich; ich habe Ihre Anfrage weitergeleitet, und Sie erhalten hier eine Antwort.`,
        friendly: `${asked ? `Sie möchten gern ${whenAt(v, asked)} ${verb[request]}, ist notiert! ` : ''}${early ? 'Eine frühe Anreise' : 'Eine späte Abreise'} bestätigt ${subject(v)} persönlich, deshalb habe ich Ihre Anfrage schon weitergegeben; Sie hören hier bald von uns.`,
        casual: `${asked ? `Du willst ${whenAt(v, asked)} ${verb[request]}, ist notiert. ` : ''}${early ? 'Eine frühe Anreise' : 'Eine späte Abreise'} geht nur, wenn ${subject(v)} zustimmt; ich hab deine Anfrage weitergegeben, du hörst hier bald von uns.`,
      });
    },
    checkWithHost: (v, isPartial) =>
      say(v.tone, {
        professional: `${isPartial ? 'Zu Ihren weiteren Fragen halte ich' : 'Ich halte'} Rücksprache mit ${dative(v)} und melde mich schnellstmöglich bei Ihnen.`,
        friendly: `${isPartial ? 'Den Rest kläre ich' : 'Das kläre ich'} kurz mit ${dative(v)} und melde mich dann gleich bei Ihnen!`,
        casual: `${isPartial ? 'Den Rest kläre ich' : 'Ich kläre das'} mit ${dative(v)} und melde mich.`,
      }),
    handover: (v) =>
      say(v.tone, {
        professional: `Ich habe ${accusative(v)} informiert; Sie erhalten hier in Kürze eine Antwort.`,
        friendly: `Ich habe ${dative(v)} Bescheid gegeben, Sie bekommen hier bald eine Antwort!`,
        casual: `Ich hab ${dative(v)} Bescheid gesagt, du kriegst hier bald eine Antwort.`,
      }),
    bookingChange: (v, asked) => {
      const mention = asked ? (asked.hasTime ? time(v, asked.at) : day(v, asked.at)) : '';
      return say(v.tone, {
        professional: `${asked ? `Sie erwähnen ${mention}. ` : ''}Buchungsänderungen bearbeitet ${subject(v)} persönlich; ich habe Ihre Anfrage weitergeleitet, und Sie erhalten hier eine Bestätigung.`,
        friendly: `${asked ? `Sie erwähnen ${mention}, ist notiert! ` : ''}Um Änderungen der Buchung kümmert sich ${subject(v)}; ich habe Ihre Anfrage schon weitergegeben, und Sie hören hier bald von uns.`,
        casual: `${asked ? `${mention}, ist notiert. ` : ''}Um Buchungsänderungen kümmert sich ${subject(v)}; ich hab deine Anfrage weitergegeben, du hörst hier bald was.`,
      });
    },
    complaint: (v) =>
      say(v.tone, {
        professional: `Es tut mir sehr leid, das zu hören, und vielen Dank für Ihren Hinweis. Ich habe Ihre Nachricht an ${accusative(v)} weitergeleitet; Sie erhalten hier in Kürze eine Antwort.`,
        friendly: `Das tut mir wirklich leid, danke, dass Sie uns Bescheid geben. Ich habe es an ${accusative(v)} weitergegeben; Sie hören hier bald von uns.`,
        casual: `Oh, das tut mir leid! Danke für den Hinweis, ich hab es an ${accusative(v)} weitergegeben, du hörst hier bald was.`,
      }),
    damage: (v) =>
      say(v.tone, {
        professional: `Vielen Dank für Ihren Hinweis. Ich habe Ihre Nachricht an ${accusative(v)} weitergeleitet; Sie erhalten hier eine Antwort.`,
        friendly: `Danke, dass Sie uns Bescheid geben, ich hoffe, es geht allen gut. Ich habe es an ${accusative(v)} weitergegeben; Sie hören hier bald von uns.`,
        casual: `Danke für den Hinweis! Ich hab es an ${accusative(v)} weitergegeben, du hörst hier bald was.`,
      }),
    refund: (v) =>
      say(v.tone, {
        professional: `Fragen zu Zahlungen bearbeitet ${subject(v)} persönlich. Ich habe Ihre Nachricht weitergeleitet; Sie erhalten hier eine Antwort.`,
        friendly: `Um Zahlungen kümmert sich ${subject(v)} persönlich; ich habe Ihre Nachricht schon weitergegeben, und Sie hören hier bald von uns.`,
        casual: `Um Zahlungen kümmert sich ${subject(v)}; ich hab deine Nachricht weitergegeben, du hörst hier bald was.`,
      }),
    lockout: (v) =>
      say(v.tone, {
        professional: `Es tut mir leid, dass Sie nicht hineinkommen. Ich habe ${accusative(v)} sofort informiert, und Sie hören hier so schnell wie möglich von uns.`,
        friendly: `Oh nein, das tut mir leid, dass Sie nicht reinkommen! Ich habe ${accusative(v)} sofort informiert, und Sie hören hier gleich von uns.`,
        casual: `Oh nein, das tut mir leid! Ich hab ${accusative(v)} sofort informiert, du hörst gleich von uns.`,
      }),
    doorCodeOnGuestPage: ({ tone }) =>
      say(tone, {
        professional: 'Ihren Türcode finden Sie auf Ihrer Gästeseite, im Feld mit dem Türcode.',
        friendly: 'Ihr Türcode wartet auf Ihrer Gästeseite auf Sie, im Feld mit dem Türcode!',
        casual: 'Deinen Türcode findest du auf deiner Gästeseite, im Feld mit dem Türcode.',
      }),
    doorCodeNotYet: (v, releaseAt) => {
      const at = formatDayAtTime('de', releaseAt, v.timezone);
      return say(v.tone, {
        professional: `Ihr Türcode steht ab ${at} auf Ihrer Gästeseite.`,
        friendly: `Ihren Türcode finden Sie ab ${at} auf Ihrer Gästeseite, bis dahin müssen Sie nichts tun!`,
        casual: `Deinen Türcode kriegst du ab ${at} auf deiner Gästeseite.`,
      });
    },
    doorCodeWaitingForLock: ({ tone }) =>
      say(tone, {
        professional: 'Ihr Türcode wird Ihnen zugeschickt, sobald das Schloss ihn bestätigt hat.',
        friendly: 'Ihren Türcode bekommen Sie hier, sobald das Schloss ihn bestätigt hat!',
        casual: 'Deinen Türcode kriegst du, sobald das Schloss ihn bestätigt hat.',
      }),
    doorCodeRefused: ({ tone }) =>
      say(tone, {
        professional: 'Zugangsdaten kann ich nur dem Gast der Buchung mitteilen, über seine eigene Buchung.',
        friendly: 'Tut mir leid, Zugangsdaten kann ich nur dem Gast der Buchung mitteilen, über seine eigene Buchung.',
        casual: 'Sorry, Zugangsdaten gibt es nur für den Gast der Buchung, über seine eigene Buchung.',
      }),
    otherPartyRefused: (v) =>
      say(v.tone, {
        professional: `Es tut mir leid, aber Zugangsdaten, Angaben zu anderen Gästen und den Belegungskalender teile ich nur mit dem Gast der Buchung, über seine eigene Buchung. Ich habe Ihre Nachricht an ${accusative(v)} weitergeleitet.`,
        friendly: `Tut mir leid, Zugangsdaten, Angaben zu anderen Gästen und den Belegungskalender teile ich nur mit dem Gast der Buchung, über seine eigene Buchung. Ich habe Ihre Nachricht an ${accusative(v)} weitergegeben.`,
        casual: `Sorry, Zugangsdaten, Infos zu anderen Gästen und den Belegungskalender gibt es nur für den Gast der Buchung, über seine eigene Buchung. Ich hab deine Nachricht an ${accusative(v)} weitergegeben.`,
      }),
    dangerGuidance: (v) =>
      say(v.tone, {
        professional: `Vielen Dank für Ihren Hinweis. Bitte halten Sie Abstand und versuchen Sie nicht, selbst etwas zu reparieren. Ich habe ${accusative(v)} alarmiert; Sie erhalten hier in Kürze eine Antwort.`,
        friendly: `Danke, dass Sie uns Bescheid geben! Bitte halten Sie Abstand und versuchen Sie nicht, selbst etwas zu reparieren. Ich habe ${accusative(v)} informiert, Sie hören hier gleich von uns.`,
        casual: `Danke für den Hinweis! Halt bitte Abstand und versuch nicht, selbst was zu reparieren. Ich hab ${accusative(v)} informiert, du hörst gleich von uns.`,
      }),
    ownStayOnly: ({ tone }) =>
      say(tone, {
        professional: 'Ich kann Ihnen nur bei Ihrem eigenen Aufenthalt helfen.',
        friendly: 'Tut mir leid, ich kann Ihnen nur bei Ihrem eigenen Aufenthalt helfen.',
        casual: 'Ich kann dir nur bei deinem eigenen Aufenthalt helfen.',
      }),
    emergencyCall: ({ tone }, number) =>
      `Wenn jemand in Gefahr ist, ${tone === 'casual' ? 'ruf' : 'rufen Sie'} sofort ${number ? `die ${number}` : 'die örtliche Notrufnummer (112 in Europa, 911 in Nordamerika)'} an.`,
    hostAlerted: (v) =>
      say(v.tone, {
        professional: `Ich habe ${accusative(v)} soeben alarmiert.`,
        friendly: `Ich habe ${accusative(v)} gerade alarmiert.`,
        casual: `Ich hab ${accusative(v)} gerade alarmiert.`,
      }),
    thanks: ({ tone }) =>
      say(tone, { professional: 'Gern geschehen! Es ist mir eine Freude, Ihnen zu helfen.', friendly: 'Sehr gern! Ich helfe Ihnen immer gern.', casual: 'Gerne, das mach ich doch!' }),
  };
})();

/** The composer's sentences, by guest language. */
export const PHRASEBOOK: Record<GuestLanguage, Phrases> = { en, es, fr, de };
