import type { Actor } from '../domain/actor';

/** How long a cached answer may be used when no change was announced (the backstop). */
export const SESSION_CACHE_TTL_MS = 30_000;
/** The installation topic migration 0018's triggers announce a changed user on (`system:sessions`). */
export const SESSION_CHANGES = 'sessions';
/** Sessions kept at most; the oldest entry goes first. */
const SESSION_CACHE_MAX_ENTRIES = 10_000;

/** The session cookie's value (signed: a forged one cannot match a cached one), if any. */
export function sessionCookie(headers: Headers): string | null {
  const cookie = headers.get('cookie');
  if (!cookie || headers.has('authorization')) return null;
  return /(?:^|;\s*)(?:__Secure-)?cohost\.session_token=([^;]+)/.exec(cookie)?.[1] ?? null;
}

interface Entry<T> {
  value: T;
  until: number;
}

/**
 * What a session answers (who it is and where, or better-auth's own get-session answer), kept
 * in this process so a signed-in request needs no database round trip. Revocation stays
 * immediate: every change that could alter an answer (sign-out, revoked or moved session,
 * membership or role, password, account) is announced by the database when it commits
 * (migration 0018's triggers) and drops that user's entries on every instance; losing those
 * announcements drops everything; the TTL is only the backstop.
 */
export class SessionCache<T extends { userId: string } = Actor> {
  private readonly entries = new Map<string, Entry<T>>();
  private readonly byUser = new Map<string, Set<string>>();
  private generation = 0;

  constructor(
    private readonly now: () => number = Date.now,
    private readonly ttlMs: number = SESSION_CACHE_TTL_MS,
  ) {}

  get(key: string): T | null {
    const entry = this.entries.get(key);
    if (!entry) return null;
    if (entry.until <= this.now()) {
      this.remove(key, entry.value.userId);
      return null;
    }
    return entry.value;
  }

  /** Taken before reading the database: `set` refuses a read that an announced change overtook. */
  mark(): number {
    return this.generation;
  }

  /** Keeps `value` for the TTL, and never at or past `usableUntil` (the session's expiry, or sooner). */
  set(key: string, mark: number, value: T, usableUntil: Date): void {
    if (mark !== this.generation) return;
    const until = Math.min(this.now() + this.ttlMs, usableUntil.getTime());
    if (until <= this.now()) return;
    if (!this.entries.has(key) && this.entries.size >= SESSION_CACHE_MAX_ENTRIES) {
      const [oldestKey, oldest] = this.entries.entries().next().value as [string, Entry<T>];
      this.remove(oldestKey, oldest.value.userId);
    }
    this.entries.set(key, { value, until });
    let keys = this.byUser.get(value.userId);
    if (!keys) this.byUser.set(value.userId, (keys = new Set()));
    keys.add(key);
  }

  /** Something about this user changed: their sessions are read again. */
  forgetUser(userId: string): void {
    this.generation++;
    for (const key of this.byUser.get(userId) ?? []) this.entries.delete(key);
    this.byUser.delete(userId);
  }

  /** Announcements may have been missed: everything is read again. */
  clear(): void {
    this.generation++;
    this.entries.clear();
    this.byUser.clear();
  }

  get size(): number {
    return this.entries.size;
  }

  private remove(key: string, userId: string): void {
    this.entries.delete(key);
    const keys = this.byUser.get(userId);
    keys?.delete(key);
    if (keys?.size === 0) this.byUser.delete(userId);
  }
}
