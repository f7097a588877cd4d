import type { PlatformMailbox, PlatformMailEntry } from '@cohost/shared';
import { desc, eq, sql } from 'drizzle-orm';
import type { Database, Tx } from '../../../../platform/db/database';
import type { MessagingDeps } from '../../messaging.deps';
import { platformMail, platformMailboxes } from '../../messaging.tables';
import { forwardingAddress } from './forwarding-address';
import type { MailServerSettings } from './mail-server';

export type MailboxRow = typeof platformMailboxes.$inferSelect;

export async function findMailboxRow(db: Database | Tx, workspaceId: string): Promise<MailboxRow | null> {
  const [row] = await db.select().from(platformMailboxes).where(eq(platformMailboxes.workspaceId, workspaceId)).limit(1);
  return row ?? null;
}

export async function findMailboxByForwardToken(db: Database | Tx, forwardToken: string): Promise<MailboxRow | null> {
  const [row] = await db.select().from(platformMailboxes).where(eq(platformMailboxes.forwardToken, forwardToken)).limit(1);
  return row ?? null;
}

/** Every connected mailbox's workspace and state (the poll job reads them, the watchers open them). */
export async function listMailboxes(db: Database | Tx): Promise<Array<{ workspaceId: string; state: MailboxRow['state'] }>> {
  return db.select({ workspaceId: platformMailboxes.workspaceId, state: platformMailboxes.state }).from(platformMailboxes).orderBy(platformMailboxes.workspaceId);
}

/**
 * Saves the mailbox. A changed folder, IMAP server or user reads from the start again (the
 * folder's UIDs are another's); the same one keeps its place.
 */
export async function saveMailboxRow(tx: Tx, row: typeof platformMailboxes.$inferInsert): Promise<MailboxRow> {
  const [saved] = await tx
    .insert(platformMailboxes)
    .values(row)
    .onConflictDoUpdate({
      target: platformMailboxes.workspaceId,
      set: {
        address: row.address,
        imapHost: row.imapHost,
        imapPort: row.imapPort,
        imapSecurity: row.imapSecurity,
        imapUser: row.imapUser,
        imapPasswordSealed: row.imapPasswordSealed,
        imapFolder: row.imapFolder,
        smtpHost: row.smtpHost,
        smtpPort: row.smtpPort,
        smtpSecurity: row.smtpSecurity,
        smtpUser: row.smtpUser,
        smtpPasswordSealed: row.smtpPasswordSealed,
        uidValidity: sql`case when ${platformMailboxes.imapHost} = excluded.imap_host and ${platformMailboxes.imapUser} = excluded.imap_user and ${platformMailboxes.imapFolder} = excluded.imap_folder then ${platformMailboxes.uidValidity} else null end`,
        lastUid: sql`case when ${platformMailboxes.imapHost} = excluded.imap_host and ${platformMailboxes.imapUser} = excluded.imap_user and ${platformMailboxes.imapFolder} = excluded.imap_folder then ${platformMailboxes.lastUid} else 0 end`,
        state: 'connected',
        lastError: null,
        lastErrorAt: null,
        updatedAt: row.updatedAt,
      },
    })
    .returning();
  return saved!;
}

export async function deleteMailboxRow(tx: Tx, workspaceId: string): Promise<MailboxRow | null> {
  const [row] = await tx.delete(platformMailboxes).where(eq(platformMailboxes.workspaceId, workspaceId)).returning();
  return row ?? null;
}

/** Where the reader is: the folder's UIDVALIDITY and the last UID handed to ingest. */
export async function saveReadPosition(db: Database | Tx, workspaceId: string, position: { uidValidity: string; lastUid: number }): Promise<void> {
  await db.update(platformMailboxes).set(position).where(eq(platformMailboxes.workspaceId, workspaceId));
}

/** A read or a send went through: the error, if any, is cleared. */
export async function markMailboxWorking(db: Database | Tx, workspaceId: string, now: Date, checked: boolean): Promise<void> {
  await db
    .update(platformMailboxes)
    .set({ state: 'connected', lastError: null, lastErrorAt: null, ...(checked ? { lastCheckedAt: now } : {}) })
    .where(eq(platformMailboxes.workspaceId, workspaceId));
}

export async function markMailboxFailed(db: Database | Tx, workspaceId: string, error: string, now: Date, checked: boolean): Promise<void> {
  await db
    .update(platformMailboxes)
    .set({ state: 'error', lastError: error, lastErrorAt: now, ...(checked ? { lastCheckedAt: now } : {}) })
    .where(eq(platformMailboxes.workspaceId, workspaceId));
}

export async function listPlatformMailRows(db: Database | Tx, workspaceId: string, limit: number): Promise<PlatformMailEntry[]> {
  const rows = await db
    .select()
    .from(platformMail)
    .where(eq(platformMail.workspaceId, workspaceId))
    .orderBy(desc(platformMail.receivedAt), desc(platformMail.id))
    .limit(limit);
  return rows.map((row) => ({
    id: row.id,
    receivedAt: row.receivedAt.toISOString(),
    from: row.fromAddress,
    subject: row.subject,
    platform: row.platform,
    outcome: row.outcome,
    reason: row.reason,
    conversationId: row.conversationId,
  }));
}

/** The servers with their passwords opened (in memory only, for a connection). */
export function mailboxServers(deps: Pick<MessagingDeps, 'mailSecrets'>, row: MailboxRow): { imap: MailServerSettings & { folder: string }; smtp: MailServerSettings } {
  return {
    imap: { host: row.imapHost, port: row.imapPort, security: row.imapSecurity, user: row.imapUser, password: deps.mailSecrets.open(row.imapPasswordSealed), folder: row.imapFolder },
    smtp: { host: row.smtpHost, port: row.smtpPort, security: row.smtpSecurity, user: row.smtpUser, password: deps.mailSecrets.open(row.smtpPasswordSealed) },
  };
}

/** The API's view: servers, state and checks, never a password. */
export function toPlatformMailbox(deps: Pick<MessagingDeps, 'inboundEmail' | 'mailboxWatchers'>, row: MailboxRow): PlatformMailbox {
  return {
    address: row.address,
    imap: { host: row.imapHost, port: row.imapPort, security: row.imapSecurity, user: row.imapUser, folder: row.imapFolder },
    smtp: { host: row.smtpHost, port: row.smtpPort, security: row.smtpSecurity, user: row.smtpUser },
    state: row.state,
    lastError: row.lastError,
    lastErrorAt: row.lastErrorAt?.toISOString() ?? null,
    lastCheckedAt: row.lastCheckedAt?.toISOString() ?? null,
    watching: deps.mailboxWatchers.isIdle(row.workspaceId) ? 'idle' : 'polling',
    // Copies forwarded here reach the signed inbound webhook, which exists only with its signing key.
    forwardingAddress: deps.inboundEmail.signingKey ? forwardingAddress(row.forwardToken, deps.inboundEmail.domain) : null,
    connectedAt: row.connectedAt.toISOString(),
  };
}
