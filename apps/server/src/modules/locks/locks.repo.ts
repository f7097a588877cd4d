import { and, asc, desc, eq, gt, inArray, isNull, lte, notInArray, or } from 'drizzle-orm';
import type { Database, Tx } from '../../platform/db/database';
import { FINISHED, type DoorCodeStatus } from './domain/code-life';
import { doorCodes, lockEvents, locks } from './locks.tables';

export type LockRow = typeof locks.$inferSelect;
export type DoorCodeRow = typeof doorCodes.$inferSelect;
export type LockEventRow = typeof lockEvents.$inferSelect;

const FINISHED_STATUSES = [...FINISHED];

export async function insertLock(db: Database | Tx, values: typeof locks.$inferInsert): Promise<LockRow> {
  const [row] = await db.insert(locks).values(values).returning();
  return row!;
}

export async function listLocks(db: Database, workspaceId: string): Promise<LockRow[]> {
  return db
    .select()
    .from(locks)
    .where(and(eq(locks.workspaceId, workspaceId), isNull(locks.removedAt)))
    .orderBy(asc(locks.createdAt));
}

export async function findLock(db: Database | Tx, workspaceId: string, lockId: string): Promise<LockRow | null> {
  const [row] = await db
    .select()
    .from(locks)
    .where(and(eq(locks.workspaceId, workspaceId), eq(locks.id, lockId), isNull(locks.removedAt)));
  return row ?? null;
}

export async function listPropertyLocks(db: Database | Tx, workspaceId: string, propertyId: string): Promise<LockRow[]> {
  return db
    .select()
    .from(locks)
    .where(and(eq(locks.workspaceId, workspaceId), eq(locks.propertyId, propertyId), isNull(locks.removedAt)))
    .orderBy(asc(locks.createdAt));
}

export async function updateLock(db: Database | Tx, lockId: string, patch: Partial<typeof locks.$inferInsert>): Promise<void> {
  await db.update(locks).set(patch).where(eq(locks.id, lockId));
}

/** A new code, or null when a unique index refused it (the stay has one on this lock, or these digits are taken there). */
export async function insertDoorCode(tx: Tx, values: typeof doorCodes.$inferInsert): Promise<DoorCodeRow | null> {
  const [row] = await tx.insert(doorCodes).values(values).onConflictDoNothing().returning();
  return row ?? null;
}

export async function findDoorCodeRow(db: Database | Tx, workspaceId: string, id: string): Promise<DoorCodeRow | null> {
  const [row] = await db
    .select()
    .from(doorCodes)
    .where(and(eq(doorCodes.workspaceId, workspaceId), eq(doorCodes.id, id)));
  return row ?? null;
}

/** A stay's codes that are not finished (one per lock of its property). */
export async function listStayCodes(db: Database | Tx, workspaceId: string, reservationId: string): Promise<DoorCodeRow[]> {
  return db
    .select()
    .from(doorCodes)
    .where(and(eq(doorCodes.workspaceId, workspaceId), eq(doorCodes.reservationId, reservationId), notInArray(doorCodes.status, FINISHED_STATUSES)))
    .orderBy(asc(doorCodes.createdAt));
}

/** A task's codes that are not finished (one per lock of its property). */
export async function listTaskCodes(db: Database | Tx, workspaceId: string, taskId: string): Promise<DoorCodeRow[]> {
  return db
    .select()
    .from(doorCodes)
    .where(and(eq(doorCodes.workspaceId, workspaceId), eq(doorCodes.taskId, taskId), notInArray(doorCodes.status, FINISHED_STATUSES)))
    .orderBy(asc(doorCodes.createdAt));
}

/** A lock's codes for its hosts: every one not finished, and the latest finished ones after them. */
export async function listLockCodesForHosts(db: Database, workspaceId: string, lockId: string, finishedLimit: number): Promise<DoorCodeRow[]> {
  const scope = and(eq(doorCodes.workspaceId, workspaceId), eq(doorCodes.lockId, lockId));
  const [open, finished] = await Promise.all([
    db.select().from(doorCodes).where(and(scope, notInArray(doorCodes.status, FINISHED_STATUSES))).orderBy(asc(doorCodes.startsAt)),
    db.select().from(doorCodes).where(and(scope, inArray(doorCodes.status, FINISHED_STATUSES))).orderBy(desc(doorCodes.updatedAt)).limit(finishedLimit),
  ]);
  return [...open, ...finished];
}

