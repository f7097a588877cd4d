import { and, asc, count, desc, eq, gt, ilike, inArray, isNotNull, lte, or, sql, type SQL } from 'drizzle-orm';
import type { Database, Tx } from '../../platform/db/database';
import { conversations, guestLinks, messages, messageTemplates, scheduledMessages } from './messaging.tables';

export type ConversationRow = typeof conversations.$inferSelect;
export type MessageRow = typeof messages.$inferSelect;
export type MessageInsert = typeof messages.$inferInsert;
export type TemplateRow = typeof messageTemplates.$inferSelect;
export type ScheduledRow = typeof scheduledMessages.$inferSelect;

// Every query names the workspace, except the webhooks' and guest page's look-ups by an
// unguessable token or a provider's address, which find the workspace from the row.

// ——— Conversations ———

export async function findConversation(db: Database | Tx, workspaceId: string, id: string): Promise<ConversationRow | null> {
  const [row] = await db.select().from(conversations).where(and(eq(conversations.workspaceId, workspaceId), eq(conversations.id, id))).limit(1);
  return row ?? null;
}

/** The row under its lock: messages of one conversation are added one at a time. */
export async function lockConversation(tx: Tx, workspaceId: string, id: string): Promise<ConversationRow | null> {
  const [row] = await tx
    .select()
    .from(conversations)
    .where(and(eq(conversations.workspaceId, workspaceId), eq(conversations.id, id)))
    .for('update')
    .limit(1);
  return row ?? null;
}

export async function findConversationOfStay(db: Database | Tx, workspaceId: string, reservationId: string): Promise<ConversationRow | null> {
  const [row] = await db
    .select()
    .from(conversations)
    .where(and(eq(conversations.workspaceId, workspaceId), eq(conversations.reservationId, reservationId)))
    .limit(1);
  return row ?? null;
}

/** Creates the stay's conversation, or returns the one a concurrent request created. */
export async function insertConversation(db: Database | Tx, row: typeof conversations.$inferInsert): Promise<ConversationRow> {
  const [created] = await db.insert(conversations).values(row).onConflictDoNothing().returning();
  if (created) return created;
  const existing = row.reservationId ? await findConversationOfStay(db, row.workspaceId, row.reservationId) : null;
  if (!existing) throw new Error('The conversation could not be created');
  return existing;
}

export async function updateConversation(db: Database | Tx, workspaceId: string, id: string, values: Partial<typeof conversations.$inferInsert>): Promise<ConversationRow | null> {
  const [row] = await db
    .update(conversations)
    .set(values)
    .where(and(eq(conversations.workspaceId, workspaceId), eq(conversations.id, id)))
    .returning();
  return row ?? null;
}

export async function findConversationByReplyToken(db: Database | Tx, replyToken: string): Promise<ConversationRow | null> {
  const [row] = await db.select().from(conversations).where(eq(conversations.replyToken, replyToken)).limit(1);
  return row ?? null;
}

/** The most recently active conversation with a guest's phone number (a text message threads there). */
export async function findConversationByPhone(db: Database | Tx, phone: string): Promise<ConversationRow | null> {
  const [row] = await db.select().from(conversations).where(eq(conversations.guestPhone, phone)).orderBy(desc(conversations.lastMessageAt)).limit(1);
  return row ?? null;
}

export interface ConversationFilter {
  workspaceId: string;
  filter: 'all' | 'needs-human' | 'unread';
  propertyId?: string;
  /** Matched against guest names and message text; `propertyIds` are properties whose name matched. */
  search?: { text: string; propertyIds: string[] };
  limit: number;
}

function searchCondition(search: ConversationFilter['search']): SQL | undefined {
  if (!search) return undefined;
  const pattern = `%${search.text.replace(/[\\%_]/g, (c) => `\\${c}`)}%`;
  return or(
    ilike(conversations.guestName, pattern),
    search.propertyIds.length ? inArray(conversations.propertyId, search.propertyIds) : undefined,
    sql`exists (select 1 from ${messages} where ${messages.conversationId} = ${conversations.id} and ${messages.body} ilike ${pattern} and ${messages.status} <> 'discarded')`,
  );
}

