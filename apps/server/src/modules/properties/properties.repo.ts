import { tableExportPart, type ExportPart } from '../../platform/export/export-part';
import { and, asc, count, eq, isNull, sql } from 'drizzle-orm';
import type { KnowledgeBase, PropertyAddress } from '@cohost/shared';
import type { Database, Tx } from '../../platform/db/database';
import { properties } from './properties.tables';

export type PropertyRow = typeof properties.$inferSelect;
export type PropertyWrite = Omit<typeof properties.$inferInsert, 'id' | 'workspaceId' | 'createdAt' | 'archivedAt'>;

// Every query names the workspace: an id from another workspace simply finds nothing.

export async function listActiveProperties(db: Database | Tx, workspaceId: string): Promise<PropertyRow[]> {
  return db
    .select()
    .from(properties)
    .where(and(eq(properties.workspaceId, workspaceId), isNull(properties.archivedAt)))
    .orderBy(asc(properties.name), asc(properties.createdAt));
}

export async function countActiveProperties(db: Database | Tx, workspaceId: string): Promise<number> {
  const [row] = await db
    .select({ n: count() })
    .from(properties)
    .where(and(eq(properties.workspaceId, workspaceId), isNull(properties.archivedAt)));
  return row?.n ?? 0;
}

export async function findProperty(db: Database | Tx, workspaceId: string, id: string): Promise<PropertyRow | null> {
  const [row] = await db
    .select()
    .from(properties)
    .where(and(eq(properties.workspaceId, workspaceId), eq(properties.id, id)))
    .limit(1);
  return row ?? null;
}

export async function insertProperty(db: Database | Tx, workspaceId: string, values: PropertyWrite, now: Date): Promise<PropertyRow> {
  const [row] = await db.insert(properties).values({ ...values, workspaceId, createdAt: now, updatedAt: now }).returning();
  return row!;
}

/** Updates a live (not archived) property; null when there is none. */
export async function updateProperty(db: Database | Tx, workspaceId: string, id: string, values: Omit<PropertyWrite, 'timezone'> & { timezone?: string }): Promise<PropertyRow | null> {
  const [row] = await db
    .update(properties)
    .set(values)
    .where(and(eq(properties.workspaceId, workspaceId), eq(properties.id, id), isNull(properties.archivedAt)))
    .returning();
  return row ?? null;
}

export async function archiveProperty(db: Database | Tx, workspaceId: string, id: string, now: Date): Promise<PropertyRow | null> {
  const [row] = await db
    .update(properties)
    .set({ archivedAt: now, updatedAt: now })
    .where(and(eq(properties.workspaceId, workspaceId), eq(properties.id, id), isNull(properties.archivedAt)))
    .returning();
  return row ?? null;
}

/** Serializes property creation per workspace, so two simultaneous creates cannot both pass the plan limit. */
export async function lockWorkspaceProperties(tx: Tx, workspaceId: string): Promise<void> {
  await tx.execute(sql`select pg_advisory_xact_lock(hashtext(${`properties:${workspaceId}`}))`);
}

/** What other core modules need of a property: its name, clock and money settings. */
export interface PropertyFacts {
  id: string;
  workspaceId: string;
  name: string;
  timezone: string;
  checkInTime: string;
  checkOutTime: string;
  status: 'active' | 'maintenance';
  currency: string;
  baseNightlyPriceCents: number | null;
  /** Nights, as the host has it on the platform; null: unknown. */
  minStayNights: number | null;
  archivedAt: Date | null;
}

const factColumns = {
  id: properties.id,
  workspaceId: properties.workspaceId,
  name: properties.name,
  timezone: properties.timezone,
  checkInTime: properties.checkInTime,
  checkOutTime: properties.checkOutTime,
  status: properties.status,
  currency: properties.currency,
  baseNightlyPriceCents: properties.baseNightlyPriceCents,
  minStayNights: properties.minStayNights,
  archivedAt: properties.archivedAt,
};

