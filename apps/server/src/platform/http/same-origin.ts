import type { Context } from 'hono';
import { platformErrors } from '../errors/app-error';

/**
 * State-changing requests are accepted only from our own pages. Browsers say where a request
 * comes from (Sec-Fetch-Site, Origin); requests without those headers (server-to-server
 * webhooks, CLI tools) carry no ambient cookies of our users and are checked by their own
 * signatures or credentials.
 */
export function assertSameOrigin(c: Context, publicOrigin: string): void {
  const fetchSite = c.req.header('sec-fetch-site');
  if (fetchSite === 'cross-site' || fetchSite === 'same-site') throw platformErrors.crossOrigin();
  const origin = c.req.header('origin');
  if (origin && origin !== publicOrigin && origin !== new URL(c.req.url).origin) throw platformErrors.crossOrigin();
}
