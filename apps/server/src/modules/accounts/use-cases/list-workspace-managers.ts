import { and, asc, eq } from 'drizzle-orm';
import type { Database } from '../../../platform/db/database';
import { PHONE_ONLY_EMAIL_DOMAIN } from '../accounts.constants';
import { members, users } from '../accounts.tables';

/** The workspace's members with the manager role and their email (null for a phone-only account), oldest first. */
export async function listWorkspaceManagers(db: Database, workspaceId: string): Promise<Array<{ userId: string; name: string; email: string | null }>> {
  const rows = await db
    .select({ userId: users.id, name: users.name, email: users.email })
    .from(members)
    .innerJoin(users, eq(users.id, members.userId))
    .where(and(eq(members.organizationId, workspaceId), eq(members.role, 'manager')))
    .orderBy(asc(members.createdAt));
  return rows.map((row) => ({ ...row, email: row.email.endsWith(`@${PHONE_ONLY_EMAIL_DOMAIN}`) ? null : row.email }));
}
