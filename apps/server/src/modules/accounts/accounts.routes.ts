import { Hono } from 'hono';
import type { AppBindings } from '../../platform/http/app-env';
import type { Auth } from './auth/create-auth';
import { resolveClientIp, withClientIp } from './domain/client-ip';

/**
 * better-auth's own endpoints under /api/auth (sign-up, sign-in, phone codes, two-factor,
 * sessions, workspaces). The client address is put in a header of ours, replacing any value a
 * client sent, so rate limits key on the real sender.
 */
export function authRoutes(auth: Auth, options: { trustProxy: boolean }) {
  return new Hono<AppBindings>().on(['GET', 'POST'], '/auth/*', (c) => {
    const ip = resolveClientIp(c.env?.incoming?.socket.remoteAddress, c.req.header('x-forwarded-for'), options.trustProxy);
    const headers = withClientIp(c.req.raw.headers, ip);
    const hasBody = c.req.method !== 'GET' && c.req.method !== 'HEAD';
    const request = new Request(c.req.raw.url, {
      method: c.req.method,
      headers,
      ...(hasBody ? { body: c.req.raw.body, duplex: 'half' } : {}),
    } as RequestInit);
    return auth.handler(request);
  });
}
