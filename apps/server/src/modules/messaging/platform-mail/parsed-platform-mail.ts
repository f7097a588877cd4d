import type { PlatformChannel } from '@cohost/shared';

/**
 * What Cohost reads from one email in the platform mailbox (`parsePlatformMail`): the contract
 * between the strict per-platform parsers and the code that threads mail into conversations.
 *
 * - `guest-message`: a guest wrote in the platform's thread; answered through `relayAddress`.
 * - `reservation`: a booking notice (confirmed, changed, cancelled): fills the stay's guest name
 *   and relay address; never answered.
 * - `bounce`: a delivery failure for one of our replies (names its Message-Id).
 * - `ignored`: anything else (payouts, reviews, marketing, account notices, lookalike senders,
 *   unverified senders), with the reason; never answered.
 */
export type ParsedPlatformMail = PlatformGuestMessage | PlatformReservationNotice | PlatformBounce | IgnoredMail;

interface MailEnvelope {
  /** The Message-Id header (without angle brackets), or a stable hash of the raw mail when absent. */
  messageId: string;
  /** The From address, lower-cased. */
  from: string;
  subject: string;
  /** The Date header, or null. */
  date: Date | null;
}

interface StayClues {
  platform: PlatformChannel;
  /** The guest's name as the platform shows it ("Anna", "Anna K.", "Anna Kowalski"). */
  guestName: string;
  /** The listing's title as the platform shows it. */
  listingName: string | null;
  /** The platform's listing id when the mail carries one (Airbnb /rooms/<id>, Vrbo property number, Booking.com hotel id). */
  listingId: string | null;
  /** Calendar dates (YYYY-MM-DD) when the mail names them. */
  checkIn: string | null;
  checkOut: string | null;
  /** Airbnb confirmation code (HM…), Vrbo reservation id (HA-…), Booking.com booking number; null for an inquiry. */
  reservationCode: string | null;
  /** Where a reply to this thread goes: the Reply-To relay (…@reply.airbnb.com, …@guest.booking.com, …@messages.homeaway.com). */
  relayAddress: string | null;
  /** An inquiry or request before a booking exists. */
  inquiry: boolean;
}

export interface PlatformGuestMessage extends MailEnvelope, StayClues {
  kind: 'guest-message';
  /** The guest's new words only: no quoted history, signature, platform footer or "Reply" button text. */
  text: string;
  /** The language the notification was written in (the platform's template), when recognised. */
  templateLanguage: 'en' | 'es' | 'fr' | 'de' | null;
  /** The mail was a forwarded copy (unwrapped). */
  forwarded: boolean;
  /** How the sender was checked: 'dkim' / 'spf' passes seen in Authentication-Results, or 'domain' (sender domain only, no results header). */
  verifiedBy: 'dkim' | 'spf' | 'domain';
}

export interface PlatformReservationNotice extends MailEnvelope, StayClues {
  kind: 'reservation';
  event: 'confirmed' | 'changed' | 'cancelled' | 'request';
  forwarded: boolean;
  verifiedBy: 'dkim' | 'spf' | 'domain';
}

export interface PlatformBounce extends MailEnvelope {
  kind: 'bounce';
  /** The Message-Id of our reply that bounced, when the report names it. */
  originalMessageId: string | null;
  /** The failed recipient and the server's words. */
  recipient: string | null;
  reason: string;
}

export interface IgnoredMail extends MailEnvelope {
  kind: 'ignored';
  platform: PlatformChannel | null;
  /** Why, in words a host reads on the mailbox's list ("a payout notice, not a guest message"). */
  reason: string;
}
