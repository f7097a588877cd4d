import type { MiddlewareHandler } from 'hono';
import type { Logger } from '../log/logger';
import type { AppBindings } from './app-env';

/** A child logger per request carrying its id, and one line per finished API request. */
export function requestLogger(log: Logger): MiddlewareHandler<AppBindings> {
  return async (c, next) => {
    const requestLog = log.child({ reqId: c.get('requestId') });
    c.set('log', requestLog);
    const started = performance.now();
    await next();
    if (!c.req.path.startsWith('/api/')) return;
    requestLog.info(
      { method: c.req.method, path: c.req.path, status: c.res.status, ms: Math.round((performance.now() - started) * 10) / 10 },
      'request',
    );
  };
}
