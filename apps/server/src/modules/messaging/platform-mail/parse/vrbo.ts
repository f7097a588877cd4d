import { guestWords, labelledValue, linesOf, textAfterLine } from './cut-text';
import type { PlatformReading, StayClues, TemplateLanguage } from './platform-reading';
import { bareSubject, captureInLinks, firstCapture, noticeReason } from './platform-reading';
import type { ReadMail } from './read-mail';
import { parseOneDate, parseStayDates } from './stay-dates';

// Vrbo's owner notifications (en/es). A traveller's message: "You have a new message from
// <traveller>" (an inquiry: "New inquiry from <traveller>"), their words under the heading, a
// "Reply" button, then the stay: "Reservation ID: HA-XXXXXX", the listing's name above
// "Property #<number>", "Dates: …". Replying to the mail goes to the Reply-To relay on
// messages.homeaway.com.

const MESSAGE_SUBJECTS: { pattern: RegExp; language: TemplateLanguage; inquiry: boolean }[] = [
  { pattern: /^You have a new message from\s+(.+)$/i, language: 'en', inquiry: false },
  { pattern: /^New inquiry from\s+(.+?)(?:\s+for\s+.+)?$/i, language: 'en', inquiry: true },
  { pattern: /^Inquiry from\s+(.+?):\s+.+\s+-\s+Vrbo\s+#\d+$/i, language: 'en', inquiry: true },
  { pattern: /^Tienes un (?:nuevo )?mensaje (?:nuevo )?de\s+(.+)$/i, language: 'es', inquiry: false },
  { pattern: /^Nueva consulta de\s+(.+?)(?:\s+para\s+.+)?$/i, language: 'es', inquiry: true },
];

const BOOKING_SUBJECTS: { pattern: RegExp; event: 'confirmed' | 'changed' | 'cancelled' | 'request' }[] = [
  { pattern: /^(?:Booking confirmed|Reservation confirmed|Instant booking|Reserva confirmada)\b/i, event: 'confirmed' },
  { pattern: /^(?:Booking request|Reservation request|Solicitud de reserva)\b/i, event: 'request' },
  { pattern: /^(?:Reservation|Booking|Reserva)\s+(?:cancel+ed|cancelada)\b|\bcancel+ation\b/i, event: 'cancelled' },
  { pattern: /^(?:Reservation|Booking|Reserva)\s+(?:changed|updated|modificada)\b/i, event: 'changed' },
];

const HEADINGS = /^(You have a new message from|New inquiry from|Inquiry from|Tienes un (nuevo )?mensaje|Nueva consulta de)\b/i;

const STOP_LINES: RegExp[] = [
  /^(Reply|Respond|Responder)$/i,
  /^(Reservation ID|ID de reserva|Inquiry details|Detalles de la consulta|Dates|Fechas)\b/i,
  /^(You can reply to this email|Reply to this email|Puedes responder a este correo)/i,
  /^(Vrbo, 1111|Vrbo ·|©\s*\d{4} Vrbo|Privacy Policy|Política de privacidad)/i,
  /^\[?https?:\/\//i,
];

const CODE = /\b(HA-[A-Z0-9]{6,})\b/;
const PROPERTY = /^(?:Property|Propiedad)\s*(?:#|n\.?º|ID:?)\s*(\d+)/i;

export function readVrboMail(mail: ReadMail): PlatformReading {
  const subject = bareSubject(mail.subject);
  const message = MESSAGE_SUBJECTS.map((candidate) => ({ candidate, match: candidate.pattern.exec(subject) })).find(({ match }) => match);
  if (message?.match) return guestMessage(mail, message.candidate, message.match[1]!);
  const booking = BOOKING_SUBJECTS.find(({ pattern }) => pattern.test(subject));
  if (booking) return { kind: 'reservation', event: booking.event, clues: stayClues(mail, travellerOf(mail), booking.event === 'request') };
  return { kind: 'ignored', reason: noticeReason(mail, 'Vrbo') };
}

function guestMessage(mail: ReadMail, template: { language: TemplateLanguage; inquiry: boolean }, traveller: string): PlatformReading {
  const body = textAfterLine(mail.text, HEADINGS) ?? mail.text;
  const text = guestWords(body.replace(/^\s*.+\s(?:wrote|escribió):\s*$/m, ''), STOP_LINES);
  if (!text) return { kind: 'ignored', reason: 'a Vrbo thread notice with no words from the traveller' };
  const clues = stayClues(mail, traveller, template.inquiry);
  // No reservation id yet: the traveller is asking before booking.
  return { kind: 'guest-message', text, templateLanguage: template.language, clues: { ...clues, inquiry: clues.inquiry || clues.reservationCode === null } };
}

function travellerOf(mail: ReadMail): string {
  return labelledValue(mail.text, /Traveler|Traveller|Guest|Viajero|Huésped/) ?? /^(.+?)\s+via\s+Vrbo$/i.exec(mail.fromName)?.[1] ?? '';
}

function stayClues(mail: ReadMail, guestName: string, inquiry: boolean): StayClues {
  // "Inquiry from Léa Martin: Oct 9 - Oct 11, 2026 - Vrbo #4187263" names the dates and the property.
  const subjectStay = /:\s+(.+)\s+-\s+Vrbo\s+#(\d+)$/i.exec(mail.subject);
  const range = labelledValue(mail.text, /Dates|Fechas/) ?? subjectStay?.[1];
  const stay = range ? parseStayDates(range, mail.date, { dayFirst: !/^[A-Z][a-z]{2} \d/.test(range) }) : { checkIn: labelledDate(mail, /Check-in|Llegada/), checkOut: labelledDate(mail, /Check-out|Checkout|Salida/) };
  const code = CODE.exec(mail.text)?.[1] ?? CODE.exec(mail.subject)?.[1] ?? null;
  return {
    platform: 'vrbo',
    guestName: guestName.trim(),
    listingName: listingNameOf(mail),
    listingId: firstCapture(mail.text, [/^(?:Property|Propiedad)\s*(?:#|n\.?º|ID:?)\s*(\d+)/im]) ?? subjectStay?.[2] ?? captureInLinks(mail.links, /vrbo\.com\/(\d{5,})/i),
    ...stay,
    reservationCode: code,
    relayAddress: mail.replyTo && /@(?:[a-z0-9-]+\.)*(?:homeaway\.com|vrbo\.com)$/.test(mail.replyTo) && mail.replyTo !== mail.from ? mail.replyTo : null,
    inquiry,
  };
}

function labelledDate(mail: ReadMail, label: RegExp): string | null {
  const value = labelledValue(mail.text, label);
  return value ? parseOneDate(value, mail.date, { dayFirst: !/[A-Z][a-z]{2} \d/.test(value) }) : null;
}

/** The listing's name: the line above "Property #<number>". */
function listingNameOf(mail: ReadMail): string | null {
  const lines = linesOf(mail.text);
  const index = lines.findIndex((line) => PROPERTY.test(line));
  return index > 0 ? lines[index - 1]!.replace(/^(?:Property name|Nombre de la propiedad):\s*/i, '') : null;
}
