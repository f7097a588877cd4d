import { sql } from 'drizzle-orm';
import type { ImapFlow } from 'imapflow';
import { queryRows } from '../../../../platform/db/database';
import type { MessagingDeps } from '../../messaging.deps';
import { ingestPlatformMail } from '../ingest-platform-mail';
import { findMailboxRow, mailboxServers, markMailboxFailed, markMailboxWorking, saveReadPosition } from '../mailbox/mailbox-repo';
import { closeQuietly, describeImapFailure, openImapFolder } from './imap-session';

/** What reading does with each mail: `ingestPlatformMail` (tests pass a recorder). */
export type IngestMail = (deps: MessagingDeps, input: { workspaceId: string; raw: string | Uint8Array; source: 'imap' }) => Promise<unknown>;

export type ReadResult =
  | { status: 'read'; mails: number }
  /** Another reader has this mailbox now (it reads again once done when asked meanwhile, in this process). */
  | { status: 'busy' }
  | { status: 'missing' }
  | { status: 'failed'; error: string };

/** At most this many mails per pass: the rest comes with the next one. */
const MAILS_PER_PASS = 200;
/** A newly connected mailbox (or a folder whose UIDs changed) is read this far back, not from its first mail. */
const FIRST_READ_DAYS = 30;

/**
 * Reads the platform folder's new mail: UIDs above the last one read (on a first read, or after
 * the folder's UIDVALIDITY changed, only mail of the last 30 days), each fetched with BODY.PEEK on
 * a read-only folder (nothing marked read, moved or deleted) and handed to `ingest` in UID order,
 * the position saved after each. One reader per workspace at a time. A failure puts the mailbox
 * in 'error' with what went wrong in words; a later success clears it.
 */
export async function readPlatformMailbox(deps: MessagingDeps, workspaceId: string, options: { ingest?: IngestMail } = {}): Promise<ReadResult> {
  const ingest = options.ingest ?? ingestPlatformMail;
  return exclusively(deps, workspaceId, () => readOnce(deps, workspaceId, ingest));
}

async function readOnce(deps: MessagingDeps, workspaceId: string, ingest: IngestMail): Promise<ReadResult> {
  const row = await findMailboxRow(deps.db, workspaceId);
  if (!row) return { status: 'missing' };
  let servers: ReturnType<typeof mailboxServers>;
  try {
    servers = mailboxServers(deps, row);
  } catch {
    const words = "The saved passwords cannot be opened (the installation's secret changed): connect the mailbox again.";
    await markMailboxFailed(deps.db, workspaceId, words, deps.clock.now(), true);
    return { status: 'failed', error: words };
  }
  const timeoutMs = deps.mailServerTimeoutMs;
  let client: ImapFlow | null = null;
  let step = 'read';
  try {
    const opened = await openImapFolder(servers.imap, { allowPrivate: deps.allowPrivateMailServers, timeoutMs });
    client = opened.client;
    const uidValidity = opened.folder.uidValidity.toString();
    let lastUid = row.lastUid;
    let uids: number[];
    if (row.uidValidity !== uidValidity) {
      const since = new Date(deps.clock.now().getTime() - FIRST_READ_DAYS * 86_400_000);
      uids = sortedUids(await client.search({ since }, { uid: true }));
      // Older mail is never read: the position starts just before the first recent one.
      lastUid = (uids[0] ?? opened.folder.uidNext) - 1;
      await saveReadPosition(deps.db, workspaceId, { uidValidity, lastUid });
    } else {
      uids = opened.folder.uidNext > lastUid + 1 ? sortedUids(await client.search({ uid: `${lastUid + 1}:*` }, { uid: true })) : [];
    }
    const batch = uids.filter((uid) => uid > lastUid).slice(0, MAILS_PER_PASS);
    for (const uid of batch) {
      step = `fetch ${uid}`;
      const message = await client.fetchOne(String(uid), { uid: true, source: true }, { uid: true });
      if (message && message.source) {
        step = `ingest ${uid}`;
        await ingest(deps, { workspaceId, raw: new Uint8Array(message.source), source: 'imap' });
      }
      await saveReadPosition(deps.db, workspaceId, { uidValidity, lastUid: uid });
    }
    await markMailboxWorking(deps.db, workspaceId, deps.clock.now(), true);
    return { status: 'read', mails: batch.length };
  } catch (error) {
    const words = step.startsWith('ingest')
      ? `Cohost could not process a mail from the mailbox (IMAP UID ${step.slice(7)}); it will try again.`
      : describeImapFailure(error, servers.imap, timeoutMs, servers.imap.folder).message;
    deps.log.warn({ workspaceId, step, err: error }, 'platform mailbox read failed');
    await markMailboxFailed(deps.db, workspaceId, words, deps.clock.now(), true);
    return { status: 'failed', error: words };
  } finally {
    if (client) await closeQuietly(client);
  }
}

function sortedUids(found: number[] | false | undefined): number[] {
  return [...(found || [])].sort((a, b) => a - b);
}

/** Readers running in this process, per database and workspace; `again`: asked to read while one ran. */
const running = new WeakMap<object, Map<string, { again: boolean }>>();

/**
 * One reader per workspace: in this process a second call while one runs makes it read once more
 * when done (new mail may have come after its search); across processes (PostgreSQL) a
 * transaction-scoped advisory lock, held while reading, turns the others away.
 */
async function exclusively(deps: MessagingDeps, workspaceId: string, read: () => Promise<ReadResult>): Promise<ReadResult> {
  const readers = running.get(deps.db) ?? new Map<string, { again: boolean }>();
  running.set(deps.db, readers);
  const current = readers.get(workspaceId);
  if (current) {
    current.again = true;
    return { status: 'busy' };
  }
  const slot = { again: false };
  readers.set(workspaceId, slot);
  try {
    let result: ReadResult;
    do {
      slot.again = false;
      result = await acrossProcesses(deps, workspaceId, read);
    } while (slot.again && result.status === 'read');
    return result;
  } finally {
    readers.delete(workspaceId);
  }
}

/**
 * Readers at once per process: on PostgreSQL each holds a pooled connection for its lock while its
 * reads take others, so many mailboxes announcing mail together must not take the whole pool.
 */
const READERS_AT_ONCE = 3;
const readerSlots = new WeakMap<object, { busy: number; waiting: Array<() => void> }>();

async function acrossProcesses(deps: MessagingDeps, workspaceId: string, read: () => Promise<ReadResult>): Promise<ReadResult> {
  // The embedded database has one process: the map above is the whole lock (and a transaction held open would stall every other query).
  if (deps.databaseDriver === 'pglite') return read();
  const slots = readerSlots.get(deps.db) ?? { busy: 0, waiting: [] };
  readerSlots.set(deps.db, slots);
  while (slots.busy >= READERS_AT_ONCE) await new Promise<void>((resolve) => slots.waiting.push(resolve));
  slots.busy += 1;
  try {
    return await underAdvisoryLock(deps, workspaceId, read);
  } finally {
    slots.busy -= 1;
    slots.waiting.shift()?.();
  }
}

async function underAdvisoryLock(deps: MessagingDeps, workspaceId: string, read: () => Promise<ReadResult>): Promise<ReadResult> {
  return deps.db.transaction(async (tx) => {
    const [lock] = await queryRows<{ locked: boolean }>(tx, sql`select pg_try_advisory_xact_lock(hashtext(${`messaging.platform-mail-read:${workspaceId}`})) as locked`);
    if (!lock?.locked) return { status: 'busy' } as const;
    return read();
  });
}
