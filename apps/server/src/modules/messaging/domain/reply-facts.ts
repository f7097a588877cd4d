import type { GuestFacingProperty } from '../../properties';

/** One line of a property's address ('' when none was entered). */
export function addressLine(property: Pick<GuestFacingProperty, 'address'> | null): string {
  if (!property) return '';
  const { line1, line2, city, region, postalCode } = property.address;
  return [line1, line2, [city, [region, postalCode].filter(Boolean).join(' ')].filter(Boolean).join(', ')].filter(Boolean).join(', ');
}

export function firstName(name: string): string {
  return name.trim().split(/\s+/)[0] ?? '';
}
