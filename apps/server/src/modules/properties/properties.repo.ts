import { and, asc, count, eq, isNull, sql } from 'drizzle-orm';
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
export async function updateProperty(db: Database | Tx, workspaceId: string, id: string, values: PropertyWrite): Promise<PropertyRow | null> {
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
