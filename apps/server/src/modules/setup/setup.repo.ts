import { and, eq } from 'drizzle-orm';
import type { Database } from '../../platform/db/database';
import { setupDismissals } from './setup.tables';

export async function isDismissed(db: Database, workspaceId: string, userId: string): Promise<boolean> {
  const [row] = await db
    .select({ userId: setupDismissals.userId })
    .from(setupDismissals)
    .where(and(eq(setupDismissals.workspaceId, workspaceId), eq(setupDismissals.userId, userId)))
    .limit(1);
  return Boolean(row);
}

export async function insertDismissal(db: Database, workspaceId: string, userId: string, now: Date): Promise<void> {
  await db.insert(setupDismissals).values({ workspaceId, userId, dismissedAt: now }).onConflictDoNothing();
}

export async function deleteDismissal(db: Database, workspaceId: string, userId: string): Promise<void> {
  await db.delete(setupDismissals).where(and(eq(setupDismissals.workspaceId, workspaceId), eq(setupDismissals.userId, userId)));
}
