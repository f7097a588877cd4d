import { and, asc, eq } from 'drizzle-orm';
import type { Database } from '../../../platform/db/database';
import { PHONE_ONLY_EMAIL_DOMAIN } from '../accounts.constants';
import { members, users } from '../accounts.tables';

/** A cleaner of a workspace as other modules may know them: who, and how to reach them. */
export interface WorkspaceCleaner {
  userId: string;
  name: string;
  email: string | null;
  phoneNumber: string | null;
  joinedAt: Date;
}

/** The workspace's members with the cleaner role, oldest first. */
export async function listWorkspaceCleaners(db: Database, workspaceId: string): Promise<WorkspaceCleaner[]> {
  const rows = await db
    .select({ userId: users.id, name: users.name, email: users.email, phoneNumber: users.phoneNumber, joinedAt: members.createdAt })
    .from(members)
    .innerJoin(users, eq(users.id, members.userId))
    .where(and(eq(members.organizationId, workspaceId), eq(members.role, 'cleaner')))
    .orderBy(asc(members.createdAt));
  return rows.map((row) => ({ ...row, email: row.email.endsWith(`@${PHONE_ONLY_EMAIL_DOMAIN}`) ? null : row.email }));
}
