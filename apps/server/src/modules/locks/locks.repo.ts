import { tableExportPart, type ExportPart } from '../../platform/export/export-part';
import { and, asc, desc, eq, gt, inArray, isNull, lt, lte, notInArray, or } from 'drizzle-orm';
import type { Database, Tx } from '../../platform/db/database';
import { FINISHED, type DoorCodeStatus } from './domain/code-life';
import { doorCodes, lockEvents, lockProviderAccounts, locks, lockWebhookDeliveries, type LockProviderKind } from './locks.tables';

export type LockRow = typeof locks.$inferSelect;
export type DoorCodeRow = typeof doorCodes.$inferSelect;
export type LockEventRow = typeof lockEvents.$inferSelect;
export type LockProviderAccountRow = typeof lockProviderAccounts.$inferSelect;

const FINISHED_STATUSES = [...FINISHED];

/** The new lock, or null when the workspace already has this device of this provider. */
export async function insertLock(db: Database | Tx, values: typeof locks.$inferInsert): Promise<LockRow | null> {
  const [row] = await db.insert(locks).values(values).onConflictDoNothing().returning();
  return row ?? null;
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

/** The workspace's lock for a provider's device (a webhook names the device). */
export async function findLockByDevice(db: Database | Tx, workspaceId: string, provider: LockProviderKind, deviceId: string): Promise<LockRow | null> {
  const [row] = await db
    .select()
    .from(locks)
    .where(and(eq(locks.workspaceId, workspaceId), eq(locks.provider, provider), eq(locks.deviceId, deviceId), isNull(locks.removedAt)));
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

/** The workspace's code a provider knows by `providerCodeId` on `lockId` (a webhook names the code). */
export async function findDoorCodeByProviderId(db: Database | Tx, workspaceId: string, lockId: string, providerCodeId: string): Promise<DoorCodeRow | null> {
  const [row] = await db
    .select()
    .from(doorCodes)
    .where(and(eq(doorCodes.workspaceId, workspaceId), eq(doorCodes.providerCodeId, providerCodeId), eq(doorCodes.lockId, lockId)))
    .orderBy(desc(doorCodes.createdAt))
    .limit(1);
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

export async function findProviderAccount(db: Database | Tx, workspaceId: string, provider: LockProviderAccountRow['provider']): Promise<LockProviderAccountRow | null> {
  const [row] = await db
    .select()
    .from(lockProviderAccounts)
    .where(and(eq(lockProviderAccounts.workspaceId, workspaceId), eq(lockProviderAccounts.provider, provider)));
  return row ?? null;
}

/** The account whose webhook address carries `webhookToken`. */
export async function findProviderAccountByWebhookToken(db: Database | Tx, webhookToken: string): Promise<LockProviderAccountRow | null> {
  const [row] = await db.select().from(lockProviderAccounts).where(eq(lockProviderAccounts.webhookToken, webhookToken));
  return row ?? null;
}

/**
 * Saves the workspace's account at a provider: a new one, or a new key on the one it has (its
 * webhook address is kept, so the endpoint set in the provider's console goes on working).
 */
export async function upsertProviderAccount(db: Database | Tx, values: typeof lockProviderAccounts.$inferInsert): Promise<LockProviderAccountRow> {
  const [row] = await db
    .insert(lockProviderAccounts)
    .values(values)
    .onConflictDoUpdate({
      target: [lockProviderAccounts.workspaceId, lockProviderAccounts.provider],
      set: {
        apiKeySealed: values.apiKeySealed,
        apiKeyLast4: values.apiKeyLast4,
        ...(values.webhookSecretSealed ? { webhookSecretSealed: values.webhookSecretSealed } : {}),
        status: values.status,
        lastError: null,
        connectedAt: values.connectedAt,
        updatedAt: values.updatedAt,
      },
    })
    .returning();
  return row!;
}

export async function updateProviderAccount(db: Database | Tx, accountId: string, patch: Partial<typeof lockProviderAccounts.$inferInsert>): Promise<LockProviderAccountRow | null> {
  const [row] = await db.update(lockProviderAccounts).set(patch).where(eq(lockProviderAccounts.id, accountId)).returning();
  return row ?? null;
}

/** Forgets the account (its key and secret) and the deliveries it received; the row it was, or null when there was none. */
export async function deleteProviderAccount(tx: Tx, workspaceId: string, provider: LockProviderAccountRow['provider']): Promise<LockProviderAccountRow | null> {
  const [row] = await tx
    .delete(lockProviderAccounts)
    .where(and(eq(lockProviderAccounts.workspaceId, workspaceId), eq(lockProviderAccounts.provider, provider)))
    .returning();
  if (row) await tx.delete(lockWebhookDeliveries).where(eq(lockWebhookDeliveries.accountId, row.id));
  return row ?? null;
}

/** Records a webhook delivery as taken; false when it was taken before (the same `svix-id` again). */
export async function claimWebhookDelivery(db: Database | Tx, values: typeof lockWebhookDeliveries.$inferInsert): Promise<boolean> {
  const inserted = await db.insert(lockWebhookDeliveries).values(values).onConflictDoNothing().returning({ deliveryId: lockWebhookDeliveries.deliveryId });
  return inserted.length > 0;
}

/** Lets a delivery be taken again (applying it failed: the provider's retry applies it). */
export async function releaseWebhookDelivery(db: Database | Tx, accountId: string, deliveryId: string): Promise<void> {
  await db.delete(lockWebhookDeliveries).where(and(eq(lockWebhookDeliveries.accountId, accountId), eq(lockWebhookDeliveries.deliveryId, deliveryId)));
}

/** Forgets deliveries received before `before` (their retries are long over). */
export async function pruneWebhookDeliveries(db: Database | Tx, before: Date): Promise<void> {
  await db.delete(lockWebhookDeliveries).where(lt(lockWebhookDeliveries.receivedAt, before));
}

/** Locks' parts of the workspace export: locks, the history of every door code (never its digits), what happened at each lock, the lock service accounts without keys. */
export function locksExportParts(db: Database): ExportPart[] {
  return [
    tableExportPart(db, {
      name: 'locks/locks',
      description: 'Your smart locks: property, provider, model, state and code settings.',
      table: locks,
      scope: locks.workspaceId,
      orderBy: [locks.createdAt, locks.id],
    }),
    tableExportPart(db, {
      name: 'locks/door-codes',
      description: 'The history of every door code Cohost issued: for whom, which lock, when it worked, its status, replacements and problems. Not the digits.',
      redacted: [
        "the digits of door codes (live or past): sealed at rest, and a file of codes that open guests' doors, downloaded and kept on a computer or in an email, is a key to occupied homes; a past code tells how you choose codes. See a live code in Cohost, on the stay or the lock.",
      ],
      table: doorCodes,
      scope: doorCodes.workspaceId,
      orderBy: [doorCodes.createdAt, doorCodes.id],
      omit: ['codeSealed', 'codeFingerprint'],
    }),
    tableExportPart(db, {
      name: 'locks/lock-events',
      description: 'What happened at each lock: codes set, used, failed and removed; locked and unlocked, and by whom.',
      table: lockEvents,
      scope: lockEvents.workspaceId,
      orderBy: [lockEvents.at, lockEvents.id],
    }),
    tableExportPart(db, {
      name: 'locks/lock-service-accounts',
      description: 'The lock services you connected (Seam): status and the last four characters of the key.',
      redacted: ['the API key, the webhook secret and the webhook address token: credentials of your lock account'],
      table: lockProviderAccounts,
      scope: lockProviderAccounts.workspaceId,
      orderBy: [lockProviderAccounts.createdAt, lockProviderAccounts.id],
      omit: ['apiKeySealed', 'webhookSecretSealed', 'webhookToken'],
    }),
  ];
}

/** How many locks the workspace has (removed ones left out; the setup checklist). */
export async function countLocks(db: Database | Tx, workspaceId: string): Promise<number> {
  const rows = await db.select({ id: locks.id }).from(locks).where(and(eq(locks.workspaceId, workspaceId), isNull(locks.removedAt)));
  return rows.length;
}
