import { asc, eq } from 'drizzle-orm';
import type { Database, Tx } from '../../platform/db/database';
import { members, organizations } from './accounts.tables';

export async function insertWorkspace(
  tx: Database | Tx,
  workspace: { name: string; slug: string; cleanerCode: string; createdAt: Date },
): Promise<string> {
  const [row] = await tx.insert(organizations).values(workspace).returning({ id: organizations.id });
  return row!.id;
}

export async function insertMember(tx: Database | Tx, member: { workspaceId: string; userId: string; role: string; createdAt: Date }) {
  await tx.insert(members).values({ organizationId: member.workspaceId, userId: member.userId, role: member.role, createdAt: member.createdAt });
}

/** The workspace a user joined first: where their sessions start. */
export async function findFirstWorkspaceId(db: Database, userId: string): Promise<string | null> {
  const [row] = await db
    .select({ workspaceId: members.organizationId })
    .from(members)
    .where(eq(members.userId, userId))
    .orderBy(asc(members.createdAt))
    .limit(1);
  return row?.workspaceId ?? null;
}

export async function isCleanerCodeTaken(db: Database | Tx, cleanerCode: string): Promise<boolean> {
  const rows = await db.select({ id: organizations.id }).from(organizations).where(eq(organizations.cleanerCode, cleanerCode)).limit(1);
  return rows.length > 0;
}
