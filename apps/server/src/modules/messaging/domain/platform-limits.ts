import { MESSAGE_CHANNEL_LABELS, type MessageChannel, type PlatformChannel } from '@cohost/shared';

/** A conversation as its platform's rules read it: whose thread, and whether a booking exists yet. */
export interface PlatformThread {
  platform: PlatformChannel | null;
  reservationId: string | null;
}

const LINK = /\bhttps?:\/\/\S+|\bwww\.\S+|\b[a-z0-9-]+\.(?:com|net|org|io|co|me|app|ly|info|biz|link|page|site)\b(?:\/\S*)?/i;
const EMAIL = /[a-z0-9._%+-]+@[a-z0-9.-]+\.[a-z]{2,}/i;
/** Runs of digits with phone punctuation; only those of 9+ digits count (dates and door codes are shorter). */
const PHONE_CANDIDATE = /\+?\(?\d[\d\s()./-]{6,}\d/g;

/** What a message holds that a platform forbids before a booking ("a link", "an email address", "a phone number"), or null. */
export function contactDetailIn(body: string): string | null {
  if (EMAIL.test(body)) return 'an email address';
  if (LINK.test(body)) return 'a link';
  for (const candidate of body.match(PHONE_CANDIDATE) ?? []) {
    if (/^\d{4}-\d{2}-\d{2}/.test(candidate.trim())) continue;
    if (candidate.replace(/\D/g, '').length >= 9) return 'a phone number';
  }
  return null;
}

/** Airbnb and Vrbo forbid links and contact details in a thread before the booking is confirmed. */
function forbidsContactBeforeBooking(thread: PlatformThread): thread is { platform: 'airbnb' | 'vrbo'; reservationId: null } {
  return (thread.platform === 'airbnb' || thread.platform === 'vrbo') && thread.reservationId === null;
}

/**
 * Why this message may not go out on the platform's thread, in words for the host, or null.
 * Only a message on the platform's own channel is held to its rules.
 */
export function platformRefusal(thread: PlatformThread, channel: MessageChannel, body: string): string | null {
  if (channel !== thread.platform || !forbidsContactBeforeBooking(thread)) return null;
  const found = contactDetailIn(body);
  if (!found) return null;
  const platform = MESSAGE_CHANNEL_LABELS[thread.platform];
  return `${platform} does not allow links, email addresses or phone numbers before a booking is confirmed, and this message holds ${found}. Remove it, or wait until the guest books.`;
}

/** The platform's rules for this thread, in words (shown beside the reply box). */
export function platformLimits(thread: PlatformThread): string[] {
  if (!thread.platform) return [];
  if (forbidsContactBeforeBooking(thread)) {
    return [`${MESSAGE_CHANNEL_LABELS[thread.platform]} does not allow links, email addresses or phone numbers before a booking is confirmed: Cohost will not send them on this inquiry.`];
  }
  if (thread.platform === 'booking') {
    return ['Booking.com relays messages through the guest’s proxy address only while the booking is active: after checkout or a cancellation, replies may not reach the guest.'];
  }
  return [];
}
