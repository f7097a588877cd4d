import type { KnowledgeBaseField, Property, PropertyType } from '@cohost/shared';

export const PROPERTY_TYPE_LABELS: Record<PropertyType, string> = {
  house: 'House',
  apartment: 'Apartment',
  cabin: 'Cabin',
  condo: 'Condo',
  villa: 'Villa',
  room: 'Private room',
  other: 'Other',
};

/** Each knowledge-base topic with what a host should write in it. */
export const KNOWLEDGE_BASE_LABELS: Record<KnowledgeBaseField, { label: string; hint: string }> = {
  wifiName: { label: 'Wifi network name', hint: 'Exactly as it appears on a phone.' },
  wifiPassword: { label: 'Wifi password', hint: 'Given to the booked guest only.' },
  checkIn: { label: 'Check-in', hint: 'Time, how to get in, where the keys or lock are.' },
  earlyCheckIn: { label: 'Early check-in policy', hint: 'When it is possible and whether it costs extra.' },
  checkOut: { label: 'Check-out', hint: 'Time and what to do when leaving.' },
  lateCheckOut: { label: 'Late check-out policy', hint: 'When it is possible and whether it costs extra.' },
  directions: { label: 'Address and directions', hint: 'How to find the place, landmarks, the last mile.' },
  parking: { label: 'Parking', hint: 'Where to park, how many cars, permits.' },
  houseRules: { label: 'House rules', hint: 'Parties, smoking, quiet hours, visitors.' },
  pets: { label: 'Pets policy', hint: 'Which pets, how many, any fee.' },
  bedsAndMaxGuests: { label: 'Beds and max guests', hint: 'Beds per room and the most guests allowed.' },
  trash: { label: 'Trash and recycling', hint: 'Where the bins are and collection days.' },
  heatingCooling: { label: 'Heating and air conditioning', hint: 'Thermostat, fireplace, fans.' },
  tv: { label: 'TV and entertainment', hint: 'Streaming accounts, remotes, inputs.' },
  kitchen: { label: 'Kitchen', hint: 'Appliances, coffee, what is provided.' },
  laundryLinens: { label: 'Laundry and linens', hint: 'Washer, dryer, spare towels and sheets.' },
  poolHotTub: { label: 'Pool and hot tub', hint: 'Hours, temperature, rules.' },
  localTips: { label: 'Local tips', hint: 'Restaurants, beaches, shops, transport.' },
  emergencyContacts: { label: 'Emergency contacts', hint: 'Emergency number first, then who to call.' },
  shutOffs: { label: 'Shut-offs', hint: 'Water, gas and electricity: where and how.' },
  checkoutInstructions: { label: 'Checkout instructions', hint: 'Dishes, towels, trash, locking up.' },
};

export function formatLocation(property: Pick<Property, 'address'>): string {
  const { city, region, country } = property.address;
  return [city, region, country].filter(Boolean).join(', ') || 'No address yet';
}

export function formatMoney(cents: number, currency: string): string {
  return new Intl.NumberFormat(undefined, { style: 'currency', currency, maximumFractionDigits: cents % 100 === 0 ? 0 : 2 }).format(cents / 100);
}

export function formatPercent(share: number): string {
  return `${Math.round(share * 100)}%`;
}

/** A calendar date (YYYY-MM-DD, the property's local day) as 'Fri, Mar 6': no time zone shift. */
export function formatDay(date: string): string {
  return new Intl.DateTimeFormat(undefined, { weekday: 'short', month: 'short', day: 'numeric', timeZone: 'UTC' }).format(new Date(`${date}T00:00:00Z`));
}
