import { and, eq, inArray, ne } from 'drizzle-orm';
import type { AccountsDeps } from '../accounts.deps';
import { ACCOUNT_PURGE_DELAY_MS } from '../accounts.constants';
import { findProfile } from '../accounts.repo';
import { members, organizations, users } from '../accounts.tables';

/**
 * Deletes a closed account once its 30 days have passed: the user (sessions, credentials and
 * memberships go with it) and the workspaces they alone owned. Returns whether it purged; an
 * account reopened or not yet due is left alone.
 */
export async function purgeClosedAccount(deps: Pick<AccountsDeps, 'db' | 'clock'>, userId: string): Promise<boolean> {
  const profile = await findProfile(deps.db, userId);
  if (!profile?.closedAt || profile.closedAt.getTime() + ACCOUNT_PURGE_DELAY_MS > deps.clock.now().getTime()) return false;
  await deps.db.transaction(async (tx) => {
    const owned = await tx.select({ workspaceId: members.organizationId }).from(members).where(and(eq(members.userId, userId), eq(members.role, 'owner')));
    for (const { workspaceId } of owned) {
      const otherOwners = await tx
        .select({ userId: members.userId })
        .from(members)
        .where(and(eq(members.organizationId, workspaceId), eq(members.role, 'owner'), ne(members.userId, userId)));
      if (otherOwners.length === 0) {
        await tx.delete(members).where(eq(members.organizationId, workspaceId));
        await tx.delete(organizations).where(inArray(organizations.id, [workspaceId]));
      }
    }
    await tx.delete(users).where(eq(users.id, userId));
  });
  return true;
}
