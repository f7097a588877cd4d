import { DateTime } from 'luxon';
import type { GuestFacingProperty } from '../../properties';
import type { GuestStay } from '../../reservations';
import type { TemplateVariable } from './message-template';
import { addressLine, firstName } from './reply-facts';

/** What each variable becomes for a stay (English dates: templates are written by the host, in the host's language). */
export function templateValues(input: {
  stay: GuestStay;
  property: GuestFacingProperty | null;
  hostName: string | null;
  guestLink: string;
  doorCode: string | null;
}): Record<TemplateVariable, string | null> {
  const { stay, property } = input;
  const zone = stay.timezone;
  const day = (at: Date) => DateTime.fromJSDate(at, { zone }).setLocale('en-US').toFormat('cccc, LLLL d');
  const time = (at: Date) => DateTime.fromJSDate(at, { zone }).setLocale('en-US').toFormat('h:mm a');
  const kb = property?.knowledgeBase;
  return {
    // A guest known only by a platform's "Reserved" block is greeted without a name.
    guest_first_name: firstName(stay.guestName) || 'there',
    guest_name: stay.guestName || 'Guest',
    property_name: property?.name ?? null,
    check_in_date: day(stay.checkInAt),
    check_in_time: time(stay.checkInAt),
    check_out_date: day(stay.checkOutAt),
    check_out_time: time(stay.checkOutAt),
    address: addressLine(property) || null,
    directions: kb?.directions ?? null,
    parking: kb?.parking ?? null,
    wifi_name: kb?.wifiName ?? null,
    wifi_password: kb?.wifiPassword ?? null,
    door_code: input.doorCode,
    guest_link: input.guestLink,
    host_name: input.hostName || 'Your host',
  };
}
