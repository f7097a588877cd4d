import type { PlatformStay } from '../../reservations';
import type { MessagingDeps } from '../messaging.deps';
import { matchListing } from './match-listing';
import type { PlatformGuestMessage, PlatformReservationNotice } from './parsed-platform-mail';

export type StayClues = Pick<PlatformGuestMessage | PlatformReservationNotice, 'platform' | 'listingName' | 'checkIn' | 'checkOut' | 'reservationCode'>;

/** What a platform's mail was matched to: a stay (and how), else the property it names, and why not more. */
export type StayMatch =
  | { kind: 'stay'; stay: PlatformStay; by: 'code' | 'listing and dates' | 'dates' }
  | { kind: 'property'; propertyId: string; propertyName: string; why: string }
  | { kind: 'none'; why: string };

/**
 * The stay a platform's mail is about: by its reservation code (the calendar feed's link ends
 * with it), then by the listing's name and the exact dates, then — when no property has that
 * name — by the one live stay from that platform's feed on those dates. Without a stay, the
 * property the mail names (or the workspace's only one), for an inquiry's conversation.
 */
export async function matchPlatformStay(deps: MessagingDeps, workspaceId: string, clues: StayClues): Promise<StayMatch> {
  if (clues.reservationCode) {
    const stay = await deps.ports.findStayByPlatformCode(workspaceId, clues.reservationCode);
    if (stay) return { kind: 'stay', stay, by: 'code' };
  }
  const properties = await deps.ports.listProperties(workspaceId);
  const property = matchListing(properties, clues.listingName);
  const dates = clues.checkIn && clues.checkOut ? { checkInDate: clues.checkIn, checkOutDate: clues.checkOut } : null;
  if (dates && property) {
    const stays = await deps.ports.listStaysOnDates(workspaceId, { ...dates, propertyId: property.id });
    if (stays.length === 1) return { kind: 'stay', stay: stays[0]!, by: 'listing and dates' };
  }
  if (dates && !property) {
    const stays = await deps.ports.listStaysOnDates(workspaceId, { ...dates, source: clues.platform });
    if (stays.length === 1) return { kind: 'stay', stay: stays[0]!, by: 'dates' };
  }
  const only = properties.length === 1 ? properties[0]! : null;
  const named = property ?? only;
  const noStay = dates ? `no stay on ${dates.checkInDate} to ${dates.checkOutDate}` : 'no dates';
  if (named) return { kind: 'property', propertyId: named.id, propertyName: named.name, why: clues.reservationCode ? `no stay with code ${clues.reservationCode} yet, ${noStay}` : noStay };
  if (!clues.listingName) return { kind: 'none', why: 'the mail names no listing and you have several properties' };
  return { kind: 'none', why: `no property of yours has that name${clues.reservationCode ? ` and no stay has code ${clues.reservationCode}` : ''}` };
}
