import { guestWords, labelledValue, linesOf, textAfterLine } from './cut-text';
import type { PlatformReading, StayClues, TemplateLanguage } from './platform-reading';
import { bareSubject, captureInLinks, firstCapture, noticeReason } from './platform-reading';
import type { ReadMail } from './read-mail';
import { parseOneDate, parseStayDates } from './stay-dates';

// Airbnb's host notifications (en/es/fr/de). A guest's message arrives as "RE: Reservation at
// <listing> for <dates>" (or "Inquiry at …" before a booking), the guest's first name at the top,
// their words, a "Reply" button and the reservation block; the host may answer by replying to
// the mail, which goes to the Reply-To relay (…@reply.airbnb.com). Booking notices name the guest
// in the subject and carry the confirmation code (HM + 8) and the /rooms/<id> link.

const THREAD_SUBJECTS: { pattern: RegExp; language: TemplateLanguage; inquiry: boolean }[] = [
  { pattern: /^Reservation\s+(?:at|for)\s+(.+)\s+for\s+((?:\d|\p{L}{3,}\.? \d).*)$/iu, language: 'en', inquiry: false },
  { pattern: /^Inquiry\s+(?:at|for|about)\s+(.+)\s+for\s+((?:\d|\p{L}{3,}\.? \d).*)$/iu, language: 'en', inquiry: true },
  { pattern: /^Reserva\s+(?:en|para)\s+(.+)\s+para\s+(?:el\s+|los días\s+)?((?:\d|\p{L}{3,}\.? \d).*)$/iu, language: 'es', inquiry: false },
  { pattern: /^Consulta\s+(?:sobre|en|para)\s+(.+)\s+para\s+(?:el\s+|los días\s+)?((?:\d|\p{L}{3,}\.? \d).*)$/iu, language: 'es', inquiry: true },
  { pattern: /^Réservation\s+(?:pour|à)\s+(.+)\s+(?:pour\s+(?:le|les)|du)\s+((?:\d|\p{L}{3,}\.? \d).*)$/iu, language: 'fr', inquiry: false },
  { pattern: /^Demande d['’]information\s+(?:pour|sur|à)\s+(.+)\s+(?:pour\s+(?:le|les)|du)\s+((?:\d|\p{L}{3,}\.? \d).*)$/iu, language: 'fr', inquiry: true },
  { pattern: /^Buchung\s+(?:für|bei)\s+(.+)\s+(?:vom|für den|am)\s+((?:\d|\p{L}{3,}\.? \d).*)$/iu, language: 'de', inquiry: false },
  { pattern: /^Anfrage\s+(?:für|zu|bei)\s+(.+)\s+(?:vom|für den|am)\s+((?:\d|\p{L}{3,}\.? \d).*)$/iu, language: 'de', inquiry: true },
];

const REQUEST_SUBJECT = /^(?:Reservation request|Booking request|Solicitud de reserva|Demande de réservation|Buchungsanfrage)\s+(?:at|for|en|para|pour|à|für)\s+(.+)\s+(?:for|para(?: el)?|pour(?: le| les)?|du|vom|für den)\s+((?:\d|\p{L}{3,}\.? \d).*)$/iu;
const CONFIRMED_SUBJECT = /^(?:Reservation confirmed|Reserva confirmada|Réservation confirmée|Buchung bestätigt)\s*[-–—:]\s*(.+?)\s+(?:arrives|llega|arrive|reist am|kommt am)\s+(?:el\s+|le\s+)?(.+?)(?:\s+an)?$/iu;
const CANCELLED_SUBJECT = /(?:cancel+ed|cancelada|annulée|storniert)/i;
const CANCELLED_VERBS = /canceled|cancelled|ha cancelado|a annulé|hat/;
const CHANGED_VERBS = /changed|altered|updated|ha modificado|ha cambiado|a modifié|hat/;
const CHANGED_SUBJECT = /^(?:Reservation (?:changed|altered|updated)|Reservation change|Cambio en la reserva|Modification de la réservation|Buchungsänderung)/i;

const NEW_MESSAGE_LANGUAGE: Record<string, TemplateLanguage> = { new: 'en', nuevo: 'es', nouveau: 'fr', neue: 'de' };

const PROFILE_LINES = /^(Guest|Booker|Co-guest|Huésped|Viajero|Voyageur|Gast|Identity verified|Identidad verificada|Identité vérifiée|Identität verifiziert)\b|·.*(review|reseña|commentaire|évaluation|Bewertung)/i;

const STOP_LINES: RegExp[] = [
  /^(Reply|Respond|Responder|Répondre|Antworten)$/i,
  /^(Reservation|Inquiry|Reserva|Consulta|Réservation|Demande d['’]information|Buchung|Anfrage)$/i,
  /^(You can also respond|Respond to .+ by replying|También puedes responder|Vous pouvez (aussi|également) répondre|Du kannst .+ auch antworten)/i,
  /^(Translated by Airbnb|Traducido por Airbnb|Traduit par Airbnb|Übersetzt von Airbnb)/i,
  /^(Airbnb Ireland UC|Airbnb, Inc\.|Get the Airbnb app|Descarga la app de Airbnb|Téléchargez l['’]application Airbnb|Hol dir die Airbnb-App)/i,
  /^(Send .+ a message|Pre-approve|Invite to book|Preaprobar|Préapprouver|Vorab genehmigen)/i,
  /^\[?https?:\/\//i,
];

const CODE = /\b(HM[A-Z0-9]{8})\b/;
const CODE_LINK = /\/hosting\/reservations\/details\/(HM[A-Z0-9]{8})\b/;
const ROOM_LINK = /airbnb\.[a-z.]+\/rooms\/(\d+)/i;

export function readAirbnbMail(mail: ReadMail): PlatformReading {
  const subject = bareSubject(mail.subject);
  const request = REQUEST_SUBJECT.exec(subject);
  if (request) return { kind: 'reservation', event: 'request', clues: { ...stayFromSubject(mail, request[1]!, request[2]!, true), guestName: guestNameOf(mail) } };
  const confirmed = CONFIRMED_SUBJECT.exec(subject);
  if (confirmed) return { kind: 'reservation', event: 'confirmed', clues: confirmedClues(mail, confirmed[1]!) };
  if (CANCELLED_SUBJECT.test(subject) && /reserv|buchung/i.test(subject)) return { kind: 'reservation', event: 'cancelled', clues: cancelledClues(mail, subject) };
  if (CHANGED_SUBJECT.test(subject)) return { kind: 'reservation', event: 'changed', clues: confirmedClues(mail, nameBefore(mail, CHANGED_VERBS)) };
  const thread = THREAD_SUBJECTS.map((candidate) => ({ candidate, match: candidate.pattern.exec(subject) })).find(({ match }) => match);
  if (thread?.match) return guestMessage(mail, thread.candidate, { listing: thread.match[1]!, dates: thread.match[2]! });
  const newMessage = /^(New message from|Nuevo mensaje de|Nouveau message de|Neue Nachricht von)\s+(.+)$/i.exec(subject);
  if (newMessage) return guestMessage(mail, { language: NEW_MESSAGE_LANGUAGE[newMessage[1]!.split(' ')[0]!.toLowerCase()] ?? 'en', inquiry: false }, null, newMessage[2]!);
  return { kind: 'ignored', reason: noticeReason(mail, 'Airbnb') };
}

/** A thread notice: the stay from its subject when it names one ("RE: Reservation at …"), else from the reservation block under the message. */
function guestMessage(mail: ReadMail, template: { language: TemplateLanguage; inquiry: boolean }, stay: { listing: string; dates: string } | null, subjectName = ''): PlatformReading {
  const guestName = guestNameOf(mail) || subjectName.trim();
  const text = guestWords(messageBody(mail.text, guestName), STOP_LINES);
  if (!text) return { kind: 'ignored', reason: 'an Airbnb thread notice with no words from the guest' };
  const { listing, dates } = stay ?? reservationBlock(mail);
  const clues = stayFromSubject(mail, listing, dates, template.inquiry);
  return { kind: 'guest-message', text, templateLanguage: template.language, clues: { ...clues, guestName } };
}

/** The body from just after the guest's name (and their profile lines) on. */
function messageBody(text: string, guestName: string): string {
  const lines = text.split('\n');
  const firstName = guestName.split(/\s+/)[0] ?? '';
  const nameIndex = lines.slice(0, 8).findIndex((line) => firstName !== '' && line.trim() === guestName);
  let start = nameIndex < 0 ? lines.slice(0, 8).findIndex((line) => firstName !== '' && line.trim() === firstName) : nameIndex;
  start = start < 0 ? 0 : start + 1;
  while (start < lines.length && (!lines[start]!.trim() || PROFILE_LINES.test(lines[start]!.trim()))) start += 1;
  return lines.slice(start).join('\n');
}

/** "Anna via Airbnb" in From, else the first line of the body (where Airbnb puts the sender's name). */
function guestNameOf(mail: ReadMail): string {
  const viaName = /^(.+?)\s+(?:via|vía|par|über)\s+Airbnb$/i.exec(mail.fromName)?.[1];
  if (viaName) return viaName.trim();
  const first = linesOf(mail.text)[0] ?? '';
  return first.length <= 40 && /^[\p{L}][\p{L} .'’-]*$/u.test(first) ? first : '';
}

/** The "Reservation" block under the message: the listing's name and the dates (a link a mail client wrote after the name dropped). */
function reservationBlock(mail: ReadMail): { listing: string; dates: string } {
  const after = textAfterLine(mail.text, /^(Reservation|Inquiry|Reserva|Consulta|Réservation|Demande d['’]information|Buchung|Anfrage)$/i);
  const lines = after ? linesOf(after) : [];
  return { listing: (lines[0] ?? '').replace(/\s*<https?:[^>]*>$/, ''), dates: lines[1] ?? '' };
}

function stayFromSubject(mail: ReadMail, listing: string, dates: string, inquiry: boolean): StayClues {
  const { checkIn, checkOut } = parseStayDates(dates, mail.date, { dayFirst: !/^[A-Z][a-z]{2} \d/.test(dates) });
  return {
    platform: 'airbnb',
    guestName: '',
    listingName: listing.trim() || null,
    listingId: listingIdOf(mail),
    checkIn,
    checkOut,
    reservationCode: reservationCodeOf(mail),
    relayAddress: relayOf(mail),
    inquiry,
  };
}

function confirmedClues(mail: ReadMail, guestName: string): StayClues {
  const checkIn = dateAfterLabel(mail, /Check-in|Llegada|Arrivée/);
  const checkOut = dateAfterLabel(mail, /Checkout|Check-out|Salida|Départ/);
  return {
    platform: 'airbnb',
    guestName: guestName.trim(),
    listingName: listingAfterRoomLink(mail),
    listingId: listingIdOf(mail),
    checkIn,
    checkOut,
    reservationCode: reservationCodeOf(mail),
    relayAddress: relayOf(mail),
    inquiry: false,
  };
}

/** The guest named at the start of a notice's sentence ("Priya Shah canceled their reservation…"). */
function nameBefore(mail: ReadMail, verbs: RegExp): string {
  return firstCapture(mail.text, [new RegExp(`^(.+?)\\s+(?:${verbs.source})\\b.*(?:reservation|reserva|réservation|Buchung)`, 'im')]) ?? '';
}

function cancelledClues(mail: ReadMail, subject: string): StayClues {
  const name = nameBefore(mail, CANCELLED_VERBS);
  const dates = /\b(?:for|para|du|vom)\s+((?:\d|\p{L}{3,}\.? \d).*)$/iu.exec(subject)?.[1] ?? '';
  const stay = parseStayDates(dates, mail.date, { dayFirst: !/^[A-Z][a-z]{2} \d/.test(dates) });
  return { ...confirmedClues(mail, name), ...stay };
}

function dateAfterLabel(mail: ReadMail, label: RegExp): string | null {
  const value = labelledValue(mail.text, label);
  return value ? parseOneDate(value, mail.date, { dayFirst: !/^[A-Z][a-z]{2}, [A-Z]/.test(value) }) : null;
}

function listingAfterRoomLink(mail: ReadMail): string | null {
  const lines = linesOf(mail.text);
  const index = lines.findIndex((line) => ROOM_LINK.test(line));
  const next = index < 0 ? undefined : lines.slice(index + 1).find((line) => !/^\[?https?:/.test(line));
  return next ?? null;
}

function listingIdOf(mail: ReadMail): string | null {
  return captureInLinks(mail.links, ROOM_LINK);
}

function reservationCodeOf(mail: ReadMail): string | null {
  return captureInLinks(mail.links, CODE_LINK) ?? CODE.exec(mail.text)?.[1] ?? CODE.exec(mail.subject)?.[1] ?? null;
}

/** The reply relay: Airbnb's Reply-To on its own domain (…@reply.airbnb.com, …@guest.airbnb.com). */
function relayOf(mail: ReadMail): string | null {
  return mail.replyTo && /@(?:[a-z0-9-]+\.)*airbnb\.com$/.test(mail.replyTo) && mail.replyTo !== mail.from ? mail.replyTo : null;
}
