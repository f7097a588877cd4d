import { tableExportPart, type ExportPart } from '../../platform/export/export-part';
import { and, asc, count, desc, eq, gt, ilike, inArray, isNotNull, lte, or, sql, type SQL } from 'drizzle-orm';
import type { Database, Tx } from '../../platform/db/database';
import { conversations, guestLinks, messages, messageTemplates, platformMail, platformMailboxes, scheduledMessages } from './messaging.tables';
import { KnowledgeBaseSchema, MESSAGE_TRIGGERS, type AutonomySettings, type ConversationMessage, type ConversationSummary, type KnowledgeBase, type MessageDelivery, type MessageTriage, type MessageTrigger } from '@cohost/shared';
import { notifyRealtime } from '../../platform/realtime/realtime-hub';
import { isUuid } from '../../platform/runtime/is-uuid';
import type { Actor } from '../accounts';
import type { GuestFacingProperty } from '../properties';
import type { GuestStay } from '../reservations';
import { doorCodeAccess } from './domain/door-code-access';
import type { ReplyFacts } from './domain/engine-types';
import { assertHost } from './domain/messaging-access';
import { addressLine, firstName } from './domain/reply-facts';
import { TRIGGERS } from './domain/scheduled-triggers';
import type { EffectiveTemplate } from './domain/template-view';
import type { MessagingDeps } from './messaging.deps';
import { messagingErrors } from './messaging.errors';

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

