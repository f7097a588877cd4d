import type { GuestLanguageCode, MailSecurity, MessageAuthor, MessageChannel, MessageDeliveryState, MessageStatus, MessageTrigger, MessageUrgency, PlatformChannel, PlatformMailOutcome } from '@cohost/shared';
import { sql } from 'drizzle-orm';
import { bigserial, boolean, check, index, integer, jsonb, pgTable, primaryKey, text, timestamp, uniqueIndex, uuid } from 'drizzle-orm/pg-core';

/**
 * One conversation per stay (or per guest without a stay): the guest's messages on every
 * channel, the co-host's drafts and replies, the team's. The counters and flags the inbox lists
 * by are kept on the row, updated in the transaction that adds a message.
 */
export const conversations = pgTable(
  'conversations',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    workspaceId: text('workspace_id').notNull(),
    propertyId: uuid('property_id').notNull(),
    reservationId: uuid('reservation_id'),
    guestName: text('guest_name').notNull().default(''),
    guestEmail: text('guest_email').notNull().default(''),
    guestPhone: text('guest_phone').notNull().default(''),
    language: text('language').$type<GuestLanguageCode>().notNull().default('en'),
    aiPaused: boolean('ai_paused').notNull().default(false),
    needsHuman: boolean('needs_human').notNull().default(false),
    urgency: text('urgency').$type<MessageUrgency>().notNull().default('low'),
    /** The guest pressed 'Talk to a human' (or asked for one) and no person has answered since. */
    humanRequestedAt: timestamp('human_requested_at', { withTimezone: true }),
    unreadCount: integer('unread_count').notNull().default(0),
    lastMessageAt: timestamp('last_message_at', { withTimezone: true }).notNull(),
    lastMessagePreview: text('last_message_preview').notNull().default(''),
    lastMessageAuthor: text('last_message_author').$type<MessageAuthor>().notNull().default('system'),
    /** Where the guest last wrote from: replies go back there (and always to the guest page). */
    lastInboundChannel: text('last_inbound_channel').$type<MessageChannel>().notNull().default('guest-page'),
    /** The local part of this conversation's email reply address (`c-<token>@INBOUND_EMAIL_DOMAIN`). */
    replyToken: text('reply_token').notNull().unique(),
    /** The platform whose message thread this is (Airbnb, Vrbo, Booking.com), through its email relay. */
    platform: text('platform').$type<PlatformChannel>(),
    /** The platform's relay address for this guest thread: replies go there from the host's mailbox. */
    relayAddress: text('relay_address'),
    /** The Message-Id of the platform's last notification in the thread (replies set In-Reply-To to it). */
    relayMessageId: text('relay_message_id'),
    /** A thread with no stay (an inquiry): the platform's thread key (its relay address or code), one conversation per key. */
    platformThreadKey: text('platform_thread_key'),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull(),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull(),
  },
  (table) => [
    uniqueIndex('conversations_reservation_idx').on(table.workspaceId, table.reservationId),
    index('conversations_workspace_last_idx').on(table.workspaceId, table.lastMessageAt),
    index('conversations_guest_phone_idx').on(table.guestPhone),
    uniqueIndex('conversations_platform_thread_idx').on(table.workspaceId, table.platformThreadKey),
    check('conversations_urgency_check', sql`${table.urgency} in ('low', 'normal', 'high', 'critical')`),
  ],
);

