import { and, eq } from 'drizzle-orm';
import type { Database } from '../../../platform/db/database';
import { members } from '../accounts.tables';
import { findContact, type Contact } from './find-contact';

/** The workspace's owner, who hears about its plan. */
export async function findWorkspaceOwner(db: Database, workspaceId: string): Promise<(Contact & { userId: string }) | null> {
  const [owner] = await db
    .select({ userId: members.userId })
    .from(members)
    .where(and(eq(members.organizationId, workspaceId), eq(members.role, 'owner')))
    .orderBy(members.createdAt)
    .limit(1);
  if (!owner) return null;
  const contact = await findContact(db, owner.userId);
  return contact ? { ...contact, userId: owner.userId } : null;
}
