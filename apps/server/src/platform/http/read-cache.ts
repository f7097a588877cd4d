/** The installation topic migration 0027's triggers announce a changed workspace on (`system:reads`). */
export const WORKSPACE_CHANGES = 'reads';
/** Answers kept at most, and their bytes at most; the oldest goes first. */
const READ_CACHE_MAX_ENTRIES = 5_000;
const READ_CACHE_MAX_BYTES = 64 * 1024 * 1024;

/** One kept answer: a 200 JSON body, its headers, and its compressed forms once asked for. */
export interface CachedAnswer {
  body: Buffer;
  headers: Array<[string, string]>;
  encoded: Partial<Record<'br' | 'gzip', Buffer>>;
}

interface Entry {
  answer: CachedAnswer;
  workspaceId: string;
  /** The application clock's minute the answer was read in: a screen built from "now" is read again each minute. */
  minute: number;
  until: number;
  bytes: number;
}

/**
 * The last answers of a workspace's screens (the dashboard, the timeline, the lists), kept in
 * this process so a screen read again is one lookup instead of its queries. Kept exact by
 * announcements, not by time: every write to a workspace's tables is announced by the database
 * when it commits (migration 0027's triggers) and drops that workspace's answers on every
 * instance; a write through this instance's API drops them before it answers; losing the
 * announcements drops everything. A screen that reads the clock is read again each minute of
 * the application's clock, and the TTL bounds the rest (a user's renamed account, which is
 * announced as an account change and clears everything, is the only other source).
 */
export class ReadCache {
  private readonly entries = new Map<string, Entry>();
  private readonly byWorkspace = new Map<string, Set<string>>();
  /** When each workspace last changed, in `changes` (a counter): a read taken before then is not kept. */
  private readonly changedAt = new Map<string, number>();
  /** Answers being read, by key: a request for the same screen waits for it instead of reading again. */
  private readonly flights = new Map<string, { workspaceId: string; mark: number; answer: Promise<CachedAnswer | null> }>();
  private changes = 0;
  private clearedAt = 0;
  private bytes = 0;
  hits = 0;
  misses = 0;

  constructor(
    readonly ttlMs: number,
    private readonly now: () => number = Date.now,
  ) {}

  get(key: string, minute: number): CachedAnswer | null {
    const entry = this.entries.get(key);
    if (!entry) return null;
    if (entry.until <= this.now() || entry.minute !== minute) {
      this.remove(key, entry);
      return null;
    }
    return entry.answer;
  }

  /** Taken before reading the database: `set` refuses a read that a change of its workspace overtook. */
  mark(): number {
    return this.changes;
  }

  /**
   * The answer already being read for `key`, if no change of its workspace overtook that read:
   * many requests for one screen (a minute's turn, a dropped answer under load) read it once.
   */
  inFlight(key: string, workspaceId: string): Promise<CachedAnswer | null> | null {
    const flight = this.flights.get(key);
    return flight && !this.overtaken(workspaceId, flight.mark) ? flight.answer : null;
  }

  /** Announces the read of `key` that `answer` settles (null: nothing to share; the waiters read for themselves). */
  startFlight(key: string, workspaceId: string, mark: number, answer: Promise<CachedAnswer | null>): void {
    this.flights.set(key, { workspaceId, mark, answer });
    void answer.finally(() => {
      if (this.flights.get(key)?.answer === answer) this.flights.delete(key);
    });
  }

  set(key: string, workspaceId: string, mark: number, minute: number, answer: CachedAnswer): void {
    if (this.overtaken(workspaceId, mark)) return;
    const bytes = answer.body.length + key.length;
    if (bytes > READ_CACHE_MAX_BYTES / 16) return;
    const previous = this.entries.get(key);
    if (previous) this.remove(key, previous);
    while (this.entries.size > 0 && (this.entries.size >= READ_CACHE_MAX_ENTRIES || this.bytes + bytes > READ_CACHE_MAX_BYTES)) {
      const [oldestKey, oldest] = this.entries.entries().next().value as [string, Entry];
      this.remove(oldestKey, oldest);
    }
    this.entries.set(key, { answer, workspaceId, minute, until: this.now() + this.ttlMs, bytes });
    this.bytes += bytes;
    let keys = this.byWorkspace.get(workspaceId);
    if (!keys) this.byWorkspace.set(workspaceId, (keys = new Set()));
    keys.add(key);
  }

  /** Something in this workspace changed: its screens are read again. */
  forgetWorkspace(workspaceId: string): void {
    this.changedAt.set(workspaceId, ++this.changes);
    for (const key of this.byWorkspace.get(workspaceId) ?? []) {
      const entry = this.entries.get(key);
      if (entry) {
        this.entries.delete(key);
        this.bytes -= entry.bytes;
      }
    }
    this.byWorkspace.delete(workspaceId);
  }

  /** Announcements may have been missed (or what they cannot name changed): everything is read again. */
  clear(): void {
    this.clearedAt = ++this.changes;
    this.changedAt.clear();
    this.entries.clear();
    this.byWorkspace.clear();
    this.bytes = 0;
  }

  get size(): number {
    return this.entries.size;
  }

  private overtaken(workspaceId: string, mark: number): boolean {
    return mark < this.clearedAt || mark < (this.changedAt.get(workspaceId) ?? 0);
  }

  private remove(key: string, entry: Entry): void {
    this.entries.delete(key);
    this.bytes -= entry.bytes;
    const keys = this.byWorkspace.get(entry.workspaceId);
    keys?.delete(key);
    if (keys?.size === 0) this.byWorkspace.delete(entry.workspaceId);
  }
}
