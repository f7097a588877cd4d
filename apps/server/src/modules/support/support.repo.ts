import { and, count, eq, gt } from 'drizzle-orm';
import type { Database, Tx } from '../../platform/db/database';
import { contactRequests } from './support.tables';

// Contact requests come from visitors as often as from hosts, so they are not scoped by workspace;
// nothing reads them back over the API.

export type NewContactRequest = typeof contactRequests.$inferInsert;
export type ContactRequestRow = typeof contactRequests.$inferSelect;

export async function insertContactRequest(db: Database | Tx, request: NewContactRequest): Promise<ContactRequestRow> {
  const [row] = await db.insert(contactRequests).values(request).returning();
  return row!;
}

export async function countContactRequestsSince(db: Database | Tx, clientKey: string, since: Date): Promise<number> {
  const [row] = await db
    .select({ n: count() })
    .from(contactRequests)
    .where(and(eq(contactRequests.clientKey, clientKey), gt(contactRequests.createdAt, since)));
  return row?.n ?? 0;
}
