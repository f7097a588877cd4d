import type { MiddlewareHandler } from 'hono';
import { platformErrors } from '../errors/app-error';

const SAFE_METHODS = new Set(['GET', 'HEAD', 'OPTIONS']);

/**
 * State-changing requests are accepted only from our own pages. Browsers say where a request
 * comes from (Sec-Fetch-Site, Origin); requests without those headers (server-to-server
 * webhooks, CLI tools) carry no ambient cookies of our users and are checked by their own
 * signatures or credentials.
 */
export function sameOriginOnly(publicOrigin: string): MiddlewareHandler {
  return async (c, next) => {
    if (SAFE_METHODS.has(c.req.method)) return next();
    const fetchSite = c.req.header('sec-fetch-site');
    if (fetchSite === 'cross-site' || fetchSite === 'same-site') throw platformErrors.crossOrigin();
    const origin = c.req.header('origin');
    if (origin) {
      const requestOrigin = new URL(c.req.url).origin;
      if (origin !== publicOrigin && origin !== requestOrigin) throw platformErrors.crossOrigin();
    }
    return next();
  };
}
