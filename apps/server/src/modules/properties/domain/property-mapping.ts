import type { Property, PropertyValues } from '@cohost/shared';
import type { properties } from '../properties.tables';

type PropertyRow = typeof properties.$inferSelect;
type PropertyWrite = Omit<typeof properties.$inferInsert, 'id' | 'workspaceId' | 'createdAt' | 'archivedAt' | 'timezone'> & { timezone?: string };

/** The row's columns for validated input (price and currency in their own columns); the zone only when the input names one. */
export function toPropertyWrite(values: PropertyValues, now: Date): PropertyWrite {
  const { baseNightlyPriceCents, currency, minStayNights, ...listing } = values.listing;
  return {
    name: values.name,
    address: values.address,
    type: values.type,
    maxGuests: values.maxGuests,
    bedrooms: values.bedrooms,
    bathrooms: values.bathrooms,
    ...(values.timezone === undefined ? {} : { timezone: values.timezone }),
    checkInTime: values.checkInTime,
    checkOutTime: values.checkOutTime,
    status: values.status,
    listing,
    baseNightlyPriceCents,
    currency,
    minStayNights,
    knowledgeBase: values.knowledgeBase,
    updatedAt: now,
  };
}

export function toProperty(row: PropertyRow): Property {
  return {
    id: row.id,
    name: row.name,
    address: row.address,
    type: row.type,
    maxGuests: row.maxGuests,
    bedrooms: row.bedrooms,
    bathrooms: Number(row.bathrooms),
    timezone: row.timezone,
    checkInTime: row.checkInTime,
    checkOutTime: row.checkOutTime,
    status: row.status,
    listing: { ...row.listing, baseNightlyPriceCents: row.baseNightlyPriceCents, currency: row.currency, minStayNights: row.minStayNights },
    knowledgeBase: row.knowledgeBase,
    archivedAt: row.archivedAt?.toISOString() ?? null,
    createdAt: row.createdAt.toISOString(),
    updatedAt: row.updatedAt.toISOString(),
  };
}