export async function findPropertyFacts(db: Database | Tx, workspaceId: string, id: string): Promise<PropertyFacts | null> {
  const [row] = await db
    .select(factColumns)
    .from(properties)
    .where(and(eq(properties.workspaceId, workspaceId), eq(properties.id, id)))
    .limit(1);
  return (row as PropertyFacts | undefined) ?? null;
}

/** Live properties of a workspace, by name. */
export async function listPropertyFacts(db: Database | Tx, workspaceId: string): Promise<PropertyFacts[]> {
  return (await db
    .select(factColumns)
    .from(properties)
    .where(and(eq(properties.workspaceId, workspaceId), isNull(properties.archivedAt)))
    .orderBy(asc(properties.name), asc(properties.createdAt))) as PropertyFacts[];
}

/** Workspaces with at least one live property. */
export async function listWorkspacesWithProperties(db: Database | Tx): Promise<string[]> {
  const rows = await db.selectDistinct({ workspaceId: properties.workspaceId }).from(properties).where(isNull(properties.archivedAt));
  return rows.map((row) => row.workspaceId);
}

/** For system work (a feed sync knows only its feed's property id). */
export async function findPropertyFactsById(db: Database | Tx, id: string): Promise<PropertyFacts | null> {
  const [row] = await db.select(factColumns).from(properties).where(eq(properties.id, id)).limit(1);
  return (row as PropertyFacts | undefined) ?? null;
}

/** What a guest may be told about a property: the co-host answers from this and nothing else. */
export type GuestFacingProperty = PropertyFacts & { address: PropertyAddress; knowledgeBase: KnowledgeBase };

export async function findGuestFacingProperty(db: Database | Tx, workspaceId: string, id: string): Promise<GuestFacingProperty | null> {
  const [row] = await db
    .select({ ...factColumns, address: properties.address, knowledgeBase: properties.knowledgeBase })
    .from(properties)
    .where(and(eq(properties.workspaceId, workspaceId), eq(properties.id, id)))
    .limit(1);
  return (row as GuestFacingProperty | undefined) ?? null;
}

/** Properties' parts of the workspace export: the rentals (archived ones too) and each one's knowledge base. */
export function propertiesExportParts(db: Database): ExportPart[] {
  return [
    tableExportPart(db, {
      name: 'properties/properties',
      description: 'Your properties, archived ones included: address, type, capacity, time zone, check-in and check-out times, listing and price (knowledge base in its own file).',
      table: properties,
      scope: properties.workspaceId,
      orderBy: [properties.createdAt, properties.id],
      omit: ['knowledgeBase'],
    }),
    tableExportPart(db, {
      name: 'properties/knowledge-base',
      description: 'What the co-host answers guests from, per property: wifi, access, parking, house rules, local tips and your own questions and answers.',
      table: properties,
      scope: properties.workspaceId,
      orderBy: [properties.createdAt, properties.id],
      map: (row) => ({ propertyId: row.id, propertyName: row.name, knowledgeBase: row.knowledgeBase }),
    }),
  ];
}

/** Live properties' listing text and knowledge base (the optimizer's listing-content suggestions). */
export async function listListingContent(db: Database | Tx, workspaceId: string) {
  return db
    .select({ id: properties.id, name: properties.name, listing: properties.listing, knowledgeBase: properties.knowledgeBase })
    .from(properties)
    .where(and(eq(properties.workspaceId, workspaceId), isNull(properties.archivedAt)))
    .orderBy(asc(properties.name), asc(properties.createdAt));
}

/** Each live property's name and knowledge base (the setup checklist reads whether they are written). */
export async function listKnowledgeBases(db: Database | Tx, workspaceId: string): Promise<Array<{ id: string; name: string; knowledgeBase: KnowledgeBase }>> {
  return db
    .select({ id: properties.id, name: properties.name, knowledgeBase: properties.knowledgeBase })
    .from(properties)
    .where(and(eq(properties.workspaceId, workspaceId), isNull(properties.archivedAt)))
    .orderBy(asc(properties.name), asc(properties.createdAt));
}