export const messages = pgTable(
  'messages',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    /** Order within a conversation (two messages in one millisecond keep their order). */
    seq: bigserial('seq', { mode: 'number' }).notNull(),
    workspaceId: text('workspace_id').notNull(),
    conversationId: uuid('conversation_id')
      .notNull()
      .references(() => conversations.id, { onDelete: 'cascade' }),
    author: text('author').$type<MessageAuthor>().notNull(),
    authorUserId: text('author_user_id'),
    authorName: text('author_name').notNull().default(''),
    channel: text('channel').$type<MessageChannel>().notNull(),
    body: text('body').notNull(),
    status: text('status').$type<MessageStatus>().notNull(),
    /** Guest messages: what the co-host read (topics, needsHuman, urgency, language, confidence, injection). */
    triage: jsonb('triage').$type<Record<string, unknown>>(),
    /** Co-host messages: the approval a suggestion waits on, the policy's reason, the facts used. */
    approvalId: uuid('approval_id'),
    reason: text('reason'),
    facts: jsonb('facts').$type<string[]>().notNull().default([]),
    /** Co-host messages: 'local' engine or 'model'. */
    source: text('source'),
    /** Scheduled messages: the template's trigger. */
    trigger: text('trigger'),
    /** Inbound: the provider's id (Twilio MessageSid, email Message-Id); outbound: the sending key. Never twice. */
    externalKey: text('external_key'),
    /** Outgoing messages: what became of them (see MESSAGE_DELIVERY_STATES); email and SMS read the outbox's state live. */
    delivery: text('delivery').$type<MessageDeliveryState>(),
    /** Failed: why; no-channel: the fix; relayed: the relay address. */
    deliveryDetail: text('delivery_detail'),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull(),
    sentAt: timestamp('sent_at', { withTimezone: true }),
  },
  (table) => [
    index('messages_conversation_seq_idx').on(table.conversationId, table.seq),
    uniqueIndex('messages_external_key_idx').on(table.workspaceId, table.externalKey),
    index('messages_approval_idx').on(table.approvalId),
    // The optimizer reads a workspace's recent messages (what guests keep asking), newest first.
    index('messages_workspace_created_idx').on(table.workspaceId, table.createdAt),
    check('messages_author_check', sql`${table.author} in ('guest', 'ai', 'host', 'system')`),
    check('messages_channel_check', sql`${table.channel} in ('guest-page', 'email', 'sms', 'airbnb', 'vrbo', 'booking')`),
    check('messages_status_check', sql`${table.status} in ('received', 'suggestion', 'sent', 'discarded', 'failed')`),
  ],
);

/**
 * The guest's private page per stay. The token is derived from the installation secret, the
 * stay and `version` (so the host can always see the current link); only its hash is stored,
 * for lookup. A new link bumps the version: the old one stops working at once.
 */
export const guestLinks = pgTable('guest_links', {
  reservationId: uuid('reservation_id').primaryKey(),
  workspaceId: text('workspace_id').notNull(),
  version: integer('version').notNull().default(1),
  tokenHash: text('token_hash').notNull().unique(),
  createdAt: timestamp('created_at', { withTimezone: true }).notNull(),
});

/** A workspace's own text and switch for a trigger; without a row, Cohost's default applies. */
export const messageTemplates = pgTable(
  'message_templates',
  {
    workspaceId: text('workspace_id').notNull(),
    trigger: text('trigger').$type<MessageTrigger>().notNull(),
    enabled: boolean('enabled').notNull(),
    body: text('body').notNull(),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull(),
    updatedBy: text('updated_by'),
  },
  (table) => [primaryKey({ columns: [table.workspaceId, table.trigger] })],
);

/**
 * Scheduled messages of one stay: the host's edit or cancellation of one (before it goes out),
 * and what became of it once due. The moment itself is automation's step (moved and cancelled
 * with the stay); when it fires, the row is marked due in the step's transaction and the
 * messaging job sends it (or waits for the door code, or for the host's approval).
 */
export const scheduledMessages = pgTable(
  'scheduled_messages',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    workspaceId: text('workspace_id').notNull(),
    reservationId: uuid('reservation_id').notNull(),
    trigger: text('trigger').$type<MessageTrigger>().notNull(),
    /** This stay's own text; null uses the template's. */
    bodyOverride: text('body_override'),
    cancelled: boolean('cancelled').notNull().default(false),
    /** 'idle' (not yet due) · 'due' · 'waiting-for-door-code' · 'waiting-for-approval' · 'sent' · 'skipped' · 'failed'. */
    state: text('state').notNull().default('idle'),
    dueAt: timestamp('due_at', { withTimezone: true }),
    nextAttemptAt: timestamp('next_attempt_at', { withTimezone: true }),
    approvalId: uuid('approval_id'),
    messageId: uuid('message_id'),
    problem: text('problem'),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull(),
  },
  (table) => [
    uniqueIndex('scheduled_messages_stay_trigger_idx').on(table.reservationId, table.trigger),
    index('scheduled_messages_due_idx').on(table.state, table.nextAttemptAt),
  ],
);

