import { and, desc, eq, inArray, sql } from 'drizzle-orm';
import type { Database } from '../../platform/db/database';
import { notificationOutbox, pushSubscriptions, pushVapidKeys } from './notifications.tables';

// Rows are found by id or idempotency key, both unique installation-wide; workspace_id is kept
// for the workspace-scoped listings to come.

export type OutboxRow = typeof notificationOutbox.$inferSelect;
export type NewOutboxRow = Pick<
  typeof notificationOutbox.$inferInsert,
  'channel' | 'recipient' | 'subject' | 'textBody' | 'htmlBody' | 'replyTo' | 'template' | 'idempotencyKey' | 'workspaceId' | 'createdAt'
>;

const MAX_ERROR_LENGTH = 2000;

/** Inserts the row unless its idempotency key was used before; then returns null. */
export async function insertOutboxRow(db: Database, row: NewOutboxRow): Promise<Pick<OutboxRow, 'id' | 'status'> | null> {
  const rows = await db
    .insert(notificationOutbox)
    .values(row)
    .onConflictDoNothing({ target: notificationOutbox.idempotencyKey })
    .returning({ id: notificationOutbox.id, status: notificationOutbox.status });
  return rows[0] ?? null;
}

export async function findOutboxRowByKey(db: Database, idempotencyKey: string): Promise<Pick<OutboxRow, 'id' | 'status'> | null> {
  const rows = await db
    .select({ id: notificationOutbox.id, status: notificationOutbox.status })
    .from(notificationOutbox)
    .where(eq(notificationOutbox.idempotencyKey, idempotencyKey))
    .limit(1);
  return rows[0] ?? null;
}

export async function findOutboxRow(db: Database, id: string): Promise<OutboxRow | null> {
  const rows = await db.select().from(notificationOutbox).where(eq(notificationOutbox.id, id)).limit(1);
  return rows[0] ?? null;
}

export async function markOutboxRowSent(
  db: Database,
  id: string,
  sent: { provider: string; providerMessageId: string; at: Date },
): Promise<void> {
  await db
    .update(notificationOutbox)
    .set({
      status: 'sent',
      attempts: sql`${notificationOutbox.attempts} + 1`,
      provider: sent.provider,
      providerMessageId: sent.providerMessageId,
      sentAt: sent.at,
    })
    .where(eq(notificationOutbox.id, id));
}

/** Counts a failed attempt; `isFinal` marks the row failed for good. */
export async function recordOutboxFailure(
  db: Database,
  id: string,
  failure: { provider: string; error: string; isFinal: boolean },
): Promise<void> {
  await db
    .update(notificationOutbox)
    .set({
      attempts: sql`${notificationOutbox.attempts} + 1`,
      provider: failure.provider,
      lastError: failure.error.slice(0, MAX_ERROR_LENGTH),
      ...(failure.isFinal ? { status: 'failed' as const } : {}),
    })
    .where(eq(notificationOutbox.id, id));
}

/** Newest first; optionally only one recipient's or one template's messages. */
export async function listOutboxRows(
  db: Database,
  filter: { limit: number; recipient?: string; template?: string },
): Promise<OutboxRow[]> {
  return db
    .select()
    .from(notificationOutbox)
    .where(
      and(
        filter.recipient ? eq(notificationOutbox.recipient, filter.recipient) : undefined,
        filter.template ? eq(notificationOutbox.template, filter.template) : undefined,
      ),
    )
    .orderBy(desc(notificationOutbox.createdAt), desc(notificationOutbox.id))
    .limit(filter.limit);
}

/** The live state of some messages by idempotency key (one query for a whole conversation). */
export async function listOutboxStates(db: Database, idempotencyKeys: string[]): Promise<Array<Pick<OutboxRow, 'idempotencyKey' | 'status' | 'lastError'>>> {
  if (idempotencyKeys.length === 0) return [];
  return db
    .select({ idempotencyKey: notificationOutbox.idempotencyKey, status: notificationOutbox.status, lastError: notificationOutbox.lastError })
    .from(notificationOutbox)
    .where(inArray(notificationOutbox.idempotencyKey, idempotencyKeys));
}

export type PushSubscriptionRow = typeof pushSubscriptions.$inferSelect;

/** Saves a device's subscription; the same endpoint (the same browser) moves to whoever subscribed it last. */
export async function upsertPushSubscription(db: Database, row: Omit<typeof pushSubscriptions.$inferInsert, 'id' | 'lastSentAt'>): Promise<PushSubscriptionRow> {
  const [saved] = await db
    .insert(pushSubscriptions)
    .values(row)
    .onConflictDoUpdate({
      target: pushSubscriptions.endpoint,
      set: { workspaceId: row.workspaceId, userId: row.userId, p256dh: row.p256dh, auth: row.auth, device: row.device, createdAt: row.createdAt },
    })
    .returning();
  return saved!;
}

/** One person's devices in one workspace, newest first. */
export async function listPushSubscriptions(db: Database, workspaceId: string, userId: string): Promise<PushSubscriptionRow[]> {
  return db
    .select()
    .from(pushSubscriptions)
    .where(and(eq(pushSubscriptions.workspaceId, workspaceId), eq(pushSubscriptions.userId, userId)))
    .orderBy(desc(pushSubscriptions.createdAt));
}

export async function findPushSubscription(db: Database, id: string): Promise<PushSubscriptionRow | null> {
  const [row] = await db.select().from(pushSubscriptions).where(eq(pushSubscriptions.id, id)).limit(1);
  return row ?? null;
}

/** Removes one person's subscription by endpoint; true when there was one. */
export async function deleteOwnPushSubscription(db: Database, workspaceId: string, userId: string, endpoint: string): Promise<boolean> {
  const rows = await db
    .delete(pushSubscriptions)
    .where(and(eq(pushSubscriptions.workspaceId, workspaceId), eq(pushSubscriptions.userId, userId), eq(pushSubscriptions.endpoint, endpoint)))
    .returning({ id: pushSubscriptions.id });
  return rows.length > 0;
}

/** A push service said the subscription is gone (404/410): it is forgotten. */
export async function deletePushSubscription(db: Database, id: string): Promise<void> {
  await db.delete(pushSubscriptions).where(eq(pushSubscriptions.id, id));
}

export async function markPushSent(db: Database, id: string, at: Date): Promise<void> {
  await db.update(pushSubscriptions).set({ lastSentAt: at }).where(eq(pushSubscriptions.id, id));
}

export async function findVapidKeys(db: Database) {
  const [row] = await db.select().from(pushVapidKeys).where(eq(pushVapidKeys.id, 1)).limit(1);
  return row ?? null;
}

/** Keeps the first key pair made: two instances making one at once both end up with the same. */
export async function insertVapidKeysOnce(db: Database, row: { publicKey: string; privateKeySealed: string; createdAt: Date }): Promise<void> {
  await db.insert(pushVapidKeys).values({ id: 1, ...row }).onConflictDoNothing({ target: pushVapidKeys.id });
}