export async function listConversations(db: Database | Tx, filter: ConversationFilter): Promise<ConversationRow[]> {
  return db
    .select()
    .from(conversations)
    .where(
      and(
        eq(conversations.workspaceId, filter.workspaceId),
        filter.propertyId ? eq(conversations.propertyId, filter.propertyId) : undefined,
        filter.filter === 'needs-human' ? eq(conversations.needsHuman, true) : undefined,
        filter.filter === 'unread' ? gt(conversations.unreadCount, 0) : undefined,
        searchCondition(filter.search),
      ),
    )
    // What needs a person first, most urgent first; then the most recent.
    .orderBy(
      desc(conversations.needsHuman),
      sql`case ${conversations.urgency} when 'critical' then 3 when 'high' then 2 when 'normal' then 1 else 0 end desc`,
      desc(conversations.lastMessageAt),
    )
    .limit(filter.limit);
}

export async function countConversations(db: Database | Tx, workspaceId: string): Promise<{ all: number; needsHuman: number; unread: number }> {
  const [row] = await db
    .select({
      all: count(),
      needsHuman: sql<number>`count(*) filter (where ${conversations.needsHuman})`.mapWith(Number),
      unread: sql<number>`count(*) filter (where ${conversations.unreadCount} > 0)`.mapWith(Number),
    })
    .from(conversations)
    .where(eq(conversations.workspaceId, workspaceId));
  return { all: row?.all ?? 0, needsHuman: row?.needsHuman ?? 0, unread: row?.unread ?? 0 };
}

// ——— Messages ———

/** Inserts a message; null when its external key was seen before (a webhook delivered twice). */
export async function insertMessage(db: Database | Tx, row: MessageInsert): Promise<MessageRow | null> {
  const [created] = await db.insert(messages).values(row).onConflictDoNothing().returning();
  return created ?? null;
}

export async function findMessage(db: Database | Tx, workspaceId: string, id: string): Promise<MessageRow | null> {
  const [row] = await db.select().from(messages).where(and(eq(messages.workspaceId, workspaceId), eq(messages.id, id))).limit(1);
  return row ?? null;
}

export async function lockMessage(tx: Tx, workspaceId: string, id: string): Promise<MessageRow | null> {
  const [row] = await tx.select().from(messages).where(and(eq(messages.workspaceId, workspaceId), eq(messages.id, id))).for('update').limit(1);
  return row ?? null;
}

export async function updateMessage(db: Database | Tx, workspaceId: string, id: string, values: Partial<MessageInsert>): Promise<MessageRow | null> {
  const [row] = await db
    .update(messages)
    .set(values)
    .where(and(eq(messages.workspaceId, workspaceId), eq(messages.id, id)))
    .returning();
  return row ?? null;
}

/** A conversation's messages, oldest first. */
export async function listMessages(db: Database | Tx, workspaceId: string, conversationId: string, limit = 500): Promise<MessageRow[]> {
  const rows = await db
    .select()
    .from(messages)
    .where(and(eq(messages.workspaceId, workspaceId), eq(messages.conversationId, conversationId)))
    .orderBy(desc(messages.seq))
    .limit(limit);
  return rows.reverse();
}

/** Co-host drafts waiting for the host, per conversation. */
export async function countSuggestions(db: Database | Tx, workspaceId: string, conversationIds: string[]): Promise<Map<string, number>> {
  if (conversationIds.length === 0) return new Map();
  const rows = await db
    .select({ conversationId: messages.conversationId, n: count() })
    .from(messages)
    .where(and(eq(messages.workspaceId, workspaceId), inArray(messages.conversationId, conversationIds), eq(messages.status, 'suggestion')))
    .groupBy(messages.conversationId);
  return new Map(rows.map((row) => [row.conversationId, row.n]));
}

/** Guest messages in a conversation since a moment (the guest page's rate limit). */
export async function countGuestMessagesSince(db: Database | Tx, conversationId: string, since: Date): Promise<number> {
  const [row] = await db
    .select({ n: count() })
    .from(messages)
    .where(and(eq(messages.conversationId, conversationId), eq(messages.author, 'guest'), gt(messages.createdAt, since)));
  return row?.n ?? 0;
}

// ——— Guest links ———

export async function findGuestLink(db: Database | Tx, workspaceId: string, reservationId: string) {
  const [row] = await db
    .select()
    .from(guestLinks)
    .where(and(eq(guestLinks.workspaceId, workspaceId), eq(guestLinks.reservationId, reservationId)))
    .limit(1);
  return row ?? null;
}

export async function findGuestLinkByHash(db: Database | Tx, tokenHash: string) {
  const [row] = await db.select().from(guestLinks).where(eq(guestLinks.tokenHash, tokenHash)).limit(1);
  return row ?? null;
}

export async function insertGuestLink(db: Database | Tx, row: typeof guestLinks.$inferInsert): Promise<void> {
  await db.insert(guestLinks).values(row).onConflictDoNothing();
}