/**
 * The workspace's platform mailbox: where Airbnb, Vrbo and Booking.com notifications arrive (IMAP)
 * and where replies leave from (SMTP, as `address`). Passwords are sealed with the installation
 * secret (SealedBox purpose 'platform-mailbox'). `forwardToken` names the webhook address copies
 * may be forwarded to (`p-<token>@INBOUND_EMAIL_DOMAIN`).
 */
export const platformMailboxes = pgTable('platform_mailboxes', {
  workspaceId: text('workspace_id').primaryKey(),
  address: text('address').notNull(),
  imapHost: text('imap_host').notNull(),
  imapPort: integer('imap_port').notNull(),
  imapSecurity: text('imap_security').$type<MailSecurity>().notNull(),
  imapUser: text('imap_user').notNull(),
  imapPasswordSealed: text('imap_password_sealed').notNull(),
  imapFolder: text('imap_folder').notNull().default('INBOX'),
  smtpHost: text('smtp_host').notNull(),
  smtpPort: integer('smtp_port').notNull(),
  smtpSecurity: text('smtp_security').$type<MailSecurity>().notNull(),
  smtpUser: text('smtp_user').notNull(),
  smtpPasswordSealed: text('smtp_password_sealed').notNull(),
  /** The folder's UIDVALIDITY and the highest UID read: a changed UIDVALIDITY reads the folder again (Message-Ids keep it idempotent). */
  uidValidity: text('uid_validity'),
  lastUid: integer('last_uid').notNull().default(0),
  forwardToken: text('forward_token').notNull().unique(),
  state: text('state').$type<'connected' | 'error'>().notNull().default('connected'),
  lastError: text('last_error'),
  lastErrorAt: timestamp('last_error_at', { withTimezone: true }),
  lastCheckedAt: timestamp('last_checked_at', { withTimezone: true }),
  connectedAt: timestamp('connected_at', { withTimezone: true }).notNull(),
  updatedAt: timestamp('updated_at', { withTimezone: true }).notNull(),
});

/** Every mail read from the platform mailbox (or forwarded to it), once per Message-Id, with what Cohost did with it. */
export const platformMail = pgTable(
  'platform_mail',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    workspaceId: text('workspace_id').notNull(),
    messageId: text('message_id').notNull(),
    source: text('source').$type<'imap' | 'webhook' | 'demo'>().notNull(),
    fromAddress: text('from_address').notNull(),
    subject: text('subject').notNull(),
    platform: text('platform').$type<PlatformChannel>(),
    outcome: text('outcome').$type<PlatformMailOutcome>().notNull(),
    reason: text('reason').notNull(),
    conversationId: uuid('conversation_id'),
    receivedAt: timestamp('received_at', { withTimezone: true }).notNull(),
  },
  (table) => [uniqueIndex('platform_mail_message_idx').on(table.workspaceId, table.messageId), index('platform_mail_workspace_received_idx').on(table.workspaceId, table.receivedAt)],
);

/**
 * Replies waiting to leave through the workspace's SMTP to a platform relay address, one per
 * message. `queued` → `relayed` (the host's server accepted it) or `failed` (with why, after
 * retries; a bounce read later from the mailbox fails it too).
 */
export const platformMailOutbox = pgTable(
  'platform_mail_outbox',
  {
    messageId: uuid('message_id').primaryKey(),
    workspaceId: text('workspace_id').notNull(),
    conversationId: uuid('conversation_id').notNull(),
    relayAddress: text('relay_address').notNull(),
    subject: text('subject').notNull(),
    body: text('body').notNull(),
    inReplyTo: text('in_reply_to'),
    /** The Message-Id our reply is sent with (a bounce names it). */
    outboundMessageId: text('outbound_message_id').notNull().unique(),
    status: text('status').$type<'queued' | 'relayed' | 'failed'>().notNull().default('queued'),
    attempts: integer('attempts').notNull().default(0),
    nextAttemptAt: timestamp('next_attempt_at', { withTimezone: true }).notNull(),
    lastError: text('last_error'),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull(),
    sentAt: timestamp('sent_at', { withTimezone: true }),
  },
  (table) => [index('platform_mail_outbox_due_idx').on(table.status, table.nextAttemptAt), check('platform_mail_outbox_status_check', sql`${table.status} in ('queued', 'relayed', 'failed')`)],
);