/** Every code of a lock that holds, or may soon hold, digits on it: planned ones included, so no two stays get the same. */
export async function listLockCodesInUse(db: Database | Tx, lockId: string): Promise<DoorCodeRow[]> {
  return db
    .select()
    .from(doorCodes)
    .where(and(eq(doorCodes.lockId, lockId), notInArray(doorCodes.status, FINISHED_STATUSES)));
}

/** Codes of the workspace's locks that are not finished, for the locks screen. */
export async function listActiveCodes(db: Database, workspaceId: string, lockIds: string[]): Promise<DoorCodeRow[]> {
  if (lockIds.length === 0) return [];
  return db
    .select()
    .from(doorCodes)
    .where(and(eq(doorCodes.workspaceId, workspaceId), inArray(doorCodes.lockId, lockIds), notInArray(doorCodes.status, FINISHED_STATUSES)))
    .orderBy(asc(doorCodes.startsAt));
}

/**
 * Codes with work due at `now`, across the installation: planned ones whose send time came,
 * retries whose time came, codes waiting for the lock's word (programming, removing), failed
 * ones (a backup, or a person), confirmed ones whose window ended, whose pre-arrival check came,
 * or whose moved window has not reached the lock. Nearest arrivals first, a page after `after`.
 */
export async function listCodesWithWorkDue(db: Database, now: Date, limit: number, after: Pick<DoorCodeRow, 'startsAt' | 'id'> | null): Promise<DoorCodeRow[]> {
  return db
    .select()
    .from(doorCodes)
    .where(
      and(
        after ? or(gt(doorCodes.startsAt, after.startsAt), and(eq(doorCodes.startsAt, after.startsAt), gt(doorCodes.id, after.id))) : undefined,
        or(
        and(eq(doorCodes.status, 'planned'), lte(doorCodes.sendAt, now)),
        and(eq(doorCodes.status, 'retrying'), lte(doorCodes.retryAt, now)),
        inArray(doorCodes.status, ['programming', 'removing']),
        // A failed code waits for the host once they were asked ('Send backup code' / "I'll handle it").
        and(eq(doorCodes.status, 'failed'), isNull(doorCodes.alertedAt)),
        and(inArray(doorCodes.status, ['set', 'backup', 'stranded', 'failed']), lte(doorCodes.endsAt, now)),
        and(inArray(doorCodes.status, ['set', 'backup']), lte(doorCodes.checkAt, now), isNull(doorCodes.checkedAt)),
        and(inArray(doorCodes.status, ['set', 'backup']), eq(doorCodes.windowOnLock, false)),
        ),
      ),
    )
    .orderBy(asc(doorCodes.startsAt), asc(doorCodes.id))
    .limit(limit);
}

/**
 * Moves a code on when it is still as the caller read it (its version): two workers never both
 * act on one code. Returns the new row, or null when someone else moved it first.
 */
export async function updateDoorCode(db: Database | Tx, code: Pick<DoorCodeRow, 'id' | 'version'>, patch: Partial<typeof doorCodes.$inferInsert> & { status?: DoorCodeStatus }): Promise<DoorCodeRow | null> {
  const [row] = await db
    .update(doorCodes)
    .set({ ...patch, version: code.version + 1 })
    .where(and(eq(doorCodes.id, code.id), eq(doorCodes.version, code.version)))
    .returning();
  return row ?? null;
}

export async function insertLockEvent(db: Database | Tx, values: typeof lockEvents.$inferInsert): Promise<void> {
  await db.insert(lockEvents).values(values);
}

export async function listLockEvents(db: Database, workspaceId: string, limit: number): Promise<LockEventRow[]> {
  return db.select().from(lockEvents).where(eq(lockEvents.workspaceId, workspaceId)).orderBy(desc(lockEvents.at)).limit(limit);
}
