import { randomUUID } from 'node:crypto';
import type { MiddlewareHandler } from 'hono';
import type { Logger } from '../log/logger';
import type { ActorResolver, AppBindings } from './app-env';
import { setResponseHeader } from './response-headers';

const INCOMING_ID = /^[\w\-.:]{1,64}$/;

/** The request's id: a well-formed one a proxy sent, or a new one. */
export function requestIdFor(incoming: string | undefined): string {
  return incoming && INCOMING_ID.test(incoming) ? incoming : randomUUID();
}

/**
 * Gives each request an id and the actor resolver (a well-formed X-Request-Id from a proxy is kept) and writes one log
 * line per API request. It runs on every request, so it does no more than that: no child logger
 * per request (the error handler adds the id to what it logs), no timing unless the line is kept.
 */
export function requestContext(log: Logger, resolveActor: ActorResolver, level: 'info' | 'debug' = 'info'): MiddlewareHandler<AppBindings> {
  return async (c, next) => {
    const requestId = requestIdFor(c.req.header('x-request-id'));
    c.set('requestId', requestId);
    // Resolved only by routes that declare signed-in callers (callers.ts), at most once.
    c.set('resolveActor', resolveActor);
    setResponseHeader(c, 'X-Request-Id', requestId);
    if (!log.isLevelEnabled(level)) return next();
    const started = performance.now();
    await next();
    if (!c.req.path.startsWith('/api/')) return;
    log[level](
      { reqId: requestId, method: c.req.method, path: c.req.path, status: c.res.status, ms: Math.round((performance.now() - started) * 10) / 10 },
      'request',
    );
  };
}