/** Moves the stay's link to a new version (compare-and-set on the version read). */
export async function bumpGuestLink(db: Database | Tx, workspaceId: string, reservationId: string, fromVersion: number, tokenHash: string, now: Date): Promise<boolean> {
  const rows = await db
    .update(guestLinks)
    .set({ version: fromVersion + 1, tokenHash, createdAt: now })
    .where(and(eq(guestLinks.workspaceId, workspaceId), eq(guestLinks.reservationId, reservationId), eq(guestLinks.version, fromVersion)))
    .returning({ version: guestLinks.version });
  return rows.length === 1;
}

// ——— Templates ———

export async function listTemplateRows(db: Database | Tx, workspaceId: string): Promise<TemplateRow[]> {
  return db.select().from(messageTemplates).where(eq(messageTemplates.workspaceId, workspaceId));
}

export async function upsertTemplate(db: Database | Tx, row: typeof messageTemplates.$inferInsert): Promise<TemplateRow> {
  const [saved] = await db
    .insert(messageTemplates)
    .values(row)
    .onConflictDoUpdate({ target: [messageTemplates.workspaceId, messageTemplates.trigger], set: { enabled: row.enabled, body: row.body, updatedAt: row.updatedAt, updatedBy: row.updatedBy } })
    .returning();
  return saved!;
}

// ——— Scheduled messages ———

export async function listScheduledOf(db: Database | Tx, workspaceId: string, reservationId: string): Promise<ScheduledRow[]> {
  return db
    .select()
    .from(scheduledMessages)
    .where(and(eq(scheduledMessages.workspaceId, workspaceId), eq(scheduledMessages.reservationId, reservationId)))
    .orderBy(asc(scheduledMessages.trigger));
}

export async function findScheduled(db: Database | Tx, workspaceId: string, reservationId: string, trigger: string): Promise<ScheduledRow | null> {
  const [row] = await db
    .select()
    .from(scheduledMessages)
    .where(and(eq(scheduledMessages.workspaceId, workspaceId), eq(scheduledMessages.reservationId, reservationId), eq(scheduledMessages.trigger, trigger)))
    .limit(1);
  return row ?? null;
}

/** Creates the stay's row for a trigger if missing, then applies `values` (one statement: safe under concurrency). */
export async function upsertScheduled(
  db: Database | Tx,
  key: { workspaceId: string; reservationId: string; trigger: string },
  values: Partial<Omit<typeof scheduledMessages.$inferInsert, 'workspaceId' | 'reservationId' | 'trigger'>> & { updatedAt: Date },
): Promise<ScheduledRow> {
  const [row] = await db
    .insert(scheduledMessages)
    .values({ ...key, ...values })
    .onConflictDoUpdate({ target: [scheduledMessages.reservationId, scheduledMessages.trigger], set: values })
    .returning();
  return row!;
}

/** Rows whose moment came (or whose wait for a door code is over), oldest first. */
export async function listDueScheduled(db: Database | Tx, now: Date, limit: number): Promise<ScheduledRow[]> {
  return db
    .select()
    .from(scheduledMessages)
    .where(and(inArray(scheduledMessages.state, ['due', 'waiting-for-door-code']), isNotNull(scheduledMessages.nextAttemptAt), lte(scheduledMessages.nextAttemptAt, now)))
    .orderBy(asc(scheduledMessages.nextAttemptAt))
    .limit(limit);
}

/** The row under its lock if it is still waiting to be sent (another worker skips it). */
export async function lockDueScheduled(tx: Tx, id: string, now: Date): Promise<ScheduledRow | null> {
  const [row] = await tx
    .select()
    .from(scheduledMessages)
    .where(and(eq(scheduledMessages.id, id), inArray(scheduledMessages.state, ['due', 'waiting-for-door-code']), lte(scheduledMessages.nextAttemptAt, now)))
    .for('update', { skipLocked: true })
    .limit(1);
  return row ?? null;
}

/** Guest messages written in (after, before) that no co-host or host message followed yet, oldest first. */
export async function listUnansweredGuestMessages(db: Database | Tx, window: { after: Date; before: Date }, limit: number): Promise<MessageRow[]> {
  return db
    .select()
    .from(messages)
    .where(
      and(
        eq(messages.author, 'guest'),
        gt(messages.createdAt, window.after),
        lte(messages.createdAt, window.before),
        sql`not exists (select 1 from messages as later where later.conversation_id = ${messages.conversationId} and later.seq > ${messages.seq} and later.author in ('ai', 'host'))`,
      ),
    )
    .orderBy(asc(messages.seq))
    .limit(limit);
}
