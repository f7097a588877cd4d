import type { Context, Next } from 'hono';
import type { AppBindings, HttpActor } from './app-env';
import { requestActor } from './callers';
import { compressJson, compressJsonAnswer, JSON_COMPRESSION_THRESHOLD_BYTES } from './compress-json';
import type { CachedAnswer, ReadCache } from './read-cache';

/** The screens whose answers are kept (read-cache.ts), and the clock they are read by. */
export interface CachedReads {
  cache: ReadCache;
  /** Full paths (`/api/dashboard`), as modules declare them (`cachedReads`). */
  paths: ReadonlySet<string>;
  /** The application clock's current minute (the dev clock moves it in journeys). */
  minute: () => number;
}

/** A kept answer for this request: the caller's own (workspace, user, role), path and query string. */
function cacheKey(actor: HttpActor, url: string): string {
  const pathStart = url.indexOf('/', url.indexOf('//') + 2);
  return `${actor.workspaceId}\n${actor.userId}\n${actor.role}\n${url.slice(pathStart)}`;
}

async function encoded(answer: CachedAnswer, encoding: 'br' | 'gzip' | null): Promise<{ body: Buffer; encoding: 'br' | 'gzip' | null }> {
  if (!encoding || answer.body.length < JSON_COMPRESSION_THRESHOLD_BYTES) return { body: answer.body, encoding: null };
  const body = (answer.encoded[encoding] ??= await compressJson(answer.body, encoding));
  return { body, encoding };
}

function headersFor(answer: CachedAnswer, encoding: 'br' | 'gzip' | null, outcome: 'hit' | 'miss'): Record<string, string> {
  const headers: Record<string, string> = Object.fromEntries(answer.headers);
  headers.vary = 'accept-encoding';
  headers['x-cache'] = outcome;
  if (encoding) headers['content-encoding'] = encoding;
  return headers;
}

/** A kept (or shared) answer, in the encoding the client takes. */
async function answerKept(c: Context<AppBindings>, kept: CachedAnswer, encoding: 'br' | 'gzip' | null): Promise<Response> {
  const answer = await encoded(kept, encoding);
  return c.body(new Uint8Array(answer.body), 200, headersFor(kept, answer.encoding, 'hit'));
}

/**
 * Answers a GET of a cached screen: from the cache when this caller's answer is kept, else by
 * the route (whose own callers check still runs), keeping a 200 JSON answer for next time. A
 * request with no actor goes to the route as it is (its 401 is the route's).
 */
export async function answerCachedRead(c: Context<AppBindings>, next: Next, reads: CachedReads, encoding: 'br' | 'gzip' | null): Promise<Response | void> {
  let actor: HttpActor;
  try {
    actor = await requestActor(c);
  } catch {
    await next();
    if (encoding) await compressJsonAnswer(c, encoding);
    return;
  }
  const key = cacheKey(actor, c.req.url);
  const minute = reads.minute();
  const kept = reads.cache.get(key, minute);
  if (kept) {
    reads.cache.hits++;
    return answerKept(c, kept, encoding);
  }
  const shared = reads.cache.inFlight(key, actor.workspaceId);
  const sharedAnswer = shared ? await shared : null;
  if (sharedAnswer) {
    reads.cache.hits++;
    return answerKept(c, sharedAnswer, encoding);
  }
  reads.cache.misses++;
  const mark = reads.cache.mark();
  let settle: (answer: CachedAnswer | null) => void = () => {};
  reads.cache.startFlight(key, actor.workspaceId, mark, new Promise((resolve) => (settle = resolve)));
  try {
    await next();
    const response = c.res;
    const contentType = response.headers.get('content-type') ?? '';
    if (response.status !== 200 || !response.body || response.headers.has('set-cookie') || response.headers.has('content-encoding') || !contentType.startsWith('application/json')) {
      settle(null);
      if (encoding) await compressJsonAnswer(c, encoding);
      return;
    }
    const answer: CachedAnswer = { body: Buffer.from(await response.arrayBuffer()), headers: [['content-type', contentType]], encoded: {} };
    reads.cache.set(key, actor.workspaceId, mark, minute, answer);
    settle(answer);
    const sent = await encoded(answer, encoding);
    c.res = new Response(new Uint8Array(sent.body), { status: 200, headers: headersFor(answer, sent.encoding, 'miss') });
  } finally {
    settle(null);
  }
}
