import type { ImapFlow } from 'imapflow';
import type { MailboxWatching, MessagingDeps } from '../../messaging.deps';
import { findMailboxRow, listMailboxes, mailboxServers } from '../mailbox/mailbox-repo';
import { closeQuietly, openImapFolder } from './imap-session';
import { readPlatformMailbox, type IngestMail } from './read-platform-mailbox';

export interface MailboxWatchers extends MailboxWatching {
  /** Opens a connection per connected mailbox (module start on worker roles; tests, with their own ingest). */
  start(options?: { ingest?: IngestMail }): Promise<void>;
  stop(): Promise<void>;
}

/** New mail announced in a burst is read once, this long after the last announcement. */
const READ_DEBOUNCE_MS = 500;
/** Waits before reconnecting after a failure, one after the other (the last repeats). */
const RECONNECT_BACKOFF_MS = [1_000, 5_000, 30_000, 60_000, 300_000];
/** A connection that lasted this long was working: the next drop starts the backoff afresh. */
const STABLE_AFTER_MS = 60_000;

/**
 * One IMAP connection per connected mailbox while the process runs, idling on the platform
 * folder: the server's EXISTS (new mail) triggers a read (debounced), as does each (re)opening;
 * a dropped connection is reopened with backoff. The every-minute poll reads the mailboxes whose
 * connection is down.
 */
export function createMailboxWatchers(depsOf: () => MessagingDeps): MailboxWatchers {
  const watches = new Map<string, Watch>();
  let started = false;
  let ingest: IngestMail | undefined;

  const open = (workspaceId: string) => {
    const watch = new Watch(depsOf(), workspaceId, (id) => readPlatformMailbox(depsOf(), id, ingest ? { ingest } : {}));
    watches.set(workspaceId, watch);
    watch.open();
  };
  const unwatch = async (workspaceId: string) => {
    const watch = watches.get(workspaceId);
    watches.delete(workspaceId);
    await watch?.close();
  };

  return {
    isIdle: (workspaceId) => watches.get(workspaceId)?.isIdle ?? false,
    watch: async (workspaceId) => {
      if (!started) return;
      await unwatch(workspaceId);
      open(workspaceId);
    },
    unwatch,
    start: async (options = {}) => {
      ingest = options.ingest;
      if (started) return;
      started = true;
      for (const { workspaceId } of await listMailboxes(depsOf().db)) if (!watches.has(workspaceId)) open(workspaceId);
    },
    stop: async () => {
      started = false;
      const all = [...watches.keys()];
      await Promise.all(all.map(unwatch));
    },
  };
}

class Watch {
  private client: ImapFlow | null = null;
  private closed = false;
  private failures = 0;
  private openedAt = 0;
  private retryTimer: NodeJS.Timeout | undefined;
  private readTimer: NodeJS.Timeout | undefined;

  constructor(
    private readonly deps: MessagingDeps,
    private readonly workspaceId: string,
    private readonly read: (workspaceId: string) => Promise<unknown>,
  ) {}

  get isIdle(): boolean {
    return this.client !== null && this.client.usable;
  }

  open(): void {
    void this.connect();
  }

  private async connect(): Promise<void> {
    try {
      const row = await findMailboxRow(this.deps.db, this.workspaceId);
      if (!row || this.closed) return;
      const { client } = await openImapFolder(mailboxServers(this.deps, row).imap, {
        allowPrivate: this.deps.allowPrivateMailServers,
        timeoutMs: this.deps.mailServerTimeoutMs,
        watch: true,
      });
      if (this.closed) {
        await closeQuietly(client);
        return;
      }
      this.client = client;
      this.openedAt = Date.now();
      client.on('exists', () => this.readSoon());
      client.on('close', () => {
        this.client = null;
        // A server that accepts and drops at once is not hammered: only a lasting connection resets the backoff.
        if (Date.now() - this.openedAt >= STABLE_AFTER_MS) this.failures = 0;
        if (!this.closed) this.retry();
      });
      void client.idle().catch(() => {});
      // Mail may have come while no connection was up (a restart, a drop): the poll leaves an idling mailbox alone.
      this.readSoon();
    } catch (error) {
      this.deps.log.info({ workspaceId: this.workspaceId, err: error }, 'platform mailbox watcher could not connect; retrying');
      if (!this.closed) this.retry();
    }
  }

  private retry(): void {
    const delay = RECONNECT_BACKOFF_MS[Math.min(this.failures, RECONNECT_BACKOFF_MS.length - 1)] ?? 300_000;
    this.failures += 1;
    clearTimeout(this.retryTimer);
    this.retryTimer = setTimeout(() => this.open(), delay);
    this.retryTimer.unref();
  }

  private readSoon(): void {
    clearTimeout(this.readTimer);
    this.readTimer = setTimeout(() => {
      this.read(this.workspaceId).catch((error: unknown) => this.deps.log.warn({ workspaceId: this.workspaceId, err: error }, 'platform mailbox read failed'));
    }, READ_DEBOUNCE_MS);
    this.readTimer.unref();
  }

  async close(): Promise<void> {
    this.closed = true;
    clearTimeout(this.retryTimer);
    clearTimeout(this.readTimer);
    const client = this.client;
    this.client = null;
    if (client) await closeQuietly(client);
  }
}
