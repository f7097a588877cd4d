import type { ClaimPlatform } from '@cohost/shared';

export const CLAIM_PLATFORM_LABELS: Record<ClaimPlatform, string> = { airbnb: 'Airbnb', vrbo: 'Vrbo', booking: 'Booking.com', direct: 'Direct', other: 'Other' };

/** The claim programme of a stay, from where it came: Airbnb, Vrbo (HomeAway), Booking.com, direct (typed in), else other. */
export function platformOf(source: string): ClaimPlatform {
  const name = source.trim().toLowerCase();
  if (name.includes('airbnb')) return 'airbnb';
  if (name.includes('vrbo') || name.includes('homeaway')) return 'vrbo';
  if (name.includes('booking')) return 'booking';
  if (name === 'manual' || name === 'direct') return 'direct';
  return 'other';
}
