import type { PlatformGuestMessage, PlatformReservationNotice } from '../parsed-platform-mail';
import type { ReadMail } from './read-mail';

/** What a platform's parser reads from one of its (verified) mails; the envelope is added around it. */
export type PlatformReading =
  | { kind: 'guest-message'; clues: StayClues; text: string; templateLanguage: TemplateLanguage | null }
  | { kind: 'reservation'; event: PlatformReservationNotice['event']; clues: StayClues }
  | { kind: 'ignored'; reason: string };

export type StayClues = Pick<PlatformGuestMessage, 'platform' | 'guestName' | 'listingName' | 'listingId' | 'checkIn' | 'checkOut' | 'reservationCode' | 'relayAddress' | 'inquiry'>;

export type TemplateLanguage = NonNullable<PlatformGuestMessage['templateLanguage']>;

export type PlatformParser = (mail: ReadMail) => PlatformReading;

/** The reasons a host reads on the mailbox's list for a platform mail that is not a guest's. */
export const NOTICE_REASONS = {
  payout: 'a payout notice, not a guest message',
  review: 'a review reminder, not a guest message',
  account: 'an account/security notice, not a guest message',
  invoice: 'an invoice or commission notice, not a guest message',
  marketing: 'marketing, not a guest message',
} as const;

// Subjects of the platforms' other notices, in en/es/fr/de; tried only once a mail is known not
// to be a guest message or a booking notice (a listing named "Review Cottage" stays a message).
const NOTICE_SUBJECTS: [keyof typeof NOTICE_REASONS, RegExp][] = [
  ['payout', /payout|payment (?:was )?sent|we sent you|pago|versement|virement|auszahlung/i],
  ['review', /review|reseña|evalúa|évaluation|commentaire|bewertung|bewerte/i],
  ['account', /log ?in|sign[- ]?in|password|security|verify your|verification code|new device|account|contraseña|seguridad|cuenta|mot de passe|sécurité|compte|passwort|sicherheit|konto|anmeldung/i],
  ['invoice', /invoice|commission|factura|comisión|facture|rechnung|provision|statement/i],
];

/** The reason for a platform mail that is neither a guest message nor a booking notice. */
export function noticeReason(mail: ReadMail, platformName: string): string {
  const topic = NOTICE_SUBJECTS.find(([, pattern]) => pattern.test(mail.subject))?.[0];
  if (topic) return NOTICE_REASONS[topic];
  if (isBulkMail(mail)) return NOTICE_REASONS.marketing;
  return `a ${platformName} notice that is not a guest message`;
}

function isBulkMail(mail: ReadMail): boolean {
  return mail.headers.has('list-unsubscribe') || /bulk|list/i.test(mail.headers.get('precedence')?.[0] ?? '');
}

/** The first capture of the first pattern that matches `text`. */
export function firstCapture(text: string, patterns: readonly RegExp[]): string | null {
  for (const pattern of patterns) {
    const match = pattern.exec(text);
    if (match?.[1]) return match[1].trim();
  }
  return null;
}

/** The first capture of `pattern` in any of the links. */
export function captureInLinks(links: readonly string[], pattern: RegExp): string | null {
  for (const link of links) {
    const match = pattern.exec(link);
    if (match?.[1]) return match[1];
  }
  return null;
}

/** A "Re:"/"AW:"/"Fwd:" prefix and the like, removed from a subject. */
export function bareSubject(subject: string): string {
  return subject.replace(/^(?:\s*(?:re|aw|rv|sv|tr|fw|fwd|wg|réf)\s?:\s*)+/i, '').trim();
}
