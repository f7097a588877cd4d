import { AUTH_BASE_PATH, SESSION_RENEW_AFTER_SECONDS, SESSION_TTL_SECONDS } from '../accounts.constants';
import type { Auth } from './create-auth';
import type { SessionCache } from './session-cache';

/** better-auth's answer to `GET /api/auth/get-session` for one session cookie, as it was sent. */
export interface SessionAnswer {
  userId: string;
  body: string;
  headers: [string, string][];
}

const GET_SESSION_PATH = `${AUTH_BASE_PATH}/get-session`;
/**
 * better-auth renews a session (a new expiry, its cookie set again) on the first get-session
 * past this point before its expiry (`updateAge`): an answer is never kept up to it, so the
 * renewal still happens.
 */
const RENEWAL_BEFORE_EXPIRY_MS = (SESSION_TTL_SECONDS - SESSION_RENEW_AFTER_SECONDS) * 1000;
const SESSION_COOKIES = /(?:^|;\s*)((?:__Secure-)?cohost\.session_(?:token|data)[^=]*)=([^;]*)/g;

/**
 * The key a request's kept answer is found under (the session cookie, name and signed value),
 * or null when better-auth must answer it: another method or path, any query string
 * (`disableCookieCache`, `disableRefresh`…), an Authorization header, no session cookie or more
 * than one, or a session-data cookie (better-auth answers that with a Set-Cookie clearing it).
 */
export function sessionAnswerKey(request: Request): string | null {
  if (request.method !== 'GET' || request.headers.has('authorization')) return null;
  const url = new URL(request.url);
  if (url.pathname !== GET_SESSION_PATH || url.search !== '') return null;
  const cookies = [...(request.headers.get('cookie') ?? '').matchAll(SESSION_COOKIES)];
  const [only] = cookies;
  if (cookies.length !== 1 || !only?.[1]!.endsWith('.session_token')) return null;
  return `${only[1]}=${only[2]}`;
}

/**
 * better-auth's get-session, answered from this instance's memory when the same session cookie
 * asked before: the web app calls it on every page load, and better-auth reads the database each
 * time. The answer kept is exactly better-auth's (body, status, headers), and only one that sets
 * no cookie (a renewal, an expired or unknown session are answered by better-auth every time).
 * The cache is dropped like the actor's: by the database's announcements, by writes through
 * the accounts routes, and on a lost LISTEN connection.
 */
export class SessionAnswers {
  constructor(
    private readonly auth: Auth,
    private readonly cache: SessionCache<SessionAnswer>,
  ) {}

  /** The kept answer to this request, or null when better-auth is to answer it. */
  find(request: Request): Response | null {
    const key = sessionAnswerKey(request);
    const kept = key ? this.cache.get(key) : null;
    return kept ? new Response(kept.body, { status: 200, headers: kept.headers }) : null;
  }

  /** better-auth's answer to any request; a get-session's is kept when it is a session's, sets no cookie, and no announced change overtook it. */
  async answer(request: Request): Promise<Response> {
    const key = sessionAnswerKey(request);
    if (!key) return this.auth.handler(request);
    const mark = this.cache.mark();
    const response = await this.auth.handler(request);
    if (response.status !== 200 || response.headers.has('set-cookie')) return response;
    const body = await response.text();
    const session = readSession(body);
    if (session) {
      const usableUntil = new Date(session.expiresAt - RENEWAL_BEFORE_EXPIRY_MS);
      this.cache.set(key, mark, { userId: session.userId, body, headers: [...response.headers] }, usableUntil);
    }
    return new Response(body, { status: response.status, statusText: response.statusText, headers: response.headers });
  }
}

function readSession(body: string): { userId: string; expiresAt: number } | null {
  let answer: { session?: { expiresAt?: unknown }; user?: { id?: unknown } } | null;
  try {
    answer = JSON.parse(body) as typeof answer;
  } catch {
    return null;
  }
  const userId = answer?.user?.id;
  const expiresAt = typeof answer?.session?.expiresAt === 'string' ? Date.parse(answer.session.expiresAt) : NaN;
  return typeof userId === 'string' && Number.isFinite(expiresAt) ? { userId, expiresAt } : null;
}