/** Creates the stay's (or the platform thread's) conversation, or returns the one a concurrent request created. */
export async function insertConversation(db: Database | Tx, row: typeof conversations.$inferInsert): Promise<ConversationRow> {
  const [created] = await db.insert(conversations).values(row).onConflictDoNothing().returning();
  if (created) return created;
  const existing = row.reservationId
    ? await findConversationOfStay(db, row.workspaceId, row.reservationId)
    : row.platformThreadKey
      ? await findPlatformConversation(db, row.workspaceId, { relayAddress: null, threadKeys: [row.platformThreadKey] })
      : null;
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

/** A conversation's co-host suggestions still waiting (drafts nobody sent or discarded), locked. */
export async function lockWaitingSuggestions(tx: Tx, workspaceId: string, conversationId: string): Promise<MessageRow[]> {
  return tx
    .select()
    .from(messages)
    .where(and(eq(messages.workspaceId, workspaceId), eq(messages.conversationId, conversationId), eq(messages.author, 'ai'), eq(messages.status, 'suggestion')))
    .orderBy(asc(messages.seq))
    .for('update');
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

/**
 * Whether the conversation's latest message sent with `reason` (a holding reply) has had no
 * person's answer since: no message by the team, and no co-host draft a host approved.
 */
export async function sentWithReasonUnanswered(db: Database | Tx, workspaceId: string, conversationId: string, reason: string): Promise<boolean> {
  const inConversation = and(eq(messages.workspaceId, workspaceId), eq(messages.conversationId, conversationId), eq(messages.status, 'sent'));
  const [last] = await db
    .select({ seq: messages.seq })
    .from(messages)
    .where(and(inConversation, eq(messages.author, 'ai'), eq(messages.reason, reason)))
    .orderBy(desc(messages.seq))
    .limit(1);
  if (!last) return false;
  const [answered] = await db
    .select({ id: messages.id })
    .from(messages)
    .where(and(inConversation, gt(messages.seq, last.seq), or(eq(messages.author, 'host'), and(eq(messages.author, 'ai'), isNotNull(messages.approvalId)))))
    .limit(1);
  return !answered;
}

/** Whether the guest ever wrote on the guest page in this conversation (they know their page). */
export async function guestWroteOnPage(db: Database | Tx, workspaceId: string, conversationId: string): Promise<boolean> {
  const [row] = await db
    .select({ id: messages.id })
    .from(messages)
    .where(and(eq(messages.workspaceId, workspaceId), eq(messages.conversationId, conversationId), eq(messages.author, 'guest'), eq(messages.channel, 'guest-page')))
    .limit(1);
  return row !== undefined;
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

export async function findScheduled(db: Database | Tx, workspaceId: string, reservationId: string, trigger: MessageTrigger): Promise<ScheduledRow | null> {
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
  key: { workspaceId: string; reservationId: string; trigger: MessageTrigger },
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

/** Tells the host's open inbox and the guest's open page that the conversation changed (on commit). */
export async function announceConversation(db: Database | Tx, workspaceId: string, conversationId: string): Promise<void> {
  await notifyRealtime(db, workspaceId, { type: 'messaging.changed', data: { conversationId } });
}

/** The inbox's rows: the conversations with their property's name, stay dates and waiting drafts. */
export async function toConversationSummary(deps: MessagingDeps, workspaceId: string, rows: ConversationRow[]): Promise<ConversationSummary[]> {
  if (rows.length === 0) return [];
  const [properties, stays, suggestions] = await Promise.all([
    deps.ports.listProperties(workspaceId),
    deps.ports.listStayDates(
      workspaceId,
      rows.flatMap((row) => (row.reservationId ? [row.reservationId] : [])),
    ),
    countSuggestions(deps.db, workspaceId, rows.map((row) => row.id)),
  ]);
  const propertiesById = new Map(properties.map((property) => [property.id, property]));
  const stayDates = new Map(stays.map((stay) => [stay.id, stay]));
  return rows.map((row) => {
    const stay = row.reservationId ? stayDates.get(row.reservationId) : undefined;
    return {
      id: row.id,
      propertyId: row.propertyId,
      propertyName: propertiesById.get(row.propertyId)?.name ?? 'Archived property',
      propertyTimezone: propertiesById.get(row.propertyId)?.timezone ?? 'UTC',
      reservationId: row.reservationId,
      guestName: row.guestName || 'Guest',
      checkInDate: stay?.checkInDate ?? null,
      checkOutDate: stay?.checkOutDate ?? null,
      language: row.language,
      lastMessageAt: row.lastMessageAt.toISOString(),
      lastMessagePreview: row.lastMessagePreview,
      lastMessageAuthor: row.lastMessageAuthor,
      unreadCount: row.unreadCount,
      needsHuman: row.needsHuman,
      urgency: row.urgency,
      aiPaused: row.aiPaused,
      pendingSuggestions: suggestions.get(row.id) ?? 0,
      platform: row.platform ?? null,
    };
  });
}

/** Messages as the host sees them, suggestions with the version to decide on. */
export async function toConversationMessages(deps: MessagingDeps, workspaceId: string, rows: MessageRow[]): Promise<ConversationMessage[]> {
  const approvalIds = rows.flatMap((row) => (row.approvalId && row.status === 'suggestion' ? [row.approvalId] : []));
  // Emails and texts: the outbox's live state, for all of them in one read.
  const outboxKeys = rows.flatMap((row) => (isOutgoing(row) && (row.channel === 'email' || row.channel === 'sms') ? [`message:${row.id}:${row.channel}`] : []));
  const [approvalRows, outboxRows] = await Promise.all([deps.ports.approvalStates(workspaceId, approvalIds), outboxKeys.length > 0 ? deps.ports.deliveryStates(outboxKeys) : Promise.resolve([])]);
  const approvals = new Map(approvalRows.map((state) => [state.id, state]));
  const outbox = new Map(outboxRows.map((state) => [state.idempotencyKey, state]));
  return rows.map((row) => {
    const approval = row.approvalId ? approvals.get(row.approvalId) : undefined;
    return {
      id: row.id,
      author: row.author,
      authorName: row.authorName,
      channel: row.channel,
      body: row.body,
      status: row.status,
      createdAt: row.createdAt.toISOString(),
      sentAt: row.sentAt?.toISOString() ?? null,
      triage: (row.triage as MessageTriage | null) ?? null,
      approvalId: row.approvalId,
      approvalVersion: approval?.version ?? null,
      reason: row.reason,
      facts: row.facts,
      trigger: row.trigger,
      delivery: deliveryOf(row, outbox),
    };
  });
}

/** A message that left (or tried to): the co-host's, a person's or a scheduled one, sent or failed. */
function isOutgoing(row: MessageRow): boolean {
  return row.author !== 'guest' && (row.status === 'sent' || row.status === 'failed');
}

/**
 * What became of an outgoing message: the outbox's state for an email or text (the stored one
 * until the outbox has it), the stored state otherwise; messages from before delivery was
 * recorded read as on the guest page.
 */
function deliveryOf(row: MessageRow, outbox: Map<string, { state: 'queued' | 'sent' | 'failed'; lastError: string | null }>): MessageDelivery | null {
  if (!isOutgoing(row)) return null;
  if (row.channel === 'email' || row.channel === 'sms') {
    const live = outbox.get(`message:${row.id}:${row.channel}`);
    if (live) return { state: live.state, detail: live.state === 'failed' ? (live.lastError ?? 'The provider refused it.') : null };
  }
  if (row.delivery) return { state: row.delivery, detail: row.deliveryDetail };
  return { state: row.channel === 'guest-page' ? 'on-page' : 'queued', detail: null };
}

/** Everything a reply to this conversation may be grounded in, read now. */
export interface ConversationContext {
  property: GuestFacingProperty | null;
  stay: GuestStay | null;
  /** The autonomy settings governing the property (tone, cleaning buffer…). */
  settings: AutonomySettings;
  facts: ReplyFacts;
}

const EMPTY_KB: KnowledgeBase = KnowledgeBaseSchema.parse({});

/**
 * The facts of a conversation for the co-host: the property's knowledge base and address, the
 * stay, the host's tone and name, and what may be said of the door code. `askerIsGuest`: the
 * message comes from the stay's own guest (the guest page's token, or the thread's own contact).
 */
export async function loadConversationContext(deps: MessagingDeps, conversation: ConversationRow, askerIsGuest: boolean): Promise<ConversationContext> {
  const now = deps.clock.now();
  const [property, stay, settings, hostName, code] = await Promise.all([
    deps.ports.findProperty(conversation.workspaceId, conversation.propertyId),
    conversation.reservationId ? deps.ports.findStay(conversation.workspaceId, conversation.reservationId) : Promise.resolve(null),
    deps.ports.settingsFor(conversation.workspaceId, conversation.propertyId),
    deps.ports.findHostName(conversation.workspaceId),
    conversation.reservationId ? deps.ports.findDoorCode(conversation.workspaceId, conversation.reservationId) : Promise.resolve(null),
  ]);
  const facts: ReplyFacts = {
    tone: settings.messages.responseTone,
    knowledgeBase: property?.knowledgeBase ?? EMPTY_KB,
    property: {
      name: property?.name ?? '',
      timezone: property?.timezone ?? 'UTC',
      address: addressLine(property),
      country: property?.address.country ?? '',
      checkInTime: property?.checkInTime ?? '16:00',
      checkOutTime: property?.checkOutTime ?? '11:00',
    },
    stay: stay ? { guestFirstName: firstName(stay.guestName), checkInAt: stay.checkInAt, checkOutAt: stay.checkOutAt } : null,
    doorCode: doorCodeAccess({
      stay,
      code,
      askerReservationId: askerIsGuest ? conversation.reservationId : null,
      bufferHours: settings.cleaning.bufferHours,
      now,
    }),
    hostName: firstName(hostName ?? ''),
    now,
  };
  return { property, stay, settings, facts };
}

/** A workspace's template for a trigger: its own row, else Cohost's default. */

export async function loadTemplates(deps: MessagingDeps, workspaceId: string): Promise<Record<MessageTrigger, EffectiveTemplate>> {
  const rows = new Map((await listTemplateRows(deps.db, workspaceId)).map((row) => [row.trigger, row]));
  return Object.fromEntries(
    MESSAGE_TRIGGERS.map((trigger) => {
      const row = rows.get(trigger) ?? null;
      return [trigger, { trigger, enabled: row?.enabled ?? TRIGGERS[trigger].enabledByDefault, body: row?.body ?? TRIGGERS[trigger].defaultBody, row }];
    }),
  ) as Record<MessageTrigger, EffectiveTemplate>;
}

export async function changeConversation(deps: MessagingDeps, actor: Actor, conversationId: string, values: Partial<ConversationRow>): Promise<ConversationRow> {
  assertHost(actor);
  if (!isUuid(conversationId)) throw messagingErrors.conversationNotFound();
  return deps.db.transaction(async (tx) => {
    const row = await updateConversation(tx, actor.workspaceId, conversationId, { ...values, updatedAt: deps.clock.now() });
    if (!row) throw messagingErrors.conversationNotFound();
    await announceConversation(tx, actor.workspaceId, row.id);
    return row;
  });
}

export async function readSuggestion(deps: MessagingDeps, actor: Actor, conversationId: string, messageId: string): Promise<MessageRow> {
  assertHost(actor);
  const message = isUuid(conversationId) && isUuid(messageId) ? await findMessage(deps.db, actor.workspaceId, messageId) : null;
  if (!message || message.conversationId !== conversationId || message.author !== 'ai') throw messagingErrors.suggestionNotFound();
  if (message.status !== 'suggestion') throw messagingErrors.suggestionDecided();
  return message;
}

export async function assertGuestStay(deps: MessagingDeps, workspaceId: string, reservationId: string): Promise<void> {
  const stay = isUuid(reservationId) ? await deps.ports.findStay(workspaceId, reservationId) : null;
  if (!stay) throw messagingErrors.reservationNotFound();
  if (stay.kind !== 'guest') throw messagingErrors.notAGuestStay();
}

// ---- platform mail ----

export type PlatformMailInsert = typeof platformMail.$inferInsert;

/** Records one mail of the platform mailbox; null when its Message-Id was recorded before (a second delivery). */
export async function insertPlatformMail(db: Database | Tx, row: PlatformMailInsert): Promise<{ id: string } | null> {
  const [inserted] = await db.insert(platformMail).values(row).onConflictDoNothing({ target: [platformMail.workspaceId, platformMail.messageId] }).returning({ id: platformMail.id });
  return inserted ?? null;
}

export async function deletePlatformMail(db: Database | Tx, workspaceId: string, id: string): Promise<void> {
  await db.delete(platformMail).where(and(eq(platformMail.workspaceId, workspaceId), eq(platformMail.id, id)));
}

export async function updatePlatformMail(db: Database | Tx, workspaceId: string, id: string, values: Partial<PlatformMailInsert>): Promise<void> {
  await db.update(platformMail).set(values).where(and(eq(platformMail.workspaceId, workspaceId), eq(platformMail.id, id)));
}

/** Whether the workspace holds mail of this source (the demo's own platform mail is seeded once). */
export async function hasPlatformMailFrom(db: Database | Tx, workspaceId: string, source: 'imap' | 'webhook' | 'demo'): Promise<boolean> {
  const [row] = await db.select({ id: platformMail.id }).from(platformMail).where(and(eq(platformMail.workspaceId, workspaceId), eq(platformMail.source, source))).limit(1);
  return row !== undefined;
}

/** The subject of the platform's latest mail in a conversation's thread (a reply answers "Re: " it), or null. */
export async function findThreadSubject(db: Database | Tx, workspaceId: string, conversationId: string): Promise<string | null> {
  const [row] = await db
    .select({ subject: platformMail.subject })
    .from(platformMail)
    .where(and(eq(platformMail.workspaceId, workspaceId), eq(platformMail.conversationId, conversationId)))
    .orderBy(desc(platformMail.receivedAt))
    .limit(1);
  return row?.subject || null;
}

/** The workspace's conversation of a platform thread: by its relay address or its thread key. */
export async function findPlatformConversation(db: Database | Tx, workspaceId: string, keys: { relayAddress: string | null; threadKeys: string[] }): Promise<ConversationRow | null> {
  const matches = [
    keys.relayAddress ? sql`lower(${conversations.relayAddress}) = ${keys.relayAddress.toLowerCase()}` : undefined,
    keys.threadKeys.length > 0 ? inArray(conversations.platformThreadKey, keys.threadKeys) : undefined,
  ].filter((condition): condition is SQL => condition !== undefined);
  if (matches.length === 0) return null;
  const [row] = await db
    .select()
    .from(conversations)
    .where(and(eq(conversations.workspaceId, workspaceId), or(...matches)))
    .orderBy(desc(conversations.lastMessageAt))
    .limit(1);
  return row ?? null;
}

/** A guest's or a host's message of a stay's conversation, as the optimizer reads what guests ask. */
export interface StayMessage {
  reservationId: string;
  propertyId: string;
  author: 'guest' | 'host';
  /** A guest message's topics as the co-host read them (empty for a host's). */
  topics: string[];
  /** A host's reply as typed (empty for a guest's: the optimizer needs only what was asked). */
  body: string;
  at: Date;
}

/**
 * The guest messages and the host's sent replies of the workspace's stays since a moment, oldest
 * first within each stay, at most `limit` (the newest): a bounded window, never the whole history.
 */
export async function listStayMessagesSince(db: Database | Tx, workspaceId: string, since: Date, limit: number): Promise<StayMessage[]> {
  // Only what is used leaves the database: a guest message's topics (not its whole triage) and a host's text (not a guest's).
  const rows = await db
    .select({
      reservationId: conversations.reservationId,
      propertyId: conversations.propertyId,
      author: messages.author,
      intents: sql<unknown>`${messages.triage} -> 'intents'`,
      body: sql<string>`case when ${messages.author} = 'guest' then '' else ${messages.body} end`,
      at: messages.createdAt,
      seq: messages.seq,
    })
    .from(messages)
    .innerJoin(conversations, and(eq(conversations.id, messages.conversationId), eq(conversations.workspaceId, workspaceId)))
    .where(
      and(
        eq(messages.workspaceId, workspaceId),
        isNotNull(conversations.reservationId),
        gt(messages.createdAt, since),
        or(eq(messages.author, 'guest'), and(eq(messages.author, 'host'), eq(messages.status, 'sent'))),
      ),
    )
    .orderBy(desc(messages.createdAt), desc(messages.seq))
    .limit(limit);
  return rows.reverse().map((row) => ({
    reservationId: row.reservationId!,
    propertyId: row.propertyId,
    author: row.author === 'guest' ? 'guest' : 'host',
    topics: row.author === 'guest' && Array.isArray(row.intents) ? row.intents.filter((topic): topic is string => typeof topic === 'string') : [],
    body: row.body,
    at: row.at,
  }));
}

/** How many stays and guest messages carried each topic, for guest messages of some properties' stays written in [from, to) (the optimizer's "questions guests ask most"). */
export async function countGuestTopicsBetween(db: Database | Tx, workspaceId: string, range: { from: Date; to: Date }, propertyIds: string[]): Promise<Array<{ topic: string; stays: number; messages: number }>> {
  if (propertyIds.length === 0) return [];
  const rows = (await db.execute(sql`
    select topic.value as topic, count(distinct ${conversations.reservationId})::int as stays, count(*)::int as messages
    from ${messages}
    inner join ${conversations} on ${conversations.id} = ${messages.conversationId} and ${conversations.workspaceId} = ${workspaceId}
    cross join lateral jsonb_array_elements_text(case when jsonb_typeof(${messages.triage} -> 'intents') = 'array' then ${messages.triage} -> 'intents' else '[]'::jsonb end) as topic(value)
    where ${messages.workspaceId} = ${workspaceId}
      and ${messages.author} = 'guest'
      and ${conversations.reservationId} is not null
      and ${inArray(conversations.propertyId, propertyIds)}
      and ${messages.createdAt} >= ${range.from.toISOString()}
      and ${messages.createdAt} < ${range.to.toISOString()}
    group by topic.value
    order by stays desc, messages desc, topic.value
    limit 50`)) as unknown as { rows: Array<{ topic: string; stays: number; messages: number }> };
  return rows.rows.map((row) => ({ topic: String(row.topic), stays: Number(row.stays), messages: Number(row.messages) }));
}

/** Workspaces with a stay's conversation active since a moment (the optimizer's hourly pass visits only these). */
export async function listWorkspacesWithGuestMessagesSince(db: Database | Tx, since: Date): Promise<string[]> {
  const rows = await db.selectDistinct({ workspaceId: conversations.workspaceId }).from(conversations).where(and(isNotNull(conversations.reservationId), gt(conversations.lastMessageAt, since)));
  return rows.map((row) => row.workspaceId);
}

/** Messaging's parts of the workspace export: conversations, every message, templates and scheduled messages, the platform mailbox without its passwords. */
export function messagingExportParts(db: Database): ExportPart[] {
  return [
    tableExportPart(db, {
      name: 'messaging/conversations',
      description: 'Conversations with guests (guest page, email, SMS and the platforms\' threads): who, which stay, state.',
      redacted: ["replyToken: the secret part of a conversation's reply address (whoever holds it can write into the conversation)"],
      table: conversations,
      scope: conversations.workspaceId,
      orderBy: [conversations.createdAt, conversations.id],
      omit: ['replyToken'],
    }),
    tableExportPart(db, {
      name: 'messaging/messages',
      description: 'Every message, from guests, you, your team and the co-host, with its channel, delivery and, for the co-host\'s, why it answered so.',
      table: messages,
      scope: messages.workspaceId,
      orderBy: [messages.createdAt, messages.id],
    }),
    tableExportPart(db, {
      name: 'messaging/templates',
      description: 'Your message templates (check-in instructions, checkout reminders…), on or off.',
      table: messageTemplates,
      scope: messageTemplates.workspaceId,
      orderBy: [messageTemplates.trigger],
    }),
    tableExportPart(db, {
      name: 'messaging/scheduled-messages',
      description: 'Messages planned for stays and what became of each (sent, skipped, waiting).',
      table: scheduledMessages,
      scope: scheduledMessages.workspaceId,
      orderBy: [scheduledMessages.dueAt, scheduledMessages.id],
    }),
    tableExportPart(db, {
      name: 'messaging/platform-mailbox',
      description: 'The platform mailbox you connected: its address, servers and state.',
      redacted: ['IMAP and SMTP passwords (sealed at rest; never leave Cohost)', 'forwardToken: the secret of the forwarding address'],
      table: platformMailboxes,
      scope: platformMailboxes.workspaceId,
      orderBy: [platformMailboxes.workspaceId],
      omit: ['imapPasswordSealed', 'smtpPasswordSealed', 'forwardToken'],
    }),
  ];
}
