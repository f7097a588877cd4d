import { sql } from 'drizzle-orm';
import { check, index, integer, jsonb, numeric, pgTable, text, timestamp, uuid } from 'drizzle-orm/pg-core';
import type { KnowledgeBase, PropertyAddress, PropertyStatus, PropertyType } from '@cohost/shared';

/** The listing's text and counts; the price lives in its own columns (money is never in JSON). */
export interface StoredListing {
  title: string;
  description: string;
  amenities: string[];
  photosCount: number;
}

/**
 * A rental a workspace manages. Archived properties keep their row (reservations and history
 * will point at them) but leave every list and the plan's count.
 */
export const properties = pgTable(
  'properties',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    workspaceId: text('workspace_id').notNull(),
    name: text('name').notNull(),
    address: jsonb('address').$type<PropertyAddress>().notNull(),
    type: text('type').$type<PropertyType>().notNull(),
    maxGuests: integer('max_guests').notNull(),
    bedrooms: integer('bedrooms').notNull(),
    /** Half steps (1.5 baths): numeric, read back as a number by the repo. */
    bathrooms: numeric('bathrooms', { precision: 4, scale: 1, mode: 'number' }).notNull(),
    /** IANA zone; reservations' times are the property's local times. */
    timezone: text('timezone').notNull(),
    checkInTime: text('check_in_time').notNull(),
    checkOutTime: text('check_out_time').notNull(),
    status: text('status').$type<PropertyStatus>().notNull(),
    listing: jsonb('listing').$type<StoredListing>().notNull(),
    baseNightlyPriceCents: integer('base_nightly_price_cents'),
    currency: text('currency').notNull(),
    /** Nights, as the host has it on the platform; null: unknown. */
    minStayNights: integer('min_stay_nights'),
    knowledgeBase: jsonb('knowledge_base').$type<KnowledgeBase>().notNull(),
    archivedAt: timestamp('archived_at', { withTimezone: true }),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull(),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull(),
  },
  (table) => [
    index('properties_workspace_idx').on(table.workspaceId, table.archivedAt),
    check('properties_status_check', sql`${table.status} in ('active', 'maintenance')`),
    check('properties_min_stay_check', sql`${table.minStayNights} between 1 and 365`),
  ],
);
