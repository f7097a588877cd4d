import { cutQuotedHistory, cutSignature, guestWords, labelledValue, textAfterLine } from './cut-text';
import type { PlatformReading, StayClues, TemplateLanguage } from './platform-reading';
import { bareSubject, captureInLinks, noticeReason } from './platform-reading';
import type { ReadMail } from './read-mail';
import { parseOneDate } from './stay-dates';

// Booking.com's partner notifications (en/de/es). A guest's message: "We received this message
// from <guest>", the stay's labelled lines (Booking number, Property, Check-in, Check-out), then
// "Message:" and the guest's words, a "Reply" button and Booking.com's footer. Each booking has a
// guest alias on guest.booking.com that relays both ways: the Reply-To of the notification, or
// the sender itself when the guest writes to the property's alias from their mail client.
// Booking notices: "New booking! (<number>, <date>)", "Cancelled booking (…)", "Modified booking (…)".

const MESSAGE_SUBJECTS: { pattern: RegExp; language: TemplateLanguage }[] = [
  { pattern: /^We received this message from\s+(.+)$/i, language: 'en' },
  { pattern: /^Wir haben diese Nachricht von\s+(.+?)\s+erhalten$/i, language: 'de' },
  { pattern: /^Hemos recibido este mensaje de\s+(.+)$/i, language: 'es' },
];

const BOOKING_SUBJECTS: { pattern: RegExp; event: 'confirmed' | 'changed' | 'cancelled' | 'request' }[] = [
  { pattern: /(?:New booking|Neue Buchung|Nueva reserva)!?\s*\(/i, event: 'confirmed' },
  { pattern: /(?:Cancel+ed booking|Cancel+ation|Stornierung|Stornierte Buchung|Reserva cancelada|Cancelación)\b/i, event: 'cancelled' },
  { pattern: /(?:Modified booking|Booking modified|Geänderte Buchung|Reserva modificada)\b/i, event: 'changed' },
  { pattern: /(?:Booking request|Request to book|Buchungsanfrage|Solicitud de reserva)\b/i, event: 'request' },
];

const MESSAGE_LABEL = /^(Message|Nachricht|Mensaje)\s*:?$/i;

const STOP_LINES: RegExp[] = [
  /^(Reply|Respond|Antworten|Responder)$/i,
  /^(You can also reply|Sie können auch|También puedes responder)/i,
  /^(Please don['’]t include|Bitte geben Sie keine|No incluyas)/i,
  /^(This email was sent by Booking\.com|Diese E-Mail wurde von Booking\.com|Booking\.com ha enviado este e-mail|Este e-mail lo ha enviado Booking\.com)/i,
  /^(©|Copyright)\s.*Booking\.com/i,
  /^(Report this message|Diese Nachricht melden|Denunciar este mensaje)/i,
  /^\[?https?:\/\//i,
];

const GUEST_ALIAS = /\b([a-z0-9._-]+@guest\.booking\.com)\b/i;

export function readBookingMail(mail: ReadMail): PlatformReading {
  const subject = bareSubject(mail.subject);
  if (/@guest\.booking\.com$/.test(mail.from)) return directGuestMail(mail);
  const message = MESSAGE_SUBJECTS.map((candidate) => ({ candidate, match: candidate.pattern.exec(subject) })).find(({ match }) => match);
  if (message?.match) return guestMessage(mail, message.candidate.language, message.match[1]!);
  const booking = BOOKING_SUBJECTS.find(({ pattern }) => pattern.test(subject));
  if (booking) return { kind: 'reservation', event: booking.event, clues: stayClues(mail, labelledValue(mail.text, /Guest name|Name des Gastes|Gastname|Nombre del cliente/) ?? '', booking.event === 'request') };
  return { kind: 'ignored', reason: noticeReason(mail, 'Booking.com') };
}

function guestMessage(mail: ReadMail, language: TemplateLanguage, guestName: string): PlatformReading {
  const body = textAfterLine(mail.text, MESSAGE_LABEL);
  const text = body === null ? '' : guestWords(body, STOP_LINES);
  if (!text) return { kind: 'ignored', reason: 'a Booking.com message notice with no words from the guest' };
  return { kind: 'guest-message', text, templateLanguage: language, clues: stayClues(mail, guestName, false) };
}

/** The guest wrote to the property from their own mail client through their alias: the mail is theirs. */
function directGuestMail(mail: ReadMail): PlatformReading {
  const text = cutSignature(cutQuotedHistory(mail.text));
  if (!text) return { kind: 'ignored', reason: 'a mail from a Booking.com guest alias with no text' };
  return { kind: 'guest-message', text, templateLanguage: null, clues: { ...stayClues(mail, mail.fromName.replace(/\s+via\s+Booking\.com$/i, ''), false), relayAddress: mail.from } };
}

function stayClues(mail: ReadMail, guestName: string, inquiry: boolean): StayClues {
  const bookingNumber = labelledValue(mail.text, /Booking number|Buchungsnummer|Número de reserva|Confirmation number|Bestätigungsnummer/)?.match(/\d{8,12}/)?.[0];
  return {
    platform: 'booking',
    guestName: guestName.trim(),
    listingName: labelledValue(mail.text, /Property name|Property(?=\s*:)|Unterkunft(?=\s*:)|Alojamiento(?=\s*:)/),
    listingId: captureInLinks(mail.links, /[?&]hotel_id=(\d+)/i) ?? labelledValue(mail.text, /Property ID|Unterkunfts-ID|ID del alojamiento/),
    checkIn: labelledDate(mail, /Check-in|Anreise|Entrada|Llegada/),
    checkOut: labelledDate(mail, /Check-out|Abreise|Salida/),
    reservationCode: bookingNumber ?? /\((\d{8,12}),/.exec(mail.subject)?.[1] ?? null,
    relayAddress: relayOf(mail),
    inquiry,
  };
}

/** The guest's alias: the Reply-To, else one written in the notice ("Email: …@guest.booking.com"). */
function relayOf(mail: ReadMail): string | null {
  if (mail.replyTo && GUEST_ALIAS.test(mail.replyTo)) return mail.replyTo;
  return GUEST_ALIAS.exec(mail.text)?.[1]?.toLowerCase() ?? null;
}

function labelledDate(mail: ReadMail, label: RegExp): string | null {
  const value = labelledValue(mail.text, label);
  return value ? parseOneDate(value, mail.date) : null;
}
