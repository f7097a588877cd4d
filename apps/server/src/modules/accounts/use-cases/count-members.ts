import { count, eq } from 'drizzle-orm';
import type { Database } from '../../../platform/db/database';
import { members } from '../accounts.tables';

export async function countMembers(db: Database, workspaceId: string): Promise<number> {
  const [row] = await db.select({ value: count() }).from(members).where(eq(members.organizationId, workspaceId));
  return row?.value ?? 0;
}
